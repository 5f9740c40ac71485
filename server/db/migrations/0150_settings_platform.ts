import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Settings (issue 17, second part): platform transaction limits, watermark images, notification
 * templates, system notifications and notifications sent to users, front-end apps with per-group
 * access, and security groups with their users.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('platform_transaction_limits'), dialect)
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id').onDelete('cascade'))
      .addColumn('verification_level', 'varchar(16)', (c) => c.notNull())
      .addColumn('operation_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('min_amount', t.money)
      .addColumn('max_amount', t.money)
      .addColumn('daily_limit', t.money)
      .addColumn('monthly_limit', t.money)
      .addColumn('admin_id', 'integer')
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('platform_transaction_limits_key', ['currency_id', 'verification_level', 'operation_type'])
      .execute();

    await db.schema
      .createTable('watermarks')
      .addColumn('kind', 'varchar(8)', (c) => c.primaryKey())
      .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('data', blob, (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('notification_templates'), dialect)
      .addColumn('notification_type', 'integer', (c) => c.notNull())
      .addColumn('channel', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('notification_templates_key', ['notification_type', 'channel'])
      .execute();

    await withId(db.schema.createTable('system_notifications'), dialect)
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('version', 'varchar(32)')
      .addColumn('need_auth', t.bool, (c) => c.notNull())
      .addColumn('source', 'varchar(64)')
      .addColumn('cms_id', 'varchar(64)')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('is_active', t.bool, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('notification_sends'), dialect)
      .addColumn('admin_id', 'integer')
      .addColumn('notification_type', 'integer', (c) => c.notNull())
      .addColumn('channels', 'varchar(32)', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('recipients', 'integer', (c) => c.notNull())
      .addColumn('emailed', 'integer', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('notification_send_users')
      .addColumn('send_id', 'integer', (c) => c.notNull().references('notification_sends.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('notification_send_users_pk', ['send_id', 'user_id'])
      .execute();
    await db.schema.createIndex('notification_send_users_user').on('notification_send_users').columns(['user_id', 'send_id']).execute();

    await withId(db.schema.createTable('front_apps'), dialect)
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('is_enabled', t.bool, (c) => c.notNull())
      .addColumn('sort_id', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('front_apps_sort').on('front_apps').columns(['sort_id', 'id']).execute();

    await withId(db.schema.createTable('security_groups'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('is_default', t.bool, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('front_app_access')
      .addColumn('app_id', 'integer', (c) => c.notNull().references('front_apps.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('security_groups.id').onDelete('cascade'))
      .addColumn('access_type', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('front_app_access_pk', ['app_id', 'group_id'])
      .execute();
    await db.schema.createIndex('front_app_access_group').on('front_app_access').columns(['group_id']).execute();

    await db.schema
      .createTable('security_group_users')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('security_groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('date_added', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('security_group_users_pk', ['group_id', 'user_id'])
      .execute();
    await db.schema.createIndex('security_group_users_user').on('security_group_users').columns(['user_id']).execute();
  };
}
