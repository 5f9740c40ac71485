import { describe, expect, it } from 'vitest';
import { serverForFile } from './harness.ts';
import type { ListItem } from './usersFixtures.ts';

const { server, tokens } = serverForFile(['support'], { users: 300 });

const k = () => server.db.kysely;
const getUsers = async (body: Record<string, unknown>, url = '/api/v2/User/GetUsers') => {
  const res = await server.call('POST', url, { token: tokens.support, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: ListItem[]; total: number; totalCapped: boolean };
};

describe('POST v2/User/GetUsers', () => {
  it('pages live users newest first by default, with the exact total and the row fields', async () => {
    const live = await k().selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id', 'desc').execute();
    const page = await getUsers({ offset: 0, limit: 20, getTotal: true });
    expect(page.total).toBe(live.length);
    expect(page.totalCapped).toBe(false);
    expect(page.items.map((u) => u.id)).toEqual(live.slice(0, 20).map((u) => u.id));
    const second = await getUsers({ offset: 20, limit: 20 });
    expect(second.items.map((u) => u.id)).toEqual(live.slice(20, 40).map((u) => u.id));
    expect(second.total).toBe(0);
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      ['dateDeleted', 'email', 'id', 'isBlocked', 'isLocked', 'lastLoginDate', 'locale', 'lockTypes', 'nfaList', 'regDate', 'roles', 'status', 'tagIds', 'userName', 'userType', 'verificationRequestDate'].sort(),
    );
  });

  it('leaves removed users out; GetDeletedUsers lists only them', async () => {
    const deleted = await k().selectFrom('users').select('id').where('is_deleted', '=', 1).orderBy('id', 'desc').execute();
    expect(deleted.length).toBeGreaterThan(0);
    const all = await getUsers({ limit: 1000 });
    expect(all.items.some((u) => deleted.some((d) => d.id === u.id))).toBe(false);
    const removed = await getUsers({ limit: 100, getTotal: true }, '/api/v2/User/GetDeletedUsers');
    expect(removed.items.map((u) => u.id)).toEqual(deleted.map((d) => d.id));
    expect(removed.total).toBe(deleted.length);
    expect(removed.items.every((u) => u.dateDeleted !== null)).toBe(true);
  });

  it('finds a user by exact id, by part of the user name or e-mail (any case), and by a 1–2 character prefix', async () => {
    const user = await k().selectFrom('users').selectAll().where('is_deleted', '=', 0).where('id', '=', 123).executeTakeFirstOrThrow();
    const byId = await getUsers({ searchString: '123', getTotal: true });
    expect(byId.items.map((u) => u.id)).toContain(123);

    const fragment = user.user_name.slice(2, 9).toUpperCase();
    const byName = await getUsers({ searchString: ` ${fragment} `, limit: 100, getTotal: true });
    const expected = await k().selectFrom('users').select('id').where('is_deleted', '=', 0)
      .where((eb) => eb.or([eb(eb.fn('lower', ['user_name']), 'like', `%${fragment.toLowerCase()}%`), eb(eb.fn('lower', ['email']), 'like', `%${fragment.toLowerCase()}%`)]))
      .orderBy('id', 'desc').execute();
    expect(byName.items.map((u) => u.id)).toEqual(expected.map((u) => u.id));
    expect(byName.total).toBe(expected.length);

    const domain = user.email.split('@')[1]!;
    const byEmail = await getUsers({ searchString: `@${domain}`, limit: 1000, getTotal: true });
    expect(byEmail.items.length).toBeGreaterThan(0);
    expect(byEmail.items.every((u) => u.email.endsWith(`@${domain}`))).toBe(true);

    const prefix = user.user_name.slice(0, 2);
    const byPrefix = await getUsers({ searchString: prefix, limit: 1000 });
    expect(byPrefix.items.length).toBeGreaterThan(0);
    expect(byPrefix.items.every((u) => u.userName.startsWith(prefix) || u.email.startsWith(prefix) || String(u.id) === prefix)).toBe(true);
  });

  it('answers an empty list, not an error, for a search that cannot match', async () => {
    for (const searchString of ['zzzz-no-such-user', '"', '%_%', 'a"b', '*', 'NEAR(', '   ']) {
      const res = await getUsers({ searchString, getTotal: true });
      if (searchString.trim()) expect(res).toMatchObject({ items: [], total: 0, totalCapped: false });
    }
  });

  it('does not match across the seam of user name and e-mail, with or without a newline in the search', async () => {
    const user = await k().selectFrom('users').selectAll().where('is_deleted', '=', 0).where('id', '=', 77).executeTakeFirstOrThrow();
    const seam = `${user.user_name.slice(-3)}${user.email.slice(0, 3)}`.toUpperCase();
    const contains = (u: { userName: string; email: string }, text: string) =>
      u.userName.toLowerCase().includes(text.toLowerCase()) || u.email.toLowerCase().includes(text.toLowerCase());
    const across = await getUsers({ searchString: seam, limit: 1000, getTotal: true });
    expect(across.items.every((u) => contains(u, seam))).toBe(true);
    expect(across.items.map((u) => u.id)).not.toContain(user.id);
    const withNewline = await getUsers({ searchString: `${user.user_name.slice(-3)}\n${user.email.slice(0, 3)}`, limit: 1000, getTotal: true });
    expect(withNewline).toMatchObject({ items: [], total: 0 });
  });

  it('looks a user up by exact user name, ignoring case', async () => {
    const user = await k().selectFrom('users').select(['id', 'user_name']).where('id', '=', 42).executeTakeFirstOrThrow();
    const res = await getUsers({ userName: user.user_name.toUpperCase() });
    expect(res.items.map((u) => u.id)).toEqual([42]);
    expect((await getUsers({ userName: user.user_name.slice(0, -1) })).items).toEqual([]);
  });

  it('filters by id list, tags, roles, locks and blocks', async () => {
    const ids = [5, 6, 7, 8, 500000];
    const live = (await k().selectFrom('users').select('id').where('id', 'in', ids).where('is_deleted', '=', 0).orderBy('id', 'desc').execute()).map((u) => u.id);
    expect((await getUsers({ userIdList: ids })).items.map((u) => u.id)).toEqual(live);

    const tag = await k().selectFrom('user_tag_links').select(['tag_id']).groupBy('tag_id').orderBy('tag_id').executeTakeFirstOrThrow();
    const tagged = await getUsers({ userTagList: [tag.tag_id], limit: 1000, getTotal: true });
    expect(tagged.items.length).toBeGreaterThan(0);
    expect(tagged.items.every((u) => u.tagIds.includes(tag.tag_id))).toBe(true);

    const roles = await getUsers({ filters: { roles: ['trader'] }, limit: 1000 });
    expect(roles.items.every((u) => u.roles.includes('trader'))).toBe(true);

    const blocked = await getUsers({ filters: { isBlocked: true }, limit: 1000 });
    expect(blocked.items.every((u) => u.isBlocked)).toBe(true);
    const notBlocked = await getUsers({ filters: { isBlocked: false }, limit: 1000 });
    expect(notBlocked.items.every((u) => !u.isBlocked)).toBe(true);

    const locked = await getUsers({ filters: { isLocked: true }, limit: 1000 });
    expect(locked.items.every((u) => u.isLocked && u.lockTypes.length > 0)).toBe(true);
  });

  it.each(['regDate', 'lastLoginDate', 'verificationRequestDate'] as const)('sorts by %s both ways, missing dates last when descending', async (field) => {
    const column = field;
    const desc = (await getUsers({ sort: { field }, limit: 1000 })).items.map((u) => u[column]);
    const firstNull = desc.indexOf(null);
    const dated = firstNull === -1 ? desc : desc.slice(0, firstNull);
    expect(dated).toEqual([...dated].sort().reverse());
    if (firstNull !== -1) expect(desc.slice(firstNull).every((d) => d === null)).toBe(true);
    const asc = (await getUsers({ sort: { field, desc: false }, limit: 1000 })).items.map((u) => u[column]);
    expect(asc).toEqual([...desc].reverse());
  });

  it('sorts a search by date too', async () => {
    const res = await getUsers({ searchString: 'an', sort: { field: 'regDate', desc: true }, limit: 1000 });
    const dates = res.items.map((u) => u.regDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is readable by every admin status', async () => {
    for (const email of ['admin@demo.local', 'super@demo.local', 'support@demo.local', 'arbitrator@demo.local']) {
      const t = await server.signIn(email);
      expect((await server.call('POST', '/api/v2/User/GetUsers', { token: t, body: {} })).statusCode).toBe(200);
    }
  });
});

describe('POST User/GetUsers (older call)', () => {
  it('resolves users by id list', async () => {
    const live = (await k().selectFrom('users').select('id').where('id', 'in', [1, 2, 3]).where('is_deleted', '=', 0).orderBy('id', 'desc').execute()).map((u) => u.id);
    const res = await getUsers({ userIdList: [3, 1, 2], limit: 10 }, '/api/User/GetUsers');
    expect(res.items.map((u) => u.id)).toEqual(live);
  });
});

describe('POST v2/User/GetUser', () => {
  it('answers the user in focus with profile, verification and e-mail settings', async () => {
    const res = await server.call('POST', '/api/v2/User/GetUser', { token: tokens.support, body: { userId: 10 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 10, isDeleted: false, emailBodyType: expect.stringMatching(/^(html|plainText)$/), identificator: null });
    expect((await server.call('POST', '/api/v2/User/GetUser', { token: tokens.support, body: { userId: 999999 } })).statusCode).toBe(404);
  });
});
