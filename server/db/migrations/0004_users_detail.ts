import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';
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
    const { col, table, idTable, indexes } = schemaKit(db, dialect);
    await db.schema.alterTable('users').addColumn('identificator', 'varchar(1024)').execute();
    await db.schema.alterTable('users').addColumn('timezone', 'varchar(64)').execute();
    await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
    // One row per user and service: enabling again moves date_enabled past date_disabled.
    await db.schema.dropIndex('user_nfa_user').execute();
    await db.schema.createIndex('user_nfa_user_service').on('user_nfa').columns(['user_id', 'service_type']).unique().execute();

    await table('user_roles', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      role: col.varchar(16),
      date_created: col.timestamp,
    })
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
      .execute();
    await indexes('user_roles', { role: ['role', 'user_id'] });

    // Locks in force (one per user and type); the history keeps every lock and block with its end.
    await table('user_locks', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      lock_type: col.int,
      history_id: col.int,
      date_created: col.timestamp,
      until: col.opt.timestamp,
    })
      .addPrimaryKeyConstraint('user_locks_pk', ['user_id', 'lock_type'])
      .execute();
    await indexes('user_locks', { type: ['lock_type', 'user_id'] });

    await idTable('user_lock_history', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      kind: col.varchar(8),
      lock_type: col.opt.int,
      source: col.varchar(16),
      admin_id: col.opt.int,
      arbitrator_id: col.opt.int,
      minutes: col.opt.int,
      date_created: col.timestamp,
      until: col.opt.timestamp,
      unblocked: [t.bool, (c) => c.notNull().defaultTo(0)],
      date_unblocked: col.opt.timestamp,
      unblocked_by_admin_id: col.opt.int,
      comment: col.opt.varchar(1024),
    }).execute();
    await indexes('user_lock_history', { user: ['user_id', 'date_created'] });

    await idTable('user_documents', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
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
      is_checked: [t.bool, (c) => c.notNull().defaultTo(0)],
      date_created: col.timestamp,
    }).execute();
    await indexes('user_documents', { user: ['user_id', 'id'] });

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
    await indexes('user_files', { user: ['user_id'], document: ['document_id'] });

    await table('user_verification', {
      user_id: ['integer', (c) => c.primaryKey().references('users.id').onDelete('cascade')],
      status: col.varchar(24),
      verification_type: col.varchar(16),
      auto_verification_status: col.opt.varchar(16),
      auto_provider: col.opt.varchar(64),
      date_requested: col.opt.timestamp,
      date_updated: col.opt.timestamp,
      comment: col.opt.varchar(1024),
    }).execute();

    await idTable('verification_requests', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      status: col.varchar(24),
      verification_type: col.varchar(16),
      date_created: col.timestamp,
      date_updated: col.opt.timestamp,
      admin_id: col.opt.int,
    }).execute();
    await indexes('verification_requests', {
      created: ['date_created'],
      updated: ['date_updated'],
      status: ['status', 'date_created'],
      user: ['user_id', 'date_created'],
    });

    await idTable('user_ip_whitelist', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      ip: col.varchar(45),
      admin_id: col.opt.int,
      date_created: col.timestamp,
    })
      .addUniqueConstraint('user_ip_whitelist_user_ip', ['user_id', 'ip'])
      .execute();

    await idTable('user_nfa_history', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      service_type: col.int,
      action: col.varchar(8),
      admin_id: col.opt.int,
      date_created: col.timestamp,
    }).execute();
    await indexes('user_nfa_history', { user: ['user_id', 'date_created'] });

    await idTable('user_actions', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      action: col.varchar(64),
      ip: col.opt.varchar(45),
      client_type: col.opt.varchar(16),
      details: col.opt.text,
      date_created: col.timestamp,
    }).execute();
    await indexes('user_actions', { user: ['user_id', 'date_created'] });

    await idTable('user_2fa_codes', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      code_type: col.int,
      service_type: col.int,
      code: col.varchar(16),
      is_used: [t.bool, (c) => c.notNull().defaultTo(0)],
      date_created: col.timestamp,
      date_expires: col.timestamp,
      date_used: col.opt.timestamp,
    }).execute();
    await indexes('user_2fa_codes', { user: ['user_id', 'date_created'] });

    // Only the cells a user changed are stored; the rest of the matrix is the default (not ignored).
    await table('user_notification_settings', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      notification: col.int,
      channel: col.int,
      ignored: col.bool,
      date_updated: col.timestamp,
    })
      .addPrimaryKeyConstraint('user_notification_settings_pk', ['user_id', 'notification', 'channel'])
      .execute();

    await table('user_email_settings', {
      user_id: ['integer', (c) => c.primaryKey().references('users.id').onDelete('cascade')],
      body_type: col.varchar(16),
      date_updated: col.timestamp,
    }).execute();

    await idTable('user_transaction_limits', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
      currency_id: ['integer', (c) => c.notNull().references('currencies.id').onDelete('cascade')],
      period: col.varchar(8),
      deposit_limit: col.opt.money,
      withdrawal_limit: col.opt.money,
      admin_id: col.opt.int,
      date_updated: col.timestamp,
    })
      .addUniqueConstraint('user_transaction_limits_key', ['user_id', 'currency_id', 'period'])
      .execute();

    await idTable('user_api_clients', {
      user_id: ['integer', (c) => c.notNull().references('users.id').onDelete('cascade')],
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
