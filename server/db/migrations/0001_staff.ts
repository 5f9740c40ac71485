import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/** Staff accounts, their sessions, sign-in attempts (rate limit) and the admin log. */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('admins'), dialect)
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('admin_status', 'integer', (c) => c.notNull())
      .addColumn('is_blocked', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('totp_secret', 'text')
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('admin_tokens'), dialect)
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('revoked_at', t.timestamp)
      .execute();
    await db.schema.createIndex('admin_tokens_admin').on('admin_tokens').column('admin_id').execute();

    await withId(db.schema.createTable('sign_in_attempts'), dialect)
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('succeeded', t.bool, (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_attempts_email_time')
      .on('sign_in_attempts')
      .columns(['email', 'created_at'])
      .execute();

    await withId(db.schema.createTable('admin_logs'), dialect)
      .addColumn('admin_id', 'integer')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('operation_id', 'varchar(160)', (c) => c.notNull())
      .addColumn('target_ids', 'text', (c) => c.notNull())
      .addColumn('before_state', 'text')
      .addColumn('after_state', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('admin_logs_admin_time').on('admin_logs').columns(['admin_id', 'created_at']).execute();
    await db.schema.createIndex('admin_logs_time').on('admin_logs').column('created_at').execute();
  };
}
