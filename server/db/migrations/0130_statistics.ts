import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes } from '../columns.ts';

/**
 * Statistics aggregates (issue 16): one row per day, metric, currency and dimension (a method type,
 * a fee source, a market, an income type), so a year of statistics reads ~10^4 rows however many
 * operations there were; the USD price of each currency per day converts them with the rates of the day.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.createTable('stat_daily')
      .addColumn('metric', 'varchar(32)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull())
      .addColumn('dim', 'varchar(32)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('amount_usd', t.money, (c) => c.notNull())
      .addPrimaryKeyConstraint('stat_daily_pk', ['metric', 'day', 'currency_id', 'dim'])
      .execute();
    await db.schema.createTable('stat_rates')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull())
      .addColumn('usd_price', t.money, (c) => c.notNull())
      .addPrimaryKeyConstraint('stat_rates_pk', ['day', 'currency_id'])
      .execute();
    // When the aggregates of the landed data were last rebuilt (read-if-stale refresh).
    await db.schema.createTable('stat_refresh')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('refreshed_at', t.timestamp, (c) => c.notNull())
      .execute();
  };
}
