import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * The user detail area: profile fields, roles, locks and their history, documents, files and
 * verification, IP whitelist, second-factor history, actions, 2FA codes, notification and e-mail
 * settings, per-user transaction limits and API clients. Every list these tables back is read per
 * user, newest first, so each has an index on (user_id, date).
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('users').addColumn('identificator', 'varchar(1024)').execute();
    await db.schema.alterTable('users').addColumn('timezone', 'varchar(64)').execute();
    await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
    // One row per user and service: enabling again moves date_enabled past date_disabled.
    await db.schema.dropIndex('user_nfa_user').execute();
    await db.schema.createIndex('user_nfa_user_service').on('user_nfa').columns(['user_id', 'service_type']).unique().execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
      .execute();
    await db.schema.createIndex('user_roles_role').on('user_roles').columns(['role', 'user_id']).execute();

    // Locks in force (one per user and type); the history keeps every lock and block with its end.
    await db.schema
      .createTable('user_locks')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lock_type', 'integer', (c) => c.notNull())
      .addColumn('history_id', 'integer', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('until', t.timestamp)
      .addPrimaryKeyConstraint('user_locks_pk', ['user_id', 'lock_type'])
      .execute();
    await db.schema.createIndex('user_locks_type').on('user_locks').columns(['lock_type', 'user_id']).execute();

    await withId(db.schema.createTable('user_lock_history'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('lock_type', 'integer')
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('arbitrator_id', 'integer')
      .addColumn('minutes', 'integer')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('until', t.timestamp)
      .addColumn('unblocked', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('date_unblocked', t.timestamp)
      .addColumn('unblocked_by_admin_id', 'integer')
      .addColumn('comment', 'varchar(1024)')
      .execute();
    await db.schema.createIndex('user_lock_history_user').on('user_lock_history').columns(['user_id', 'date_created']).execute();

    await withId(db.schema.createTable('user_documents'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'varchar(32)')
      .addColumn('first_name', 'varchar(1024)')
      .addColumn('last_name', 'varchar(1024)')
      .addColumn('middle_name', 'varchar(1024)')
      .addColumn('birthday', 'varchar(10)')
      .addColumn('country', 'varchar(1024)')
      .addColumn('city', 'varchar(1024)')
      .addColumn('address', 'varchar(1024)')
      .addColumn('citizenship', 'varchar(1024)')
      .addColumn('document_expire_date', 'varchar(10)')
      .addColumn('document_issued_by', 'varchar(1024)')
      .addColumn('document_issued_date', 'varchar(10)')
      .addColumn('document_number', 'varchar(1024)')
      .addColumn('gender', 'varchar(8)')
      .addColumn('postal_code', 'varchar(32)')
      .addColumn('is_checked', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_documents_user').on('user_documents').columns(['user_id', 'id']).execute();

    await withId(db.schema.createTable('user_files'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('document_id', 'integer', (c) => c.references('user_documents.id').onDelete('set null'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('extension', 'varchar(16)', (c) => c.notNull())
      .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', blob, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_files_user').on('user_files').column('user_id').execute();
    await db.schema.createIndex('user_files_document').on('user_files').column('document_id').execute();

    await db.schema
      .createTable('user_verification')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('status', 'varchar(24)', (c) => c.notNull())
      .addColumn('verification_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('auto_verification_status', 'varchar(16)')
      .addColumn('auto_provider', 'varchar(64)')
      .addColumn('date_requested', t.timestamp)
      .addColumn('date_updated', t.timestamp)
      .addColumn('comment', 'varchar(1024)')
      .execute();

    await withId(db.schema.createTable('verification_requests'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'varchar(24)', (c) => c.notNull())
      .addColumn('verification_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp)
      .addColumn('admin_id', 'integer')
      .execute();
    await db.schema.createIndex('verification_requests_created').on('verification_requests').column('date_created').execute();
    await db.schema.createIndex('verification_requests_updated').on('verification_requests').column('date_updated').execute();
    await db.schema.createIndex('verification_requests_status').on('verification_requests').columns(['status', 'date_created']).execute();
    await db.schema.createIndex('verification_requests_user').on('verification_requests').columns(['user_id', 'date_created']).execute();

    await withId(db.schema.createTable('user_ip_whitelist'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ip', 'varchar(45)', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('user_ip_whitelist_user_ip', ['user_id', 'ip'])
      .execute();

    await withId(db.schema.createTable('user_nfa_history'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('service_type', 'integer', (c) => c.notNull())
      .addColumn('action', 'varchar(8)', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_nfa_history_user').on('user_nfa_history').columns(['user_id', 'date_created']).execute();

    await withId(db.schema.createTable('user_actions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('action', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(45)')
      .addColumn('client_type', 'varchar(16)')
      .addColumn('details', 'text')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_actions_user').on('user_actions').columns(['user_id', 'date_created']).execute();

    await withId(db.schema.createTable('user_2fa_codes'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_type', 'integer', (c) => c.notNull())
      .addColumn('service_type', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('is_used', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_expires', t.timestamp, (c) => c.notNull())
      .addColumn('date_used', t.timestamp)
      .execute();
    await db.schema.createIndex('user_2fa_codes_user').on('user_2fa_codes').columns(['user_id', 'date_created']).execute();

    // Only the cells a user changed are stored; the rest of the matrix is the default (not ignored).
    await db.schema
      .createTable('user_notification_settings')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('notification', 'integer', (c) => c.notNull())
      .addColumn('channel', 'integer', (c) => c.notNull())
      .addColumn('ignored', t.bool, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_notification_settings_pk', ['user_id', 'notification', 'channel'])
      .execute();

    await db.schema
      .createTable('user_email_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('body_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('user_transaction_limits'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id').onDelete('cascade'))
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      .addColumn('deposit_limit', t.money)
      .addColumn('withdrawal_limit', t.money)
      .addColumn('admin_id', 'integer')
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('user_transaction_limits_key', ['user_id', 'currency_id', 'period'])
      .execute();

    await withId(db.schema.createTable('user_api_clients'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('claims', 'integer', (c) => c.notNull())
      .addColumn('ip_list', 'text', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('last_used_date', t.timestamp)
      .execute();
    await db.schema.createIndex('user_api_clients_user').on('user_api_clients').columns(['user_id', 'id']).execute();

    // Blocked users are few: a partial index finds them without scanning the rest.
    await sql`CREATE INDEX users_blocked ON users (id) WHERE is_blocked = 1 AND is_deleted = 0`.execute(db);
  };
}
