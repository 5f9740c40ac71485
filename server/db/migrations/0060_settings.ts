import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Settings and administration: admins' notification settings, e-mail message templates with their
 * history, and the admin log's filters (operation, date) indexed.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('admin_notification_settings'), dialect)
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('notification_type', 'integer', (c) => c.notNull())
      .addColumn('channel', 'integer', (c) => c.notNull())
      .addColumn('is_enabled', t.bool, (c) => c.notNull())
      .addUniqueConstraint('admin_notification_settings_key', ['admin_id', 'notification_type', 'channel'])
      .execute();

    await withId(db.schema.createTable('email_templates'), dialect)
      .addColumn('message_type', 'integer', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      // Subject and body per locale, JSON objects keyed by locale.
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('body_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('send_if_unsubscribed', t.bool, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('email_templates_type').on('email_templates').columns(['message_type', 'id']).execute();

    // Every saved version of a template (the state after each add or update).
    await withId(db.schema.createTable('email_template_history'), dialect)
      .addColumn('template_id', 'integer', (c) => c.notNull().references('email_templates.id').onDelete('cascade'))
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('email_template_history_template').on('email_template_history').columns(['template_id', 'id']).execute();

    await db.schema.createIndex('admin_logs_operation_time').on('admin_logs').columns(['operation_id', 'created_at']).execute();
  };
}
