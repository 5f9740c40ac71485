import type { ColumnDataType, Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Spot trading (issue 13): orders and their trades, the order book's price levels, individual
 * settings, and the markets' individual limits type. Every list filter and sort has an index;
 * lists sort by date_created then id, so each index ends with both.
 */
export function up(dialect: Dialect) {
  const real = (dialect === 'postgres' ? 'double precision' : 'real') as ColumnDataType;
  return async (db: Kysely<unknown>) => {
    const { col, keyedTable, idTable, indexes, listIndexes, linkTable } = schemaKit(db, dialect);
    await db.schema.alterTable('markets').addColumn('individual_limits_type', 'varchar(16)', (c) => c.notNull().defaultTo('none')).execute();

    await idTable('orders', {
      user_id: col.ref('users'),
      market_id: col.ref('markets'),
      side: col.varchar(4),
      type: col.varchar(16),
      status: col.varchar(16),
      price: col.opt.money,
      stop_price: col.opt.money,
      amount: col.money,
      filled_amount: col.money,
      // What the open order still holds on the ledger (quote for a buy, base for a sell); 0 once closed.
      hold_currency_id: col.ref('currencies'),
      hold_amount: col.money,
      ...col.stamps,
    }).execute();
    // The lists' indexes: each filter's columns, then date_created and id (the lists' sort).
    const sort = ['date_created', 'id'];
    await listIndexes(
      'orders',
      { user: 'user_id', market: 'market_id', status: 'status', market_status: ['market_id', 'status'], side: 'side', type: 'type' },
      sort,
    );

    await idTable('trades', {
      market_id: col.ref('markets'),
      order_id: col.ref('orders'),
      user_id: col.ref('users'),
      counter_order_id: col.int,
      counter_user_id: col.int,
      side: col.varchar(4),
      price: col.money,
      amount: col.money,
      fee: col.money,
      date_created: col.timestamp,
    }).execute();
    await listIndexes('trades', { user: 'user_id', order: 'order_id', market: 'market_id' }, sort);

    // The order book kept per price level, changed in the same transaction as the orders it sums.
    await keyedTable('order_book_levels', ['market_id', 'side', 'price'], {
      market_id: col.ref('markets'),
      side: col.varchar(4),
      price: col.money,
      // Only for ordering (TEXT prices do not sort as numbers on SQLite); the exact value is price.
      price_sort: [real, (c) => c.notNull()],
      amount: col.money,
      orders_count: col.int,
    }).execute();
    await indexes('order_book_levels', { sort: ['market_id', 'side', 'price_sort'] });

    await idTable('individual_settings', {
      type: col.varchar(32),
      user_id: col.opt.ref('users'),
      currency_id: col.opt.ref('currencies'),
      value: col.money,
      date_created: col.timestamp,
    }).execute();
    await indexes('individual_settings', { user: ['user_id', 'id'] });
    await linkTable('individual_setting_tags', { setting_id: 'individual_settings', tag_id: 'user_tags' });
  };
}
