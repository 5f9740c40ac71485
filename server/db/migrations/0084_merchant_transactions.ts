import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/** Merchant payment transactions (read-only in the console), indexed for the merchant, order, status and type filters. */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('merchant_transactions'), dialect)
      .addColumn('order_id', 'integer')
      .addColumn('service_merchant_id', 'integer', (c) => c.notNull())
      .addColumn('tx_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('fee', t.money, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('merchant_transactions_date').on('merchant_transactions').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('merchant_transactions_merchant').on('merchant_transactions').columns(['service_merchant_id', 'date_created']).execute();
    await db.schema.createIndex('merchant_transactions_order').on('merchant_transactions').columns(['order_id', 'date_created']).execute();
    await db.schema.createIndex('merchant_transactions_status').on('merchant_transactions').columns(['status', 'date_created']).execute();
  };
}
