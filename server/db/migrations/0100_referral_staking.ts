import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';
import { columnTypes } from '../columns.ts';

/**
 * Referral programs and staking (issue 13, referral and staking half): programs with four fee
 * levels, their members and incomes; staking settings per currency, per-user switches and the
 * staking log. Every list filter and sort of /referral-program and /staking has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    const { col, table, idTable, indexes } = schemaKit(db, dialect);
    await idTable('referral_programs', {
      referral_id: ['integer', (c) => c.notNull().unique()],
      user_id: col.ref('users'),
      link: col.varchar(1024),
      is_active: [t.bool, (c) => c.notNull().defaultTo(1)],
      is_blocked: [t.bool, (c) => c.notNull().defaultTo(0)],
      // Kept with each add, remove and income so the list sorts by them through an index.
      users_count: ['integer', (c) => c.notNull().defaultTo(0)],
      income_sum: [t.money, (c) => c.notNull().defaultTo('0')],
      date_created: col.timestamp,
    }).execute();
    const rp = (name: string, columns: string[]) => db.schema.createIndex(name).on('referral_programs').columns(columns).execute();
    await rp('referral_programs_user', ['user_id', 'id']);
    await rp('referral_programs_date', ['date_created', 'id']);
    await rp('referral_programs_active_date', ['is_active', 'date_created']);
    await rp('referral_programs_blocked_date', ['is_blocked', 'date_created']);
    await rp('referral_programs_users_count', ['users_count', 'id']);
    await rp('referral_programs_income', ['income_sum', 'id']);

    await table('referral_levels', {
      program_id: ['integer', (c) => c.notNull().references('referral_programs.id').onDelete('cascade')],
      level: col.int,
      buy: col.money,
      sell: col.money,
      p2p: col.money,
      trade: col.money,
      staking: col.money,
    })
      .addPrimaryKeyConstraint('referral_levels_pk', ['program_id', 'level'])
      .execute();

    // A user belongs to at most one program (the one whose link they came by).
    await table('referral_members', {
      user_id: ['integer', (c) => c.primaryKey().references('users.id')],
      program_id: ['integer', (c) => c.notNull().references('referral_programs.id').onDelete('cascade')],
      level: col.int,
      date_created: col.timestamp,
    }).execute();
    await indexes('referral_members', { program: ['program_id', 'level', 'date_created'] });

    await idTable('referral_incomes', {
      program_id: ['integer', (c) => c.notNull().references('referral_programs.id').onDelete('cascade')],
      user_id: col.ref('users'),
      referral_user_id: col.ref('users'),
      level: col.int,
      income_type: col.varchar(16),
      currency_id: col.ref('currencies'),
      amount: col.money,
      date_created: col.timestamp,
    }).execute();
    const ri = (name: string, columns: string[]) => db.schema.createIndex(name).on('referral_incomes').columns(columns).execute();
    await ri('referral_incomes_date', ['date_created', 'id']);
    await ri('referral_incomes_program_date', ['program_id', 'date_created']);
    await ri('referral_incomes_user_date', ['user_id', 'date_created']);
    await ri('referral_incomes_referral_user', ['referral_user_id', 'date_created']);
    await ri('referral_incomes_type_date', ['income_type', 'date_created']);

    await idTable('staking_settings', {
      currency_id: col.ref('currencies'),
      balance_from: col.money,
      percent_per_day: col.money,
      tax_percent: col.money,
      consider_tax: col.bool,
      begin_time: col.timestamp,
      max_percent_per_day: col.money,
      tax_mode: col.varchar(16),
      is_enabled: [t.bool, (c) => c.notNull().defaultTo(1)],
      date_created: col.timestamp,
      date_removed: col.opt.timestamp,
    }).execute();
    await indexes('staking_settings', { currency: ['currency_id', 'is_enabled', 'balance_from'] });

    // currency_id 0: the user-wide switch; otherwise the switch for one currency.
    await table('user_staking', {
      user_id: col.ref('users'),
      currency_id: col.int,
      is_enabled: col.bool,
      date_updated: col.timestamp,
    })
      .addPrimaryKeyConstraint('user_staking_pk', ['user_id', 'currency_id'])
      .execute();

    await idTable('staking_logs', {
      user_id: col.opt.ref('users'),
      currency_id: col.ref('currencies'),
      log_type: col.varchar(16),
      settings_id: col.opt.ref('staking_settings'),
      previous_percent: col.opt.money,
      amount: col.opt.money,
      percent: col.opt.money,
      admin_id: col.opt.ref('admins'),
      date_created: col.timestamp,
    }).execute();
    const sl = (name: string, columns: string[]) => db.schema.createIndex(name).on('staking_logs').columns(columns).execute();
    await sl('staking_logs_date', ['date_created', 'id']);
    await sl('staking_logs_user_date', ['user_id', 'date_created']);
    await sl('staking_logs_currency_date', ['currency_id', 'date_created']);
    await sl('staking_logs_type_date', ['log_type', 'date_created']);
  };
}
