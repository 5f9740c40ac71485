import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** SQL of the account actions on users: locks, blocks, roles, removal, creation and profile fields. */

type LockHistoryRow = Insertable<Database['user_lock_history']>;

/** Drops the (user, type) lock rows, ended or not, so a new lock can take the key. */
export async function deleteLocksOfType(db: Executor, userIds: number[], lockType: number) {
  await db.deleteFrom('user_locks').where('user_id', 'in', userIds).where('lock_type', '=', lockType).execute();
}

export function insertLockHistory(db: Executor, rows: LockHistoryRow[]) {
  return db.insertInto('user_lock_history').values(rows).returning(['id', 'user_id']).execute();
}

export async function insertLocks(db: Executor, rows: Insertable<Database['user_locks']>[]) {
  await db.insertInto('user_locks').values(rows).execute();
}

/** Marks these lock-history rows as lifted by the admin. */
export async function markHistoryUnblocked(db: Executor, historyIds: number[], at: string, adminId: number) {
  await db.updateTable('user_lock_history').set({ unblocked: 1, date_unblocked: at, unblocked_by_admin_id: adminId }).where('id', 'in', historyIds).execute();
}

export async function deleteLock(db: Executor, userId: number, lockType: number) {
  await db.deleteFrom('user_locks').where('user_id', '=', userId).where('lock_type', '=', lockType).execute();
}

/** Sets the blocked flag where it differs (a conditional update); answers the users changed. */
export async function setBlocked(db: Executor, userIds: number[], blocked: boolean): Promise<number[]> {
  const rows = await db
    .updateTable('users')
    .set({ is_blocked: blocked ? 1 : 0 })
    .where('id', 'in', userIds)
    .where('is_blocked', '=', blocked ? 0 : 1)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Closes the open block rows of the history of these users. */
export async function markBlocksUnblocked(db: Executor, userIds: number[], at: string, adminId: number) {
  await db
    .updateTable('user_lock_history')
    .set({ unblocked: 1, date_unblocked: at, unblocked_by_admin_id: adminId })
    .where('user_id', 'in', userIds)
    .where('kind', '=', 'block')
    .where('unblocked', '=', 0)
    .execute();
}

export async function usersHavingRole(db: Executor, userIds: number[], role: string): Promise<Set<number>> {
  const rows = await db.selectFrom('user_roles').select('user_id').where('user_id', 'in', userIds).where('role', '=', role).execute();
  return new Set(rows.map((r) => r.user_id));
}

export async function insertRoles(db: Executor, userIds: number[], role: string, at: string) {
  await db.insertInto('user_roles').values(userIds.map((id) => ({ user_id: id, role, date_created: at }))).execute();
}

/** Takes the role away; answers the users that had it. */
export async function deleteRoles(db: Executor, userIds: number[], role: string): Promise<number[]> {
  const rows = await db.deleteFrom('user_roles').where('user_id', 'in', userIds).where('role', '=', role).returning('user_id').execute();
  return rows.map((r) => r.user_id);
}

/** Soft delete, only if not removed yet; answers whether this call removed the user. */
export async function softDeleteUser(db: Executor, userId: number, at: string): Promise<boolean> {
  const updated = await db.updateTable('users').set({ is_deleted: 1, date_deleted: at }).where('id', '=', userId).where('is_deleted', '=', 0).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Users holding this user name (any case) or this e-mail. */
export function findUsersByNameOrEmail(db: Executor, userName: string, email: string) {
  return db
    .selectFrom('users')
    .select(['user_name', 'email'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()), eb('email', '=', email)]))
    .execute();
}

export async function insertUser(db: Executor, row: Insertable<Database['users']>): Promise<number> {
  return (await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Who set these lock-history rows (the setting admin's status when an admin set them). */
export async function historySetters(db: Executor, historyIds: number[]) {
  if (!historyIds.length) return [];
  return db
    .selectFrom('user_lock_history as h')
    .leftJoin('admins as a', 'a.id', 'h.admin_id')
    .select(['h.id', 'h.user_id', 'h.source', 'a.admin_status'])
    .where('h.id', 'in', historyIds)
    .execute();
}

/** The blocked users among these, with who set each open block (none when the history has no open block row). */
export async function openBlockSetters(db: Executor, userIds: number[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_lock_history as h', (j) => j.onRef('h.user_id', '=', 'u.id').on('h.kind', '=', 'block').on('h.unblocked', '=', 0))
    .leftJoin('admins as a', 'a.id', 'h.admin_id')
    .select(['u.id as user_id', 'h.id as history_id', 'h.source', 'a.admin_status'])
    .where('u.id', 'in', userIds)
    .where('u.is_blocked', '=', 1)
    .execute();
}
