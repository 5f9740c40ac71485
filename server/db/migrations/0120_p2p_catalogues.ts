import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * The P2P desk's catalogues (issue 14, spec 2): P2P fees per currency and personal fees per user,
 * limits per currency, exchange-rate sources with their payment methods and the rate settings of
 * currency pairs, groups of traders and merchants, payment-method templates (P2P payment methods are
 * the catalogue's `payment_methods`, which gain a template), and the P2P localisation strings.
 * Chat options are a `system_options` document; turnover is read from `p2p_trades`.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, keyedTable, idTable, indexes } = schemaKit(db, dialect);
    // The four parts of a P2P fee, alike in the per-currency and the personal fee tables.
    const fee = { fee_absolute: col.money, fee_percent: col.money, fee_min: col.money, fee_max: col.money };
    await table('p2p_currency_fees', {
      currency_id: col.primary.ref('currencies'),
      service_fee: col.money,
      ...fee,
      date_updated: col.timestamp,
    }).execute();

    await keyedTable('p2p_personal_fees', ['user_id', 'currency_id'], {
      user_id: col.ref('users'),
      currency_id: col.ref('currencies'),
      ...fee,
      date_updated: col.timestamp,
    }).execute();

    await idTable('p2p_limits', {
      currency_id: ['integer', (c) => c.notNull().unique().references('currencies.id')],
      min_amount: col.money,
      max_amount: col.money,
      date_updated: col.timestamp,
    }).execute();

    await idTable('p2p_rate_sources', {
      name: col.unique.varchar(128),
    }).execute();
    await idTable('p2p_rate_source_methods', {
      source_id: col.ref('p2p_rate_sources'),
      name: col.varchar(128),
    }).execute();
    await indexes('p2p_rate_source_methods', { source: ['source_id', 'id'] });

    await idTable('p2p_rate_settings', {
      base_currency: col.varchar(64),
      quote_currency: col.varchar(64),
      // JSON array of { sourceId, paymentMethodId }.
      sources: col.text,
      rate: col.opt.money,
      date_updated: col.timestamp,
    })
      .addUniqueConstraint('p2p_rate_settings_pair', ['base_currency', 'quote_currency'])
      .execute();

    await idTable('p2p_groups', {
      name: col.varchar(64),
      name_key: col.unique.varchar(64),
      is_default: col.default.bool(0),
      date_created: col.timestamp,
    }).execute();
    await keyedTable('p2p_group_profiles', ['group_id', 'user_id'], {
      group_id: col.owner('p2p_groups'),
      user_id: col.ref('users'),
      date_created: col.timestamp,
    }).execute();
    await indexes('p2p_group_profiles', { user: ['user_id'] });

    await idTable('p2p_payment_method_templates', {
      name: col.varchar(128),
      // JSON array of { name, type, required }.
      fields: col.text,
      date_created: col.timestamp,
    }).execute();
    await db.schema.alterTable('payment_methods').addColumn('template_id', 'integer').execute();
    await indexes('payment_methods', { template: ['template_id'], p2p: ['is_enabled_for_p2p', 'sort_id', 'id'] });

    await idTable('p2p_localisation', {
      key: col.varchar(255),
      language: col.varchar(2),
      value: col.text,
    })
      .addUniqueConstraint('p2p_localisation_key_language', ['language', 'key'])
      .execute();

    // Turnover reads completed deals of a period.
    await indexes('p2p_trades', { status_closed: ['status', 'date_closed'] });
  };
}
