import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_TOTAL_CAP } from '../../src/domain/users.ts';
import { selectiveThreshold } from '../../server/modules/users/listRepository.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * With enough users for every plan of the list to run: broad searches (more matches than the
 * selective threshold walk the sort index), capped totals (more than USERS_TOTAL_CAP matches) and
 * selective ones (read the matches and sort them). Each page is checked against a plain SQL reference.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ users: 22_000 });
  token = await server.signIn('support@demo.local');
  // 22,000 seeded users (a template built once per code version): longer than the suite's hook limit
  // when the template is built on a loaded machine beside the browser suite.
}, 420_000);
afterAll(() => server?.close());

const getUsers = async (body: Record<string, unknown>) => {
  const res = await server.call('POST', '/api/v2/User/GetUsers', { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number }[]; total: number; totalCapped: boolean };
};

const COLUMN = { default: 'id', regDate: 'reg_date', lastLoginDate: 'last_login_date', verificationRequestDate: 'verification_request_date' } as const;

/** The same page by brute force: LIKE over every live user, sorted with missing dates last. */
async function reference(search: string, field: keyof typeof COLUMN, desc: boolean, offset: number, limit: number) {
  const pattern = search.length < 3 ? `${search}%` : `%${search}%`;
  const dir = sql.raw(desc ? 'DESC' : 'ASC');
  const order = field === 'default'
    ? sql`u.id ${dir}`
    : sql`${sql.ref(`u.${COLUMN[field]}`)} ${dir} ${sql.raw(desc ? 'NULLS LAST' : 'NULLS FIRST')}, u.id ${dir}`;
  const where = sql`u.is_deleted = 0 AND (lower(u.user_name) LIKE ${pattern} OR lower(u.email) LIKE ${pattern})`;
  const rows = await sql<{ id: number }>`SELECT u.id FROM users u WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(server.db.kysely);
  const total = await sql<{ n: number }>`SELECT count(*) AS n FROM users u WHERE ${where}`.execute(server.db.kysely);
  return { ids: rows.rows.map((r) => r.id), total: Number(total.rows[0]!.n) };
}

describe('the users list at scale', () => {
  it.each([
    ['com', 'regDate', true],
    ['com', 'lastLoginDate', false],
    ['mail', 'verificationRequestDate', true],
    ['an', 'lastLoginDate', true],
    ['an', 'default', true],
    ['zo', 'regDate', false],
    ['petrov', 'lastLoginDate', true],
    ['anna', 'verificationRequestDate', true],
    ['anna', 'default', false],
    ['smith1', 'regDate', true],
  ] as const)('search %s sorted by %s (desc %s) matches the brute-force page and count', async (search, field, desc) => {
    for (const offset of [0, 40]) {
      const expected = await reference(search, field, desc, offset, 20);
      const res = await getUsers({ searchString: search, sort: { field, desc }, offset, limit: 20, getTotal: true });
      expect(res.items.map((u) => u.id)).toEqual(expected.ids);
      expect(res.total).toBe(Math.min(expected.total, USERS_TOTAL_CAP));
      expect(res.totalCapped).toBe(expected.total > USERS_TOTAL_CAP);
    }
  });

  it('exercises every plan: capped counts, broad walks and selective joins', async () => {
    const live = (await reference('', 'default', true, 0, 1)).total;
    const threshold = selectiveThreshold(0, 20, live);
    expect((await reference('com', 'default', true, 0, 1)).total).toBeGreaterThan(Math.max(threshold, USERS_TOTAL_CAP));
    expect((await reference('mail', 'default', true, 0, 1)).total).toBeGreaterThan(threshold);
    const selective = (await reference('smith1', 'default', true, 0, 1)).total;
    expect(selective).toBeLessThanOrEqual(threshold);
    expect(selective).toBeGreaterThan(20);
  });

  it('counts a broad tag filter up to the cap and pages it like the reference', async () => {
    const tag = await server.db.kysely.selectFrom('user_tag_links').select('tag_id').groupBy('tag_id').orderBy('tag_id').executeTakeFirstOrThrow();
    const res = await getUsers({ userTagList: [tag.tag_id], sort: { field: 'regDate' }, limit: 20, getTotal: true });
    const expected = await sql<{ id: number }>`SELECT u.id FROM users u WHERE u.is_deleted = 0 AND EXISTS (SELECT 1 FROM user_tag_links t WHERE t.user_id = u.id AND t.tag_id = ${tag.tag_id})
      ORDER BY u.reg_date DESC, u.id DESC`.execute(server.db.kysely);
    expect(res.items.map((u) => u.id)).toEqual(expected.rows.slice(0, 20).map((r) => r.id));
    expect(res.total).toBe(Math.min(expected.rows.length, USERS_TOTAL_CAP));
  });

  it('selects all users matching a broad filter for a bulk action', async () => {
    const expected = await reference('petrov', 'default', true, 0, 100_000);
    // Users already under this lock (the seed has some) keep it and are not counted.
    const before = await sql<{ n: number }>`SELECT count(*) AS n FROM user_locks l JOIN users u ON u.id = l.user_id
      WHERE l.lock_type = 12 AND u.is_deleted = 0 AND (lower(u.user_name) LIKE '%petrov%' OR lower(u.email) LIKE '%petrov%') AND (l.until IS NULL OR l.until > ${server.clock.now().toISOString()})`.execute(server.db.kysely);
    const res = await server.call('PUT', '/api/v2/User/UsersLock', { token, body: { selectAll: true, filter: { searchString: 'petrov' }, lockType: 12 } });
    expect(res.json()).toEqual({ success: true, affected: expected.total - Number(before.rows[0]!.n) });
    const locked = await getUsers({ searchString: 'petrov', filters: { lockTypes: [12] }, getTotal: true });
    expect(locked.total).toBe(Math.min(expected.total, USERS_TOTAL_CAP));
    expect(locked.totalCapped).toBe(expected.total > USERS_TOTAL_CAP);
  });
});
