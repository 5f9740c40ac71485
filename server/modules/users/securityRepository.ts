import type { Executor } from '../../db/database.ts';
import { countRows } from '../../core/countRows.ts';

/** How many rows of a user's history table belong to the user. */
function countOfUser(db: Executor, table: 'user_lock_history' | 'user_nfa_history', userId: number) {
  return countRows(db.selectFrom(table).where('user_id', '=', userId));
}

/** A user's locks and blocks, newest first, with the e-mails of whoever put them on. */
export async function lockHistory(db: Executor, userId: number, offset: number, limit: number, getTotal: boolean) {
  const rows = await db
    .selectFrom('user_lock_history as h')
    .leftJoin('admins as a', 'a.id', 'h.admin_id')
    .leftJoin('admins as r', 'r.id', 'h.arbitrator_id')
    .selectAll('h')
    .select(['a.email as admin_email', 'r.email as arbitrator_email'])
    .where('h.user_id', '=', userId)
    .orderBy('h.date_created', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: getTotal ? await countOfUser(db, 'user_lock_history', userId) : 0 };
}

export function ipWhitelist(db: Executor, userId: number) {
  return db.selectFrom('user_ip_whitelist').selectAll().where('user_id', '=', userId).orderBy('date_created').orderBy('id').execute();
}

export function userNfa(db: Executor, userId: number) {
  return db.selectFrom('user_nfa').selectAll().where('user_id', '=', userId).orderBy('service_type').execute();
}

/** On again: dateEnabled moves past dateDisabled (one row per user and service). */
export async function enableNfa(db: Executor, userId: number, serviceType: number, exists: boolean, at: string) {
  if (exists) {
    await db.updateTable('user_nfa').set({ date_enabled: at }).where('user_id', '=', userId).where('service_type', '=', serviceType).execute();
  } else {
    await db.insertInto('user_nfa').values({ user_id: userId, service_type: serviceType, date_enabled: at, date_disabled: null }).execute();
  }
}

export async function disableNfa(db: Executor, userId: number, serviceType: number, at: string) {
  await db.updateTable('user_nfa').set({ date_disabled: at }).where('user_id', '=', userId).where('service_type', '=', serviceType).execute();
}

export async function nfaHistory(db: Executor, userId: number, offset: number, limit: number, getTotal: boolean) {
  const rows = await db
    .selectFrom('user_nfa_history')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: getTotal ? await countOfUser(db, 'user_nfa_history', userId) : 0 };
}

export async function userActions(
  db: Executor,
  q: { userId: number; from?: string; to?: string; offset: number; limit: number; getTotal: boolean },
) {
  let base = db.selectFrom('user_actions').where('user_id', '=', q.userId);
  if (q.from) base = base.where('date_created', '>=', q.from);
  if (q.to) base = base.where('date_created', '<=', q.to);
  const rows = await base.selectAll().orderBy('date_created', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  const total = q.getTotal ? await countRows(base) : 0;
  return { rows, total };
}

export async function twoFaCodes(db: Executor, userId: number, offset: number, limit: number) {
  const base = db.selectFrom('user_2fa_codes').where('user_id', '=', userId);
  const rows = await base.selectAll().orderBy('date_created', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { rows, total: await countRows(base) };
}

/** Adds the IP to the user's whitelist; undefined when it was listed already. */
export function insertIp(db: Executor, userId: number, ip: string, adminId: number, at: string) {
  return db
    .insertInto('user_ip_whitelist')
    .values({ user_id: userId, ip, admin_id: adminId, date_created: at })
    .onConflict((oc) => oc.columns(['user_id', 'ip']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Removes the IP; answers whether it was listed. */
export async function deleteIp(db: Executor, userId: number, ip: string): Promise<boolean> {
  const deleted = await db.deleteFrom('user_ip_whitelist').where('user_id', '=', userId).where('ip', '=', ip).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function clearIps(db: Executor, userId: number) {
  await db.deleteFrom('user_ip_whitelist').where('user_id', '=', userId).execute();
}

export async function insertNfaHistory(db: Executor, userId: number, serviceType: number, action: 'enabled' | 'disabled', adminId: number, at: string) {
  await db.insertInto('user_nfa_history').values({ user_id: userId, service_type: serviceType, action, admin_id: adminId, date_created: at }).execute();
}

export function apiClients(db: Executor, userId: number) {
  return db.selectFrom('user_api_clients').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
