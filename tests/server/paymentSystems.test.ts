import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../../src/domain/catalogues.ts';
import { tinyPng } from '../../server/db/seed/images.ts';
import { serverForFile } from './harness.ts';
import { multipart, pngOfSize } from './p2pFixtures.ts';

const { server, tokens } = serverForFile(['admin', 'support'], { users: 0 });

const k = () => server.db.kysely;
const call = (method: string, url: string, body?: unknown, token = tokens.admin) => server.call(method, `/api/${url}`, { token, body });
const get = (url: string, token = tokens.admin) => server.call('GET', `/api/${url}`, { token });
const upload = (method: string, url: string, form: ReturnType<typeof multipart>) =>
  server.app.inject({ method: method as 'POST', url: `/api/${url}`, headers: { 'x-auth-token': tokens.admin, ...form.headers }, payload: form.payload });
/** A valid PNG of exactly `size` bytes: a tiny image with a text chunk of filler before IEND. */
function paddedPng(size: number): Buffer {
  const png = tinyPng([5, 6, 7]);
  const iend = png.length - 12;
  const data = Buffer.alloc(size - png.length - 12, 0x41);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}
const lastLog = (operationId: string) =>
  k().selectFrom('admin_logs').selectAll().where('operation_id', '=', operationId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const expectRule = (res: { statusCode: number; json(): { error: { message: string } } }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().error.message).toBe(message);
};

describe('countries and cities', () => {
  it('creates a country, refuses a second ISO2 or ISO3 with the spec messages, and edits it', async () => {
    const res = await call('POST', 'Transaction/CreateCountry', { name: 'Narnia', iso2: 'NA', iso3: 'NAR' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(JSON.parse((await lastLog('POST Transaction/CreateCountry')).after_state!)).toMatchObject({ id, iso2: 'NA' });
    expectRule(await call('POST', 'Transaction/CreateCountry', { name: 'Other', iso2: 'NA', iso3: 'OTH' }), 409, CATALOGUE_MESSAGES.iso2Exists);
    expectRule(await call('POST', 'Transaction/CreateCountry', { name: 'Other', iso2: 'OT', iso3: 'NAR' }), 409, CATALOGUE_MESSAGES.iso3Exists);
    expectRule(await call('PUT', 'Transaction/EditCountry', { id, iso2: 'US' }), 409, CATALOGUE_MESSAGES.iso2Exists);
    expect((await call('POST', 'Transaction/CreateCountry', { name: 'Bad', iso2: 'n1', iso3: 'BAD' })).statusCode).toBe(400);
    expect((await call('PUT', 'Transaction/EditCountry', { id, name: 'Narnia Kingdom' })).statusCode).toBe(200);
    const list = (await get('Transaction/GetCountries?SearchString=narnia')).json();
    expect(list.items).toEqual([{ id, name: 'Narnia Kingdom', iso2: 'NA', iso3: 'NAR' }]);
  });

  it("keeps a country that cities or payment methods name ('Country is used') and deletes it once free", async () => {
    const { id } = (await call('POST', 'Transaction/CreateCountry', { name: 'Freedonia', iso2: 'FD', iso3: 'FDN' })).json();
    const city = (await call('POST', 'Transaction/CreateCity', { countryId: id, name: 'Fredville' })).json();
    expect((await get(`Transaction/GetCities?CountryId=${id}`)).json().items).toEqual([{ id: city.id, countryId: id, name: 'Fredville' }]);
    expectRule(await call('PUT', 'Transaction/DeleteCountry', { id }), 409, CATALOGUE_MESSAGES.countryUsed);
    expect((await call('PUT', 'Transaction/EditCity', { id: city.id, name: 'Fredtown' })).statusCode).toBe(200);
    expect((await call('PUT', 'Transaction/DeleteCity', { id: city.id })).statusCode).toBe(200);

    const method = (await get('Transaction/GetPaymentMethods?Limit=1000')).json().items[0];
    const link = await call('POST', 'Transaction/CreateCountryPaymentMethod', { countryId: id, paymentMethodId: method.id });
    expect(link.statusCode).toBe(200);
    expectRule(await call('POST', 'Transaction/CreateCountryPaymentMethod', { countryId: id, paymentMethodId: method.id }), 409, CATALOGUE_MESSAGES.linkExists);
    expect((await get(`Transaction/GetCountryPaymentMethods?CountryId=${id}`)).json().items).toEqual([{ id: link.json().id, countryId: id, paymentMethodId: method.id }]);
    expect((await get(`Transaction/GetPaymentMethods?CountryId=${id}`)).json().items.map((m: { id: number }) => m.id)).toEqual([method.id]);
    expectRule(await call('PUT', 'Transaction/DeleteCountry', { id }), 409, CATALOGUE_MESSAGES.countryUsed);
    expect((await call('POST', 'Transaction/DeleteCountryPaymentMethod', { countryId: id, paymentMethodId: method.id })).statusCode).toBe(200);
    expect((await call('PUT', 'Transaction/DeleteCountry', { id })).statusCode).toBe(200);
    expect((await get('Transaction/GetCountries?SearchString=FD')).json().items).toEqual([]);
  });

  it('refuses a city of a missing country', async () => {
    expect((await call('POST', 'Transaction/CreateCity', { countryId: 99999, name: 'Nowhere' })).statusCode).toBe(404);
  });
});

describe('payment methods and custom fields', () => {
  it('lists by sortId ascending with fields and countries; inner loads take 1000', async () => {
    const res = await get('Transaction/GetPaymentMethods?Limit=1000&GetTotal=true', tokens.support);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(items.length);
    const sorts = items.map((m: { sortId: number }) => m.sortId);
    expect(sorts).toEqual([...sorts].sort((a: number, b: number) => a - b));
    const sepa = items.find((m: { name: string }) => m.name === 'SEPA transfer');
    expect(sepa).toMatchObject({ category: 'bankTransfer', methodType: 'online', status: 'enabled', icon: null });
    expect(sepa.fields.map((f: { name: string }) => f.name)).toEqual(['IBAN', 'Account holder']);
    expect(sepa.countries.length).toBeGreaterThan(0);
    expect((await get('Transaction/GetPaymentMethods?Limit=1001')).statusCode).toBe(400);
    expect(items.find((m: { name: string }) => m.name === 'WeChat Pay').status).toBe('disabled');
  });

  it('creates, edits and deletes a method; a deleted one is listed only when asked for', async () => {
    const [country] = (await get('Transaction/GetCountries')).json().items;
    const created = await call('POST', 'Transaction/CreatePaymentMethod', { name: 'Bizum', category: 'eWallets', methodType: 'offline', countries: [country.id] });
    expect(created.statusCode).toBe(200);
    const method = created.json();
    expect(method).toMatchObject({ name: 'Bizum', category: 'eWallets', methodType: 'offline', status: 'enabled', countries: [country.id], fields: [] });
    expectRule(await call('POST', 'Transaction/CreatePaymentMethod', { name: 'bizum', category: 'cash' }), 409, CATALOGUE_MESSAGES.paymentMethodExists);
    expect((await call('POST', 'Transaction/CreatePaymentMethod', { name: 'X', category: 'cheques' })).statusCode).toBe(400);

    const edited = await call('POST', 'Transaction/EditPaymentMethod', { id: method.id, status: 'disabled', isEnabledForP2p: false, countries: [] });
    expect(edited.json()).toMatchObject({ status: 'disabled', isEnabledForP2p: false, countries: [] });
    const log = await lastLog('POST Transaction/EditPaymentMethod');
    expect(JSON.parse(log.before_state!)).toMatchObject({ status: 'enabled' });
    expect(JSON.parse(log.after_state!)).toMatchObject({ status: 'disabled' });

    expect((await call('POST', 'Transaction/DeletePaymentMethod', { id: method.id })).statusCode).toBe(200);
    const listed = (await get('Transaction/GetPaymentMethods?Limit=1000')).json().items.map((m: { id: number }) => m.id);
    expect(listed).not.toContain(method.id);
    const deleted = (await get('Transaction/GetPaymentMethods?Limit=1000&Status=deleted')).json().items;
    expect(deleted.map((m: { id: number }) => m.id)).toContain(method.id);
  });

  it('adds, edits and removes custom fields of each type; a regex must compile', async () => {
    const method = (await call('POST', 'Transaction/CreatePaymentMethod', { name: 'Zelle', category: 'bankTransfer' })).json();
    for (const fieldType of ['boolean', 'integer', 'text', 'multilineText']) {
      const res = await call('POST', 'Transaction/CreatePaymentMethodField', { paymentMethodId: method.id, name: `F ${fieldType}`, fieldType, isRequired: true });
      expect(res.statusCode, fieldType).toBe(200);
    }
    expectRule(
      await call('POST', 'Transaction/CreatePaymentMethodField', { paymentMethodId: method.id, name: 'Bad', fieldType: 'text', regex: '([a-z' }),
      400,
      CATALOGUE_MESSAGES.invalidRegex,
    );
    expect((await call('POST', 'Transaction/CreatePaymentMethodField', { paymentMethodId: method.id, name: 'Bad', fieldType: 'date' })).statusCode).toBe(400);
    const fields = (await get('Transaction/GetPaymentMethods?Limit=1000')).json().items.find((m: { id: number }) => m.id === method.id).fields;
    expect(fields.map((f: { fieldType: string }) => f.fieldType)).toEqual(['boolean', 'integer', 'text', 'multilineText']);
    expect(fields[3]).toMatchObject({ isMultiline: true, isRequired: true });
    const text = fields[2];
    expectRule(await call('PUT', 'Transaction/EditPaymentMethodField', { id: text.id, regex: '*' }), 400, CATALOGUE_MESSAGES.invalidRegex);
    expect((await call('PUT', 'Transaction/EditPaymentMethodField', { id: text.id, regex: '^\\d+$', isUniqueRequired: true, target: 'account' })).statusCode).toBe(200);
    expect((await call('POST', 'Transaction/DeletePaymentMethodField', { id: fields[0].id })).statusCode).toBe(200);
    const after = (await get('Transaction/GetPaymentMethods?Limit=1000')).json().items.find((m: { id: number }) => m.id === method.id).fields;
    expect(after).toHaveLength(3);
    expect(after.find((f: { id: number }) => f.id === text.id)).toMatchObject({ regex: '^\\d+$', isUniqueRequired: true, target: 'account' });
  });
});

describe('icons', () => {
  it('stores a PNG icon, serves it back and shows its path on the method', async () => {
    const method = (await get('Transaction/GetPaymentMethods?Limit=1')).json().items[0];
    const png = tinyPng([200, 10, 10]);
    const res = await upload('POST', 'Transaction/SetPaymentMethodIcon', multipart({ paymentMethodId: String(method.id) }, [{ field: 'File', name: 'icon.png', data: png }]));
    expect(res.statusCode).toBe(200);
    const updated = (await get('Transaction/GetPaymentMethods?Limit=1')).json().items[0];
    expect(updated.iconId).toBeGreaterThan(0);
    expect(updated.icon).toBe(`/v2/Catalogue/GetIcon?IconId=${updated.iconId}`);
    const icon = await get(`v2/Catalogue/GetIcon?IconId=${updated.iconId}`, tokens.support);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.equals(png)).toBe(true);
  });

  it("refuses files over 1 MB, other types and renamed files, changing nothing", async () => {
    const currency = (await get('Market/GetCurrencies')).json()[0];
    const cases: [string, Buffer, string][] = [
      ['big.png', pngOfSize(1024 * 1024 + 1), CATALOGUE_MESSAGES.fileTooLarge],
      ['anim.gif', Buffer.from('GIF89a'), CATALOGUE_MESSAGES.fileType],
      ['fake.jpg', Buffer.from('not a jpeg at all'), CATALOGUE_MESSAGES.fileContent],
      ['appended.png', Buffer.concat([tinyPng([1, 2, 3]), Buffer.from('<script>alert(1)</script>')]), CATALOGUE_MESSAGES.fileContent],
    ];
    for (const [name, data, message] of cases) {
      const res = await upload('PUT', 'Market/SetCurrencyIcon', multipart({ currencyId: String(currency.id) }, [{ field: 'File', name, data }]));
      expectRule(res, 400, message);
    }
    expect((await get('Market/GetCurrencies')).json()[0].iconId).toBeNull();
    expect((await upload('PUT', 'Market/SetCurrencyIcon', multipart({ currencyId: String(currency.id) }, [{ field: 'File', name: 'ok.png', data: paddedPng(1024 * 1024) }]))).statusCode).toBe(200);
    const iconId = (await get('Market/GetCurrencies')).json()[0].iconId;
    expect(iconId).toBeGreaterThan(0);
    expect((await call('PUT', 'Market/DeleteCurrencyIcon', { currencyId: currency.id })).statusCode).toBe(200);
    expect((await get('Market/GetCurrencies')).json()[0].icon).toBeNull();
    expect((await get(`v2/Catalogue/GetIcon?IconId=${iconId}`)).statusCode).toBe(404);
  });
});

describe('transaction methods', () => {
  const base = { type: 'withdrawal', provider: 'Gateway', method: 'payment' };
  let currencyId = 0;
  beforeAll(async () => {
    currencyId = (await get('Market/GetCurrencies')).json().find((c: { title: string }) => c.title === 'EUR').id;
  });

  it('lists by sortId descending by default, filters by type, currency and kind', async () => {
    const { items, total } = (await call('POST', 'Transaction/GetTransactionMethods', { limit: 1000, getTotal: true }, tokens.support)).json();
    expect(total).toBe(items.length);
    const sorts = items.map((m: { sortId: number }) => m.sortId);
    expect(sorts).toEqual([...sorts].sort((a: number, b: number) => b - a));
    const deposits = (await call('POST', 'Transaction/GetTransactionMethods', { limit: 1000, type: 'deposit', method: 'blockchain' })).json().items;
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.every((m: { type: string; method: string }) => m.type === 'deposit' && m.method === 'blockchain')).toBe(true);
    const asc = (await call('POST', 'Transaction/GetTransactionMethods', { limit: 5, sort: { field: 'id', desc: false } })).json().items;
    expect(asc[0].id).toBeLessThan(asc[1].id);
  });

  it('creates one with payIn and payOut limits as decimals, reads, edits and deletes it', async () => {
    const payOut = { amountMin: '10', amountMax: '5000.50', feePercent: '1.25', feeAbsolute: '0.30', feeMin: '0.5', feeMax: '25' };
    const res = await call('POST', 'Transaction/CreateTransactionMethod', { ...base, currencyId, amountMin: '10', amountMax: '5000', feePercent: '1.5', payOut });
    expect(res.statusCode).toBe(200);
    const method = res.json();
    expect(method).toMatchObject({ ...base, currencyId, amountMin: '10', amountMax: '5000', feePercent: '1.5', payIn: null, payOut: { ...payOut, amountMax: '5000.5', feeAbsolute: '0.3' } });
    expect((await get(`Transaction/GetTransactionMethod?TransactionMethodId=${method.id}`)).json()).toEqual(method);
    const edited = await call('POST', 'Transaction/EditTransactionMethod', { id: method.id, isEnabled: false, feeAbsolute: '0.000000000000000001' });
    expect(edited.json()).toMatchObject({ isEnabled: false, feeAbsolute: '0.000000000000000001', amountMax: '5000' });
    expect((await call('PUT', 'Transaction/DeleteTransactionMethod', { id: method.id })).statusCode).toBe(200);
    expect((await get(`Transaction/GetTransactionMethod?TransactionMethodId=${method.id}`)).statusCode).toBe(404);
  });

  it('holds amount min <= max and fee min <= max, also for payIn and payOut and on edit', async () => {
    expectRule(await call('POST', 'Transaction/CreateTransactionMethod', { ...base, currencyId, amountMin: '100', amountMax: '99.99' }), 400, CATALOGUE_MESSAGES.amountMinMax);
    expectRule(await call('POST', 'Transaction/CreateTransactionMethod', { ...base, currencyId, feeMin: '2', feeMax: '1' }), 400, CATALOGUE_MESSAGES.feeMinMax);
    const payIn = { amountMin: '5', amountMax: '1', feePercent: '0', feeAbsolute: '0', feeMin: '0', feeMax: '0' };
    expectRule(await call('POST', 'Transaction/CreateTransactionMethod', { ...base, currencyId, payIn }), 400, CATALOGUE_MESSAGES.amountMinMax);
    expect((await call('POST', 'Transaction/CreateTransactionMethod', { ...base, currencyId, feePercent: 1.5 })).statusCode).toBe(400);
    expect((await call('POST', 'Transaction/CreateTransactionMethod', { ...base, method: 'bank', currencyId })).statusCode).toBe(400);
    const { id } = (await call('POST', 'Transaction/CreateTransactionMethod', { ...base, currencyId, amountMin: '1', amountMax: '10' })).json();
    expectRule(await call('POST', 'Transaction/EditTransactionMethod', { id, amountMin: '11' }), 400, CATALOGUE_MESSAGES.amountMinMax);
    expect((await get(`Transaction/GetTransactionMethod?TransactionMethodId=${id}`)).json().amountMin).toBe('1');
  });

  it('accepts every kind of spec 3 §3', async () => {
    for (const kind of ['creditCard', 'advCash', 'code', 'manual', 'blockchain', 'admin', 'cryptomatFee', 'payment', 'internal']) {
      expect((await call('POST', 'Transaction/CreateTransactionMethod', { ...base, method: kind, currencyId })).statusCode, kind).toBe(200);
    }
  });

  it('sets and deletes an icon', async () => {
    const { id } = (await call('POST', 'Transaction/CreateTransactionMethod', { ...base, currencyId })).json();
    expect((await upload('POST', 'Transaction/SetTransactionMethodIcon', multipart({ transactionMethodId: String(id) }, [{ field: 'File', name: 'i.PNG', data: tinyPng([1, 2, 3]) }]))).statusCode).toBe(200);
    expect((await get(`Transaction/GetTransactionMethod?TransactionMethodId=${id}`)).json().iconId).toBeGreaterThan(0);
    expect((await call('PUT', 'Transaction/DeleteTransactionMethodIcon', { transactionMethodId: id })).statusCode).toBe(200);
    expect((await get(`Transaction/GetTransactionMethod?TransactionMethodId=${id}`)).json().iconId).toBeNull();
  });
});

describe('currencies', () => {
  it('creates a currency with USD as the default equivalent, and takes EUR or RUB but nothing else', async () => {
    const res = await call('POST', 'Market/CreateCurrency', { name: 'Swiss Franc', title: 'CHF', currencyType: 'fiat', decimals: 2, symbol: 'Fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'CHF', decimals: 2, equivalentCurrencyTitle: 'USD', isInUse: true, paymentMethods: [] });
    const eur = await call('PUT', 'v2/Market/EditCurrency', { id: res.json().id, equivalentCurrencyTitle: 'EUR' });
    expect(eur.json().equivalentCurrencyTitle).toBe('EUR');
    expect((await call('PUT', 'v2/Market/EditCurrency', { id: res.json().id, equivalentCurrencyTitle: 'GBP' })).statusCode).toBe(400);
    expectRule(await call('POST', 'Market/CreateCurrency', { name: 'Dup', title: 'chf', currencyType: 'fiat' }), 409, CATALOGUE_MESSAGES.currencyExists);
  });

  it('requires {address} in urlAddress and {txid} in urlTx', async () => {
    const body = { name: 'Monero', title: 'XMR', currencyType: 'crypto' };
    expectRule(await call('POST', 'Market/CreateCurrency', { ...body, urlAddress: 'https://xmr.example/address/' }), 400, CATALOGUE_MESSAGES.urlAddressPlaceholder);
    expectRule(await call('POST', 'Market/CreateCurrency', { ...body, urlTx: 'https://xmr.example/tx/' }), 400, CATALOGUE_MESSAGES.urlTxPlaceholder);
    const ok = await call('POST', 'Market/CreateCurrency', { ...body, urlAddress: 'https://xmr.example/a/{address}', urlTx: 'https://xmr.example/t/{txid}' });
    expect(ok.statusCode).toBe(200);
    expectRule(await call('POST', 'Market/EditCurrency', { id: ok.json().id, urlAddress: 'https://x' }), 400, CATALOGUE_MESSAGES.urlAddressPlaceholder);
  });

  it('replaces payment methods from a list and clears them with clearPaymentMethods', async () => {
    const usd = (await get('Market/GetCurrencies')).json().find((c: { title: string }) => c.title === 'USD');
    expect(usd.paymentMethods.length).toBeGreaterThan(1);
    const one = await call('POST', 'Market/EditCurrency', { id: usd.id, paymentMethods: [usd.paymentMethods[0]] });
    expect(one.json().paymentMethods).toEqual([usd.paymentMethods[0]]);
    const cleared = await call('POST', 'Market/EditCurrency', { id: usd.id, clearPaymentMethods: true });
    expect(cleared.json().paymentMethods).toEqual([]);
    expect((await call('POST', 'Market/EditCurrency', { id: usd.id, paymentMethods: [99999] })).statusCode).toBe(404);
  });

  it('disables a currency: the next start-up load sees it at once, and the change is logged', async () => {
    const try_ = (await get('Market/GetCurrencies')).json().find((c: { title: string }) => c.title === 'TRY');
    expect((await call('PUT', 'v2/Market/EditCurrency', { id: try_.id, isInUse: false })).statusCode).toBe(200);
    const inUse = (await call('POST', 'v2/Market/GetCurrencies', { isInUse: true })).json().items.map((c: { title: string }) => c.title);
    expect(inUse).not.toContain('TRY');
    expect((await get('v1/currencies')).json().data.find((c: { id: number }) => c.id === try_.id).isInUse).toBe(false);
    const log = await lastLog('PUT v2/Market/EditCurrency');
    expect(JSON.parse(log.before_state!)).toMatchObject({ isInUse: true });
    expect(JSON.parse(log.after_state!)).toMatchObject({ isInUse: false });
  });

  it('creates and edits through the older v1 service, answering result.Success', async () => {
    const created = await call('POST', 'v1/currencies', { name: 'Polish Zloty', title: 'PLN', currencyType: 'fiat', decimals: 2 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ result: { Success: true, Error: null }, id: expect.any(Number) });
    const edited = await call('PUT', `v1/currencies/${created.json().id}`, { name: 'Złoty', aliases: ['zl'] });
    expect(edited.json()).toEqual({ result: { Success: true, Error: null } });
    const row = (await get('v1/currencies')).json().data.find((c: { title: string }) => c.title === 'PLN');
    expect(row).toMatchObject({ name: 'Złoty', aliases: ['zl'] });
    expect((await call('PUT', 'v1/currencies/99999', { name: 'x' })).json().result).toMatchObject({ Success: false });
  });
});

describe('crypto currencies, tokens and networks', () => {
  it('creates a token on a network with ERC 20 as the default ABI; min confirmations >= 0; regexes validated', async () => {
    const eth = (await call('POST', 'v2/Transaction/GetCryptoCurrencies', { limit: 100 })).json().items.find((c: { title: string }) => c.title === 'ETH');
    const token = await call('POST', 'v2/Transaction/CreateCryptoToken', { name: 'Dai', title: 'DAI', cryptoCurrencyId: eth.id, network: 'ERC20', addressRegex: '^0x[a-fA-F0-9]{40}$' });
    expect(token.statusCode).toBe(200);
    expect(token.json()).toMatchObject({ title: 'DAI', network: 'ERC20', contractAbi: 'ERC 20', minConfirmations: 0 });
    expect((await call('POST', 'v2/Transaction/CreateCryptoToken', { name: 'X', title: 'X', cryptoCurrencyId: eth.id, minConfirmations: -1 })).statusCode).toBe(400);
    expectRule(await call('POST', 'v2/Transaction/CreateCryptoToken', { name: 'X', title: 'X', cryptoCurrencyId: eth.id, addressRegex: '[' }), 400, CATALOGUE_MESSAGES.invalidRegex);
    expect((await call('POST', 'v2/Transaction/CreateCryptoToken', { name: 'X', title: 'X', cryptoCurrencyId: eth.id, network: 'NOPE' })).statusCode).toBe(404);
    const edited = await call('PUT', 'v2/Transaction/EditCryptoToken', { id: token.json().id, minConfirmationsForUse: 6, aggregatingMin: '25.50', contractAbi: '' });
    expect(edited.json()).toMatchObject({ minConfirmationsForUse: 6, aggregatingMin: '25.5', contractAbi: 'ERC 20' });
    const tokens = (await call('POST', 'v2/Transaction/GetCryptoTokens', { cryptoCurrencyId: eth.id, limit: 100, getTotal: true })).json();
    expect(tokens.items.map((t: { title: string }) => t.title)).toContain('DAI');
    expect((await call('PUT', 'v2/Transaction/DeleteCryptoToken', { id: token.json().id })).statusCode).toBe(200);
  });

  it('keeps a crypto currency that has tokens; edits and deletes one without', async () => {
    const eth = (await call('POST', 'v2/Transaction/GetCryptoCurrencies', { limit: 100 })).json().items.find((c: { title: string }) => c.title === 'ETH');
    expectRule(await call('PUT', 'v2/Transaction/DeleteCryptoCurrency', { id: eth.id }), 409, 'The crypto currency has tokens');
    const created = await call('POST', 'v2/Transaction/CreateCryptoCurrency', { name: 'Cardano', title: 'ADA', minConfirmations: 15 });
    expect(created.json()).toMatchObject({ title: 'ADA', network: null, minConfirmations: 15, isEnabled: true });
    expectRule(await call('POST', 'v2/Transaction/CreateCryptoCurrency', { name: 'Again', title: 'ada' }), 409, CATALOGUE_MESSAGES.cryptoCurrencyExists);
    expect((await call('PUT', 'v2/Transaction/EditCryptoCurrency', { id: created.json().id, isEnabled: false })).json().isEnabled).toBe(false);
    expect((await call('PUT', 'v2/Transaction/DeleteCryptoCurrency', { id: created.json().id })).statusCode).toBe(200);
  });

  it("designs networks: unique ids, validated regexes and URLs, 'Network is used', renames followed", async () => {
    const created = await call('POST', 'v2/Transaction/CreateNetwork', { uniqueId: 'SOL', addressRegex: '^[1-9A-HJ-NP-Za-km-z]{32,44}$', addressUrl: 'https://solscan.io/account/{address}' });
    expect(created.statusCode).toBe(200);
    const net = created.json();
    expect(net).toMatchObject({ uniqueId: 'SOL', tagName: null, addressTagOnly: false });
    expectRule(await call('POST', 'v2/Transaction/CreateNetwork', { uniqueId: 'sol' }), 409, CATALOGUE_MESSAGES.networkExists);
    expectRule(await call('POST', 'v2/Transaction/CreateNetwork', { uniqueId: 'X1', tagRegex: '(' }), 400, CATALOGUE_MESSAGES.invalidRegex);
    expectRule(await call('POST', 'v2/Transaction/CreateNetwork', { uniqueId: 'X2', addressUrl: 'https://x/' }), 400, CATALOGUE_MESSAGES.urlAddressPlaceholder);
    const sol = (await call('POST', 'v2/Transaction/CreateCryptoCurrency', { name: 'Solana', title: 'SOL', network: 'SOL' })).json();
    expectRule(await call('PUT', 'v2/Transaction/DeleteNetwork', { id: net.id }), 409, CATALOGUE_MESSAGES.networkUsed);
    const renamed = await call('PUT', 'v2/Transaction/EditNetwork', { id: net.id, uniqueId: 'SOLANA', tagName: 'Memo' });
    expect(renamed.json()).toMatchObject({ uniqueId: 'SOLANA', tagName: 'Memo' });
    const chains = (await call('POST', 'v2/Transaction/GetCryptoCurrencies', { limit: 100 })).json().items;
    expect(chains.find((c: { id: number }) => c.id === sol.id).network).toBe('SOLANA');
    await call('PUT', 'v2/Transaction/DeleteCryptoCurrency', { id: sol.id });
    expect((await call('PUT', 'v2/Transaction/DeleteNetwork', { id: net.id })).statusCode).toBe(200);
    const list = (await call('POST', 'v2/Transaction/GetNetworks', { getTotal: true, limit: 100 }, tokens.support)).json();
    expect(list.items.map((n: { uniqueId: string }) => n.uniqueId)).toEqual(['BEP20', 'BTC', 'ERC20', 'TON', 'TRC20', 'XRP']);
  });
});

describe('multiwallet tokens', () => {
  it('adds, lists and edits tokens; one token per currency and network', async () => {
    const eur = (await get('Market/GetCurrencies')).json().find((c: { title: string }) => c.title === 'EUR');
    const added = await call('POST', 'v2/mw/Multiwallet/AddToken', { currencyId: eur.id, name: 'EURC', network: 'ERC20', decimals: 6 });
    expect(added.statusCode).toBe(200);
    expectRule(await call('POST', 'v2/mw/Multiwallet/AddToken', { currencyId: eur.id, name: 'EURC again', network: 'ERC20' }), 409, 'The currency already has a token on this network');
    expect((await call('PUT', 'v2/mw/Multiwallet/EditToken', { id: added.json().id, isEnabled: false })).statusCode).toBe(200);
    const list = (await call('POST', 'v2/mw/Multiwallet/GetTokens', { limit: 100, getTotal: true }, tokens.support)).json();
    expect(list.items.find((t: { id: number }) => t.id === added.json().id)).toMatchObject({ name: 'EURC', decimals: 6, isEnabled: false });
    expect(list.total).toBe(list.items.length);
  });
});

describe('access', () => {
  it('lets support read the catalogues but not change them', async () => {
    expect((await get('Transaction/GetCountries', tokens.support)).statusCode).toBe(200);
    expect((await call('POST', 'Transaction/CreateCountry', { name: 'S', iso2: 'SS', iso3: 'SSS' }, tokens.support)).statusCode).toBe(403);
    expect((await call('PUT', 'v2/Market/EditCurrency', { id: 1, isInUse: false }, tokens.support)).statusCode).toBe(403);
  });
});
