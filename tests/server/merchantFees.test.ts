import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_PROVIDERS } from '../../server/db/seed/merchants.ts';
import { FEE_NOT_FOUND, MAX_BELOW_MIN, PROVIDER_NOT_FOUND, REQUIRED_EMPTY } from '../../server/modules/merchants/feeService.ts';
import { onPostgres, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
let usdt = 0;
beforeAll(async () => {
  server = await startTestServer({ users: 20 });
  token.admin = await server.signIn('admin@demo.local');
  token.support = await server.signIn('support@demo.local');
  usdt = (await server.db.kysely.selectFrom('currencies').select('id').where('title', '=', 'USDT').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const parts = (absolute: string, percent: string, min: string, max: string) => ({ absolute, percent, min, max });
const setFee = (smid: number, body: unknown, who = 'admin') => server.call('POST', `/api/v2/Merchant/fee/${smid}`, { token: token[who], body });
const remove = (body: unknown, who = 'admin') => server.call('PUT', '/api/v2/fee/remove', { token: token[who], body });
const fees = async (query: string) => (await server.call('GET', `/api/v2/Merchant/fee?${query}`, { token: token.support })).json();

describe(`merchant fees (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists general fees only with ignoreIndividual, and one merchant’s with serviceMerchantId', async () => {
    const general = await fees('ignoreIndividual=true');
    expect(general.total).toBeGreaterThan(0);
    expect(general.items.every((f: { serviceMerchantId: number | null }) => f.serviceMerchantId === null)).toBe(true);
    const own = await fees('serviceMerchantId=3');
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((f: { serviceMerchantId: number }) => f.serviceMerchantId === 3)).toBe(true);
    const eth = general.items.find((f: { currency: string }) => f.currency === 'ETH');
    // A part that is not set reads as zeros.
    expect(eth.deposit).toEqual(parts('0', '0', '0', '0'));
  });

  it('sets a merchant’s fee, replaces one part keeping the other, and logs it', async () => {
    const body = { currencyId: usdt, method: 'card', provider: 'AdvCash', deposit: parts('0', '1.5', '1', '100'), withdrawal: parts('2', '1', '2', '0') };
    expect((await setFee(9, body)).json()).toEqual({ success: true });
    expect((await setFee(9, { currencyId: usdt, method: 'card', provider: 'AdvCash', deposit: parts('0', '1.25', '1', '100') })).statusCode).toBe(200);
    const row = (await fees('serviceMerchantId=9')).items.find((f: { method: string }) => f.method === 'card');
    expect(row).toMatchObject({ currency: 'USDT', provider: 'AdvCash', deposit: parts('0', '1.25', '1', '100'), withdrawal: parts('2', '1', '2', '0') });
    const log = await server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'POST v2/Merchant/fee/{serviceMerchantId}').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!).deposit).toEqual(parts('0', '1.5', '1', '100'));
    expect(JSON.parse(log.after_state!).deposit).toEqual(parts('0', '1.25', '1', '100'));
  });

  it('refuses a fee with no part, max below min, a negative or >100 % part, an unknown provider or currency, and support', async () => {
    const base = { currencyId: usdt, method: 'crypto', provider: 'Internal' };
    const none = await setFee(11, base);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0].message).toBe(REQUIRED_EMPTY);
    const maxMin = await setFee(11, { ...base, deposit: parts('0', '1', '10', '5') });
    expect(maxMin.json().error.details).toEqual([{ path: '/deposit/max', message: MAX_BELOW_MIN }]);
    expect((await setFee(11, { ...base, deposit: parts('-1', '1', '0', '0') })).statusCode).toBe(400);
    expect((await setFee(11, { ...base, deposit: parts('0', '100.5', '0', '0') })).statusCode).toBe(400);
    expect((await setFee(11, { ...base, provider: 'Nobody', deposit: parts('0', '1', '0', '0') })).json().error.message).toBe(PROVIDER_NOT_FOUND);
    expect((await setFee(11, { ...base, currencyId: 999999, deposit: parts('0', '1', '0', '0') })).statusCode).toBe(404);
    expect((await setFee(11, { ...base, deposit: parts('0', '1', '0', '0') }, 'support')).statusCode).toBe(403);
    expect((await fees('serviceMerchantId=11')).total).toBe(0);
  });

  it('removes one part, then the fee with its last part, answering the success flag; refuses what is not set', async () => {
    const key = { currency: 'USDT', Provider: 'AdvCash', Method: 'card', serviceMerchantId: 12 };
    expect((await setFee(12, { currencyId: usdt, method: 'card', provider: 'AdvCash', deposit: parts('0', '1', '0', '0'), withdrawal: parts('1', '0', '0', '0') })).statusCode).toBe(200);
    const first = await remove({ ...key, deposit: true });
    expect(first.json()).toEqual({ success: true });
    expect((await fees('serviceMerchantId=12')).items[0]).toMatchObject({ deposit: parts('0', '0', '0', '0'), withdrawal: parts('1', '0', '0', '0') });
    expect((await remove({ ...key, deposit: true })).statusCode).toBe(409);
    expect((await remove({ ...key, deposit: false })).json()).toEqual({ success: true });
    expect((await fees('serviceMerchantId=12')).total).toBe(0);
    const gone = await remove({ ...key, deposit: false });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(FEE_NOT_FOUND);
  });

  it('lists providers and the currencies in use', async () => {
    const providers = (await server.call('GET', '/api/v2/Merchant/provider', { token: token.support })).json().items.map((p: { name: string }) => p.name);
    expect(providers).toEqual([...MERCHANT_PROVIDERS].sort());
    const currencies = (await server.call('GET', '/api/v2/Merchant/currency', { token: token.support })).json().items;
    expect(currencies.some((c: { title: string }) => c.title === 'USDT')).toBe(true);
    expect(currencies.some((c: { title: string }) => c.title === 'DOGE')).toBe(false);
  });
});
