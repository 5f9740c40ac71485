import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { USD_PRICES } from '../../core/pricing.ts';

/** USD per unit by currency title as SQL; a currency without a price is worth 0. */
function usdPriceOf(title: ReturnType<typeof sql.ref>) {
  const cases = Object.entries(USD_PRICES).map(([t, p]) => sql`when ${sql.lit(t)} then ${sql.lit(Number(p))}`);
  return sql`(case ${title} ${sql.join(cases, sql` `)} else 0 end)`;
}

/**
 * Recomputes the `user_worth` sort keys of some users (all users when `userIds` is null) from their
 * balances: a row for each user with any non-zero balance, none for the others. Called by the ledger
 * after it changes balances, in the same transaction, and by the seed after its bulk inserts.
 */
export async function refreshUserWorth(db: Executor, userIds: readonly number[] | null) {
  if (userIds && !userIds.length) return;
  const price = usdPriceOf(sql.ref('c.title'));
  await db.deleteFrom('user_worth').$if(!!userIds, (q) => q.where('user_id', 'in', userIds!)).execute();
  await db
    .insertInto('user_worth')
    .columns(['user_id', 'worth_usd', 'available_usd'])
    .expression(
      db
        .selectFrom('balances as b')
        .innerJoin('currencies as c', 'c.id', 'b.currency_id')
        .$if(!!userIds, (q) => q.where('b.user_id', 'in', userIds!))
        .where((eb) => eb.or([eb('b.available', '!=', '0'), eb('b.locked', '!=', '0')]))
        .select([
          'b.user_id',
          sql<number>`sum((cast(b.available as double precision) + cast(b.locked as double precision)) * ${price})`.as('worth_usd'),
          sql<number>`sum(cast(b.available as double precision) * ${price})`.as('available_usd'),
        ])
        .groupBy('b.user_id'),
    )
    .execute();
}
