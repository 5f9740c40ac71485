import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Referral programs and staking (issue 13, referral and staking half): programs with four fee
 * levels, their members and incomes; staking settings per currency, per-user switches and the
 * staking log. Every list filter and sort of /referral-program and /staking has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('referral_programs'), dialect)
      .addColumn('referral_id', 'integer', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('link', 'varchar(1024)', (c) => c.notNull())
      .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(1))
      .addColumn('is_blocked', t.bool, (c) => c.notNull().defaultTo(0))
      // Kept with each add, remove and income so the list sorts by them through an index.
      .addColumn('users_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('income_sum', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    const rp = (name: string, columns: string[]) => db.schema.createIndex(name).on('referral_programs').columns(columns).execute();
    await rp('referral_programs_user', ['user_id', 'id']);
    await rp('referral_programs_date', ['date_created', 'id']);
    await rp('referral_programs_active_date', ['is_active', 'date_created']);
    await rp('referral_programs_blocked_date', ['is_blocked', 'date_created']);
    await rp('referral_programs_users_count', ['users_count', 'id']);
    await rp('referral_programs_income', ['income_sum', 'id']);

    await db.schema
      .createTable('referral_levels')
      .addColumn('program_id', 'integer', (c) => c.notNull().references('referral_programs.id').onDelete('cascade'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('buy', t.money, (c) => c.notNull())
      .addColumn('sell', t.money, (c) => c.notNull())
      .addColumn('p2p', t.money, (c) => c.notNull())
      .addColumn('trade', t.money, (c) => c.notNull())
      .addColumn('staking', t.money, (c) => c.notNull())
      .addPrimaryKeyConstraint('referral_levels_pk', ['program_id', 'level'])
      .execute();

    // A user belongs to at most one program (the one whose link they came by).
    await db.schema
      .createTable('referral_members')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('program_id', 'integer', (c) => c.notNull().references('referral_programs.id').onDelete('cascade'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('referral_members_program').on('referral_members').columns(['program_id', 'level', 'date_created']).execute();

    await withId(db.schema.createTable('referral_incomes'), dialect)
      .addColumn('program_id', 'integer', (c) => c.notNull().references('referral_programs.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('referral_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('income_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    const ri = (name: string, columns: string[]) => db.schema.createIndex(name).on('referral_incomes').columns(columns).execute();
    await ri('referral_incomes_date', ['date_created', 'id']);
    await ri('referral_incomes_program_date', ['program_id', 'date_created']);
    await ri('referral_incomes_user_date', ['user_id', 'date_created']);
    await ri('referral_incomes_referral_user', ['referral_user_id', 'date_created']);
    await ri('referral_incomes_type_date', ['income_type', 'date_created']);

    await withId(db.schema.createTable('staking_settings'), dialect)
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('balance_from', t.money, (c) => c.notNull())
      .addColumn('percent_per_day', t.money, (c) => c.notNull())
      .addColumn('tax_percent', t.money, (c) => c.notNull())
      .addColumn('consider_tax', t.bool, (c) => c.notNull())
      .addColumn('begin_time', t.timestamp, (c) => c.notNull())
      .addColumn('max_percent_per_day', t.money, (c) => c.notNull())
      .addColumn('tax_mode', 'varchar(16)', (c) => c.notNull())
      .addColumn('is_enabled', t.bool, (c) => c.notNull().defaultTo(1))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_removed', t.timestamp)
      .execute();
    await db.schema.createIndex('staking_settings_currency').on('staking_settings').columns(['currency_id', 'is_enabled', 'balance_from']).execute();

    // currency_id 0: the user-wide switch; otherwise the switch for one currency.
    await db.schema
      .createTable('user_staking')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull())
      .addColumn('is_enabled', t.bool, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_staking_pk', ['user_id', 'currency_id'])
      .execute();

    await withId(db.schema.createTable('staking_logs'), dialect)
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('log_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('settings_id', 'integer', (c) => c.references('staking_settings.id'))
      .addColumn('previous_percent', t.money)
      .addColumn('amount', t.money)
      .addColumn('percent', t.money)
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    const sl = (name: string, columns: string[]) => db.schema.createIndex(name).on('staking_logs').columns(columns).execute();
    await sl('staking_logs_date', ['date_created', 'id']);
    await sl('staking_logs_user_date', ['user_id', 'date_created']);
    await sl('staking_logs_currency_date', ['currency_id', 'date_created']);
    await sl('staking_logs_type_date', ['log_type', 'date_created']);
  };
}
