import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/** Platform users, their second factors and tags. Indexes back every list sort and filter of the users screen. */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes, linkTable } = schemaKit(db, dialect);
    await idTable('users', {
      user_name: col.unique.varchar(64),
      email: col.unique.varchar(254),
      status: col.int,
      user_type: col.default.int(0),
      locale: col.varchar(8),
      reg_date: col.timestamp,
      last_login_date: col.opt.timestamp,
      verification_request_date: col.opt.timestamp,
      is_blocked: col.default.bool(0),
      is_deleted: col.default.bool(0),
      date_deleted: col.opt.timestamp,
    }).execute();
    for (const column of ['reg_date', 'last_login_date', 'verification_request_date']) {
      await db.schema.createIndex(`users_deleted_${column}`).on('users').columns(['is_deleted', column]).execute();
    }

    await idTable('user_nfa', {
      user_id: col.owner('users'),
      service_type: col.int,
      date_enabled: col.timestamp,
      date_disabled: col.opt.timestamp,
    }).execute();
    await indexes('user_nfa', { user: ['user_id'] });

    await idTable('user_tags', {
      tag_name: col.unique.varchar(64),
      color: ['varchar(7)', (c) => c.notNull().defaultTo('#BDBDBD')],
    }).execute();

    await linkTable('user_tag_links', { user_id: 'users', tag_id: 'user_tags' });
  };
}
