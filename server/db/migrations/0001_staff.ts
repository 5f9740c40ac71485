import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/** Staff accounts, their sessions, sign-in attempts (rate limit) and the admin log. */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes } = schemaKit(db, dialect);
    await idTable('admins', {
      email: col.unique.varchar(254),
      user_name: col.varchar(64),
      password_hash: col.text,
      admin_status: col.int,
      is_blocked: col.default.bool(0),
      totp_secret: col.opt.text,
      settings: col.text,
      date_created: col.timestamp,
    }).execute();

    await idTable('admin_tokens', {
      admin_id: col.owner('admins'),
      token_hash: col.unique.varchar(64),
      ip: col.varchar(64),
      created_at: col.timestamp,
      expires_at: col.timestamp,
      revoked_at: col.opt.timestamp,
    }).execute();
    await indexes('admin_tokens', { admin: ['admin_id'] });

    await idTable('sign_in_attempts', {
      email: col.varchar(254),
      ip: col.varchar(64),
      succeeded: col.bool,
      created_at: col.timestamp,
    }).execute();
    await db.schema
      .createIndex('sign_in_attempts_email_time')
      .on('sign_in_attempts')
      .columns(['email', 'created_at'])
      .execute();

    await idTable('admin_logs', {
      admin_id: col.opt.int,
      ip: col.varchar(64),
      operation_id: col.varchar(160),
      target_ids: col.text,
      before_state: col.opt.text,
      after_state: col.opt.text,
      created_at: col.timestamp,
    }).execute();
    await indexes('admin_logs', { admin_time: ['admin_id', 'created_at'], time: ['created_at'] });
  };
}
