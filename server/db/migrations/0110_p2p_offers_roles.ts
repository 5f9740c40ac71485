import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * The P2P desk's offers part (issue 14): offers with their moderation flags and a history row per
 * change; moderation word groups; P2P roles granted to users; banners (one per position) and the
 * global banner switch. Every list filter of the offers screen has an index.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, idTable, indexes } = schemaKit(db, dialect);
    await idTable('p2p_offers', {
      user_id: col.ref('users'),
      offer_type: col.varchar(4),
      crypto_currency_id: col.ref('currencies'),
      fiat_currency_id: col.ref('currencies'),
      price: col.opt.money,
      profit_percent: col.opt.money,
      expression: col.opt.varchar(1024),
      min_amount: col.money,
      max_amount: col.money,
      // JSON arrays: the restricted amounts (decimal strings) and the payment method ids.
      restricted_amounts: col.text,
      payment_methods: col.text,
      is_kyc_required: col.bool,
      is_phone_required: col.bool,
      track_liquidity: col.bool,
      terms: col.opt.varchar(1024),
      is_hidden: col.bool,
      is_blocked: col.bool,
      is_deleted: col.bool,
      is_enabled: col.bool,
      ...col.stamps,
    }).execute();
    // The default list: enabled, not hidden, blocked or deleted, newest first; the flag filters use the same index.
    await indexes('p2p_offers', {
      flags: ['is_deleted', 'is_hidden', 'is_blocked', 'is_enabled', 'id'],
      user: ['user_id', 'id'],
      crypto: ['crypto_currency_id', 'id'],
      fiat: ['fiat_currency_id', 'id'],
    });

    await idTable('p2p_offer_history', {
      offer_id: col.owner('p2p_offers'),
      field: col.varchar(64),
      old_value: col.opt.varchar(1024),
      new_value: col.opt.varchar(1024),
      admin_id: col.opt.ref('admins'),
      date_created: col.timestamp,
    }).execute();
    await indexes('p2p_offer_history', { offer: ['offer_id', 'id'] });

    await idTable('moderation_word_groups', {
      group_name: col.varchar(64),
      group_name_key: col.unique.varchar(64),
      // JSON array of the words; the groups are few, so the word search reads them all.
      words: col.text,
      date_created: col.timestamp,
    }).execute();

    await idTable('p2p_role_grants', {
      user_id: col.owner('users'),
      role: col.int,
      admin_id: col.opt.ref('admins'),
      date_created: col.timestamp,
    })
      .addUniqueConstraint('p2p_role_grants_user_role', ['user_id', 'role'])
      .execute();
    await indexes('p2p_role_grants', { role: ['role', 'id'] });

    await table('banners', {
      position: col.primary.int,
      link: col.opt.varchar(1024),
      content_type: col.varchar(32),
      data: col.blob,
      date_updated: col.timestamp,
    }).execute();
    await table('banner_options', {
      id: col.primary.int,
      is_banners_enabled: col.bool,
    }).execute();
  };
}
