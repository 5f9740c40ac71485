import { describe, expect, it } from 'vitest';
import { INPUT_RULE_MESSAGES } from '../../src/domain/inputRules.ts';
import { SORT_ID_MAX } from '../../server/core/sortOrder.ts';
import { serverForFile } from './harness.ts';

/**
 * Bad data an outside probe got stored (issue 23): sort orders past the contract's range, unknown
 * time zones, names with invisible or bidirectional control characters. Each is refused with a 4xx,
 * a clear message and a reason, and nothing out of range reaches the database.
 */

const { server, tokens } = serverForFile(['admin'], { users: 0 });

const call = (method: string, url: string, body?: unknown) => server.call(method, `/api/${url}`, { token: tokens.admin, body });

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

describe('time zones are IANA names (or UTC)', () => {
  const settings = (timezone: string) => call('PUT', 'Login/UpdateAdminSettings', { settings: { timezone } });
  const storedZone = async () => (await call('POST', 'Login/GetCurrentAdmin')).json().settings.timezone as string;

  it('refuses an unknown zone in the admin settings with 400 and timeZoneUnknown, keeping the stored one', async () => {
    expect((await settings('Europe/Tallinn')).statusCode).toBe(200);
    for (const zone of ['Not/AZone', 'Europe/Atlantis', 'Mars']) {
      const res = await settings(zone);
      expect(res.statusCode, zone).toBe(400);
      expect(res.json().error).toMatchObject({ code: 100, reason: 'timeZoneUnknown', message: 'Unknown time zone' });
    }
    expect(await storedZone()).toBe('Europe/Tallinn');
    for (const zone of ['UTC', 'Etc/UTC', 'GMT', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata']) expect((await settings(zone)).statusCode, zone).toBe(200);
    expect(await storedZone()).toBe('Asia/Kolkata');
  });

  it('refuses an unknown zone for a user too', async () => {
    const res = await call('PUT', 'v2/User/UpdateUserLocalizationSettings', { userId: 1, locale: 'en', timezone: 'Not/AZone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ reason: 'timeZoneUnknown', message: 'Unknown time zone' });
  });
});

describe('names hold no invisible, control or text-direction characters', () => {
  const refusals: [string, string, string, Record<string, unknown>][] = [
    ['a currency title with a zero-width space', 'POST', 'Market/CreateCurrency', { name: 'Tether 2', title: 'USDT\u200b', currencyType: 'crypto' }],
    ['a currency name with a byte-order mark', 'POST', 'Market/CreateCurrency', { name: '\ufeffTether', title: 'USDX', currencyType: 'crypto' }],
    ['a user tag with a bidi isolate', 'POST', 'v2/User/AddUserTag', { tagName: 'vip\u2066', color: '#123456' }],
    ['a payment method with a control character', 'POST', 'Transaction/CreatePaymentMethod', { name: 'Bell\u0007', category: 'cash' }],
    ['a P2P group with a right-to-left override', 'POST', 'v1/p2p/groups', { name: '\u202eadmins' }],
    ['a P2P payment method with a word joiner', 'POST', 'v1/p2p/payment-methods', { name: 'SB\u2060P', category: 'bankTransfer' }],
    ['a template field name with a zero-width joiner', 'POST', 'v1/p2p/payment-methods/template', { name: 'Phone', fields: [{ name: 'Num\u200dber', type: 'text' }] }],
  ];

  it.each(refusals)('refuses %s with 400 and invisibleCharacters, storing nothing', async (_label, method, url, body) => {
    const res = await call(method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 100, reason: 'invisibleCharacters', message: INPUT_RULE_MESSAGES.invisibleCharacters });
  });

  it('stored none of them, and still takes names in any script', async () => {
    const currencies = (await call('GET', 'Market/GetCurrencies')).json() as { title: string; name: string }[];
    expect(currencies.filter((c) => /[\u200b\ufeff]/.test(c.title + c.name))).toEqual([]);
    expect((await call('POST', 'Market/CreateCurrency', { name: 'Юань 人民币 Café', title: 'CNYX', currencyType: 'fiat', sortId: 5 })).statusCode).toBe(200);
    expect((await call('POST', 'v1/p2p/groups', { name: 'Группа 1' })).statusCode).toBe(200);
  });
});
