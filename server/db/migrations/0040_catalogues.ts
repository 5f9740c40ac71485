import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';
import { columnTypes } from '../columns.ts';

/**
 * Payment systems and currencies (issue 12): icons, payment method fields, countries and cities,
 * transaction methods, crypto currencies and tokens, multiwallet tokens and networks; the extra
 * currency and payment method columns. Every list's filter and sort has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes } = schemaKit(db, dialect);
    await idTable('catalogue_icons', {
      content_type: col.varchar(32),
      size: col.int,
      data: col.blob,
      date_created: col.timestamp,
    }).execute();

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
    await indexes('payment_methods', { sort: ['sort_id', 'id'], status: ['status'] });

    await idTable('payment_method_fields', {
      payment_method_id: col.owner('payment_methods'),
      name: col.varchar(64),
      target: col.opt.varchar(64),
      regex: col.opt.varchar(1024),
      is_required: col.default.bool(0),
      is_multiline: col.default.bool(0),
      is_unique_required: col.default.bool(0),
      field_type: col.varchar(16),
    }).execute();
    await indexes('payment_method_fields', { method: ['payment_method_id'] });

    await idTable('countries', {
      name: col.varchar(128),
      iso2: col.unique.varchar(2),
      iso3: col.unique.varchar(3),
    }).execute();
    await indexes('countries', { name: ['name'] });

    await idTable('cities', {
      country_id: col.ref('countries'),
      name: col.varchar(128),
    }).execute();
    await indexes('cities', { country: ['country_id', 'name'] });

    await idTable('country_payment_methods', {
      country_id: col.ref('countries'),
      payment_method_id: col.owner('payment_methods'),
    })
      .addUniqueConstraint('country_payment_methods_pair', ['country_id', 'payment_method_id'])
      .execute();
    await indexes('country_payment_methods', { method: ['payment_method_id'] });

    await idTable('transaction_methods', {
      icon_id: col.opt.int,
      type: col.varchar(16),
      provider: col.varchar(64),
      method: col.varchar(16),
      currency_id: col.ref('currencies'),
      blockchain: col.opt.varchar(64),
      token: col.opt.varchar(64),
      amount_min: col.default.money('0'),
      amount_max: col.default.money('0'),
      fee_percent: col.default.money('0'),
      fee_absolute: col.default.money('0'),
      fee_min: col.default.money('0'),
      fee_max: col.default.money('0'),
      special_decimals: col.opt.int,
      default_decimals: col.default.int(8),
      rounding: col.opt.varchar(32),
      additional_field: col.opt.varchar(1024),
      manual_limit: col.opt.money,
      pay_in: col.opt.text,
      pay_out: col.opt.text,
      is_enabled: col.default.bool(1),
      sort_id: col.default.int(0),
    }).execute();
    await indexes('transaction_methods', { sort: ['sort_id', 'id'], currency: ['currency_id', 'type'] });

    await idTable('networks', {
      unique_id: col.unique.varchar(64),
      tag_name: col.opt.varchar(64),
      tag_multiline: col.default.bool(0),
      tag_regex: col.opt.varchar(1024),
      uri_amount: col.default.bool(0),
      address_multiple: col.default.bool(0),
      address_public_key: col.default.bool(0),
      address_tag_only: col.default.bool(0),
      address_regex: col.opt.varchar(1024),
      address_tokens: col.default.bool(0),
      transaction_url: col.opt.varchar(1024),
      address_url: col.opt.varchar(1024),
    }).execute();

    await idTable('crypto_currencies', {
      name: col.varchar(64),
      title: col.unique.varchar(64),
      network: col.opt.varchar(64),
      min_confirmations: col.default.int(0),
      is_enabled: col.default.bool(1),
    }).execute();
    await indexes('crypto_currencies', { network: ['network'] });

    await idTable('crypto_tokens', {
      crypto_currency_id: col.ref('crypto_currencies'),
      name: col.varchar(64),
      title: col.varchar(64),
      network: col.opt.varchar(64),
      address: col.opt.varchar(1024),
      contract_address: col.opt.varchar(1024),
      contract_abi: col.text,
      aggregating_min: col.opt.money,
      unique_address: col.default.bool(0),
      address_tag_only: col.default.bool(0),
      min_confirmations: col.default.int(0),
      min_confirmations_for_use: col.default.int(0),
      address_regex: col.opt.varchar(1024),
    }).execute();
    await indexes('crypto_tokens', { currency: ['crypto_currency_id', 'id'], network: ['network'] });

    await idTable('multiwallet_tokens', {
      currency_id: col.ref('currencies'),
      name: col.varchar(64),
      network: col.varchar(64),
      contract_address: col.opt.varchar(1024),
      decimals: col.default.int(8),
      is_enabled: col.default.bool(1),
    })
      .addUniqueConstraint('multiwallet_tokens_currency_network', ['currency_id', 'network'])
      .execute();
  };
}
