import { sql, type Updateable } from 'kysely';
import type { Dialect, Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { userTypeOf } from '../../../src/domain/users.ts';
import type { UserRow } from './listRepository.ts';

export interface UserExtras {
  nfaList: { serviceType: number; dateEnabled: string | null; dateDisabled: string | null }[];
  lockTypes: number[];
  roles: string[];
  tagIds: number[];
}

/** Locks in force at `nowIso`: without an end, or ending later. */
export function activeLocks(db: Executor, userIds: number[], nowIso: string) {
  return db
    .selectFrom('user_locks')
    .select(['user_id', 'lock_type', 'history_id', 'until'])
    .where('user_id', 'in', userIds)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', nowIso)]))
    .orderBy('user_id')
    .orderBy('lock_type')
    .execute();
}

/**
 * Second factors, locks in force, roles and tags of a page of users: four indexed reads in one
 * statement (the list answers many times a second; each statement has a fixed cost).
 */
export async function userExtras(db: Executor, userIds: number[], nowIso: string, dialect: Dialect = 'sqlite'): Promise<Map<number, UserExtras>> {
  const out = new Map<number, UserExtras>(userIds.map((id) => [id, { nfaList: [], lockTypes: [], roles: [], tagIds: [] }]));
  if (userIds.length === 0) return out;
  const pg = dialect === 'postgres';
  const inPage = (column: string) =>
    pg ? sql`${sql.ref(column)} = ANY(${userIds}::int[])` : sql`${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(userIds)}))`;
  const noDate = pg ? sql`NULL::timestamptz` : sql`NULL`;
  const noText = pg ? sql`NULL::text` : sql`NULL`;
  const noInt = pg ? sql`NULL::int` : sql`NULL`;
  const rows = await sql<{ k: number; u: number; n: number | null; d1: string | null; d2: string | null; r: string | null }>`
    SELECT 0 AS k, user_id AS u, service_type AS n, date_enabled AS d1, date_disabled AS d2, ${noText} AS r FROM user_nfa WHERE ${inPage('user_id')}
    UNION ALL SELECT 1, user_id, lock_type, ${noDate}, ${noDate}, ${noText} FROM user_locks WHERE ${inPage('user_id')} AND (until IS NULL OR until > ${nowIso})
    UNION ALL SELECT 2, user_id, ${noInt}, ${noDate}, ${noDate}, role FROM user_roles WHERE ${inPage('user_id')}
    UNION ALL SELECT 3, user_id, tag_id, ${noDate}, ${noDate}, ${noText} FROM user_tag_links WHERE ${inPage('user_id')}
    ORDER BY 1, 2, 3, 6`.execute(db);
  for (const row of rows.rows) {
    const extras = out.get(row.u);
    if (!extras) continue;
    if (row.k === 0) extras.nfaList.push({ serviceType: row.n!, dateEnabled: row.d1, dateDisabled: row.d2 });
    else if (row.k === 1) extras.lockTypes.push(row.n!);
    else if (row.k === 2) extras.roles.push(row.r!);
    else extras.tagIds.push(row.n!);
  }
  return out;
}

/** A users-list row as the contract's UserListItem. */
export function toListItem(row: UserRow, extras: UserExtras) {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    regDate: row.reg_date,
    lastLoginDate: row.last_login_date,
    verificationRequestDate: row.verification_request_date,
    status: row.status,
    userType: userTypeOf(row.user_type),
    locale: row.locale,
    isBlocked: row.is_blocked === 1,
    isLocked: extras.lockTypes.length > 0,
    lockTypes: extras.lockTypes,
    roles: extras.roles,
    nfaList: extras.nfaList,
    tagIds: extras.tagIds,
    dateDeleted: row.date_deleted,
  };
}

/** Users that exist among `ids` (live ones only unless `includeDeleted`). */
export async function existingUserIds(db: Executor, ids: number[], includeDeleted = false): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let query = db.selectFrom('users').select('id').where('id', 'in', ids);
  if (!includeDeleted) query = query.where('is_deleted', '=', 0);
  return new Set((await query.execute()).map((r) => r.id));
}

/** The whole user row (removed users included), or undefined. */
export function findUserRow(db: Executor, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Changes fields of one user row. */
export async function updateUser(db: Executor, userId: number, changes: Updateable<Database['users']>) {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}
