import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';
import { columnTypes } from '../columns.ts';

/** Platform users, their second factors and tags. Indexes back every list sort and filter of the users screen. */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    const { col, table, idTable, indexes } = schemaKit(db, dialect);
    await idTable('users', {
      user_name: ['varchar(64)', (c) => c.notNull().unique()],
      email: ['varchar(254)', (c) => c.notNull().unique()],
      status: col.int,
      user_type: ['integer', (c) => c.notNull().defaultTo(0)],
      locale: col.varchar(8),
      reg_date: col.timestamp,
      last_login_date: col.opt.timestamp,
      verification_request_date: col.opt.timestamp,
      is_blocked: [t.bool, (c) => c.notNull().defaultTo(0)],
      is_deleted: [t.bool, (c) => c.notNull().defaultTo(0)],
      date_deleted: col.opt.timestamp,
    }).execute();
    for (const column of ['reg_date', 'last_login_date', 'verification_request_date']) {
      await db.schema.createIndex(`users_deleted_${column}`).on('users').columns(['is_deleted', column]).execute();
    }

    await idTable('user_nfa', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      service_type: col.int,
      date_enabled: col.timestamp,
      date_disabled: col.opt.timestamp,
    }).execute();
    await indexes('user_nfa', { user: ['user_id'] });

    await idTable('user_tags', {
      tag_name: ['varchar(64)', (c) => c.notNull().unique()],
      color: ['varchar(7)', (c) => c.notNull().defaultTo('#BDBDBD')],
    }).execute();

    await table('user_tag_links', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      tag_id: ['integer', (c) => c.notNull().references('user_tags.id').onDelete('cascade')],
    })
      .addPrimaryKeyConstraint('user_tag_links_pk', ['user_id', 'tag_id'])
      .execute();
    await indexes('user_tag_links', { tag: ['tag_id', 'user_id'] });
  };
}
