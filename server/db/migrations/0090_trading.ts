import type { ColumnDataType, Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Spot trading (issue 13): orders and their trades, the order book's price levels, individual
 * settings, and the markets' individual limits type. Every list filter and sort has an index;
 * lists sort by date_created then id, so each index ends with both.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  const real = (dialect === 'postgres' ? 'double precision' : 'real') as ColumnDataType;
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('markets').addColumn('individual_limits_type', 'varchar(16)', (c) => c.notNull().defaultTo('none')).execute();

    await withId(db.schema.createTable('orders'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
      .addColumn('side', 'varchar(4)', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('price', t.money)
      .addColumn('stop_price', t.money)
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('filled_amount', t.money, (c) => c.notNull())
      // What the open order still holds on the ledger (quote for a buy, base for a sell); 0 once closed.
      .addColumn('hold_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('hold_amount', t.money, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_date').on('orders').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'date_created', 'id']).execute();
    await db.schema.createIndex('orders_market').on('orders').columns(['market_id', 'date_created', 'id']).execute();
    await db.schema.createIndex('orders_status').on('orders').columns(['status', 'date_created', 'id']).execute();
    await db.schema.createIndex('orders_market_status').on('orders').columns(['market_id', 'status', 'date_created', 'id']).execute();
    await db.schema.createIndex('orders_side').on('orders').columns(['side', 'date_created', 'id']).execute();
    await db.schema.createIndex('orders_type').on('orders').columns(['type', 'date_created', 'id']).execute();

    await withId(db.schema.createTable('trades'), dialect)
      .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('counter_order_id', 'integer', (c) => c.notNull())
      .addColumn('counter_user_id', 'integer', (c) => c.notNull())
      .addColumn('side', 'varchar(4)', (c) => c.notNull())
      .addColumn('price', t.money, (c) => c.notNull())
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('fee', t.money, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trades_date').on('trades').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('trades_user').on('trades').columns(['user_id', 'date_created', 'id']).execute();
    await db.schema.createIndex('trades_order').on('trades').columns(['order_id', 'date_created', 'id']).execute();
    await db.schema.createIndex('trades_market').on('trades').columns(['market_id', 'date_created', 'id']).execute();

    // The order book kept per price level, changed in the same transaction as the orders it sums.
    await db.schema
      .createTable('order_book_levels')
      .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
      .addColumn('side', 'varchar(4)', (c) => c.notNull())
      .addColumn('price', t.money, (c) => c.notNull())
      // Only for ordering (TEXT prices do not sort as numbers on SQLite); the exact value is price.
      .addColumn('price_sort', real, (c) => c.notNull())
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('orders_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_book_levels_pk', ['market_id', 'side', 'price'])
      .execute();
    await db.schema.createIndex('order_book_levels_sort').on('order_book_levels').columns(['market_id', 'side', 'price_sort']).execute();

    await withId(db.schema.createTable('individual_settings'), dialect)
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.references('currencies.id'))
      .addColumn('value', t.money, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('individual_settings_user').on('individual_settings').columns(['user_id', 'id']).execute();
    await db.schema
      .createTable('individual_setting_tags')
      .addColumn('setting_id', 'integer', (c) => c.notNull().references('individual_settings.id').onDelete('cascade'))
      .addColumn('tag_id', 'integer', (c) => c.notNull().references('user_tags.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('individual_setting_tags_pk', ['setting_id', 'tag_id'])
      .execute();
    await db.schema.createIndex('individual_setting_tags_tag').on('individual_setting_tags').columns(['tag_id', 'setting_id']).execute();
  };
}
