import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_OPERATIONS } from '../../src/domain/idempotency.ts';
import { listContractOperations, resolveLocal } from '../../server/http/contracts.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { balance, currencyId, STAFF } from './moneyFixtures.ts';

/**
 * Issue 23: a retried money operation (a client that lost the answer) sends the same
 * Idempotency-Key again and gets the first answer back, with no second move of money.
 */
let server: TestServer;
let token: string;
let eth: number;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(STAFF.admin);
  eth = await currencyId(server.db.kysely, 'ETH');
});
afterAll(() => server.close());

let nextUser = 40;
const freshUser = () => nextUser++;
const deposit = (body: unknown, key?: string, path = 'Transaction/AdminDeposit') =>
  server.call('POST', `/api/${path}`, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const available = async (userId: number) => (await balance(server.db.kysely, userId, eth)).available;
const adminDeposits = async (userId: number) =>
  (await server.db.kysely.selectFrom('transactions').select('id').where('user_id', '=', userId).where('currency_id', '=', eth).execute()).length;

describe('Idempotency-Key on money operations', () => {
  it('a repeated AdminDeposit with one key credits once and answers the first answer again', async () => {
    const userId = freshUser();
    const before = await available(userId);
    const body = { userId, currencyId: eth, amount: '1.5', comment: 'Compensation' };
    const first = await deposit(body, 'retry-1');
    const second = await deposit(body, 'retry-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().result.Success).toBe(true);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await available(userId)).toBe(String(Number(before) + 1.5));
    expect(await adminDeposits(userId)).toBe(1);
  });

  it('the same key with a different request answers 409 idempotencyKeyReused and moves nothing', async () => {
    const userId = freshUser();
    expect((await deposit({ userId, currencyId: eth, amount: '2' }, 'reused-1')).statusCode).toBe(200);
    const after = await available(userId);
    const other = await deposit({ userId, currencyId: eth, amount: '3' }, 'reused-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ reason: 'idempotencyKeyReused', message: 'This idempotency key was already used for a different request' });
    // the same body on another money operation is another request too
    const withdrawal = await deposit({ userId, currencyId: eth, amount: '2' }, 'reused-1', 'Transaction/AdminWithdrawal');
    expect(withdrawal.statusCode).toBe(409);
    expect(withdrawal.json().error.reason).toBe('idempotencyKeyReused');
    expect(await available(userId)).toBe(after);
    expect(await adminDeposits(userId)).toBe(1);
  });

  it('of 10 parallel repeats exactly one credits, and every one answers the same', async () => {
    const userId = freshUser();
    const before = await available(userId);
    const body = { userId, currencyId: eth, amount: '0.25' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(body, 'parallel-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.json()).toEqual(answers[0]!.json());
    expect(await available(userId)).toBe(String(Number(before) + 0.25));
    expect(await adminDeposits(userId)).toBe(1);
  });

  it('the older service (v1 deposit) replays its answer with its success flag, once', async () => {
    const userId = freshUser();
    const body = { userId, currency: 'ETH', amount: '0.5' };
    const first = await deposit(body, 'v1-retry', 'v1/transactions/deposit');
    const second = await deposit(body, 'v1-retry', 'v1/transactions/deposit');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ result: { Success: true }, id: expect.any(Number) });
    expect(second.json()).toEqual(first.json());
    expect(await adminDeposits(userId)).toBe(1);
  });

  it('without a key two calls credit twice (a key is optional)', async () => {
    const userId = freshUser();
    const body = { userId, currencyId: eth, amount: '1' };
    const first = await deposit(body);
    const second = await deposit(body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().transactionId).not.toBe(first.json().transactionId);
    expect(await adminDeposits(userId)).toBe(2);
  });

  it('a malformed key (spaces, over 128 characters) is refused before anything runs', async () => {
    const userId = freshUser();
    for (const key of ['has space', 'x'.repeat(129)]) {
      const res = await deposit({ userId, currencyId: eth, amount: '1' }, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The Idempotency-Key header must be 1 to 128 visible ASCII characters');
    }
    expect(await adminDeposits(userId)).toBe(0);
  });

  it('the contracts declare the header on exactly the money operations of src/domain/idempotency.ts', () => {
    const declaring = listContractOperations()
      .filter((op) =>
        ((op.operation.parameters ?? []) as unknown[]).some((p) => {
          const param = resolveLocal<{ name?: string; in?: string }>(op.service, p);
          return param?.in === 'header' && param.name === 'Idempotency-Key';
        }),
      )
      .map((op) => op.operationId);
    expect(declaring.sort()).toEqual([...IDEMPOTENT_OPERATIONS].sort());
  });

  it('a key is remembered for 24 hours: after that the same key is a new request (the clock moves: last)', async () => {
    const userId = freshUser();
    const body = { userId, currencyId: eth, amount: '1' };
    expect((await deposit(body, 'expiring-1')).statusCode).toBe(200);
    server.clock.advanceMinutes(23 * 60);
    token = await server.signIn(STAFF.admin); // the session itself has expired
    expect((await deposit(body, 'expiring-1')).json()).toMatchObject({ result: { Success: true } });
    expect(await adminDeposits(userId)).toBe(1);
    server.clock.advanceMinutes(2 * 60);
    token = await server.signIn(STAFF.admin);
    expect((await deposit(body, 'expiring-1')).statusCode).toBe(200);
    expect(await adminDeposits(userId)).toBe(2);
  });
});
