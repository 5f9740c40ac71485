import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/** Platform users, their second factors and tags. Indexes back every list sort and filter of the users screen. */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('users'), dialect)
      .addColumn('user_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locale', 'varchar(8)', (c) => c.notNull())
      .addColumn('reg_date', t.timestamp, (c) => c.notNull())
      .addColumn('last_login_date', t.timestamp)
      .addColumn('verification_request_date', t.timestamp)
      .addColumn('is_blocked', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('is_deleted', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('date_deleted', t.timestamp)
      .execute();
    for (const column of ['reg_date', 'last_login_date', 'verification_request_date']) {
      await db.schema.createIndex(`users_deleted_${column}`).on('users').columns(['is_deleted', column]).execute();
    }

    await withId(db.schema.createTable('user_nfa'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('service_type', 'integer', (c) => c.notNull())
      .addColumn('date_enabled', t.timestamp, (c) => c.notNull())
      .addColumn('date_disabled', t.timestamp)
      .execute();
    await db.schema.createIndex('user_nfa_user').on('user_nfa').column('user_id').execute();

    await withId(db.schema.createTable('user_tags'), dialect)
      .addColumn('tag_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('color', 'varchar(7)', (c) => c.notNull().defaultTo('#BDBDBD'))
      .execute();

    await db.schema
      .createTable('user_tag_links')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tag_id', 'integer', (c) => c.notNull().references('user_tags.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_tag_links_pk', ['user_id', 'tag_id'])
      .execute();
    await db.schema.createIndex('user_tag_links_tag').on('user_tag_links').columns(['tag_id', 'user_id']).execute();
  };
}
