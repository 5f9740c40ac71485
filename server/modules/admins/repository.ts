import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { LogRefKind } from '../../../src/domain/adminLog.ts';
import { countRows } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';
import { whereInRange } from '../../core/dateRange.ts';

export function findAdmin(db: Executor, id: number) {
  return db.selectFrom('admins').select(['id', 'email', 'user_name', 'admin_status', 'is_blocked']).where('id', '=', id).executeTakeFirst();
}

/** Whether an e-mail or user name is taken (case-insensitively). */
export async function findClash(db: Executor, email: string, userName: string) {
  const rows = await db
    .selectFrom('admins')
    .select(['email', 'user_name'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', email.toLowerCase()), eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase())]))
    .execute();
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    userName: rows.some((r) => r.user_name.toLowerCase() === userName.toLowerCase()),
  };
}

export async function insertAdmin(
  db: Executor,
  row: { email: string; user_name: string; password_hash: string; admin_status: number; settings: string; date_created: string },
) {
  const inserted = await db
    .insertInto('admins')
    .values({ ...row, is_blocked: 0, totp_secret: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setBlocked(db: Executor, id: number, blocked: boolean) {
  await db.updateTable('admins').set({ is_blocked: blocked ? 1 : 0 }).where('id', '=', id).execute();
}

export async function setStatus(db: Executor, id: number, status: number) {
  await db.updateTable('admins').set({ admin_status: status }).where('id', '=', id).execute();
}

/** Ends every open session of an admin at once (blocking); answers how many were open. */
export async function revokeAllTokens(db: Executor, adminId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('admin_tokens')
    .set({ revoked_at: at })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Notification settings

export function listNotificationSettings(db: Executor, adminId: number) {
  return db
    .selectFrom('admin_notification_settings')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('notification_type')
    .orderBy('channel')
    .execute();
}

export function findNotificationSetting(db: Executor, id: number) {
  return db.selectFrom('admin_notification_settings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findNotificationSettingByKey(db: Executor, adminId: number, type: number, channel: number) {
  return db
    .selectFrom('admin_notification_settings')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('notification_type', '=', type)
    .where('channel', '=', channel)
    .executeTakeFirst();
}

export async function insertNotificationSetting(db: Executor, row: { admin_id: number; notification_type: number; channel: number; is_enabled: number }) {
  const inserted = await db.insertInto('admin_notification_settings').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateNotificationSetting(db: Executor, id: number, patch: { channel?: number; is_enabled?: number }) {
  await db.updateTable('admin_notification_settings').set(patch).where('id', '=', id).execute();
}

export async function deleteNotificationSetting(db: Executor, id: number) {
  await db.deleteFrom('admin_notification_settings').where('id', '=', id).execute();
}

// The admin log

export interface AdminLogFilter {
  adminId?: number;
  operationId?: string;
  /** The operations of one area (an empty list matches nothing). */
  operationIds?: string[];
  targetId?: number;
  from?: string;
  to?: string;
}

function filteredLogs(db: Executor, f: AdminLogFilter) {
  let q = db.selectFrom('admin_logs as l');
  q = whereEquals(q, { 'l.admin_id': f.adminId, 'l.operation_id': f.operationId });
  if (f.operationIds !== undefined) q = f.operationIds.length ? q.where('l.operation_id', 'in', f.operationIds) : q.where(sql<boolean>`1 = 0`);
  q = whereInRange(q, 'l.created_at', f.from, f.to);
  if (f.targetId !== undefined) {
    // target_ids is a JSON array of numbers (or strings); match the id as a whole element.
    const id = String(f.targetId);
    q = q.where((eb) =>
      eb.or([
        eb('l.target_ids', '=', `[${id}]`),
        eb('l.target_ids', 'like', `[${id},%`),
        eb('l.target_ids', 'like', `%,${id},%`),
        eb('l.target_ids', 'like', `%,${id}]`),
        eb('l.target_ids', 'like', `%"${id}"%`),
      ]),
    );
  }
  return q;
}

export function listLogs(db: Executor, f: AdminLogFilter, offset: number, limit: number) {
  return filteredLogs(db, f)
    .leftJoin('admins as a', 'a.id', 'l.admin_id')
    .select(['l.id', 'l.admin_id', 'a.email', 'l.operation_id', 'l.target_ids', 'l.before_state', 'l.after_state', 'l.ip', 'l.created_at'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countLogs(db: Executor, f: AdminLogFilter): Promise<number> {
  return countRows(filteredLogs(db, f));
}

/** One page of staff accounts, oldest first. */
export function listAdmins(db: Executor, offset: number, limit: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'user_name', 'email', 'admin_status', 'is_blocked', 'date_created'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function countAdmins(db: Executor): Promise<number> {
  return countRows(db.selectFrom('admins'));
}

/**
 * The names of what one page of the log refers to, by kind (issue 25 item 12): one query per kind
 * with ids, on primary keys; removed users and methods keep their names.
 */
export async function namesOf(db: Executor, ids: Record<LogRefKind, number[]>): Promise<Record<LogRefKind, Map<number, string>>> {
  const pick = async (list: number[], read: (list: number[]) => Promise<{ id: number; name: string | null }[]>) =>
    new Map(list.length ? (await read(list)).filter((r) => r.name !== null).map((r) => [r.id, r.name as string] as const) : []);
  const [user, admin, currency, paymentMethod, market] = await Promise.all([
    pick(ids.user, (l) => db.selectFrom('users').select(['id', 'user_name as name']).where('id', 'in', l).execute()),
    pick(ids.admin, (l) => db.selectFrom('admins').select(['id', 'email as name']).where('id', 'in', l).execute()),
    pick(ids.currency, (l) => db.selectFrom('currencies').select(['id', 'title as name']).where('id', 'in', l).execute()),
    pick(ids.paymentMethod, (l) => db.selectFrom('payment_methods').select(['id', 'name']).where('id', 'in', l).execute()),
    pick(ids.market, (l) =>
      db
        .selectFrom('markets as m')
        .innerJoin('currencies as b', 'b.id', 'm.base_currency_id')
        .innerJoin('currencies as d', 'd.id', 'm.derived_currency_id')
        .select(['m.id', sql<string>`${sql.ref('b.title')} || '/' || ${sql.ref('d.title')}`.as('name')])
        .where('m.id', 'in', l)
        .execute(),
    ),
  ]);
  return { user, admin, currency, paymentMethod, market };
}
