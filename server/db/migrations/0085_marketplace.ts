import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Merchants' marketplace: stores (one service merchant each, owned by a user), their products and
 * their invoices. Payment systems of a store and the lines of an invoice are small JSON lists.
 * Every staff change keeps who and when on the row (and before/after in the admin log).
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('marketplace_stores'), dialect)
      .addColumn('merchant_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('service_merchant_id', 'integer', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('logo', 'varchar(1024)')
      .addColumn('success_url', 'varchar(1024)')
      .addColumn('fail_url', 'varchar(1024)')
      .addColumn('locale', 'varchar(8)', (c) => c.notNull())
      .addColumn('payment_systems', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(24)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_updated', t.timestamp)
      .execute();
    await db.schema.createIndex('marketplace_stores_merchant').on('marketplace_stores').columns(['merchant_id', 'id']).execute();
    await db.schema.createIndex('marketplace_stores_status').on('marketplace_stores').columns(['status', 'id']).execute();

    await withId(db.schema.createTable('marketplace_products'), dialect)
      .addColumn('store_id', 'integer', (c) => c.notNull().references('marketplace_stores.id'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('price', t.money, (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('stock', 'integer', (c) => c.notNull())
      .addColumn('category', 'varchar(128)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_updated', t.timestamp)
      .execute();
    await db.schema.createIndex('marketplace_products_store').on('marketplace_products').columns(['store_id', 'id']).execute();
    await db.schema.createIndex('marketplace_products_status').on('marketplace_products').columns(['status', 'id']).execute();

    await withId(db.schema.createTable('marketplace_invoices'), dialect)
      .addColumn('store_id', 'integer', (c) => c.notNull().references('marketplace_stores.id'))
      .addColumn('order_id', 'integer')
      .addColumn('status', 'varchar(32)', (c) => c.notNull())
      .addColumn('customer', 'varchar(1024)')
      .addColumn('delivery', 'varchar(1024)')
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('products', 'text', (c) => c.notNull())
      .addColumn('comment_for_admin', 'varchar(1024)')
      .addColumn('comment_for_user', 'varchar(1024)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_updated', t.timestamp)
      .execute();
    await db.schema.createIndex('marketplace_invoices_date').on('marketplace_invoices').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('marketplace_invoices_store').on('marketplace_invoices').columns(['store_id', 'date_created']).execute();
    await db.schema.createIndex('marketplace_invoices_status').on('marketplace_invoices').columns(['status', 'date_created']).execute();
  };
}
