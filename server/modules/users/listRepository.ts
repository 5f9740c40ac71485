import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Dialect, Executor } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import { USER_COUNT_DELETED, USER_COUNT_LIVE } from '../../db/userSearch.ts';
import type { UserRole, UserSortField } from '../../../src/domain/users.ts';
import { containsPattern, likeEscape } from '../../core/likePattern.ts';

/** Filters of the users list (contract: UserListFilters). */
export interface UserListFilters {
  isBlocked?: boolean;
  isLocked?: boolean;
  lockTypes?: number[];
  roles?: UserRole[];
  regDateFrom?: string;
  regDateTo?: string;
}

/** Which users: the list's filters (also the selection of a bulk action). */
export interface UserCriteria {
  /** Removed users (the deleted-users list) instead of the live ones. */
  deleted: boolean;
  filters?: UserListFilters;
  userIdList?: number[];
  userTagList?: number[];
  searchString?: string;
  userName?: string;
}

export interface UserListQuery extends UserCriteria {
  sort: { field: UserSortField; desc: boolean };
  offset: number;
  limit: number;
  getTotal: boolean;
  /** With criteria, the total is counted up to this many matches (the answer says when there are more). */
  totalCap: number;
}

export interface UserListPage {
  rows: UserRow[];
  /** 0 unless getTotal. */
  total: number;
  totalCapped: boolean;
}

/** The columns of a users-list row (ROW_COLUMNS). */
export type UserRow = Pick<
  Selectable<UsersTable>,
  'id' | 'user_name' | 'email' | 'status' | 'user_type' | 'locale' | 'reg_date' | 'last_login_date' | 'verification_request_date' | 'is_blocked' | 'date_deleted'
>;

/**
 * Where reading the matches and sorting them (about 1.5 µs per match) costs as much as walking the
 * sort index and checking each row (about 1.4 µs per row, (offset + limit) / density rows): near
 * sqrt((offset + limit) × users) matches. Bounded so the count that decides stays cheap.
 */
export function selectiveThreshold(offset: number, limit: number, liveUsers: number): number {
  return Math.min(3000, Math.max(500, Math.round(Math.sqrt((offset + limit) * Math.max(liveUsers, 1)))));
}

const SORT_COLUMN: Record<UserSortField, string> = {
  default: 'id',
  regDate: 'reg_date',
  lastLoginDate: 'last_login_date',
  verificationRequestDate: 'verification_request_date',
};
const SORT_INDEX: Record<Exclude<UserSortField, 'default'>, string> = {
  regDate: 'users_deleted_reg_date',
  lastLoginDate: 'users_deleted_last_login_date',
  verificationRequestDate: 'users_deleted_verification_request_date',
};

const ROW_COLUMNS = sql.raw(
  'u.id, u.user_name, u.email, u.status, u.user_type, u.locale, u.reg_date, u.last_login_date, u.verification_request_date, u.is_blocked, u.date_deleted',
);

/** A parsed search string: what it can match. */
interface Search {
  text: string;
  /** The id it names when it is a whole number. */
  id: number | null;
}

function parseSearch(raw: string | undefined): Search | null {
  const text = raw?.trim().toLowerCase() ?? '';
  if (!text) return null;
  const id = /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
  return { text, id };
}

/** The smallest string greater than every string starting with `prefix` (for an index range). */
function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1)) + String.fromCodePoint(last + 1);
}

/** An FTS5 phrase: the text in double quotes, inner quotes doubled, so nothing in it is syntax. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

interface Source {
  /** A subquery of the ids satisfying the criterion (column `id`), to drive a selective query. */
  ids: RawBuilder<unknown>;
  /** The same criterion as a condition on the row `u`, cheap to check while walking an index. */
  row: RawBuilder<unknown>;
  /** The FTS5 query when the criterion is the search index. */
  fts?: string;
  /**
   * Exactly the matching live users (no removed ones, no repeats), besides `extraId`: such a source
   * alone counts, orders by id and pages without touching users (the search index, blocked users).
   */
  exactIds?: RawBuilder<unknown>;
  /** One more id that matches when it is a live user (a search for a number: that user's id). */
  extraId?: number;
  /**
   * Ids (possibly of removed users, possibly a subset of the matches, never repeated) that count
   * without touching users: when they pass cap + every removed user, the live matches pass the cap.
   */
  lowerBound?: RawBuilder<unknown>;
}

interface Plan {
  /** Criteria that can drive a query (an id list, the search index, the small tables of tags, locks and roles). */
  sources: Source[];
  /** Criteria on the row only, `u.is_deleted = …` first. */
  predicates: RawBuilder<unknown>[];
}

/**
 * Users linked to any of `values` through a small link table (roles, tags). DISTINCT only when a user can match
 * twice; with one value the ids are never repeated, so they bound the count from below.
 */
function linkedUsers(table: 'user_roles' | 'user_tag_links', column: 'role' | 'tag_id', values: readonly (string | number)[]): Source {
  const [from, field] = [sql.raw(table), sql.raw(column)];
  const ids = sql`SELECT ${sql.raw(values.length > 1 ? 'DISTINCT ' : '')}user_id AS id FROM ${from} WHERE ${field} IN (${sql.join(values)})`;
  return {
    ids,
    row: sql`EXISTS (SELECT 1 FROM ${from} link WHERE link.user_id = u.id AND link.${field} IN (${sql.join(values)}))`,
    lowerBound: values.length === 1 ? ids : undefined,
  };
}

/** 0/1 as literals, not parameters: SQLite uses a partial index only for a literal it can match. */
const flag = (on: boolean) => sql.raw(on ? '1' : '0');

/**
 * Turns the criteria into sources and row predicates. The same plan serves the page, the count
 * and the bulk selection, on both dialects.
 */
function planFor(dialect: Dialect, c: UserCriteria, nowIso: string): Plan {
  const sources: Source[] = [];
  const predicates: RawBuilder<unknown>[] = [sql`u.is_deleted = ${flag(c.deleted)}`];
  const f = c.filters ?? {};
  const pg = dialect === 'postgres';

  if (c.userIdList) {
    sources.push({
      ids: pg ? sql`SELECT unnest(${c.userIdList}::int[]) AS id` : sql`SELECT value AS id FROM json_each(${JSON.stringify(c.userIdList)})`,
      row: c.userIdList.length ? sql`u.id IN (${sql.join(c.userIdList)})` : sql`1 = 0`,
    });
  }
  if (c.userName !== undefined) {
    const name = c.userName.trim().toLowerCase();
    sources.push({ ids: sql`SELECT id FROM users WHERE lower(user_name) = ${name}`, row: sql`lower(u.user_name) = ${name}` });
  }
  const search = parseSearch(c.searchString);
  if (search) {
    const idMatch = search.id === null ? sql`` : sql` OR u.id = ${search.id}`;
    const short = [...search.text].length < 3;
    const pattern = short ? `${likeEscape(search.text)}%` : containsPattern(search.text);
    // PostgreSQL: the trigram index on the stored lower-cased search text answers LIKE '%…%'
    // (migration 0220; a text with a newline, which joins its two parts, reads the columns);
    // 1–2 characters: prefix on lower(). SQLite's LIKE ignores ASCII case by itself (no lower()
    // call per row while walking an index).
    const row = pg
      ? short
        ? sql`(lower(u.user_name) LIKE ${pattern} OR lower(u.email) LIKE ${pattern}${idMatch})`
        : search.text.includes('\n')
          ? sql`(u.user_name ILIKE ${pattern} OR u.email ILIKE ${pattern}${idMatch})`
          : sql`(u.search_text LIKE lower(${pattern})${idMatch})`
      : sql`(u.user_name LIKE ${pattern} ESCAPE '\\' OR u.email LIKE ${pattern} ESCAPE '\\'${idMatch})`;
    if (short) {
      // A trigram index needs three characters: one or two match the beginning, on the lower() indexes.
      const end = prefixEnd(search.text);
      sources.push({
        ids: sql`SELECT id FROM users WHERE lower(user_name) >= ${search.text} AND lower(user_name) < ${end}
          UNION SELECT id FROM users WHERE lower(email) >= ${search.text} AND lower(email) < ${end}
          ${search.id === null ? sql`` : sql`UNION SELECT ${search.id}`}`,
        row,
        lowerBound: sql`SELECT id FROM users WHERE lower(user_name) >= ${search.text} AND lower(user_name) < ${end}`,
      });
    } else {
      const phrase = ftsPhrase(search.text);
      sources.push({
        ids: search.id === null
          ? sql`SELECT rowid AS id FROM users_fts WHERE users_fts MATCH ${phrase}`
          : sql`SELECT rowid AS id FROM users_fts WHERE users_fts MATCH ${phrase} UNION SELECT ${search.id}`,
        row,
        fts: phrase,
        exactIds: sql`SELECT rowid AS id FROM users_fts WHERE users_fts MATCH ${phrase}`,
        extraId: search.id ?? undefined,
      });
    }
  }
  if (f.isBlocked === true) {
    // The partial index of blocked users (the planner would not pick it over an is_deleted index).
    const blocked = pg ? sql`users` : sql`users INDEXED BY users_blocked`;
    sources.push({
      ids: c.deleted ? sql`SELECT id FROM users WHERE is_blocked = 1 AND is_deleted = 1` : sql`SELECT id FROM ${blocked} WHERE is_blocked = 1 AND is_deleted = 0`,
      row: sql`u.is_blocked = 1`,
      exactIds: c.deleted ? undefined : sql`SELECT id FROM ${blocked} WHERE is_blocked = 1 AND is_deleted = 0`,
    });
  }
  if (f.isBlocked === false) predicates.push(sql`u.is_blocked = 0`);
  const activeLock = sql`(l.until IS NULL OR l.until > ${nowIso})`;
  if (f.lockTypes?.length) {
    const types = sql`l.lock_type IN (${sql.join(f.lockTypes)})`;
    const ids = sql`SELECT ${sql.raw(f.lockTypes.length > 1 ? 'DISTINCT ' : '')}l.user_id AS id FROM user_locks l WHERE ${types} AND ${activeLock}`;
    sources.push({
      ids,
      row: sql`EXISTS (SELECT 1 FROM user_locks l WHERE l.user_id = u.id AND ${types} AND ${activeLock})`,
      lowerBound: f.lockTypes.length === 1 ? ids : undefined,
    });
  } else if (f.isLocked === true) {
    sources.push({
      ids: sql`SELECT DISTINCT l.user_id AS id FROM user_locks l WHERE ${activeLock}`,
      row: sql`EXISTS (SELECT 1 FROM user_locks l WHERE l.user_id = u.id AND ${activeLock})`,
    });
  }
  if (f.isLocked === false) predicates.push(sql`NOT EXISTS (SELECT 1 FROM user_locks l WHERE l.user_id = u.id AND ${activeLock})`);
  if (f.roles?.length) sources.push(linkedUsers('user_roles', 'role', f.roles));
  if (c.userTagList?.length) sources.push(linkedUsers('user_tag_links', 'tag_id', c.userTagList));
  if (f.regDateFrom) predicates.push(sql`u.reg_date >= ${f.regDateFrom}`);
  if (f.regDateTo) predicates.push(sql`u.reg_date <= ${f.regDateTo}`);
  return { sources, predicates };
}

function orderBy(field: UserSortField, desc: boolean, alias = 'u'): RawBuilder<unknown> {
  const dir = desc ? 'DESC' : 'ASC';
  if (field === 'default') return sql.raw(`${alias}.id ${dir}`);
  const column = `${alias}.${SORT_COLUMN[field]}`;
  // Both dialects put missing dates last when descending and first when ascending (SQLite's own
  // order, which its indexes give; PostgreSQL has indexes declared that way).
  const nulls = field === 'regDate' ? '' : desc ? ' NULLS LAST' : ' NULLS FIRST';
  return sql.raw(`${column} ${dir}${nulls}, ${alias}.id ${dir}`);
}

const and = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` AND `);

/** Live or removed users in total, kept by triggers (db/userSearch.ts); null when missing. */
async function storedCount(db: Executor, deleted: boolean): Promise<number | null> {
  const row = await sql<{ n: number }>`SELECT n FROM table_counts WHERE name = ${deleted ? USER_COUNT_DELETED : USER_COUNT_LIVE}`.execute(db);
  return row.rows[0] ? Number(row.rows[0].n) : null;
}

/**
 * A page of the users list, and its total when asked: exact for the unfiltered list (the stored
 * count), otherwise counted up to `totalCap` (`totalCapped` when there are more).
 *
 * SQLite has no statistics about the search index or the small tables, so the plan is chosen here
 * from a count of the matches, stopped at the selective threshold:
 * - the newest-first list of a search reads the search index by rowid (= user id), one page long;
 * - few matches: read them, join the users, sort;
 * - many: walk the sort index (or the table by rowid) in order and check each row against every
 *   criterion, which stops after about (offset + limit) / density rows;
 * - removed users (few) are always walked through the is_deleted index.
 */
export async function listUsers(db: Executor, dialect: Dialect, q: UserListQuery, nowIso: string): Promise<UserListPage> {
  const plan = planFor(dialect, q, nowIso);
  const order = orderBy(q.sort.field, q.sort.desc);
  const page = sql`ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`;
  const unfiltered = plan.sources.length === 0 && plan.predicates.length === 1;
  const allRows = and([...plan.predicates, ...plan.sources.map((s) => s.row)]);
  const capped = async (from: RawBuilder<unknown>, cap: number) =>
    Number((await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM ${from} LIMIT ${cap + 1}) c`.execute(db)).rows[0]!.n);
  const result = (rows: UserRow[], matches: number | null): UserListPage => {
    if (!q.getTotal || matches === null) return { rows, total: 0, totalCapped: false };
    if (unfiltered) return { rows, total: matches, totalCapped: false };
    return { rows, total: Math.min(matches, q.totalCap), totalCapped: matches > q.totalCap };
  };
  const empty = result([], 0);

  if (unfiltered) {
    const stored = q.getTotal ? await storedCount(db, q.deleted) : null;
    const from = dialect === 'sqlite' && q.sort.field !== 'default' ? sql`users u INDEXED BY ${sql.raw(SORT_INDEX[q.sort.field])}` : sql`users u`;
    // `+` keeps SQLite from choosing an is_deleted index over the rowid order of the default sort.
    const live = dialect === 'sqlite' && q.sort.field === 'default' && !q.deleted ? sql`+u.is_deleted = 0` : plan.predicates[0]!;
    const fromDeleted = dialect === 'sqlite' && q.deleted && q.sort.field === 'default' ? sql`users u INDEXED BY users_deleted_reg_date` : from;
    const rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM ${fromDeleted} WHERE ${live} ${page}`.execute(db);
    const total = !q.getTotal ? null : (stored ?? Number((await sql<{ n: number }>`SELECT count(*) AS n FROM users u WHERE ${plan.predicates[0]!}`.execute(db)).rows[0]!.n));
    return result(rows.rows, total);
  }

  if (dialect === 'postgres') {
    const count = q.getTotal ? await capped(sql`users u WHERE ${allRows}`, q.totalCap) : null;
    if (count === 0) return empty;
    const rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM users u WHERE ${allRows} ${page}`.execute(db);
    return result(rows.rows, count);
  }

  const walk = q.sort.field === 'default' ? sql`users u` : sql`users u INDEXED BY ${sql.raw(SORT_INDEX[q.sort.field])}`;
  if (q.deleted) {
    const count = q.getTotal ? await capped(sql`users u INDEXED BY users_deleted_reg_date WHERE ${allRows}`, q.totalCap) : null;
    if (count === 0) return empty;
    const from = q.sort.field === 'default' ? sql`users u INDEXED BY users_deleted_reg_date` : walk;
    const rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM ${from} WHERE ${allRows} ${page}`.execute(db);
    return result(rows.rows, count);
  }

  const live = q.sort.field === 'default' ? sql`+u.is_deleted = 0` : sql`u.is_deleted = 0`;
  const [driver, ...others] = plan.sources;
  const walkRows = and([live, ...plan.predicates.slice(1), ...plan.sources.map((s) => s.row)]);
  if (!driver) {
    const count = q.getTotal ? await capped(sql`${walk} WHERE ${walkRows}`, q.totalCap) : null;
    if (count === 0) return empty;
    const rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM ${walk} WHERE ${walkRows} ${page}`.execute(db);
    return result(rows.rows, count);
  }

  const joinRows = and([...plan.predicates, ...others.map((s) => s.row)]);
  const alone = others.length === 0 && plan.predicates.length === 1;
  // The newest-first order of an index that yields ids in order needs no plan.
  const inIndexOrder = q.sort.field === 'default' && (alone ? driver.exactIds !== undefined : driver.fts !== undefined && driver.extraId === undefined);
  const threshold = inIndexOrder ? 0 : selectiveThreshold(q.offset, q.limit, (await storedCount(db, false)) ?? 0);
  const totalTo = q.getTotal ? q.totalCap : 0;

  // The search index (or the blocked-users index) alone: one read of its ids serves the count, the
  // plan and, for few matches or the newest-first order, the page itself.
  if (alone && driver.exactIds) {
    const dir = q.sort.desc ? 'DESC' : 'ASC';
    const want = q.sort.field === 'default' ? Math.max(totalTo, q.offset + q.limit) : Math.max(totalTo, threshold);
    const ordered = q.sort.field === 'default' ? sql.raw(` ORDER BY id ${dir}`) : sql``;
    // One JSON array rather than a row per id: thousands of ids cross into JavaScript 3× faster.
    const found = await sql<{ ids: string }>`SELECT json_group_array(id) AS ids FROM (SELECT id FROM (${driver.exactIds})${ordered} LIMIT ${want + 1})`.execute(db);
    const ids = JSON.parse(found.rows[0]!.ids) as number[];
    if (driver.extraId !== undefined && !ids.includes(driver.extraId)) {
      const extra = await sql<{ id: number }>`SELECT id FROM users WHERE id = ${driver.extraId} AND is_deleted = 0`.execute(db);
      if (extra.rows.length) {
        const complete = ids.length <= want;
        ids.push(driver.extraId);
        if (q.sort.field === 'default') {
          ids.sort((a, b) => (q.sort.desc ? b - a : a - b));
          // Past the last id read, the extra one is only known to belong when every match was read.
          if (!complete && ids[ids.length - 1] === driver.extraId) ids.pop();
        }
      }
    }
    const count = ids.length;
    if (count === 0) return empty;
    if (q.sort.field === 'default' || count <= threshold) {
      const pageIds = q.sort.field === 'default' ? ids.slice(q.offset, q.offset + q.limit) : ids;
      if (pageIds.length === 0) return result([], count);
      const rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM json_each(${JSON.stringify(pageIds)}) j CROSS JOIN users u ON u.id = j.value
        WHERE u.is_deleted = 0 ${q.sort.field === 'default' ? sql`ORDER BY ${order} LIMIT ${q.limit}` : page}`.execute(db);
      return result(rows.rows, count);
    }
    const rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM ${walk} WHERE ${walkRows} ${page}`.execute(db);
    return result(rows.rows, count);
  }

  const countTo = Math.max(threshold, totalTo);
  const count = countTo === 0
    ? null
    : ((await surelyOverCap(db, driver, alone, countTo)) ?? (await capped(sql`(${driver.ids}) d CROSS JOIN users u ON u.id = d.id WHERE ${joinRows}`, countTo)));
  if (count === 0) return empty;

  let rows;
  if (inIndexOrder) {
    // The search index yields ids in order, so the newest-first list stops after one page.
    rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM users_fts f CROSS JOIN users u ON u.id = f.rowid
      WHERE f.users_fts MATCH ${driver.fts} AND ${joinRows}
      ORDER BY ${sql.raw(`f.rowid ${q.sort.desc ? 'DESC' : 'ASC'}`)} LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  } else if (count! <= threshold) {
    rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM (${driver.ids}) d CROSS JOIN users u ON u.id = d.id WHERE ${joinRows} ${page}`.execute(db);
  } else {
    rows = await sql<UserRow>`SELECT ${ROW_COLUMNS} FROM ${walk} WHERE ${walkRows} ${page}`.execute(db);
  }
  return result(rows.rows, count);
}

/**
 * Counting live matches past the cap means a join to users per match (about 1 µs each, 10 ms at
 * the cap). When the source alone, which can include removed users, has more ids than the cap plus
 * every removed user, at least cap + 1 of them are live: the answer is "over the cap" at once.
 */
async function surelyOverCap(db: Executor, source: Source, alone: boolean, cap: number): Promise<number | null> {
  if (!alone || !source.lowerBound) return null;
  const removed = (await storedCount(db, true)) ?? Number.POSITIVE_INFINITY;
  if (!Number.isFinite(removed)) return null;
  const limit = cap + removed + 1;
  const raw = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM (${source.lowerBound}) b LIMIT ${limit}) c`.execute(db)).rows[0]!.n);
  return raw >= limit ? cap + 1 : null;
}

/** Ids of the users matching the criteria (a bulk action's "select all"), ascending, at most `max` + 1. */
export async function selectUserIds(db: Executor, dialect: Dialect, c: UserCriteria, nowIso: string, max: number): Promise<number[]> {
  const plan = planFor(dialect, c, nowIso);
  const where = and([...plan.predicates, ...plan.sources.map((s) => s.row)]);
  const rows = await sql<{ id: number }>`SELECT u.id FROM users u WHERE ${where} ORDER BY u.id LIMIT ${max + 1}`.execute(db);
  return rows.rows.map((r) => r.id);
}
