import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Payment systems and currencies (issue 12): icons, payment method fields, countries and cities,
 * transaction methods, crypto currencies and tokens, multiwallet tokens and networks; the extra
 * currency and payment method columns. Every list's filter and sort has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('catalogue_icons'), dialect)
      .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', blob, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();

    if (dialect === 'postgres') {
      // The contracts allow 64-character titles and 16-character symbols (0003 made them 16 and 8).
      await db.schema.alterTable('currencies').alterColumn('title', (c) => c.setDataType('varchar(64)')).execute();
      await db.schema.alterTable('currencies').alterColumn('symbol', (c) => c.setDataType('varchar(16)')).execute();
    }
    for (const [column, type, value] of [
      ['icon_id', 'integer', null],
      ['equivalent_currency_title', 'varchar(8)', 'USD'],
      ['cmc_id', 'integer', null],
      ['aliases', 'text', '[]'],
      ['is_popular', t.bool, 0],
      ['is_cheap_fee', t.bool, 0],
      ['use_in_wallet', t.bool, 1],
      ['use_in_p2p', t.bool, 1],
    ] as const) {
      await db.schema
        .alterTable('currencies')
        .addColumn(column, type, (c) => (value === null ? c : c.notNull().defaultTo(value)))
        .execute();
    }
    for (const [column, type, value] of [
      ['icon_id', 'integer', null],
      ['is_enabled_for_p2p', t.bool, 1],
      ['is_enabled_for_wallets', t.bool, 1],
    ] as const) {
      await db.schema
        .alterTable('payment_methods')
        .addColumn(column, type, (c) => (value === null ? c : c.notNull().defaultTo(value)))
        .execute();
    }
    await db.schema.createIndex('payment_methods_sort').on('payment_methods').columns(['sort_id', 'id']).execute();
    await db.schema.createIndex('payment_methods_status').on('payment_methods').column('status').execute();

    await withId(db.schema.createTable('payment_method_fields'), dialect)
      .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id').onDelete('cascade'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('target', 'varchar(64)')
      .addColumn('regex', 'varchar(1024)')
      .addColumn('is_required', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('is_multiline', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('is_unique_required', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('field_type', 'varchar(16)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_method_fields_method').on('payment_method_fields').column('payment_method_id').execute();

    await withId(db.schema.createTable('countries'), dialect)
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('iso2', 'varchar(2)', (c) => c.notNull().unique())
      .addColumn('iso3', 'varchar(3)', (c) => c.notNull().unique())
      .execute();
    await db.schema.createIndex('countries_name').on('countries').column('name').execute();

    await withId(db.schema.createTable('cities'), dialect)
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cities_country').on('cities').columns(['country_id', 'name']).execute();

    await withId(db.schema.createTable('country_payment_methods'), dialect)
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id').onDelete('cascade'))
      .addUniqueConstraint('country_payment_methods_pair', ['country_id', 'payment_method_id'])
      .execute();
    await db.schema.createIndex('country_payment_methods_method').on('country_payment_methods').column('payment_method_id').execute();

    await withId(db.schema.createTable('transaction_methods'), dialect)
      .addColumn('icon_id', 'integer')
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('provider', 'varchar(64)', (c) => c.notNull())
      .addColumn('method', 'varchar(16)', (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('blockchain', 'varchar(64)')
      .addColumn('token', 'varchar(64)')
      .addColumn('amount_min', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('amount_max', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('fee_percent', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('fee_absolute', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('fee_min', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('fee_max', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('special_decimals', 'integer')
      .addColumn('default_decimals', 'integer', (c) => c.notNull().defaultTo(8))
      .addColumn('rounding', 'varchar(32)')
      .addColumn('additional_field', 'varchar(1024)')
      .addColumn('manual_limit', t.money)
      .addColumn('pay_in', 'text')
      .addColumn('pay_out', 'text')
      .addColumn('is_enabled', t.bool, (c) => c.notNull().defaultTo(1))
      .addColumn('sort_id', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('transaction_methods_sort').on('transaction_methods').columns(['sort_id', 'id']).execute();
    await db.schema.createIndex('transaction_methods_currency').on('transaction_methods').columns(['currency_id', 'type']).execute();

    await withId(db.schema.createTable('networks'), dialect)
      .addColumn('unique_id', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('tag_name', 'varchar(64)')
      .addColumn('tag_multiline', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('tag_regex', 'varchar(1024)')
      .addColumn('uri_amount', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('address_multiple', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('address_public_key', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('address_tag_only', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('address_regex', 'varchar(1024)')
      .addColumn('address_tokens', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('transaction_url', 'varchar(1024)')
      .addColumn('address_url', 'varchar(1024)')
      .execute();

    await withId(db.schema.createTable('crypto_currencies'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('title', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('network', 'varchar(64)')
      .addColumn('min_confirmations', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_enabled', t.bool, (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('crypto_currencies_network').on('crypto_currencies').column('network').execute();

    await withId(db.schema.createTable('crypto_tokens'), dialect)
      .addColumn('crypto_currency_id', 'integer', (c) => c.notNull().references('crypto_currencies.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('network', 'varchar(64)')
      .addColumn('address', 'varchar(1024)')
      .addColumn('contract_address', 'varchar(1024)')
      .addColumn('contract_abi', 'text', (c) => c.notNull())
      .addColumn('aggregating_min', t.money)
      .addColumn('unique_address', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('address_tag_only', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('min_confirmations', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('min_confirmations_for_use', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('address_regex', 'varchar(1024)')
      .execute();
    await db.schema.createIndex('crypto_tokens_currency').on('crypto_tokens').columns(['crypto_currency_id', 'id']).execute();
    await db.schema.createIndex('crypto_tokens_network').on('crypto_tokens').column('network').execute();

    await withId(db.schema.createTable('multiwallet_tokens'), dialect)
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('network', 'varchar(64)', (c) => c.notNull())
      .addColumn('contract_address', 'varchar(1024)')
      .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(8))
      .addColumn('is_enabled', t.bool, (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('multiwallet_tokens_currency_network', ['currency_id', 'network'])
      .execute();
  };
}
