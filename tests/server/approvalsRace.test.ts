import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { balance, currencyId, expectBalanced, fund, STAFF } from './moneyFixtures.ts';

/**
 * Issue 29, races (SQLite here; PostgreSQL with TEST_DATABASE_URL set): of 20 parallel approvals of
 * one request exactly one runs the action and the others get 409 approvalNotPending; an approval
 * racing the maker's withdrawal: exactly one wins, and the money says which.
 */
let server: TestServer;
let maker: string;
let checkers: string[];
let usdt: number;
let emptyUsers: number[] = [];
beforeAll(async () => {
  server = await startTestServer({ approvalPolicy: 'default' });
  maker = await server.signIn(STAFF.admin);
  // several sessions of the second admin: parallel approvals come from more than one connection of theirs
  checkers = await Promise.all(Array.from({ length: 4 }, () => server.signIn(STAFF.superAdmin)));
  usdt = await currencyId(server.db.kysely, 'USDT');
  const holders = new Set((await server.db.kysely.selectFrom('balances').select('user_id').where('currency_id', '=', usdt).execute()).map((r) => r.user_id));
  emptyUsers = (await server.db.kysely.selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id').execute()).map((u) => u.id).filter((id) => !holders.has(id));
  // building the PostgreSQL template on a loaded machine (shared with other worktrees) can take minutes
}, 600_000);
afterAll(() => server.close());

const call = (method: string, path: string, token: string, body: unknown) => server.call(method, `/api/${path}`, { token, body });
const transactionsOf = async (userId: number) =>
  (await server.db.kysely.selectFrom('transactions').select('id').where('user_id', '=', userId).where('currency_id', '=', usdt).execute()).length;

describe('parallel decisions', () => {
  it('20 parallel approvals of one 50,000 USDT deposit: one execution, 19 conflicts', async () => {
    const userId = emptyUsers.shift()!;
    const made = await call('POST', 'Transaction/AdminDeposit', maker, { userId, currencyId: usdt, amount: '50000' });
    expect(made.statusCode).toBe(202);
    const id = made.json().approvalRequestId as number;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('PUT', 'v2/Approval/ApproveRequest', checkers[i % checkers.length]!, { id })));
    const ok = answers.filter((a) => a.statusCode === 200);
    const conflicts = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json().status).toBe('executed');
    expect(conflicts).toHaveLength(19);
    for (const c of conflicts) expect(c.json().error.reason).toBe('approvalNotPending');
    expect((await balance(server.db.kysely, userId, usdt)).available).toBe('50000');
    expect(await transactionsOf(userId)).toBe(1);
    expect(await expectBalanced(server.db.kysely)).toEqual({ off: [], below: [] });
  });

  it('20 parallel approvals of a held 15,000 withdrawal: the hold released once and the money leaves once', async () => {
    const userId = emptyUsers.shift()!;
    await fund(server, maker, userId, usdt, '9000');
    await fund(server, maker, userId, usdt, '9000');
    const id = (await call('POST', 'Transaction/AdminWithdrawal', maker, { userId, currencyId: usdt, amount: '15000' })).json().approvalRequestId as number;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('PUT', 'v2/Approval/ApproveRequest', checkers[i % checkers.length]!, { id })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '3000', locked: '0' });
    expect(await expectBalanced(server.db.kysely)).toEqual({ off: [], below: [] });
  });

  it('approval against the maker withdrawing: one wins, and the money agrees with the winner', async () => {
    for (let round = 0; round < 5; round++) {
      const userId = emptyUsers.shift()!;
      await fund(server, maker, userId, usdt, '9000');
      await fund(server, maker, userId, usdt, '9000');
      const id = (await call('POST', 'Transaction/AdminWithdrawal', maker, { userId, currencyId: usdt, amount: '12000' })).json().approvalRequestId as number;
      const [approved, withdrawn] = await Promise.all([
        call('PUT', 'v2/Approval/ApproveRequest', checkers[0]!, { id }),
        call('PUT', 'v2/Approval/WithdrawRequest', maker, { id }),
      ]);
      expect([approved.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const b = await balance(server.db.kysely, userId, usdt);
      if (approved.statusCode === 200) {
        expect(approved.json().status).toBe('executed');
        expect(b).toEqual({ available: '6000', locked: '0' });
      } else {
        expect(withdrawn.json().status).toBe('withdrawn');
        expect(b).toEqual({ available: '18000', locked: '0' });
      }
    }
    expect(await expectBalanced(server.db.kysely)).toEqual({ off: [], below: [] });
  });
});
