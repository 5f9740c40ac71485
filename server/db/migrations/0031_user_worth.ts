import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * What each user owns, in USD, as a sort key for the cumulative balances list (issue 11): sorting
 * 1,000,000 users by a sum over their balances cannot be done per request, so the ledger keeps this
 * row current in the same transaction as every balance change. One row per user with any non-zero
 * balance. The values are only an ordering (double precision, like any index key); every amount the
 * API shows is computed exactly from `balances`.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('user_worth')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('worth_usd', 'double precision', (c) => c.notNull())
      .addColumn('available_usd', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_worth_worth').on('user_worth').columns(['worth_usd', 'user_id']).execute();
    await db.schema.createIndex('user_worth_available').on('user_worth').columns(['available_usd', 'user_id']).execute();
  };
}
