import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStatsRange, STATS_PERIODS } from '../../src/domain/statistics.ts';
import { onPostgres, startTestServer, type TestServer } from './harness.ts';

/**
 * The first requests of the screens issue 25 added, sent as the screens send them, to the real
 * server (so a screen never starts with a request its own server refuses, as System status once did):
 * the dashboard's deal counters, the merchant statistics, the exchange-order and address panels.
 */
let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'support']) token[who] = await server.signIn(`${who}@demo.local`);
});
afterAll(() => server.close());

const now = () => Math.floor(server.clock.now().getTime() / 1000);
const qs = (query: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

describe(`issue 25 screens' own requests (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('dashboard: open deals of every date, the 30 days’ arbitrator calls, deals awaiting an arbitrator; for admin and support', async () => {
    const range = defaultStatsRange('Day', now());
    for (const who of ['admin', 'support']) {
      const all = await server.call('GET', '/api/p2p/Admin/Trade/statistic', { token: token[who] });
      expect(all.statusCode, all.body).toBe(200);
      const recent = await server.call('GET', `/api/p2p/Admin/Trade/statistic?${qs(range)}`, { token: token[who] });
      expect(recent.statusCode, recent.body).toBe(200);
      expect(all.json().activeCount).toBeGreaterThan(0);
      expect(all.json().activeCount).toBeGreaterThanOrEqual(recent.json().activeCount);
      const awaiting = await server.call('GET', `/api/v1/arbitrator/trades?${qs({ isInDispute: true, isArbitratorJoined: false, offset: 0, limit: 1 })}`, { token: token[who] });
      expect(awaiting.statusCode, awaiting.body).toBe(200);
      expect(awaiting.json().total).toBeGreaterThan(0);
      expect(awaiting.json().total).toBeLessThanOrEqual(all.json().disputesCount);
    }
  });

  it('merchant statistics: each period’s range answers, for admins only (support is not offered the panel)', async () => {
    for (const period of STATS_PERIODS) {
      const range = defaultStatsRange(period, now());
      const stats = await server.call('POST', '/api/v2/Finance/GetMerchantStats', { token: token.admin, body: range });
      expect(stats.statusCode, stats.body).toBe(200);
      const chart = await server.call('POST', '/api/v2/Finance/GetMerchantStatsChart', { token: token.admin, body: { ...range, period } });
      expect(chart.statusCode, chart.body).toBe(200);
      expect(chart.json().period).toBe(period);
    }
    expect((await server.call('POST', '/api/v2/Finance/GetMerchantStats', { token: token.support, body: defaultStatsRange('Day', now()) })).statusCode).toBe(403);
  });

  it('the exchange-order panel reads an order and answers 404 for a missing one; the address panel lists an address’s transactions', async () => {
    const list = (await server.call('GET', '/api/v1/exchange/orders?limit=1', { token: token.support })).json();
    const order = await server.call('GET', `/api/v1/exchange/orders/${list.items[0].id}`, { token: token.support });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data).toMatchObject({ id: list.items[0].id, status: list.items[0].status });
    const missing = await server.call('GET', '/api/v1/exchange/orders/2147483647', { token: token.support });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().result.Success).toBe(false);
    const txs = (await server.call('GET', '/api/v1/transactions?limit=100', { token: token.support })).json().items as { address: string | null }[];
    const address = txs.find((t) => t.address)!.address!;
    const byAddress = await server.call('GET', `/api/v1/transactions/address?${qs({ address, offset: 0, limit: 100 })}`, { token: token.support });
    expect(byAddress.statusCode, byAddress.body).toBe(200);
    expect(byAddress.json().total).toBeGreaterThan(0);
    expect((byAddress.json().items as { address: string }[]).every((t) => t.address === address)).toBe(true);
  });
});
