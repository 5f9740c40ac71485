import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { CONFIG_REVALIDATE_SECONDS } from '../../server/app.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('support@demo.local');
});
afterAll(() => server.close());

const MONEY = /^-?\d+(\.\d+)?$/;

describe('the calls the console makes at start', () => {
  it('GET /api/health reports the database', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.json()).toMatchObject({ status: 'ok', database: expect.stringMatching(/sqlite|postgres/) });
  });

  it('GET /config.json names each service base, which a reload may take from its cache while it asks again', async () => {
    const res = await server.call('GET', '/config.json');
    expect(res.json().api).toEqual({ v2: '/api', v1: '/api', p2p: '/api' });
    expect(res.headers['cache-control']).toBe(`max-age=0, stale-while-revalidate=${CONFIG_REVALIDATE_SECONDS}`);
  });

  it('User/GetAdmins lists the staff, with a total only when asked', async () => {
    const res = await server.call('GET', '/api/User/GetAdmins?Limit=1000&Offset=0&GetTotal=false', { token });
    const body = res.json();
    expect(body.total).toBeUndefined();
    expect(body.items.map((a: { email: string }) => a.email)).toContain('arbitrator2@demo.local');
    const page = (await server.call('GET', '/api/User/GetAdmins?Limit=2&Offset=1&GetTotal=true', { token })).json();
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBe(body.items[1].id);
    expect(page.total).toBe(body.items.length);
    expect((await server.call('GET', '/api/User/GetAdmins?Limit=5000', { token })).statusCode).toBe(400);
  });

  it('Options/GetStatus lists the six interface languages', async () => {
    const body = (await server.call('GET', '/api/Options/GetStatus', { token })).json();
    expect(body.languageList).toEqual(['En', 'Ru', 'Zh', 'Es', 'Et', 'Tr']);
    expect(body.technicalWork.stopTrade).toBe(false);
  });

  it('the currency lists agree and carry money as decimal strings', async () => {
    const plain = (await server.call('GET', '/api/Market/GetCurrencies', { token })).json();
    const v2 = (await server.call('POST', '/api/v2/Market/GetCurrencies', { token, body: {} })).json();
    const v1 = (await server.call('GET', '/api/v1/currencies', { token })).json();
    expect(v2.items).toEqual(plain);
    expect(v1).toMatchObject({ result: { Success: true }, total: plain.length });
    const btc = plain.find((c: { title: string }) => c.title === 'BTC');
    expect(btc).toMatchObject({ currencyType: 'crypto', decimals: 8, serviceFee: '0.0005' });
    expect(btc.urlTx).toContain('{txid}');
    expect(plain.every((c: { serviceFee: string }) => MONEY.test(c.serviceFee))).toBe(true);
    const eur = plain.find((c: { title: string }) => c.title === 'EUR');
    expect(eur.paymentMethods.length).toBeGreaterThan(0);
    const inUse = (await server.call('POST', '/api/v2/Market/GetCurrencies', { token, body: { isInUse: false } })).json();
    expect(inUse.items.map((c: { title: string }) => c.title)).toEqual(['DOGE']);
  });

  it('the market lists page, sort and filter on the server', async () => {
    const all = (await server.call('GET', '/api/Market/GetMarkets', { token })).json();
    expect(all.length).toBeGreaterThan(10);
    const page = (
      await server.call('POST', '/api/v2/Market/GetMarkets', { token, body: { offset: 0, limit: 5, sort: { field: 'sortId', desc: true }, getTotal: true } })
    ).json();
    expect(page.total).toBe(all.length);
    expect(page.items).toHaveLength(5);
    expect(page.items[0].sortId).toBeGreaterThan(page.items[4].sortId);
    expect(page.cumulativeCurrencyTitle).toBe('USD');
    expect(MONEY.test(page.items[0].orderAmountLimit.min)).toBe(true);
    const btc = all.find((m: { baseCurrencyTitle: string; derivedCurrencyTitle: string }) => m.baseCurrencyTitle === 'BTC' && m.derivedCurrencyTitle === 'USDT');
    const filtered = (
      await server.call('POST', '/api/v2/Market/GetMarkets', { token, body: { offset: 0, limit: 50, filters: { baseCurrencyId: btc.baseCurrencyId } } })
    ).json();
    expect(filtered.items.every((m: { baseCurrencyId: number }) => m.baseCurrencyId === btc.baseCurrencyId)).toBe(true);
  });

  it('v2/User/GetUserTags lists tags with their colours', async () => {
    const body = (await server.call('POST', '/api/v2/User/GetUserTags', { token, body: {} })).json();
    expect(body.items.map((t: { tagName: string }) => t.tagName)).toEqual(expect.arrayContaining(['dev', 'test', 'bot', 'vip']));
    expect(body.items.find((t: { tagName: string }) => t.tagName === 'dev').color).toBe('#BDBDBD');
  });
});
