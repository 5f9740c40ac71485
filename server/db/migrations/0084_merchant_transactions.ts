import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/** Merchant payment transactions (read-only in the console), indexed for the merchant, order, status and type filters. */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, listIndexes } = schemaKit(db, dialect);
    await idTable('merchant_transactions', {
      order_id: col.opt.int,
      service_merchant_id: col.int,
      tx_type: col.varchar(16),
      status: col.varchar(16),
      amount: col.money,
      currency_id: col.ref('currencies'),
      fee: col.money,
      date_created: col.timestamp,
    }).execute();
    await listIndexes('merchant_transactions', { merchant: 'service_merchant_id', order: 'order_id', status: 'status' });
  };
}
