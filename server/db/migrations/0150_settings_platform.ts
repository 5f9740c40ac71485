import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Settings (issue 17, second part): platform transaction limits, watermark images, notification
 * templates, system notifications and notifications sent to users, front-end apps with per-group
 * access, and security groups with their users.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, keyedTable, idTable, indexes, linkTable } = schemaKit(db, dialect);
    await idTable('platform_transaction_limits', {
      currency_id: col.owner('currencies'),
      verification_level: col.varchar(16),
      operation_type: col.varchar(16),
      min_amount: col.opt.money,
      max_amount: col.opt.money,
      daily_limit: col.opt.money,
      monthly_limit: col.opt.money,
      admin_id: col.opt.int,
      date_updated: col.timestamp,
    })
      .addUniqueConstraint('platform_transaction_limits_key', ['currency_id', 'verification_level', 'operation_type'])
      .execute();

    await table('watermarks', {
      kind: col.primary.varchar(8),
      content_type: col.varchar(32),
      data: col.blob,
      admin_id: col.opt.int,
      date_updated: col.timestamp,
    }).execute();

    await idTable('notification_templates', {
      notification_type: col.int,
      channel: col.int,
      title: col.text,
      text: col.text,
      admin_id: col.opt.int,
      date_created: col.timestamp,
    })
      .addUniqueConstraint('notification_templates_key', ['notification_type', 'channel'])
      .execute();

    await idTable('system_notifications', {
      type: col.varchar(16),
      version: col.opt.varchar(32),
      need_auth: col.bool,
      source: col.opt.varchar(64),
      cms_id: col.opt.varchar(64),
      text: col.text,
      is_active: col.bool,
      date_created: col.timestamp,
    }).execute();

    await idTable('notification_sends', {
      admin_id: col.opt.int,
      notification_type: col.int,
      channels: col.varchar(32),
      title: col.text,
      text: col.text,
      recipients: col.int,
      emailed: col.int,
      date_created: col.timestamp,
    }).execute();
    await linkTable('notification_send_users', { send_id: 'notification_sends', user_id: 'users' });

    await idTable('front_apps', {
      name: col.varchar(128),
      is_enabled: col.bool,
      sort_id: col.int,
    }).execute();
    await indexes('front_apps', { sort: ['sort_id', 'id'] });

    await idTable('security_groups', {
      name: col.unique.varchar(64),
      is_default: col.bool,
      date_created: col.timestamp,
    }).execute();

    await keyedTable('front_app_access', ['app_id', 'group_id'], {
      app_id: col.owner('front_apps'),
      group_id: col.owner('security_groups'),
      access_type: col.varchar(8),
    }).execute();
    await indexes('front_app_access', { group: ['group_id'] });

    await keyedTable('security_group_users', ['group_id', 'user_id'], {
      group_id: col.owner('security_groups'),
      user_id: col.owner('users'),
      date_added: col.timestamp,
    }).execute();
    await indexes('security_group_users', { user: ['user_id'] });
  };
}
