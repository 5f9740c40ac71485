import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_RULE_MESSAGES } from '../../src/domain/inputRules.ts';
import { SORT_ID_MAX } from '../../server/modules/sortOrder.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Bad data an outside probe got stored (issue 23): sort orders past the contract's range, unknown
 * time zones, names with invisible or bidirectional control characters. Each is refused with a 4xx,
 * a clear message and a reason, and nothing out of range reaches the database.
 */

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer({ users: 0 });
  admin = await server.signIn('admin@demo.local');
});
afterAll(() => server.close());

const call = (method: string, url: string, body?: unknown) => server.call(method, `/api/${url}`, { token: admin, body });

describe('sort orders stay in the contract range (int32)', () => {
  const creates = [
    { name: 'currencies', create: (sortId?: number) => call('POST', 'Market/CreateCurrency', { name: `Coin ${sortId ?? 'next'}`, title: `C${sortId ?? 'N'}`.slice(0, 10), currencyType: 'crypto', ...(sortId === undefined ? {} : { sortId }) }), list: () => call('GET', 'Market/GetCurrencies') },
    { name: 'payment methods', create: (sortId?: number) => call('POST', 'Transaction/CreatePaymentMethod', { name: `Method ${sortId ?? 'next'}`, category: 'cash', ...(sortId === undefined ? {} : { sortId }) }), list: () => call('GET', 'Transaction/GetPaymentMethods?Limit=1000') },
    { name: 'P2P payment methods', create: (sortId?: number) => call('POST', 'v1/p2p/payment-methods', { name: `P2P method ${sortId ?? 'next'}`, category: 'bankTransfer', ...(sortId === undefined ? {} : { sortId }) }), list: () => call('GET', 'v1/p2p/payment-methods?limit=1000') },
    { name: 'transaction methods', create: (sortId?: number) => call('POST', 'Transaction/CreateTransactionMethod', { type: 'withdrawal', provider: `Gateway ${sortId ?? 'next'}`, method: 'payment', currencyId: 1, ...(sortId === undefined ? {} : { sortId }) }), list: () => call('POST', 'Transaction/GetTransactionMethods', { limit: 1000 }) },
  ];

  it.each(creates)('$name: past the maximum is a 400, at it is stored, and the next create is a clear 409, never a 500', async ({ create, list }) => {
    const above = await create(SORT_ID_MAX + 1);
    expect(above.statusCode).toBe(400);
    expect(above.json().error.details[0].path).toMatch(/sortId/);

    expect((await create(SORT_ID_MAX)).statusCode).toBe(200);
    const next = await create();
    expect(next.statusCode).toBe(409);
    expect(next.json().error).toMatchObject({ code: 103, reason: 'sortOrderExhausted', message: INPUT_RULE_MESSAGES.sortOrderExhausted });

    // the list still answers in its own schema, every order in range
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(String(SORT_ID_MAX));
    expect(listed.body).not.toContain(String(SORT_ID_MAX + 1));
  });
});
