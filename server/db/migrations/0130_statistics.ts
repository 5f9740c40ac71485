import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Statistics aggregates (issue 16): one row per day, metric, currency and dimension (a method type,
 * a fee source, a market, an income type), so a year of statistics reads ~10^4 rows however many
 * operations there were; the USD price of each currency per day converts them with the rates of the day.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, keyedTable } = schemaKit(db, dialect);
    await keyedTable('stat_daily', ['metric', 'day', 'currency_id', 'dim'], {
      metric: col.varchar(32),
      day: col.varchar(10),
      currency_id: col.int,
      dim: col.varchar(32),
      count: col.int,
      amount: col.money,
      amount_usd: col.money,
    }).execute();
    await keyedTable('stat_rates', ['day', 'currency_id'], {
      day: col.varchar(10),
      currency_id: col.int,
      usd_price: col.money,
    }).execute();
    // When the aggregates of the landed data were last rebuilt (read-if-stale refresh).
    await table('stat_refresh', {
      name: col.primary.varchar(32),
      refreshed_at: col.timestamp,
    }).execute();
  };
}
