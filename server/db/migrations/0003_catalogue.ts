import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';
import { columnTypes } from '../columns.ts';

/** Currencies, payment methods, markets and the system options read at start. */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    const { col, table, idTable } = schemaKit(db, dialect);
    await idTable('currencies', {
      name: col.varchar(64),
      title: ['varchar(16)', (c) => c.notNull().unique()],
      symbol: col.varchar(8),
      decimals: ['integer', (c) => c.notNull().defaultTo(8)],
      currency_type: col.varchar(8),
      sort_id: ['integer', (c) => c.notNull().defaultTo(0)],
      is_in_use: [t.bool, (c) => c.notNull().defaultTo(1)],
      service_fee: [t.money, (c) => c.notNull().defaultTo('0')],
      url_tx: col.opt.varchar(1024),
      url_address: col.opt.varchar(1024),
      date_created: col.timestamp,
    }).execute();

    await idTable('payment_methods', {
      name: col.varchar(128),
      category: col.int,
      method_type: col.int,
      status: col.int,
      sort_id: ['integer', (c) => c.notNull().defaultTo(0)],
    }).execute();

    await table('currency_payment_methods', {
      currency_id: ['integer', (c) => c.notNull().references('currencies.id').onDelete('cascade')],
      payment_method_id: ['integer', (c) => c.notNull().references('payment_methods.id').onDelete('cascade')],
    })
      .addPrimaryKeyConstraint('currency_payment_methods_pk', ['currency_id', 'payment_method_id'])
      .execute();

    await idTable('markets', {
      base_currency_id: col.ref('currencies'),
      derived_currency_id: col.ref('currencies'),
      min_amount: col.money,
      max_amount: col.money,
      min_order_price: col.money,
      sort_id: ['integer', (c) => c.notNull().defaultTo(0)],
      is_enabled: [t.bool, (c) => c.notNull().defaultTo(1)],
      date_created: col.timestamp,
    })
      .addUniqueConstraint('markets_pair', ['base_currency_id', 'derived_currency_id'])
      .execute();

    await table('system_options', {
      key: ['varchar(64)', (c) => c.primaryKey()],
      value: col.text,
    }).execute();
  };
}
