import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Traders' requisites (payment details) with their check mark (new, approved, problematic: who
 * set it and when) and state, and traders' devices. A deal names the requisite it pays to
 * (`p2p_trades.requisites_id`), so a requisite used by an open deal is known and kept.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes, filterIndexes } = schemaKit(db, dialect);
    await idTable('p2p_requisites', {
      user_id: col.ref('users'),
      currency_id: col.ref('currencies'),
      payment_method_id: col.opt.ref('payment_methods'),
      name: col.varchar(1024),
      fields: col.text,
      state: col.varchar(16),
      status: col.varchar(16),
      status_admin_id: col.opt.ref('admins'),
      status_date: col.opt.timestamp,
      ...col.stamps,
    }).execute();
    await filterIndexes('p2p_requisites', { user: 'user_id', status: 'status', state: 'state', currency: 'currency_id' });

    await db.schema.alterTable('p2p_trades').addColumn('requisites_id', 'integer').execute();
    await indexes('p2p_trades', { requisites: ['requisites_id', 'status'] });

    await idTable('devices', {
      user_id: col.ref('users'),
      name: col.opt.varchar(128),
      device_type: col.varchar(16),
      status: col.varchar(16),
      date_created: col.timestamp,
      last_activity_date: col.opt.timestamp,
    }).execute();
    await filterIndexes('devices', { user: 'user_id', status: 'status' });
  };
}
