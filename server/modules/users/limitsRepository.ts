import type { Executor } from '../../db/database.ts';

/** SQL of a user's transaction limits (spec 1, user tab "Limits"). */

function limitsQuery(db: Executor, userId: number) {
  return db
    .selectFrom('user_transaction_limits as l')
    .innerJoin('currencies as c', 'c.id', 'l.currency_id')
    .select(['l.id', 'l.user_id', 'l.currency_id', 'c.title', 'l.period', 'l.deposit_limit', 'l.withdrawal_limit', 'l.date_updated'])
    .where('l.user_id', '=', userId);
}

export type LimitRow = Awaited<ReturnType<ReturnType<typeof limitsQuery>['execute']>>[number];

/** A user's limits, optionally of one currency and one period. */
export function findLimits(db: Executor, userId: number, key: { currencyId?: number; period?: string } = {}): Promise<LimitRow[]> {
  let query = limitsQuery(db, userId);
  if (key.currencyId !== undefined) query = query.where('l.currency_id', '=', key.currencyId);
  if (key.period !== undefined) query = query.where('l.period', '=', key.period);
  return query.execute();
}

export async function currencyExists(db: Executor, currencyId: number): Promise<boolean> {
  return (await db.selectFrom('currencies').select('id').where('id', '=', currencyId).executeTakeFirst()) !== undefined;
}

/** Creates or replaces the limit of (user, currency, period). */
export async function upsertLimit(
  db: Executor,
  row: { userId: number; currencyId: number; period: string; deposit: string | null; withdrawal: string | null; adminId: number; at: string },
) {
  const values = { deposit_limit: row.deposit, withdrawal_limit: row.withdrawal, admin_id: row.adminId, date_updated: row.at };
  await db
    .insertInto('user_transaction_limits')
    .values({ user_id: row.userId, currency_id: row.currencyId, period: row.period, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'currency_id', 'period']).doUpdateSet(values))
    .execute();
}

export async function deleteLimits(db: Executor, ids: number[]) {
  await db.deleteFrom('user_transaction_limits').where('id', 'in', ids).execute();
}
