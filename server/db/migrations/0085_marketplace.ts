import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Merchants' marketplace: stores (one service merchant each, owned by a user), their products and
 * their invoices. Payment systems of a store and the lines of an invoice are small JSON lists.
 * Every staff change keeps who and when on the row (and before/after in the admin log).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes, listIndexes } = schemaKit(db, dialect);
    // Who of the staff changed the row last, and when (null until a staff change).
    const staffEdit = { updated_by: col.opt.ref('admins'), date_updated: col.opt.timestamp };
    await idTable('marketplace_stores', {
      merchant_id: col.ref('users'),
      service_merchant_id: col.unique.int,
      name: col.varchar(128),
      logo: col.opt.varchar(1024),
      success_url: col.opt.varchar(1024),
      fail_url: col.opt.varchar(1024),
      locale: col.varchar(8),
      payment_systems: col.text,
      status: col.varchar(24),
      date_created: col.timestamp,
      ...staffEdit,
    }).execute();
    await indexes('marketplace_stores', { merchant: ['merchant_id', 'id'], status: ['status', 'id'] });

    await idTable('marketplace_products', {
      store_id: col.ref('marketplace_stores'),
      name: col.varchar(255),
      price: col.money,
      currency_id: col.ref('currencies'),
      stock: col.int,
      category: col.opt.varchar(128),
      status: col.varchar(16),
      date_created: col.timestamp,
      ...staffEdit,
    }).execute();
    await indexes('marketplace_products', { store: ['store_id', 'id'], status: ['status', 'id'] });

    await idTable('marketplace_invoices', {
      store_id: col.ref('marketplace_stores'),
      order_id: col.opt.int,
      status: col.varchar(32),
      customer: col.opt.varchar(1024),
      delivery: col.opt.varchar(1024),
      amount: col.money,
      currency_id: col.ref('currencies'),
      products: col.text,
      comment_for_admin: col.opt.varchar(1024),
      comment_for_user: col.opt.varchar(1024),
      date_created: col.timestamp,
      ...staffEdit,
    }).execute();
    await listIndexes('marketplace_invoices', { store: 'store_id', status: 'status' });
  };
}
