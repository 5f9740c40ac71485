import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P2pTradeStatus } from '../../src/domain/p2p.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * A one-day filter, as the console sends it (the day's first and last second, start + 86399),
 * finds a row written in the last second of that day, 23:59:59.500 UTC, in every list and
 * statistic: one rule for the end of a range (server/core/dateRange.ts).
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ users: 20 });
  token = await server.signIn('admin@demo.local');
  // A fresh PostgreSQL database is migrated and seeded first: on a busy machine that takes more than the default minute.
}, 240_000);
afterAll(() => server.close());

// A day years before the seeded data, so the rows moved onto it are its only rows.
const dayStart = Date.UTC(2019, 2, 5) / 1000;
const oneDay = { from: dayStart, to: dayStart + 86399 };
const lastSecond = '2019-03-05T23:59:59.500Z';
const k = () => server.db.kysely;
const call = async (url: string, body: unknown) => {
  const res = await server.call('POST', `/api/${url}`, { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a one-day filter keeps the last second of the day', () => {
  // The row moved onto the day is the list's only answer for it.
  it.each([
    ['an order', 'orders', 'v2/Trading/GetOrders'],
    ['a trade', 'trades', 'v2/Trading/GetTrades'],
    ['a transaction', 'transactions', 'v2/Trading/GetOperations'],
  ] as const)('finds %s (%s, %s)', async (_what, table, url) => {
    const { id } = await k().selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow();
    await k().updateTable(table).set({ date_created: lastSecond }).where('id', '=', id).execute();
    const { items } = await call(url, { createdFrom: oneDay.from, createdTo: oneDay.to, limit: 100 });
    expect(items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('counts a completed P2P deal in the turnover (statistic/currency)', async () => {
    const trade = await k()
      .selectFrom('p2p_trades')
      .select(['id', 'crypto_currency_id'])
      .where('status', '=', P2pTradeStatus.Completed)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await k().updateTable('p2p_trades').set({ date_closed: lastSecond }).where('id', '=', trade.id).execute();
    const { amounts } = await call('p2p/Admin/statistic/currency', { dateFrom: oneDay.from, dateTo: oneDay.to });
    expect(amounts.map((a: { currencyId: number; tradesCount: number }) => [a.currencyId, a.tradesCount])).toEqual([[trade.crypto_currency_id, 1]]);
  });
});
