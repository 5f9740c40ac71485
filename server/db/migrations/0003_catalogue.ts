import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/** Currencies, payment methods, markets and the system options read at start. */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('currencies'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('title', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('symbol', 'varchar(8)', (c) => c.notNull())
      .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(8))
      .addColumn('currency_type', 'varchar(8)', (c) => c.notNull())
      .addColumn('sort_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_in_use', t.bool, (c) => c.notNull().defaultTo(1))
      .addColumn('service_fee', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('url_tx', 'varchar(1024)')
      .addColumn('url_address', 'varchar(1024)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('payment_methods'), dialect)
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('category', 'integer', (c) => c.notNull())
      .addColumn('method_type', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('sort_id', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('currency_payment_methods')
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id').onDelete('cascade'))
      .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('currency_payment_methods_pk', ['currency_id', 'payment_method_id'])
      .execute();

    await withId(db.schema.createTable('markets'), dialect)
      .addColumn('base_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('derived_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('min_amount', t.money, (c) => c.notNull())
      .addColumn('max_amount', t.money, (c) => c.notNull())
      .addColumn('min_order_price', t.money, (c) => c.notNull())
      .addColumn('sort_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_enabled', t.bool, (c) => c.notNull().defaultTo(1))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('markets_pair', ['base_currency_id', 'derived_currency_id'])
      .execute();

    await db.schema
      .createTable('system_options')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  };
}
