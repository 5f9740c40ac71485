import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * The P2P desk's offers part (issue 14): offers with their moderation flags and a history row per
 * change; moderation word groups; P2P roles granted to users; banners (one per position) and the
 * global banner switch. Every list filter of the offers screen has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('p2p_offers'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('offer_type', 'varchar(4)', (c) => c.notNull())
      .addColumn('crypto_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('fiat_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('price', t.money)
      .addColumn('profit_percent', t.money)
      .addColumn('expression', 'varchar(1024)')
      .addColumn('min_amount', t.money, (c) => c.notNull())
      .addColumn('max_amount', t.money, (c) => c.notNull())
      // JSON arrays: the restricted amounts (decimal strings) and the payment method ids.
      .addColumn('restricted_amounts', 'text', (c) => c.notNull())
      .addColumn('payment_methods', 'text', (c) => c.notNull())
      .addColumn('is_kyc_required', t.bool, (c) => c.notNull())
      .addColumn('is_phone_required', t.bool, (c) => c.notNull())
      .addColumn('track_liquidity', t.bool, (c) => c.notNull())
      .addColumn('terms', 'varchar(1024)')
      .addColumn('is_hidden', t.bool, (c) => c.notNull())
      .addColumn('is_blocked', t.bool, (c) => c.notNull())
      .addColumn('is_deleted', t.bool, (c) => c.notNull())
      .addColumn('is_enabled', t.bool, (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();
    // The default list: enabled, not hidden, blocked or deleted, newest first; the flag filters use the same index.
    await db.schema.createIndex('p2p_offers_flags').on('p2p_offers').columns(['is_deleted', 'is_hidden', 'is_blocked', 'is_enabled', 'id']).execute();
    await db.schema.createIndex('p2p_offers_user').on('p2p_offers').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('p2p_offers_crypto').on('p2p_offers').columns(['crypto_currency_id', 'id']).execute();
    await db.schema.createIndex('p2p_offers_fiat').on('p2p_offers').columns(['fiat_currency_id', 'id']).execute();

    await withId(db.schema.createTable('p2p_offer_history'), dialect)
      .addColumn('offer_id', 'integer', (c) => c.notNull().references('p2p_offers.id').onDelete('cascade'))
      .addColumn('field', 'varchar(64)', (c) => c.notNull())
      .addColumn('old_value', 'varchar(1024)')
      .addColumn('new_value', 'varchar(1024)')
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('p2p_offer_history_offer').on('p2p_offer_history').columns(['offer_id', 'id']).execute();

    await withId(db.schema.createTable('moderation_word_groups'), dialect)
      .addColumn('group_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('group_name_key', 'varchar(64)', (c) => c.notNull().unique())
      // JSON array of the words; the groups are few, so the word search reads them all.
      .addColumn('words', 'text', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('p2p_role_grants'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'integer', (c) => c.notNull())
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('p2p_role_grants_user_role', ['user_id', 'role'])
      .execute();
    await db.schema.createIndex('p2p_role_grants_role').on('p2p_role_grants').columns(['role', 'id']).execute();

    await db.schema
      .createTable('banners')
      .addColumn('position', 'integer', (c) => c.primaryKey())
      .addColumn('link', 'varchar(1024)')
      .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('data', blob, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('banner_options')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('is_banners_enabled', t.bool, (c) => c.notNull())
      .execute();
  };
}
