import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARBITRATION_REFUSALS, decideArbitration, type ArbitrationAction } from '../../src/domain/p2p.ts';
import { accessRuleFor } from '../../server/auth/access.ts';
import { Decimal } from '../../server/money.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { arbitrationUrl, createDispute, moneyByCurrency } from './p2pFixtures.ts';

const STAFF = { admin: 'admin@demo.local', superAdmin: 'super@demo.local', support: 'support@demo.local', arbitrator: 'arbitrator@demo.local', arbitrator2: 'arbitrator2@demo.local' } as const;
type StaffName = keyof typeof STAFF;
const NAMES = Object.keys(STAFF) as StaffName[];
const OPERATION: Record<ArbitrationAction, { id: string; path: 'join' | 'assign' | 'confirmation' | 'cancellation' }> = {
  join: { id: 'PUT v1/arbitrator/trades/{id}/join', path: 'join' },
  assign: { id: 'POST v1/arbitrator/trades/{id}/assign', path: 'assign' },
  confirm: { id: 'POST v1/arbitrator/trades/{id}/confirmation', path: 'confirmation' },
  cancel: { id: 'POST v1/arbitrator/trades/{id}/cancellation', path: 'cancellation' },
};
const HTTP_OF_KIND = { notFound: 404, notAllowed: 403, impossible: 409 } as const;

let server: TestServer;
const staff = {} as Record<StaffName, { id: number; status: number; token: string }>;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of NAMES) {
    const row = await server.db.kysely.selectFrom('admins').select(['id', 'admin_status']).where('email', '=', STAFF[name]).executeTakeFirstOrThrow();
    staff[name] = { id: row.id, status: row.admin_status, token: await server.signIn(STAFF[name]) };
  }
});
afterAll(() => server.close());

const command = fc.record({
  action: fc.constantFrom<ArbitrationAction>('join', 'assign', 'confirm', 'cancel'),
  by: fc.constantFrom(...NAMES),
  trade: fc.nat(3),
  target: fc.constantFrom<StaffName>('arbitrator', 'arbitrator2', 'support'),
});

describe('arbitration under random sequences of actions by random staff on random trades', () => {
  it('never changes any currency’s balances + escrow + fees, answers as the transition table says, and never reopens a resolved trade', async () => {
    let runs = 0;
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 16 }), async (commands) => {
        runs++;
        const trades = [
          await createDispute(server, { status: 10 }),
          await createDispute(server, { status: 9, currency: 'USDT', amount: '777.123456', fee: '1.942808' }),
          await createDispute(server, { status: 11, arbitrator: STAFF.arbitrator, currency: 'ETH', amount: '0.333333333333333333', fee: '0.000833333333333333' }),
          await createDispute(server, { status: 11, arbitrator: STAFF.arbitrator2 }),
        ];
        const model = trades.map((t) => ({ status: t.status, arbitratorId: t.arbitrator_id }));
        const totals = await moneyByCurrency(server.db.kysely);

        for (const c of commands) {
          calls++;
          const trade = trades[c.trade]!;
          const actor = staff[c.by];
          const target = staff[c.target];
          const body = { id: trade.id, ...(c.action === 'assign' ? { arbitratorId: target.id } : {}), ...(c.action === 'cancel' ? { comment: 'property' } : {}) };
          const res = await server.call(c.action === 'join' ? 'PUT' : 'POST', arbitrationUrl(trade.id, OPERATION[c.action].path), { token: actor.token, body });

          // What the access table and the domain's transition table say must happen.
          const rule = accessRuleFor(OPERATION[c.action].id);
          const allowed = Array.isArray(rule) && rule.includes(actor.status);
          const state = model[c.trade]!;
          const decision = allowed
            ? decideArbitration(c.action, state, { adminId: actor.id, adminStatus: actor.status }, c.action === 'assign' ? { adminId: target.id, adminStatus: target.status, isBlocked: false } : null)
            : null;
          const expected = !allowed ? 403 : decision!.ok ? 200 : HTTP_OF_KIND[ARBITRATION_REFUSALS[decision!.refusal].kind];
          expect(res.statusCode, `${c.by} ${c.action} #${c.trade}: ${res.body}`).toBe(expected);
          if (decision?.ok) {
            model[c.trade] = { status: decision.to, arbitratorId: c.action === 'join' ? actor.id : c.action === 'assign' ? target.id : state.arbitratorId };
          } else {
            expect(res.json().result.Success).toBe(false);
          }

          const row = await server.db.kysely.selectFrom('p2p_trades').select(['status', 'arbitrator_id']).where('id', '=', trade.id).executeTakeFirstOrThrow();
          expect({ status: row.status, arbitratorId: row.arbitrator_id }).toEqual(model[c.trade]);
          const escrow = await server.db.kysely.selectFrom('p2p_escrow').select('status').where('trade_id', '=', trade.id).executeTakeFirstOrThrow();
          expect(escrow.status).toBe(row.status === 6 ? 'released' : row.status === 5 ? 'returned' : 'held');
          expect(await moneyByCurrency(server.db.kysely)).toEqual(totals);
        }
        // Each trade's own ledger nets to zero: what left the seller went to the escrow and out again.
        for (const t of trades) {
          const entries = await server.db.kysely.selectFrom('ledger_entries').select('amount').where('trade_id', '=', t.id).execute();
          expect(entries.reduce((sum, e) => sum.plus(e.amount), new Decimal(0)).isZero()).toBe(true);
        }
      }),
      { numRuns: 60, seed: 20261122 },
    );
    console.log(`property: ${runs} runs, ${calls} arbitration calls`);
  });
});
