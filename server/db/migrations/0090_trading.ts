import type { ColumnDataType, Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';
import { columnTypes } from '../columns.ts';

/**
 * Spot trading (issue 13): orders and their trades, the order book's price levels, individual
 * settings, and the markets' individual limits type. Every list filter and sort has an index;
 * lists sort by date_created then id, so each index ends with both.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  const real = (dialect === 'postgres' ? 'double precision' : 'real') as ColumnDataType;
  return async (db: Kysely<unknown>) => {
    const { col, table, idTable, indexes } = schemaKit(db, dialect);
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
      date_created: col.timestamp,
      date_updated: col.timestamp,
    }).execute();
    await indexes('orders', {
      date: ['date_created', 'id'],
      user: ['user_id', 'date_created', 'id'],
      market: ['market_id', 'date_created', 'id'],
      status: ['status', 'date_created', 'id'],
      market_status: ['market_id', 'status', 'date_created', 'id'],
      side: ['side', 'date_created', 'id'],
      type: ['type', 'date_created', 'id'],
    });

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
    await indexes('trades', {
      date: ['date_created', 'id'],
      user: ['user_id', 'date_created', 'id'],
      order: ['order_id', 'date_created', 'id'],
      market: ['market_id', 'date_created', 'id'],
    });

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
    await indexes('order_book_levels', { sort: ['market_id', 'side', 'price_sort'] });

    await idTable('individual_settings', {
      type: col.varchar(32),
      user_id: col.opt.ref('users'),
      currency_id: col.opt.ref('currencies'),
      value: col.money,
      date_created: col.timestamp,
    }).execute();
    await indexes('individual_settings', { user: ['user_id', 'id'] });
    await table('individual_setting_tags', {
      setting_id: ['integer', (c) => c.notNull().references('individual_settings.id').onDelete('cascade')],
      tag_id: ['integer', (c) => c.notNull().references('user_tags.id').onDelete('cascade')],
    })
      .addPrimaryKeyConstraint('individual_setting_tags_pk', ['setting_id', 'tag_id'])
      .execute();
    await indexes('individual_setting_tags', { tag: ['tag_id', 'setting_id'] });
  };
}
