import type { Executor } from '../../db/database.ts';


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
  const total = getTotal ? Number((await db.selectFrom('user_lock_history').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n) : 0;
  return { rows, total };
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
  const total = getTotal ? Number((await db.selectFrom('user_nfa_history').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n) : 0;
  return { rows, total };
}

export async function userActions(
  db: Executor,
  q: { userId: number; from?: string; to?: string; offset: number; limit: number; getTotal: boolean },
) {
  let base = db.selectFrom('user_actions').where('user_id', '=', q.userId);
  if (q.from) base = base.where('date_created', '>=', q.from);
  if (q.to) base = base.where('date_created', '<=', q.to);
  const rows = await base.selectAll().orderBy('date_created', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  const total = q.getTotal ? Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) : 0;
  return { rows, total };
}

export async function twoFaCodes(db: Executor, userId: number, offset: number, limit: number) {
  const base = db.selectFrom('user_2fa_codes').where('user_id', '=', userId);
  const rows = await base.selectAll().orderBy('date_created', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { rows, total: Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) };
}
