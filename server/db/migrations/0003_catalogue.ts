import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/** Currencies, payment methods, markets and the system options read at start. */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, keyedTable, idTable } = schemaKit(db, dialect);
    await idTable('currencies', {
      name: col.varchar(64),
      title: col.unique.varchar(16),
      symbol: col.varchar(8),
      decimals: col.default.int(8),
      currency_type: col.varchar(8),
      sort_id: col.default.int(0),
      is_in_use: col.default.bool(1),
      service_fee: col.default.money('0'),
      url_tx: col.opt.varchar(1024),
      url_address: col.opt.varchar(1024),
      date_created: col.timestamp,
    }).execute();

    await idTable('payment_methods', {
      name: col.varchar(128),
      category: col.int,
      method_type: col.int,
      status: col.int,
      sort_id: col.default.int(0),
    }).execute();

    await keyedTable('currency_payment_methods', ['currency_id', 'payment_method_id'], {
      currency_id: col.owner('currencies'),
      payment_method_id: col.owner('payment_methods'),
    }).execute();

    await idTable('markets', {
      base_currency_id: col.ref('currencies'),
      derived_currency_id: col.ref('currencies'),
      min_amount: col.money,
      max_amount: col.money,
      min_order_price: col.money,
      sort_id: col.default.int(0),
      is_enabled: col.default.bool(1),
      date_created: col.timestamp,
    })
      .addUniqueConstraint('markets_pair', ['base_currency_id', 'derived_currency_id'])
      .execute();

    await table('system_options', {
      key: col.primary.varchar(64),
      value: col.text,
    }).execute();
  };
}
