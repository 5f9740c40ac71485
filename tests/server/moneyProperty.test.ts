import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_OPERATION, TRANSACTION_ACTIONS, type TransactionAction } from '../../src/domain/transactions.ts';
import type { TestServer } from './harness.ts';
import { currencyId, expectBalanced, fund, request, signInStaff, STAFF, startStaffServer, type StaffTokens } from './moneyFixtures.ts';
import { arbitrationUrl, createDispute } from './p2pFixtures.ts';

let server: TestServer;
let tokens: StaffTokens;
beforeAll(async () => ({ server, tokens } = await startStaffServer()));
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

describe('money under random sequences of four-eyes requests, approvals, rejections, withdrawals and expiries (issue 29)', () => {
  const approvalCommand = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('make' as const), side: fc.constantFrom('AdminDeposit', 'AdminWithdrawal'), user: fc.integer({ min: 1, max: 4 }), amount: fc.constantFrom('0.05', '0.5', '2.5') }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const, 'withdraw' as const), pick: fc.nat(9) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('spend' as const), user: fc.integer({ min: 1, max: 4 }), amount: fc.constantFrom('0.05', '1') }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const) }) },
  );

  it('keeps the trial balance at zero, no balance below zero, and holds exactly what pending withdrawals hold', async () => {
    const ltc = await currencyId(k(), 'LTC');
    // the four users start with money (the policy is still off), so withdrawals have something to hold
    for (let user = 71; user <= 74; user++) await fund(server, tokens.admin, user, ltc, '20');
    // money moves above 5 USD wait (0.05 LTC is 4.75 USD and runs at once; 0.5 LTC waits)
    const guarded = { expiryHours: 24, rules: [{ action: 'adminDeposit', enabled: true, thresholdUsd: '5' }, { action: 'adminWithdrawal', enabled: true, thresholdUsd: '5' }] };
    expect((await server.call('PUT', '/api/v2/Approval/UpdateApprovalPolicy', { token: tokens.superAdmin, body: guarded })).statusCode).toBe(200);
    const counts = { made: 0, executed: 0, failed: 0, rejected: 0, withdrawn: 0, expired: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(approvalCommand, { minLength: 1, maxLength: 12 }), async (commands) => {
        const requests: number[] = [];
        for (const c of commands) {
          if (c.kind === 'make') {
            const res = await server.call('POST', `/api/Transaction/${c.side}`, { token: tokens.admin, body: { userId: 70 + c.user, currencyId: ltc, amount: c.amount } });
            expect([200, 202]).toContain(res.statusCode);
            if (res.statusCode === 202) {
              requests.push(res.json().approvalRequestId);
              counts.made++;
            }
          } else if (c.kind === 'spend') {
            // a direct withdrawal under the line: it may spend only what is not held
            const res = await server.call('POST', '/api/Transaction/AdminWithdrawal', { token: tokens.admin, body: { userId: 70 + c.user, currencyId: ltc, amount: c.amount } });
            expect([200, 202]).toContain(res.statusCode);
            if (res.statusCode === 202) requests.push(res.json().approvalRequestId);
          } else if (c.kind === 'expire') {
            server.clock.advanceMinutes(24 * 60 + 1);
            tokens = await signInStaff(server);
            await server.call('GET', '/api/v2/Approval/GetPendingApprovalsCount', { token: tokens.superAdmin });
          } else if (requests.length) {
            const id = requests[c.pick % requests.length]!;
            const res =
              c.kind === 'approve' ? await server.call('PUT', '/api/v2/Approval/ApproveRequest', { token: tokens.superAdmin, body: { id } })
              : c.kind === 'reject' ? await server.call('PUT', '/api/v2/Approval/RejectRequest', { token: tokens.superAdmin, body: { id, comment: 'property' } })
              : await server.call('PUT', '/api/v2/Approval/WithdrawRequest', { token: tokens.admin, body: { id } });
            expect([200, 409]).toContain(res.statusCode);
          }
          expect(await expectBalanced(k())).toEqual({ off: [], below: [] });
          // every request's hold: still held while pending, given back in full once it ended
          const rows = await k().selectFrom('approval_requests').select(['id', 'status', 'hold_amount']).where('hold_amount', 'is not', null).execute();
          const entries = await k().selectFrom('ledger_entries').select(['ref', 'account', 'amount']).where('ref', 'like', 'ap:%').where('account', '=', 'locked').execute();
          const heldBy = new Map<string, number>();
          for (const e of entries) heldBy.set(e.ref!, (heldBy.get(e.ref!) ?? 0) + Number(e.amount));
          for (const r of rows) {
            const held = heldBy.get(`ap:${r.id}`) ?? 0;
            expect(held, `request ${r.id} (${r.status})`).toBeCloseTo(r.status === 'pending' ? Number(r.hold_amount) : 0, 10);
          }
        }
      }),
      { numRuns: 20, seed: 20261127 },
    );
    const statuses = await k().selectFrom('approval_requests').select(['status']).execute();
    for (const s of statuses) counts[s.status as keyof typeof counts]++;
    // the sequences reach every way a request ends
    for (const end of ['executed', 'rejected', 'withdrawn', 'expired'] as const) expect(counts[end], end).toBeGreaterThan(0);
    const off = { expiryHours: 24, rules: [{ action: 'adminDeposit', enabled: false, thresholdUsd: '0' }, { action: 'adminWithdrawal', enabled: false, thresholdUsd: '0' }] };
    expect((await server.call('PUT', '/api/v2/Approval/UpdateApprovalPolicy', { token: tokens.superAdmin, body: off })).statusCode).toBe(200);
  });
});
