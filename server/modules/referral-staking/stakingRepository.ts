import type { Executor } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import type { StakingLogsTable, StakingSettingsTable } from '../../db/schema.ts';
import { whereInRange } from '../../core/dateRange.ts';
import { newestFirst, pageWithTotalIfAsked } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';

export async function listSettings(db: Executor, f: { onlyEnabled: boolean; currencyId?: number }) {
  return db
    .selectFrom('staking_settings')
    .selectAll()
    .$if(f.onlyEnabled, (q) => q.where('is_enabled', '=', 1))
    .$if(f.currencyId !== undefined, (q) => q.where('currency_id', '=', f.currencyId!))
    .orderBy('currency_id')
    .orderBy('is_enabled', 'desc')
    .orderBy('id')
    .execute();
}

export async function findSettings(db: Executor, id: number) {
  return db.selectFrom('staking_settings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The enabled tier of a currency starting at exactly this balance (amounts are stored normalised). */
export async function findEnabledTier(db: Executor, currencyId: number, balanceFrom: string) {
  return db
    .selectFrom('staking_settings')
    .selectAll()
    .where('currency_id', '=', currencyId)
    .where('is_enabled', '=', 1)
    .where('balance_from', '=', balanceFrom)
    .executeTakeFirst();
}

export async function insertSettings(db: Executor, row: Omit<StakingSettingsTable, 'id' | 'is_enabled' | 'date_removed'>) {
  const inserted = await db.insertInto('staking_settings').values({ ...row, is_enabled: 1, date_removed: null }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Disables settings still enabled; 0 when another request removed them first. */
export async function disableSettings(db: Executor, id: number, at: string) {
  const result = await db.updateTable('staking_settings').set({ is_enabled: 0, date_removed: at }).where('id', '=', id).where('is_enabled', '=', 1).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function currencyExists(db: Executor, id: number) {
  return !!(await db.selectFrom('currencies').select('id').where('id', '=', id).executeTakeFirst());
}

export async function userSwitches(db: Executor, userId: number) {
  return db.selectFrom('user_staking').selectAll().where('user_id', '=', userId).execute();
}

export async function writeUserSwitch(db: Executor, row: { user_id: number; currency_id: number; is_enabled: number; date_updated: string }) {
  await db
    .insertInto('user_staking')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'currency_id']).doUpdateSet({ is_enabled: row.is_enabled, date_updated: row.date_updated }))
    .execute();
}

/** A staking log entry as written (its id comes from the database). */
export type LogRow = Omit<Selectable<StakingLogsTable>, 'id'>;

export async function insertLog(db: Executor, row: LogRow) {
  const inserted = await db.insertInto('staking_logs').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export interface LogFilter {
  userId?: number;
  currencyId?: number;
  logType?: string;
  from?: string;
  to?: string;
}

function logsQuery(db: Executor, f: LogFilter) {
  const q = whereEquals(db.selectFrom('staking_logs as l'), { 'l.user_id': f.userId, 'l.currency_id': f.currencyId, 'l.log_type': f.logType });
  return whereInRange(q, 'l.date_created', f.from, f.to);
}

/** One page of the log, newest first, beside its total when the request asks for it. */
export function pageLogs(db: Executor, f: LogFilter, page: { offset: number; limit: number; getTotal?: boolean }) {
  return pageWithTotalIfAsked(logsQuery(db, f), page, (q) => newestFirst(q.selectAll('l'), 'l.date_created', 'l.id', page));
}

/** A user's credited incomes (their amounts), for the stats. */
export async function userIncomes(db: Executor, userId: number) {
  return db.selectFrom('staking_logs').select(['currency_id', 'amount', 'date_created']).where('user_id', '=', userId).where('log_type', '=', 'income').execute();
}

export async function userBalances(db: Executor, userId: number) {
  return db.selectFrom('balances').select(['currency_id', 'available']).where('user_id', '=', userId).execute();
}

export async function userBalance(db: Executor, userId: number, currencyId: number) {
  const row = await db.selectFrom('balances').select('available').where('user_id', '=', userId).where('currency_id', '=', currencyId).executeTakeFirst();
  return row?.available ?? '0';
}

export async function currencies(db: Executor) {
  return db.selectFrom('currencies').select(['id', 'title', 'decimals']).orderBy('id').execute();
}

export async function userExists(db: Executor, id: number) {
  return !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());
}
