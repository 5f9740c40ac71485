import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../server/db/seed/images.ts';
import { createDispute, arbitrationUrl, multipart } from './p2pFixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const [name, email] of Object.entries({ admin: 'admin@demo.local', support: 'support@demo.local', arbitrator: 'arbitrator@demo.local' })) {
    token[name] = await server.signIn(email);
  }
});
afterAll(() => server.close());

const call = (method: string, url: string, body?: unknown, as = 'admin') => server.call(method, `/api/${url}`, { token: token[as], ...(body !== undefined ? { body } : {}) });
const k = () => server.db.kysely;
type OfferItem = { id: number; status: string; isHidden: boolean; isBlocked: boolean; isDeleted: boolean; isEnabled: boolean; terms: string | null; moderatedWords: string[] };
const liveOffers = () => k().selectFrom('p2p_offers').select(['id', 'terms']).where('is_deleted', '=', 0).where('is_hidden', '=', 0).where('is_blocked', '=', 0).where('is_enabled', '=', 1).orderBy('id', 'desc');

describe('offers list', () => {
  it('shows only enabled offers unless a hidden, blocked or deleted filter is set', async () => {
    const live = await liveOffers().execute();
    const res = (await call('GET', 'v1/p2p/offers?limit=1000')).json();
    expect(res.result).toEqual({ Success: true, Error: null });
    expect(res.total).toBe(live.length);
    expect(res.items.every((o: OfferItem) => o.status === 'enabled')).toBe(true);
    for (const flag of ['isHidden', 'isBlocked', 'isDeleted'] as const) {
      const only = (await call('GET', `v1/p2p/offers?${flag}=true&limit=1000`)).json();
      expect(only.total).toBeGreaterThan(0);
      expect(only.items.every((o: OfferItem) => o[flag])).toBe(true);
    }
    const deleted = (await call('GET', 'v1/p2p/offers?isDeleted=true&limit=5')).json();
    expect(deleted.items.every((o: OfferItem) => o.status === 'deleted')).toBe(true);
  });

  it('flags offers whose terms contain a moderated word, case-insensitively, and filters by them', async () => {
    const res = (await call('GET', 'v1/p2p/offers?isModerated=true&limit=1000')).json();
    expect(res.total).toBeGreaterThan(0);
    for (const o of res.items as OfferItem[]) {
      expect(o.moderatedWords.length).toBeGreaterThan(0);
      for (const w of o.moderatedWords) expect(o.terms!.toLowerCase()).toContain(w);
    }
    const telegram = (await call('GET', 'v1/p2p/offers?terms=TELEGRAM&limit=1000')).json();
    expect(telegram.total).toBeGreaterThan(0);
    expect(telegram.items.every((o: OfferItem) => o.moderatedWords.includes('telegram'))).toBe(true);
    const clean = (await call('GET', 'v1/p2p/offers?terms=exact%20amount&limit=5')).json();
    expect(clean.items.every((o: OfferItem) => o.moderatedWords.length === 0)).toBe(true);
  });

  it('reads one offer and answers 404 for a missing one', async () => {
    const [first] = await liveOffers().limit(1).execute();
    const res = (await call('GET', `v1/p2p/offers/${first!.id}`, undefined, 'support')).json();
    expect(res.data).toMatchObject({ id: first!.id, status: 'enabled' });
    expect((await call('GET', 'v1/p2p/offers/999999')).statusCode).toBe(404);
  });
});

describe('hide, block and delete', () => {
  it('hides two in bulk and blocks one, each change a history row with who, what and when', async () => {
    const [a, b, c] = await liveOffers().limit(3).execute();
    expect((await call('PUT', 'p2p/Admin/Offers', { idList: [a!.id, b!.id], isHidden: true })).json()).toEqual({ success: true });
    expect((await call('PUT', `p2p/Admin/Offer/${c!.id}`, { isBlocked: true })).json()).toMatchObject({ id: c!.id, isBlocked: true, status: 'hidden' });
    const hidden = (await call('GET', 'v1/p2p/offers?isHidden=true&limit=1000')).json();
    expect(hidden.items.map((o: OfferItem) => o.id)).toEqual(expect.arrayContaining([a!.id, b!.id]));
    const history = (await call('GET', `p2p/Admin/Offer/${a!.id}/history`)).json();
    expect(history.items[0]).toMatchObject({ offerId: a!.id, field: 'isHidden', oldValue: 'false', newValue: 'true', adminName: 'admin' });
    expect(Date.parse(history.items[0].dateCreated)).toBe(server.clock.now().getTime());
    const blocked = (await call('GET', `p2p/Admin/Offer/${c!.id}/history`)).json();
    expect(blocked.items[0]).toMatchObject({ field: 'isBlocked', newValue: 'true' });
    // Hiding again changes nothing and writes no second row.
    await call('PUT', 'p2p/Admin/Offers', { idList: [a!.id], isHidden: true });
    expect((await call('GET', `p2p/Admin/Offer/${a!.id}/history`)).json().items.length).toBe(history.items.length);
    const log = await k().selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT p2p/Admin/Offers').execute();
    expect(log.length).toBeGreaterThan(0);
  });

  it("refuses an empty selection with 'No offers selected'", async () => {
    for (const [method, url, body] of [
      ['PUT', 'p2p/Admin/Offers', { idList: [], isHidden: true }],
      ['PUT', 'v1/p2p/offers', { offerIds: [], isBlocked: true }],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('No offers selected');
    }
  });

  it('deletes offers through v1 and DELETE, and a deleted offer cannot be edited', async () => {
    const [a, b] = await liveOffers().limit(2).execute();
    expect((await call('DELETE', `p2p/Admin/Offer?id=${a!.id}`)).json()).toEqual({ success: true });
    expect((await call('PUT', 'v1/p2p/offers', { offerIds: [b!.id], isDeleted: true })).json().result.Success).toBe(true);
    for (const id of [a!.id, b!.id]) {
      const res = await call('PUT', `v1/p2p/offers/${id}`, { terms: 'changed' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('A deleted offer cannot be edited');
      expect((await call('GET', `v1/p2p/offers/${id}`)).json().data.status).toBe('deleted');
    }
    const bulk = await call('PUT', 'p2p/Admin/Offers', { idList: [a!.id], isHidden: true });
    expect(bulk.statusCode).toBe(409);
    expect((await call('PUT', 'p2p/Admin/Offers', { idList: [999999], isHidden: true })).statusCode).toBe(404);
  });

  it('edits the labelled fields, keeps the rest, and refuses inverted limits', async () => {
    const [o] = await liveOffers().limit(1).execute();
    const before = (await call('GET', `v1/p2p/offers/${o!.id}`)).json().data;
    const edit = { profitPercent: '2.5', terms: 'Bank only', restrictedAmounts: ['100', '200'], isKycRequired: !before.isKycRequired, trackLiquidity: true };
    expect((await call('PUT', `v1/p2p/offers/${o!.id}`, edit)).json().result.Success).toBe(true);
    const after = (await call('GET', `v1/p2p/offers/${o!.id}`)).json().data;
    expect(after).toMatchObject({ ...edit, minAmount: before.minAmount, maxAmount: before.maxAmount, paymentMethods: before.paymentMethods });
    const fields = (await call('GET', `p2p/Admin/Offer/${o!.id}/history`)).json().items.map((h: { field: string }) => h.field);
    expect(fields).toEqual(expect.arrayContaining(['profitPercent', 'terms', 'restrictedAmounts', 'isKycRequired']));
    const inverted = await call('PUT', `p2p/Admin/Offer/${o!.id}`, { minAmount: '500', maxAmount: '100' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.message).toBe("Maximum limit can't be less than minimum amount");
  });

  it('lets support read but not change offers', async () => {
    const [o] = await liveOffers().limit(1).execute();
    expect((await call('PUT', 'p2p/Admin/Offers', { idList: [o!.id], isHidden: true }, 'support')).statusCode).toBe(403);
  });
});

describe('moderation words', () => {
  const url = 'p2p/Admin/advertisements/moderation-words';
  it('searches group name or words case-insensitively', async () => {
    const byName = (await call('GET', `${url}?search=CONTACTS`)).json();
    expect(byName.items.map((g: { groupName: string }) => g.groupName)).toEqual(['Contacts outside the platform']);
    const byWord = (await call('GET', `${url}?search=Refund`)).json();
    expect(byWord.items.map((g: { groupName: string }) => g.groupName)).toEqual(['Scam signals']);
    expect((await call('GET', `${url}?search=nothing-like-this`)).json()).toEqual({ items: [], total: 0 });
  });

  it('creates, edits and deletes a group; names are unique and required; words required', async () => {
    const created = await call('POST', `${url}?groupName=Crypto%20slang&words=moon%20soon&words=%20HODL%20&words=hodl`);
    expect(created.statusCode).toBe(200);
    const group = created.json();
    expect(group.words).toEqual(['moon soon', 'HODL']);
    const dup = await call('POST', `${url}?groupName=crypto%20SLANG&words=x`);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('A set with the same name already exists');
    const blank = await call('POST', `${url}?groupName=%20%20&words=x`);
    expect(blank.json().error.message).toBe('Name is required');
    const noWords = await call('POST', `${url}?groupName=Empty&words=%20`);
    expect(noWords.json().error.message).toBe('Required fields are empty!');
    const edited = (await call('PUT', `${url}?id=${group.id}&words=lambo`)).json();
    expect(edited).toEqual({ id: group.id, groupName: 'Crypto slang', words: ['lambo'] });
    expect((await call('DELETE', `${url}?id=${group.id}`)).json()).toEqual({ success: true });
    expect((await call('DELETE', `${url}?id=${group.id}`)).statusCode).toBe(404);
  });

  it('a new word flags the offers whose terms contain it', async () => {
    const [o] = await liveOffers().limit(1).execute();
    await call('PUT', `v1/p2p/offers/${o!.id}`, { terms: 'Pay via ZeLLe only' });
    expect((await call('GET', `v1/p2p/offers/${o!.id}`)).json().data.moderatedWords).toEqual([]);
    await call('POST', 'p2p/Admin/advertisements/moderation-words?groupName=Foreign%20rails&words=zelle');
    expect((await call('GET', `v1/p2p/offers/${o!.id}`)).json().data.moderatedWords).toEqual(['zelle']);
  });
});

describe('roles', () => {
  const userOf = async (email: string) => (await k().selectFrom('users').select(['id', 'user_name']).where('email', '=', email).executeTakeFirstOrThrow());
  const rolesOf = async (userId: number) => (await call('GET', `p2p/Admin/profiles/search?userId=${userId}&getTotal=true`)).json();

  it('grants roles as the exact list and an empty list removes them', async () => {
    const [user] = await k().selectFrom('users').select('id').where('id', '>', 90).where('id', '<', 100).orderBy('id').limit(1).execute();
    expect((await call('POST', `p2p/Admin/grant/${user!.id}?roles=7&roles=16`)).json()).toEqual({ success: true });
    expect((await rolesOf(user!.id)).data.map((p: { role: number }) => p.role).sort()).toEqual([16, 7].sort());
    await call('POST', `p2p/Admin/grant/${user!.id}?roles=16`);
    expect((await rolesOf(user!.id)).data.map((p: { role: number }) => p.role)).toEqual([16]);
    await call('POST', `p2p/Admin/grant/${user!.id}`);
    expect(await rolesOf(user!.id)).toEqual({ data: [], total: 0 });
    expect((await call('POST', 'p2p/Admin/grant/999999?roles=2')).statusCode).toBe(404);
    expect((await call('POST', `p2p/Admin/grant/${user!.id}?roles=3`)).statusCode).toBe(400);
    expect((await call('POST', `p2p/Admin/grant/${user!.id}?roles=2`, undefined, 'support')).statusCode).toBe(403);
  });

  it('searches role holders by role, arbitrator flag and text, and users by name or e-mail', async () => {
    const arbitrators = (await call('GET', 'p2p/Admin/profiles/search?isArbitrator=true&getTotal=true')).json();
    expect(arbitrators.data.every((p: { role: number }) => p.role === 2)).toBe(true);
    expect(arbitrators.data.some((p: { adminId: number | null }) => p.adminId !== null)).toBe(true);
    const agents = (await call('GET', 'p2p/Admin/profiles/search?roles=16&getTotal=true')).json();
    expect(agents.data.every((p: { role: number }) => p.role === 16)).toBe(true);
    const found = (await call('GET', 'p2p/Admin/search?searchString=ARBITRATOR2@demo')).json();
    expect(found.items).toEqual([expect.objectContaining({ email: 'arbitrator2@demo.local' })]);
  });

  it('only a staff account whose user holds the arbitrator role can be assigned a dispute', async () => {
    const user = await userOf('arbitrator2@demo.local');
    const staff = await k().selectFrom('admins').select('id').where('email', '=', 'arbitrator2@demo.local').executeTakeFirstOrThrow();
    const assign = async () => {
      const trade = await createDispute(server);
      return server.call('POST', arbitrationUrl(trade.id, 'assign'), { token: token.admin, body: { id: trade.id, arbitratorId: staff.id } });
    };
    await call('POST', `p2p/Admin/grant/${user.id}`);
    const refused = await assign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('notAnArbitrator');
    await call('POST', `p2p/Admin/grant/${user.id}?roles=2`);
    expect((await assign()).statusCode).toBe(200);
  });
});

describe('banners', () => {
  const png = tinyPng([10, 20, 30], 16);
  const form = (fields: Record<string, string>, file?: { name: string; data: Buffer }) => multipart(fields, file ? [{ field: 'File', name: file.name, data: file.data, type: 'image/png' }] : []);
  const post = (op: string, f: ReturnType<typeof form>) => server.call('POST', `/api/v2/Options/${op}`, { token: token.admin, body: f.payload, headers: f.headers });

  it('switches banners globally', async () => {
    expect((await call('POST', 'v2/Options/UpdateGlobalBannersOptions', { isBannersEnabled: false })).json()).toEqual({ success: true });
    expect((await call('GET', 'v2/Options/GetBannerOptions', undefined, 'support')).json().isBannersEnabled).toBe(false);
    await call('POST', 'v2/Options/UpdateGlobalBannersOptions', { isBannersEnabled: true });
    expect((await call('GET', 'v2/Options/GetBannerOptions')).json().isBannersEnabled).toBe(true);
  });

  it('keeps one banner per position; creates, updates and deletes by position', async () => {
    const created = await post('CreateBannerOption', form({ position: '7', link: 'https://example.com/a' }, { name: 'a.png', data: png }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ position: 7, link: 'https://example.com/a' });
    expect(created.json().url).toMatch(/^data:image\/png;base64,/);
    const taken = await post('CreateBannerOption', form({ position: '7' }, { name: 'b.png', data: png }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A banner already exists at this position');
    expect((await post('UpdateBannerOption', form({ position: '7', link: 'https://example.com/b' }))).json().link).toBe('https://example.com/b');
    expect((await post('UpdateBannerOption', form({ position: '99' }))).statusCode).toBe(404);
    const options = (await call('GET', 'v2/Options/GetBannerOptions')).json();
    expect(options.banners.filter((b: { position: number }) => b.position === 7)).toHaveLength(1);
    expect((await call('POST', 'v2/Options/DeleteBannerOption?position=7')).json()).toEqual({ success: true });
    expect((await call('POST', 'v2/Options/DeleteBannerOption?position=7')).statusCode).toBe(404);
  });

  it('checks images by type, size and content', async () => {
    const cases: [string, Buffer, string][] = [
      ['a.gif', png, 'Allowed file types: jpeg, jpg, png, heif, heic'],
      ['a.png', Buffer.concat([png, Buffer.from('<script>')]), 'The file content does not match its type'],
      ['a.jpg', png, 'The file content does not match its type'],
    ];
    for (const [name, data, message] of cases) {
      const res = await post('CreateBannerOption', form({ position: '8' }, { name, data }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const big = await post('CreateBannerOption', form({ position: '8' }, { name: 'big.png', data: Buffer.alloc(1024 * 1024 + 10) }));
    expect([400, 413]).toContain(big.statusCode);
  });
});
