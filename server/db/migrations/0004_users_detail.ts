import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * The user detail area: profile fields, roles, locks and their history, documents, files and
 * verification, IP whitelist, second-factor history, actions, 2FA codes, notification and e-mail
 * settings, per-user transaction limits and API clients. Every list these tables back is read per
 * user, newest first, so each has an index on (user_id, date).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, keyedTable, idTable, indexes, filterIndexes } = schemaKit(db, dialect);
    await db.schema.alterTable('users').addColumn('identificator', 'varchar(1024)').execute();
    await db.schema.alterTable('users').addColumn('timezone', 'varchar(64)').execute();
    await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
    // One row per user and service: enabling again moves date_enabled past date_disabled.
    await db.schema.dropIndex('user_nfa_user').execute();
    await db.schema.createIndex('user_nfa_user_service').on('user_nfa').columns(['user_id', 'service_type']).unique().execute();

    await keyedTable('user_roles', ['user_id', 'role'], {
      user_id: col.owner('users'),
      role: col.varchar(16),
      date_created: col.timestamp,
    }).execute();
    await indexes('user_roles', { role: ['role', 'user_id'] });

    // Locks in force (one per user and type); the history keeps every lock and block with its end.
    await keyedTable('user_locks', ['user_id', 'lock_type'], {
      user_id: col.owner('users'),
      lock_type: col.int,
      history_id: col.int,
      date_created: col.timestamp,
      until: col.opt.timestamp,
    }).execute();
    await indexes('user_locks', { type: ['lock_type', 'user_id'] });

    await idTable('user_lock_history', {
      user_id: col.owner('users'),
      kind: col.varchar(8),
      lock_type: col.opt.int,
      source: col.varchar(16),
      admin_id: col.opt.int,
      arbitrator_id: col.opt.int,
      minutes: col.opt.int,
      date_created: col.timestamp,
      until: col.opt.timestamp,
      unblocked: col.default.bool(0),
      date_unblocked: col.opt.timestamp,
      unblocked_by_admin_id: col.opt.int,
      comment: col.opt.varchar(1024),
    }).execute();
    await indexes('user_lock_history', { user: ['user_id', 'date_created'] });

    await idTable('user_documents', {
      user_id: col.owner('users'),
      type: col.opt.varchar(32),
      first_name: col.opt.varchar(1024),
      last_name: col.opt.varchar(1024),
      middle_name: col.opt.varchar(1024),
      birthday: col.opt.varchar(10),
      country: col.opt.varchar(1024),
      city: col.opt.varchar(1024),
      address: col.opt.varchar(1024),
      citizenship: col.opt.varchar(1024),
      document_expire_date: col.opt.varchar(10),
      document_issued_by: col.opt.varchar(1024),
      document_issued_date: col.opt.varchar(10),
      document_number: col.opt.varchar(1024),
      gender: col.opt.varchar(8),
      postal_code: col.opt.varchar(32),
      is_checked: col.default.bool(0),
      date_created: col.timestamp,
    }).execute();
    await indexes('user_documents', { user: ['user_id', 'id'] });

    await idTable('user_files', {
      user_id: col.owner('users'),
      document_id: ['integer', (c) => c.references('user_documents.id').onDelete('set null')],
      name: col.varchar(255),
      extension: col.varchar(16),
      content_type: col.varchar(64),
      size: col.int,
      data: col.blob,
      date_created: col.timestamp,
    }).execute();
    await indexes('user_files', { user: ['user_id'], document: ['document_id'] });

    await table('user_verification', {
      user_id: col.primary.owner('users'),
      status: col.varchar(24),
      verification_type: col.varchar(16),
      auto_verification_status: col.opt.varchar(16),
      auto_provider: col.opt.varchar(64),
      date_requested: col.opt.timestamp,
      date_updated: col.opt.timestamp,
      comment: col.opt.varchar(1024),
    }).execute();

    await idTable('verification_requests', {
      user_id: col.owner('users'),
      status: col.varchar(24),
      verification_type: col.varchar(16),
      date_created: col.timestamp,
      date_updated: col.opt.timestamp,
      admin_id: col.opt.int,
    }).execute();
    await indexes('verification_requests', { created: ['date_created'], updated: ['date_updated'] });
    await filterIndexes('verification_requests', { status: 'status', user: 'user_id' });

    await idTable('user_ip_whitelist', {
      user_id: col.owner('users'),
      ip: col.varchar(45),
      admin_id: col.opt.int,
      date_created: col.timestamp,
    })
      .addUniqueConstraint('user_ip_whitelist_user_ip', ['user_id', 'ip'])
      .execute();

    await idTable('user_nfa_history', {
      user_id: col.owner('users'),
      service_type: col.int,
      action: col.varchar(8),
      admin_id: col.opt.int,
      date_created: col.timestamp,
    }).execute();
    await indexes('user_nfa_history', { user: ['user_id', 'date_created'] });

    await idTable('user_actions', {
      user_id: col.owner('users'),
      action: col.varchar(64),
      ip: col.opt.varchar(45),
      client_type: col.opt.varchar(16),
      details: col.opt.text,
      date_created: col.timestamp,
    }).execute();
    await indexes('user_actions', { user: ['user_id', 'date_created'] });

    await idTable('user_2fa_codes', {
      user_id: col.owner('users'),
      code_type: col.int,
      service_type: col.int,
      code: col.varchar(16),
      is_used: col.default.bool(0),
      date_created: col.timestamp,
      date_expires: col.timestamp,
      date_used: col.opt.timestamp,
    }).execute();
    await indexes('user_2fa_codes', { user: ['user_id', 'date_created'] });

    // Only the cells a user changed are stored; the rest of the matrix is the default (not ignored).
    await keyedTable('user_notification_settings', ['user_id', 'notification', 'channel'], {
      user_id: col.owner('users'),
      notification: col.int,
      channel: col.int,
      ignored: col.bool,
      date_updated: col.timestamp,
    }).execute();

    await table('user_email_settings', {
      user_id: col.primary.owner('users'),
      body_type: col.varchar(16),
      date_updated: col.timestamp,
    }).execute();

    await idTable('user_transaction_limits', {
      user_id: col.owner('users'),
      currency_id: col.owner('currencies'),
      period: col.varchar(8),
      deposit_limit: col.opt.money,
      withdrawal_limit: col.opt.money,
      admin_id: col.opt.int,
      date_updated: col.timestamp,
    })
      .addUniqueConstraint('user_transaction_limits_key', ['user_id', 'currency_id', 'period'])
      .execute();

    await idTable('user_api_clients', {
      user_id: col.owner('users'),
      name: col.varchar(64),
      claims: col.int,
      ip_list: col.text,
      date_created: col.timestamp,
      last_used_date: col.opt.timestamp,
    }).execute();
    await indexes('user_api_clients', { user: ['user_id', 'id'] });

    // Blocked users are few: a partial index finds them without scanning the rest.
    await sql`CREATE INDEX users_blocked ON users (id) WHERE is_blocked = 1 AND is_deleted = 0`.execute(db);
  };
}
