import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { countRows } from '../../core/countRows.ts';
import { whereInRange, whereInWindow } from '../../core/dateRange.ts';
import type { Dialect } from '../../db/database.ts';
import type { StatDailyTable } from '../../db/schema.ts';

/** One aggregate row as stored (and as the refresh writes it). */
export type DailyRow = StatDailyTable;

export async function currencies(db: Executor) {
  return db.selectFrom('currencies').select(['id', 'title', 'decimals', 'currency_type']).orderBy('sort_id').orderBy('id').execute();
}

export async function markets(db: Executor) {
  return db.selectFrom('markets').select(['id', 'base_currency_id', 'derived_currency_id']).orderBy('id').execute();
}

export async function transactionMethods(db: Executor) {
  return db.selectFrom('transaction_methods').select(['id', 'currency_id', 'provider', 'method', 'type', 'is_enabled']).orderBy('id').execute();
}

/** Aggregate rows of some metrics over days (inclusive), optionally for some currencies and dimensions. */
export async function readDaily(
  db: Executor,
  f: { metrics: readonly string[]; fromDay: string; toDay: string; currencyIds?: readonly number[]; dims?: readonly string[]; excludeDims?: readonly string[] },
) {
  return db
    .selectFrom('stat_daily')
    .select(['metric', 'day', 'currency_id', 'dim', 'count', 'amount', 'amount_usd'])
    .where('metric', 'in', [...f.metrics])
    .where('day', '>=', f.fromDay)
    .where('day', '<=', f.toDay)
    .$if(!!f.currencyIds?.length, (q) => q.where('currency_id', 'in', [...f.currencyIds!]))
    .$if(!!f.dims?.length, (q) => q.where('dim', 'in', [...f.dims!]))
    .$if(!!f.excludeDims?.length, (q) => q.where('dim', 'not in', [...f.excludeDims!]))
    .execute();
}

/** The latest day on or before `toDay` with rows of a snapshot metric. */
export async function latestDay(db: Executor, metric: string, toDay: string): Promise<string | null> {
  const row = await db.selectFrom('stat_daily').select((eb) => eb.fn.max('day').as('day')).where('metric', '=', metric).where('day', '<=', toDay).executeTakeFirst();
  return (row?.day as string | null | undefined) ?? null;
}

/** Replaces the rows of some metrics over days (inclusive) with new ones, in one transaction. */
export async function replaceDays(db: Executor, metrics: readonly string[], fromDay: string, toDay: string, rows: readonly DailyRow[]) {
  await db.deleteFrom('stat_daily').where('metric', 'in', [...metrics]).where('day', '>=', fromDay).where('day', '<=', toDay).execute();
  await insertDaily(db, rows);
}

export async function insertDaily(db: Executor, rows: readonly DailyRow[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto('stat_daily').values(rows.slice(i, i + 500)).execute();
  }
}

export async function rates(db: Executor, fromDay: string, toDay: string) {
  return db.selectFrom('stat_rates').select(['day', 'currency_id', 'usd_price']).where('day', '>=', fromDay).where('day', '<=', toDay).execute();
}

/** Writes a day's rates, keeping the ones already recorded for that day. */
export async function insertRates(db: Executor, rows: readonly { day: string; currency_id: number; usd_price: string }[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto('stat_rates').values(rows.slice(i, i + 500)).onConflict((oc) => oc.columns(['day', 'currency_id']).doNothing()).execute();
  }
}

export async function refreshedAt(db: Executor, name: string): Promise<string | null> {
  const row = await db.selectFrom('stat_refresh').select('refreshed_at').where('name', '=', name).executeTakeFirst();
  return row?.refreshed_at ?? null;
}

export async function markRefreshed(db: Executor, name: string, at: string) {
  await db.insertInto('stat_refresh').values({ name, refreshed_at: at }).onConflict((oc) => oc.column('name').doUpdateSet({ refreshed_at: at })).execute();
}

/**
 * Takes a periodic rebuild for this process: moves its time from what was read to `at` only if no
 * other process did first (a conditional update, or an insert for the first one). True when taken.
 */
export async function claimRefresh(db: Executor, name: string, seen: string | null, at: string): Promise<boolean> {
  if (seen === null) {
    const inserted = await db.insertInto('stat_refresh').values({ name, refreshed_at: at }).onConflict((oc) => oc.column('name').doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db.updateTable('stat_refresh').set({ refreshed_at: at }).where('name', '=', name).where('refreshed_at', '=', seen).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

// ---- The landed data the aggregates are built from (each query uses a date index) ----

export async function completedTransactions(db: Executor, fromIso: string, toIso: string) {
  return db
    .selectFrom('transactions')
    .select(['date_created', 'currency_id', 'side', 'transaction_method_type', 'amount', 'fee'])
    .where('status', 'in', ['depositCompleted', 'withdrawalCompleted'])
    .$call((q) => whereInWindow(q, 'date_created', fromIso, toIso))
    .execute();
}

/**
 * Spot trades of a window (each row one user's side of a match, as the trades list shows them):
 * volumes count in the market's base currency, fees (amount × price × rate) in its quote currency.
 */
export async function tradesOf(db: Executor, fromIso: string, toIso: string) {
  return db
    .selectFrom('trades as t')
    .innerJoin('markets as m', 'm.id', 't.market_id')
    .select(['t.date_created', 't.market_id', 't.side', 't.amount', 't.fee', 'm.base_currency_id', 'm.derived_currency_id'])
    .$call((q) => whereInWindow(q, 't.date_created', fromIso, toIso))
    .execute();
}

/** Referral incomes of a window, as the incomes list shows them. */
export async function referralIncomesOf(db: Executor, fromIso: string, toIso: string) {
  return db
    .selectFrom('referral_incomes')
    .select(['date_created', 'income_type', 'currency_id', 'amount'])
    .$call((q) => whereInWindow(q, 'date_created', fromIso, toIso))
    .execute();
}

/** Staking incomes (log type income) of a window, as the staking log shows them. */
export async function stakingIncomesOf(db: Executor, fromIso: string, toIso: string) {
  return db
    .selectFrom('staking_logs')
    .select(['date_created', 'currency_id', 'amount'])
    .where('log_type', '=', 'income')
    .$call((q) => whereInWindow(q, 'date_created', fromIso, toIso))
    .execute();
}

/** The staking tiers in force at a moment (enabled, begun): what a balance needs to earn. */
export async function stakingTiersInForce(db: Executor, atIso: string) {
  return db.selectFrom('staking_settings').select(['currency_id', 'balance_from']).where('is_enabled', '=', 1).where('begin_time', '<=', atIso).execute();
}

/** Users' staking switches turned off (currency 0: every currency). */
export async function stakingSwitchedOff(db: Executor) {
  return db.selectFrom('user_staking').select(['user_id', 'currency_id']).where('is_enabled', '=', 0).execute();
}

/** Completed P2P deals (status 6), by the day they were made. */
export async function completedP2pTrades(db: Executor, fromIso: string, toIso: string) {
  return db
    .selectFrom('p2p_trades')
    .select(['date_created', 'crypto_currency_id', 'amount', 'service_fee'])
    .where('status', '=', 6)
    .$call((q) => whereInWindow(q, 'date_created', fromIso, toIso))
    .execute();
}

export async function completedMerchantTransactions(db: Executor, fromIso: string, toIso: string) {
  return db
    .selectFrom('merchant_transactions')
    .select(['date_created', 'currency_id', 'tx_type', 'amount', 'fee'])
    .where('status', '=', 'completed')
    .$call((q) => whereInWindow(q, 'date_created', fromIso, toIso))
    .execute();
}

const dayExpr = (dialect: Dialect, column: string) =>
  dialect === 'postgres' ? sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Registrations per day (counts only, so SQL groups them). */
export async function registrationsPerDay(db: Executor, dialect: Dialect, fromIso: string, toIso: string) {
  const day = dayExpr(dialect, 'reg_date');
  return db
    .selectFrom('users')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .$call((q) => whereInWindow(q, 'reg_date', fromIso, toIso))
    .groupBy(day)
    .execute();
}

/** Verification requests per day and status. */
export async function verificationsPerDay(db: Executor, dialect: Dialect, fromIso: string, toIso: string) {
  const day = dayExpr(dialect, 'date_created');
  return db
    .selectFrom('verification_requests')
    .select([day.as('day'), 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .$call((q) => whereInWindow(q, 'date_created', fromIso, toIso))
    .groupBy([day, 'status'])
    .execute();
}

/** Users' balances (available + locked) per currency, in pages by key so memory stays flat. */
export async function balancesPage(db: Executor, after: { userId: number; currencyId: number } | null, limit: number) {
  return db
    .selectFrom('balances')
    .select(['user_id', 'currency_id', 'available', 'locked'])
    // The first condition bounds the key index's scan: with the OR alone PostgreSQL scanned it from
    // the start for every page (600 ms a page at a million users, quadratic over the table).
    .$if(after !== null, (q) => q.where('user_id', '>=', after!.userId).where((eb) => eb.or([eb('user_id', '>', after!.userId), eb.and([eb('user_id', '=', after!.userId), eb('currency_id', '>', after!.currencyId)])])))
    .orderBy('user_id')
    .orderBy('currency_id')
    .limit(limit)
    .execute();
}

export async function walletsPage(db: Executor, afterId: number, limit: number) {
  return db.selectFrom('wallets').select(['id', 'currency_id', 'balance']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** Users not deleted: the live ones the counts below start from. */
const liveUsers = (db: Executor) => db.selectFrom('users').where('is_deleted', '=', 0);

export function countBlockedUsers(db: Executor) {
  return countRows(liveUsers(db).where('is_blocked', '=', 1));
}

export function countLiveUsers(db: Executor) {
  return countRows(liveUsers(db));
}

export function countActiveUsers(db: Executor, fromIso: string, toIso: string) {
  return countRows(whereInRange(liveUsers(db), 'last_login_date', fromIso, toIso));
}
