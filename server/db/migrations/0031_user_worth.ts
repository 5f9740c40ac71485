import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * What each user owns, in USD, as a sort key for the cumulative balances list (issue 11): sorting
 * 1,000,000 users by a sum over their balances cannot be done per request, so the ledger keeps this
 * row current in the same transaction as every balance change. One row per user with any non-zero
 * balance. The values are only an ordering (double precision, like any index key); every amount the
 * API shows is computed exactly from `balances`.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, indexes } = schemaKit(db, dialect);
    await table('user_worth', {
      user_id: col.primary.ref('users'),
      worth_usd: ['double precision', (c) => c.notNull()],
      available_usd: ['double precision', (c) => c.notNull()],
    }).execute();
    await indexes('user_worth', { worth: ['worth_usd', 'user_id'], available: ['available_usd', 'user_id'] });
  };
}
