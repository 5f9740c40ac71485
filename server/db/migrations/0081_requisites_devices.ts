import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Traders' requisites (payment details) with their check mark (new, approved, problematic: who
 * set it and when) and state, and traders' devices. A deal names the requisite it pays to
 * (`p2p_trades.requisites_id`), so a requisite used by an open deal is known and kept.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('p2p_requisites'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('payment_method_id', 'integer', (c) => c.references('payment_methods.id'))
      .addColumn('name', 'varchar(1024)', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('status_admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('status_date', t.timestamp)
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('p2p_requisites_user').on('p2p_requisites').columns(['user_id', 'date_created']).execute();
    await db.schema.createIndex('p2p_requisites_status').on('p2p_requisites').columns(['status', 'date_created']).execute();
    await db.schema.createIndex('p2p_requisites_state').on('p2p_requisites').columns(['state', 'date_created']).execute();
    await db.schema.createIndex('p2p_requisites_currency').on('p2p_requisites').columns(['currency_id', 'date_created']).execute();

    await db.schema.alterTable('p2p_trades').addColumn('requisites_id', 'integer').execute();
    await db.schema.createIndex('p2p_trades_requisites').on('p2p_trades').columns(['requisites_id', 'status']).execute();

    await withId(db.schema.createTable('devices'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'varchar(128)')
      .addColumn('device_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('last_activity_date', t.timestamp)
      .execute();
    await db.schema.createIndex('devices_user').on('devices').columns(['user_id', 'date_created']).execute();
    await db.schema.createIndex('devices_status').on('devices').columns(['status', 'date_created']).execute();
  };
}
