import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * The traders module: traders' transactions and exchange orders (statuses in src/domain/traders.ts).
 * Money a transaction or order takes from a user is held on the ledger's `hold` account from its
 * creation until it is completed or cancelled; `is_held` says whether that hold is still open.
 * Ledger entries name what they belong to in `ref` ('tx:<id>', 'xo:<id>'). Every list filter has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('trader_transactions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('tx_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('is_held', t.bool, (c) => c.notNull())
      .addColumn('address', 'varchar(1024)')
      .addColumn('tx_hash', 'varchar(1024)')
      .addColumn('comment', 'varchar(1024)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trader_transactions_date').on('trader_transactions').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('trader_transactions_status').on('trader_transactions').columns(['status', 'date_created']).execute();
    await db.schema.createIndex('trader_transactions_type').on('trader_transactions').columns(['tx_type', 'date_created']).execute();
    await db.schema.createIndex('trader_transactions_user').on('trader_transactions').columns(['user_id', 'date_created']).execute();
    await db.schema.createIndex('trader_transactions_currency').on('trader_transactions').columns(['currency_id', 'date_created']).execute();
    await db.schema.createIndex('trader_transactions_address').on('trader_transactions').columns(['address']).execute();

    await withId(db.schema.createTable('exchange_orders'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('from_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('to_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('from_amount', t.money, (c) => c.notNull())
      .addColumn('to_amount', t.money, (c) => c.notNull())
      .addColumn('rate', t.money, (c) => c.notNull())
      .addColumn('is_held', t.bool, (c) => c.notNull())
      .addColumn('comment', 'varchar(1024)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('exchange_orders_date').on('exchange_orders').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('exchange_orders_status').on('exchange_orders').columns(['status', 'date_created']).execute();
    await db.schema.createIndex('exchange_orders_user').on('exchange_orders').columns(['user_id', 'date_created']).execute();

    await db.schema.alterTable('ledger_entries').addColumn('ref', 'varchar(32)').execute();
    await db.schema.createIndex('ledger_entries_ref').on('ledger_entries').columns(['ref', 'id']).execute();
  };
}
