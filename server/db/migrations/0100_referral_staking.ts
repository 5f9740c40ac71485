import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Referral programs and staking (issue 13, referral and staking half): programs with four fee
 * levels, their members and incomes; staking settings per currency, per-user switches and the
 * staking log. Every list filter and sort of /referral-program and /staking has an index.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, keyedTable, idTable, indexes, listIndexes } = schemaKit(db, dialect);
    await idTable('referral_programs', {
      referral_id: col.unique.int,
      user_id: col.ref('users'),
      link: col.varchar(1024),
      is_active: col.default.bool(1),
      is_blocked: col.default.bool(0),
      // Kept with each add, remove and income so the list sorts by them through an index.
      users_count: col.default.int(0),
      income_sum: col.default.money('0'),
      date_created: col.timestamp,
    }).execute();
    await indexes('referral_programs', {
      user: ['user_id', 'id'],
      date: ['date_created', 'id'],
      active_date: ['is_active', 'date_created'],
      blocked_date: ['is_blocked', 'date_created'],
      users_count: ['users_count', 'id'],
      income: ['income_sum', 'id'],
    });

    await keyedTable('referral_levels', ['program_id', 'level'], {
      program_id: col.owner('referral_programs'),
      level: col.int,
      buy: col.money,
      sell: col.money,
      p2p: col.money,
      trade: col.money,
      staking: col.money,
    }).execute();

    // A user belongs to at most one program (the one whose link they came by).
    await table('referral_members', {
      user_id: col.primary.ref('users'),
      program_id: col.owner('referral_programs'),
      level: col.int,
      date_created: col.timestamp,
    }).execute();
    await indexes('referral_members', { program: ['program_id', 'level', 'date_created'] });

    await idTable('referral_incomes', {
      program_id: col.owner('referral_programs'),
      user_id: col.ref('users'),
      referral_user_id: col.ref('users'),
      level: col.int,
      income_type: col.varchar(16),
      currency_id: col.ref('currencies'),
      amount: col.money,
      date_created: col.timestamp,
    }).execute();
    await listIndexes('referral_incomes', {
      program_date: 'program_id',
      user_date: 'user_id',
      referral_user: 'referral_user_id',
      type_date: 'income_type',
    });

    await idTable('staking_settings', {
      currency_id: col.ref('currencies'),
      balance_from: col.money,
      percent_per_day: col.money,
      tax_percent: col.money,
      consider_tax: col.bool,
      begin_time: col.timestamp,
      max_percent_per_day: col.money,
      tax_mode: col.varchar(16),
      is_enabled: col.default.bool(1),
      date_created: col.timestamp,
      date_removed: col.opt.timestamp,
    }).execute();
    await indexes('staking_settings', { currency: ['currency_id', 'is_enabled', 'balance_from'] });

    // currency_id 0: the user-wide switch; otherwise the switch for one currency.
    await keyedTable('user_staking', ['user_id', 'currency_id'], {
      user_id: col.ref('users'),
      currency_id: col.int,
      is_enabled: col.bool,
      date_updated: col.timestamp,
    }).execute();

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
    await listIndexes('staking_logs', { user_date: 'user_id', currency_date: 'currency_id', type_date: 'log_type' });
  };
}
