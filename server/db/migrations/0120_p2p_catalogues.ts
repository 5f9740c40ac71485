import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * The P2P desk's catalogues (issue 14, spec 2): P2P fees per currency and personal fees per user,
 * limits per currency, exchange-rate sources with their payment methods and the rate settings of
 * currency pairs, groups of traders and merchants, payment-method templates (P2P payment methods are
 * the catalogue's `payment_methods`, which gain a template), and the P2P localisation strings.
 * Chat options are a `system_options` document; turnover is read from `p2p_trades`.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('p2p_currency_fees')
      .addColumn('currency_id', 'integer', (c) => c.primaryKey().references('currencies.id'))
      .addColumn('service_fee', t.money, (c) => c.notNull())
      .addColumn('fee_absolute', t.money, (c) => c.notNull())
      .addColumn('fee_percent', t.money, (c) => c.notNull())
      .addColumn('fee_min', t.money, (c) => c.notNull())
      .addColumn('fee_max', t.money, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('p2p_personal_fees')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('fee_absolute', t.money, (c) => c.notNull())
      .addColumn('fee_percent', t.money, (c) => c.notNull())
      .addColumn('fee_min', t.money, (c) => c.notNull())
      .addColumn('fee_max', t.money, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('p2p_personal_fees_pk', ['user_id', 'currency_id'])
      .execute();

    await withId(db.schema.createTable('p2p_limits'), dialect)
      .addColumn('currency_id', 'integer', (c) => c.notNull().unique().references('currencies.id'))
      .addColumn('min_amount', t.money, (c) => c.notNull())
      .addColumn('max_amount', t.money, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('p2p_rate_sources'), dialect)
      .addColumn('name', 'varchar(128)', (c) => c.notNull().unique())
      .execute();
    await withId(db.schema.createTable('p2p_rate_source_methods'), dialect)
      .addColumn('source_id', 'integer', (c) => c.notNull().references('p2p_rate_sources.id'))
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('p2p_rate_source_methods_source').on('p2p_rate_source_methods').columns(['source_id', 'id']).execute();

    await withId(db.schema.createTable('p2p_rate_settings'), dialect)
      .addColumn('base_currency', 'varchar(64)', (c) => c.notNull())
      .addColumn('quote_currency', 'varchar(64)', (c) => c.notNull())
      // JSON array of { sourceId, paymentMethodId }.
      .addColumn('sources', 'text', (c) => c.notNull())
      .addColumn('rate', t.money)
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('p2p_rate_settings_pair', ['base_currency', 'quote_currency'])
      .execute();

    await withId(db.schema.createTable('p2p_groups'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('is_default', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('p2p_group_profiles')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('p2p_groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('p2p_group_profiles_pk', ['group_id', 'user_id'])
      .execute();
    await db.schema.createIndex('p2p_group_profiles_user').on('p2p_group_profiles').column('user_id').execute();

    await withId(db.schema.createTable('p2p_payment_method_templates'), dialect)
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      // JSON array of { name, type, required }.
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.alterTable('payment_methods').addColumn('template_id', 'integer').execute();
    await db.schema.createIndex('payment_methods_template').on('payment_methods').column('template_id').execute();
    await db.schema.createIndex('payment_methods_p2p').on('payment_methods').columns(['is_enabled_for_p2p', 'sort_id', 'id']).execute();

    await withId(db.schema.createTable('p2p_localisation'), dialect)
      .addColumn('key', 'varchar(255)', (c) => c.notNull())
      .addColumn('language', 'varchar(2)', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addUniqueConstraint('p2p_localisation_key_language', ['language', 'key'])
      .execute();

    // Turnover reads completed deals of a period.
    await db.schema.createIndex('p2p_trades_status_closed').on('p2p_trades').columns(['status', 'date_closed']).execute();
  };
}
