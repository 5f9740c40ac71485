import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Settings and administration: admins' notification settings, e-mail message templates with their
 * history, and the admin log's filters (operation, date) indexed.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes } = schemaKit(db, dialect);
    await idTable('admin_notification_settings', {
      admin_id: col.owner('admins'),
      notification_type: col.int,
      channel: col.int,
      is_enabled: col.bool,
    })
      .addUniqueConstraint('admin_notification_settings_key', ['admin_id', 'notification_type', 'channel'])
      .execute();

    await idTable('email_templates', {
      message_type: col.int,
      type: col.varchar(16),
      // Subject and body per locale, JSON objects keyed by locale.
      subject: col.text,
      body: col.text,
      body_type: col.varchar(16),
      send_if_unsubscribed: col.bool,
      date_updated: col.timestamp,
    }).execute();
    await indexes('email_templates', { type: ['message_type', 'id'] });

    // Every saved version of a template (the state after each add or update).
    await idTable('email_template_history', {
      template_id: col.owner('email_templates'),
      snapshot: col.text,
      admin_id: col.opt.int,
      date_created: col.timestamp,
    }).execute();
    await indexes('email_template_history', { template: ['template_id', 'id'] });

    await indexes('admin_logs', { operation_time: ['operation_id', 'created_at'] });
  };
}
