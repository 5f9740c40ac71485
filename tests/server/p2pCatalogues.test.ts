import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin = '';
let support = '';
let traderId = 0;
let otherTraderId = 0;
let plainUserId = 0;
let btc = 0;
let usdt = 0;
beforeAll(async () => {
  server = await startTestServer({ users: 60 });
  admin = await server.signIn('admin@demo.local');
  support = await server.signIn('support@demo.local');
  const k = server.db.kysely;
  const traders = await k.selectFrom('user_roles').select('user_id').where('role', '=', 'trader').orderBy('user_id').execute();
  traderId = traders[0]!.user_id;
  otherTraderId = traders[1]!.user_id;
  const plain = await k
    .selectFrom('users')
    .select('id')
    .where('id', 'not in', (eb) => eb.selectFrom('user_roles').select('user_id'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  plainUserId = plain.id;
  const currencies = await k.selectFrom('currencies').select(['id', 'title']).execute();
  btc = currencies.find((c) => c.title === 'BTC')!.id;
  usdt = currencies.find((c) => c.title === 'USDT')!.id;
});
afterAll(() => server.close());

const call = (method: string, url: string, token = admin, body?: unknown) => server.call(method, `/api/${url}`, { token, body });
const lastLog = (operationId: string) =>
  server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', operationId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const fees = (percent: string, min = '0', max = '0') => ({ absolute: '0', percent, min, max });

describe('P2P fees', () => {
  it('lists P2P currencies with their fees as decimal strings', async () => {
    const res = await call('GET', 'p2p/Admin/Currency', support);
    expect(res.statusCode).toBe(200);
    const row = res.json().items.find((c: { title: string }) => c.title === 'BTC');
    expect(row).toMatchObject({ serviceFee: '0.0002', fees: { absolute: '0', percent: '0.5', min: '0.00001', max: '0.01' } });
  });

  it('creates a fee once (409 after), changes it with PUT (404 when none), and logs before and after', async () => {
    const eur = (await call('GET', 'p2p/Admin/Currency')).json().items.find((c: { title: string }) => c.title === 'EUR');
    expect(eur.fees).toEqual(fees('0'));
    expect((await call('PUT', 'p2p/Admin/Currency/fee', admin, { currencyId: eur.id, fees: fees('1') })).json().error.reason).toBe('feeNotFound');
    const created = await call('POST', 'p2p/Admin/Currency/fee', admin, { currencyId: eur.id, serviceFee: '0.50', fees: fees('1.25', '0.1', '10') });
    expect(created.json()).toEqual({ success: true });
    const again = await call('POST', 'p2p/Admin/Currency/fee', admin, { currencyId: eur.id, fees: fees('1') });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The currency already has a P2P fee');
    expect((await call('PUT', 'p2p/Admin/Currency/fee', admin, { currencyId: eur.id, fees: fees('2') })).statusCode).toBe(200);
    const after = (await call('GET', 'v1/p2p/fee')).json().items.find((f: { currencyId: number }) => f.currencyId === eur.id);
    expect(after).toEqual({ currencyId: eur.id, currencyTitle: 'EUR', serviceFee: '0.5', fees: fees('2') });
    const log = await lastLog('PUT p2p/Admin/Currency/fee');
    expect(JSON.parse(log.before_state!)).toMatchObject({ fees: { percent: '1.25' } });
    expect(JSON.parse(log.after_state!)).toMatchObject({ fees: { percent: '2' } });
  });

  it('v1 sets a fee either way; refuses negative parts and a maximum below the minimum', async () => {
    const ok = await call('PUT', 'v1/p2p/fee', admin, { currencyId: usdt, serviceFee: '2', fees: fees('0.4', '1', '60') });
    expect(ok.json().result).toEqual({ Success: true, Error: null });
    const negative = await call('PUT', 'v1/p2p/fee', admin, { currencyId: usdt, fees: fees('-1') });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().result).toEqual({ Success: false, Error: 'Fees can not be negative' });
    const inverted = await call('PUT', 'v1/p2p/fee', admin, { currencyId: usdt, fees: fees('1', '5', '2') });
    expect(inverted.json().error.reason).toBe('feeMinAboveMax');
    expect((await call('PUT', 'v1/p2p/fee', support, { currencyId: usdt, fees: fees('1') })).statusCode).toBe(403);
  });

  it('refuses a currency that is not used in P2P', async () => {
    await server.db.kysely.updateTable('currencies').set({ use_in_p2p: 0 }).where('title', '=', 'KZT').execute();
    const kzt = (await server.db.kysely.selectFrom('currencies').select('id').where('title', '=', 'KZT').executeTakeFirstOrThrow()).id;
    const res = await call('PUT', 'v1/p2p/fee', admin, { currencyId: kzt, fees: fees('1') });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('currencyNotInP2p');
  });
});

describe('personal fees', () => {
  it('replaces a user\'s personal fees, offers the P2P currencies, and refuses repeats and unknown users', async () => {
    const first = (await call('GET', `v1/p2p/fee/profile?userId=${otherTraderId}`)).json();
    expect(first.currencyIdsAvailableForFees).toContain(btc);
    const saved = await call('PUT', 'v1/p2p/fee/profile', admin, { userId: otherTraderId, settings: [{ currencyId: btc, fees: fees('0.05') }, { currencyId: usdt, fees: fees('0.1', '0.2', '5') }] });
    expect(saved.statusCode).toBe(200);
    const read = (await call('GET', `v1/p2p/fee/profile?userId=${otherTraderId}`, support)).json();
    expect(read.settings).toEqual([{ currencyId: btc, fees: fees('0.05') }, { currencyId: usdt, fees: fees('0.1', '0.2', '5') }].sort((a, b) => a.currencyId - b.currencyId));
    const repeated = await call('PUT', 'v1/p2p/fee/profile', admin, { userId: otherTraderId, settings: [{ currencyId: btc, fees: fees('1') }, { currencyId: btc, fees: fees('2') }] });
    expect(repeated.json().error.reason).toBe('currencyRepeated');
    expect((await call('PUT', 'v1/p2p/fee/profile', admin, { userId: 999999, settings: [] })).statusCode).toBe(404);
    expect((await call('PUT', 'v1/p2p/fee/profile', admin, { userId: otherTraderId, settings: [] })).statusCode).toBe(200);
    expect((await call('GET', `v1/p2p/fee/profile?userId=${otherTraderId}`)).json().settings).toEqual([]);
    expect((await lastLog('PUT v1/p2p/fee/profile')).target_ids).toContain(String(otherTraderId));
  });
});

describe('limits', () => {
  it('saves limits and refuses zero and inverted ones with the spec\'s messages, changing nothing', async () => {
    const before = (await call('GET', 'v1/p2p/limits?limit=100')).json();
    expect(before.total).toBeGreaterThan(0);
    const zero = await call('PUT', 'v1/p2p/limits', admin, { limits: [{ currencyId: btc, minAmount: '0', maxAmount: '1' }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().result.Error).toBe('Limits can not equals zero');
    const inverted = await call('PUT', 'v1/p2p/limits', admin, { limits: [{ currencyId: btc, minAmount: '2', maxAmount: '1.5' }] });
    expect(inverted.json().error.message).toBe("Maximum limit can't be less than minimum amount");
    expect(inverted.json().error.reason).toBe('limitsInverted');
    expect((await call('GET', 'v1/p2p/limits?limit=100')).json()).toEqual(before);
    const ok = await call('PUT', 'v1/p2p/limits', admin, { limits: [{ currencyId: btc, minAmount: '0.001', maxAmount: '0.001' }] });
    expect(ok.statusCode).toBe(200);
    const row = (await call('GET', 'v1/p2p/limits?limit=100')).json().limits.find((l: { currencyId: number }) => l.currencyId === btc);
    expect(row).toMatchObject({ currencyTitle: 'BTC', minAmount: '0.001', maxAmount: '0.001' });
  });
});

describe('exchange rates', () => {
  it('lists sources and their payment methods, and the active currencies', async () => {
    const sources = (await call('GET', 'v1/p2p/rate/sources', support)).json().items;
    expect(sources.map((s: { name: string }) => s.name)).toContain('Binance P2P');
    const methods = (await call('GET', `v1/p2p/rate/paymentMethods?sourceId=${sources[0].id}`)).json().items;
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.every((m: { sourceId: number }) => m.sourceId === sources[0].id)).toBe(true);
    const active = (await call('GET', 'v1/p2p/currencies/active')).json().items;
    expect(active.some((c: { title: string }) => c.title === 'USDT')).toBe(true);
  });

  it('NullSource and RateNotFound answer the spec\'s texts; a good setting saves with its course, and deletes', async () => {
    const source = (await call('GET', 'v1/p2p/rate/sources')).json().items[0];
    const method = (await call('GET', `v1/p2p/rate/paymentMethods?sourceId=${source.id}`)).json().items[0];
    const nullSource = await call('PUT', 'v1/p2p/rate/settings', admin, { baseCurrency: 'USDT', quoteCurrency: 'EUR', sources: [{ sourceId: source.id, paymentMethodId: null }] });
    expect(nullSource.json().error).toMatchObject({ reason: 'nullSource', message: 'You have not selected any payment method for the source' });
    const empty = await call('PUT', 'v1/p2p/rate/settings', admin, { baseCurrency: 'USDT', quoteCurrency: 'EUR', sources: [] });
    expect(empty.json().error.reason).toBe('nullSource');
    const noCourse = await call('PUT', 'v1/p2p/rate/settings', admin, { baseCurrency: 'USDT', quoteCurrency: 'XYZ', sources: [{ sourceId: source.id, paymentMethodId: method.id }] });
    expect(noCourse.statusCode).toBe(404);
    expect(noCourse.json().error).toMatchObject({ reason: 'rateNotFound', message: "Couldn't find course" });
    const otherSource = (await call('GET', 'v1/p2p/rate/sources')).json().items[1];
    const mismatch = await call('PUT', 'v1/p2p/rate/settings', admin, { baseCurrency: 'USDT', quoteCurrency: 'EUR', sources: [{ sourceId: otherSource.id, paymentMethodId: method.id }] });
    expect(mismatch.json().error.reason).toBe('sourceMethodMismatch');
    const ok = await call('PUT', 'v1/p2p/rate/settings', admin, { baseCurrency: 'usdt', quoteCurrency: 'EUR', sources: [{ sourceId: source.id, paymentMethodId: method.id }] });
    expect(ok.statusCode).toBe(200);
    const saved = (await call('GET', 'v1/p2p/rate/settings')).json().items.find((s: { baseCurrency: string; quoteCurrency: string }) => s.baseCurrency === 'USDT' && s.quoteCurrency === 'EUR');
    expect(saved.sources).toEqual([{ sourceId: source.id, paymentMethodId: method.id }]);
    expect(new Decimal(saved.rate).greaterThan(0)).toBe(true);
    expect((await call('DELETE', 'v1/p2p/rate/settings?baseCurrency=USDT&quoteCurrency=EUR')).statusCode).toBe(200);
    expect((await call('DELETE', 'v1/p2p/rate/settings?baseCurrency=USDT&quoteCurrency=EUR')).json().error.reason).toBe('rateSettingNotFound');
  });
});

describe('groups', () => {
  it('creates a group with a unique name, suggesting a free one when taken', async () => {
    const created = await call('POST', 'v1/p2p/groups', admin, { name: 'Night shift' });
    expect(created.statusCode).toBe(200);
    expect(created.json().id).toBeGreaterThan(0);
    const taken = await call('POST', 'v1/p2p/groups', admin, { name: '  night   SHIFT ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ reason: 'groupNameExists', message: 'A group with the same name already exists', params: { suggestion: 'night SHIFT 2' } });
    expect((await call('POST', 'v1/p2p/groups', admin, { name: '   ' })).json().error.reason).toBe('nameRequired');
  });

  it('creates a name once when the same name is sent in parallel', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', 'v1/p2p/groups', admin, { name: 'Race group' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const list = (await call('GET', 'v1/p2p/groups?limit=1000')).json().items;
    expect(list.filter((g: { name: string }) => g.name === 'Race group')).toHaveLength(1);
  });

  it('adds only traders or merchants, removes them, and deletes a group but never the default one', async () => {
    const id = (await call('POST', 'v1/p2p/groups', admin, { name: 'Desk test' })).json().id;
    const notTrader = await call('POST', `v1/p2p/groups/${id}/profiles`, admin, { userIds: [plainUserId] });
    expect(notTrader.statusCode).toBe(409);
    expect(notTrader.json().error).toMatchObject({ reason: 'groupMemberNotTrader', message: 'Only traders or merchants can join a group' });
    expect((await call('POST', `v1/p2p/groups/${id}/profiles`, admin, { userIds: [999999] })).statusCode).toBe(404);
    expect((await call('POST', `v1/p2p/groups/${id}/profiles`, admin, { userIds: [traderId, traderId] })).statusCode).toBe(200);
    const list = (await call('GET', 'v1/p2p/groups?limit=100', support)).json();
    const group = list.items.find((g: { id: number }) => g.id === id);
    expect(group.profiles).toEqual([expect.objectContaining({ userId: traderId, profileType: 'trader' })]);
    expect((await call('DELETE', `v1/p2p/groups/${id}/profiles?userId=${traderId}`)).statusCode).toBe(200);
    expect((await call('GET', 'v1/p2p/groups?limit=100')).json().items.find((g: { id: number }) => g.id === id).profiles).toEqual([]);
    const defaultGroup = list.items.find((g: { isDefault: boolean }) => g.isDefault);
    const refused = await call('DELETE', `v1/p2p/groups/${defaultGroup.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('defaultGroupUndeletable');
    expect((await call('DELETE', `v1/p2p/groups/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `v1/p2p/groups/${id}`)).statusCode).toBe(404);
  });
});

describe('payment methods and templates', () => {
  it('adds, edits and deletes templates; a template in use or with repeated fields is refused', async () => {
    const list = (await call('GET', 'v1/p2p/payment-methods/template', support)).json().templates;
    expect(list.length).toBeGreaterThan(0);
    const dup = await call('POST', 'v1/p2p/payment-methods/template', admin, { name: 'Phone', fields: [{ name: 'Number', type: 'text' }, { name: 'number', type: 'integer' }] });
    expect(dup.json().result).toEqual({ Success: false, Error: 'Field names must be unique' });
    const created = await call('POST', 'v1/p2p/payment-methods/template', admin, { name: 'Phone', fields: [{ name: 'Number', type: 'text', required: true }] });
    const id = created.json().id;
    expect((await call('PUT', `v1/p2p/payment-methods/template/${id}`, admin, { name: 'Phone transfer', fields: [{ name: 'Number', type: 'text', required: true }, { name: 'Operator', type: 'text' }] })).statusCode).toBe(200);
    const method = await call('POST', 'v1/p2p/payment-methods', admin, { name: 'SBP', category: 'bankTransfer', templateId: id, currencyIds: [usdt] });
    expect(method.statusCode).toBe(200);
    const inUse = await call('DELETE', `v1/p2p/payment-methods/template/${id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().result.Error).toBe('The template is used by payment methods');
    expect((await call('PUT', `v1/p2p/payment-methods/${method.json().id}`, admin, { templateId: null })).statusCode).toBe(200);
    expect((await call('DELETE', `v1/p2p/payment-methods/template/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `v1/p2p/payment-methods/template/${id}`)).statusCode).toBe(404);
  });

  it('lists P2P payment methods by sortId, filters by currency and status, and refuses a taken name', async () => {
    const all = (await call('GET', 'v1/p2p/payment-methods?limit=1000')).json();
    const sortIds = all.items.map((m: { sortId: number }) => m.sortId);
    expect(sortIds).toEqual([...sortIds].sort((a, b) => a - b));
    const rub = (await server.db.kysely.selectFrom('currencies').select('id').where('title', '=', 'RUB').executeTakeFirstOrThrow()).id;
    const forRub = (await call('GET', `v1/p2p/payment-methods?currencyId=${rub}`)).json().items;
    expect(forRub.map((m: { name: string }) => m.name)).toContain('Sberbank');
    expect(forRub.every((m: { currencyIds: number[] }) => m.currencyIds.includes(rub))).toBe(true);
    const sber = forRub.find((m: { name: string }) => m.name === 'Sberbank');
    expect(sber.templateId).not.toBeNull();
    expect((await call('POST', 'v1/p2p/payment-methods', admin, { name: 'sberbank', category: 'bankTransfer' })).json().error.reason).toBe('paymentMethodNameExists');
    expect((await call('PUT', `v1/p2p/payment-methods/${sber.id}`, admin, { status: 'disabled' })).statusCode).toBe(200);
    const disabled = (await call('GET', 'v1/p2p/payment-methods?status=disabled&limit=100')).json().items;
    expect(disabled.some((m: { id: number }) => m.id === sber.id)).toBe(true);
  });
});

describe('localisation and chat options', () => {
  it('lists strings of a language and edits one', async () => {
    const ru = (await call('GET', 'p2p/Admin/Localisation/All?language=Ru', support)).json().items;
    expect(ru.length).toBeGreaterThan(10);
    expect(ru.every((e: { language: string }) => e.language === 'Ru')).toBe(true);
    const entry = ru.find((e: { key: string }) => e.key === 'offer.buy');
    expect(entry.value).toBe('Купить');
    expect((await call('PUT', `p2p/Admin/Localisation/${entry.id}`, admin, { value: 'Купить сейчас' })).json()).toEqual({ success: true });
    expect((await call('GET', 'p2p/Admin/Localisation/All?language=Ru')).json().items.find((e: { id: number }) => e.id === entry.id).value).toBe('Купить сейчас');
    expect((await call('PUT', 'p2p/Admin/Localisation/999999', admin, { value: 'x' })).statusCode).toBe(404);
  });

  it('reads and saves chat options as decimal strings; refuses negative balances', async () => {
    expect((await call('GET', 'Options/GetChatOptions', support)).json()).toMatchObject({ publicChatMinBalance: '10' });
    const saved = await call('POST', 'Options/UpdateChatOptions', admin, { publicChatMinBalance: '25.50', privateChatMinBalance: '1', groupChatMinBalance: '0', balanceCurrencyId: usdt });
    expect(saved.json()).toEqual({ publicChatMinBalance: '25.5', privateChatMinBalance: '1', groupChatMinBalance: '0', balanceCurrencyId: usdt });
    const negative = await call('POST', 'Options/UpdateChatOptions', admin, { publicChatMinBalance: '-1', privateChatMinBalance: '1', groupChatMinBalance: '0' });
    expect(negative.statusCode).toBe(400);
    expect((await call('GET', 'Options/GetChatOptions')).json().publicChatMinBalance).toBe('25.5');
  });
});

describe('turnover', () => {
  it('sums completed deals per currency with their USD worth, exactly', async () => {
    const k = server.db.kysely;
    const completed = await k.selectFrom('p2p_trades').select(['crypto_currency_id', 'amount']).where('status', '=', 6).execute();
    const expected = new Map<number, Decimal>();
    for (const t of completed) expected.set(t.crypto_currency_id, (expected.get(t.crypto_currency_id) ?? new Decimal(0)).plus(t.amount));
    const all = (await call('POST', 'p2p/Admin/statistic/all', support, {})).json();
    expect(all.equivalentCurrencyTitle).toBe('USD');
    expect(all.amounts.length).toBe(expected.size);
    for (const a of all.amounts) expect(new Decimal(a.volume).equals(expected.get(a.currencyId)!)).toBe(true);
    const usdtRow = all.amounts.find((a: { currencyId: number }) => a.currencyId === usdt);
    if (usdtRow) expect(new Decimal(usdtRow.equivalentVolume).minus(usdtRow.volume).abs().lessThan(usdtRow.volume * 0.01 + 0.01)).toBe(true);
    const only = (await call('POST', 'p2p/Admin/statistic/currency', admin, { currencyIdList: [btc] })).json();
    expect(only.amounts.every((a: { currencyId: number }) => a.currencyId === btc)).toBe(true);
    const none = (await call('POST', 'p2p/Admin/statistic/all', admin, { dateFrom: 0, dateTo: 1 })).json();
    expect(none.amounts).toEqual([]);
    expect((await call('POST', 'p2p/Admin/statistic/all', admin, { dateFrom: 100, dateTo: 1 })).statusCode).toBe(400);
  });
});
