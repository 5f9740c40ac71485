import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_OPERATION, TRANSACTION_ACTIONS, type TransactionAction } from '../../src/domain/transactions.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { currencyId, expectBalanced, fund, request, STAFF } from './moneyFixtures.ts';
import { arbitrationUrl, createDispute } from './p2pFixtures.ts';

let server: TestServer;
const tokens = {} as Record<keyof typeof STAFF, string>;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of Object.keys(STAFF) as (keyof typeof STAFF)[]) tokens[name] = await server.signIn(STAFF[name]);
});
afterAll(() => server.close());

const k = () => server.db.kysely;
const path = (action: TransactionAction) => ACTION_OPERATION[action].replace(/^PUT /, '');

const command = fc.oneof(
  fc.record({ kind: fc.constant('action' as const), action: fc.constantFrom(...TRANSACTION_ACTIONS), tx: fc.nat(7), by: fc.constantFrom<keyof typeof STAFF>('admin', 'superAdmin', 'support') }),
  fc.record({ kind: fc.constant('request' as const), side: fc.constantFrom<'in' | 'out'>('in', 'out'), user: fc.integer({ min: 1, max: 4 }), amount: fc.constantFrom('0.5', '1.25', '3', '0.00000001', '7.5') }),
  fc.record({ kind: fc.constant('admin' as const), side: fc.constantFrom('AdminDeposit', 'AdminWithdrawal'), user: fc.integer({ min: 1, max: 4 }), amount: fc.constantFrom('1', '2.5', '0.1') }),
  fc.record({ kind: fc.constant('p2p' as const), outcome: fc.constantFrom<'confirmation' | 'cancellation'>('confirmation', 'cancellation'), user: fc.integer({ min: 1, max: 4 }) }),
);

describe('money under random sequences of admin actions, deposits, withdrawals and P2P trades', () => {
  it('keeps every currency’s trial balance at zero and no balance below zero after every step', async () => {
    const ltc = await currencyId(k(), 'LTC');
    const arbitrator = await server.signIn(STAFF.arbitrator);
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const created: number[] = [];
        for (const c of commands) {
          if (c.kind === 'request') {
            const userId = 60 + c.user;
            if (c.side === 'out') await fund(server, tokens.admin, userId, ltc, c.amount);
            created.push(await request(server, { userId, currencyId: ltc, side: c.side, amount: c.amount, fee: c.side === 'out' ? '0.00000001' : '0', kyt: c.side === 'in' ? 'checking' : null }));
          } else if (c.kind === 'action' && created.length) {
            const id = created[c.tx % created.length]!;
            const res = await server.call('PUT', `/api/${path(c.action)}`, { token: tokens[c.by], body: { transactionId: id, comment: 'property step' } });
            expect([200, 403, 409]).toContain(res.statusCode);
          } else if (c.kind === 'admin') {
            const res = await server.call('POST', `/api/Transaction/${c.side}`, { token: tokens.admin, body: { userId: 60 + c.user, currencyId: ltc, amount: c.amount } });
            expect(res.statusCode).toBe(200);
          } else if (c.kind === 'p2p') {
            const trade = await createDispute(server, { status: 11, currency: 'LTC', amount: '1.5', sellerId: 60 + c.user, buyerId: 65 + c.user });
            const res = await server.call('POST', arbitrationUrl(trade.id, c.outcome), { token: arbitrator, body: { id: trade.id, comment: 'property' } });
            expect(res.statusCode).toBe(200);
          }
          steps++;
          expect(await expectBalanced(k())).toEqual({ off: [], below: [] });
        }
      }),
      { numRuns: 25, seed: 20261123 },
    );
    expect(steps).toBeGreaterThan(100);
  });
});

describe('two admins acting on one transaction at once', () => {
  it('has exactly one winner each time, 50 times, and the money moves once', async () => {
    const usdt = await currencyId(k(), 'USDT');
    for (let i = 0; i < 50; i++) {
      const userId = 90 + (i % 10);
      await fund(server, tokens.admin, userId, usdt, '10');
      const id = await request(server, { userId, currencyId: usdt, side: 'out', amount: '10' });
      await server.call('PUT', '/api/Transaction/AdminConfirmTransaction', { token: tokens.admin, body: { transactionId: id } });
      const [a, b] = await Promise.all([
        server.call('PUT', '/api/Transaction/AdminCompleteTransaction', { token: tokens.admin, body: { transactionId: id, comment: 'sent' } }),
        server.call('PUT', '/api/Transaction/AdminCancelTransaction', { token: tokens.superAdmin, body: { transactionId: id } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const moves = await k().selectFrom('ledger_entries').select('entry_type').where('transaction_id', '=', id).where('entry_type', '!=', 'withdrawalHold').execute();
      expect(new Set(moves.map((m) => m.entry_type)).size).toBe(1);
    }
    expect(await expectBalanced(k())).toEqual({ off: [], below: [] });
  });
});
