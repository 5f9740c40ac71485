import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as staff from './migrations/0001_staff.ts';
import * as users from './migrations/0002_users.ts';
import * as catalogue from './migrations/0003_catalogue.ts';
import * as usersDetail from './migrations/0004_users_detail.ts';
import * as usersSearch from './migrations/0005_users_search.ts';
import * as p2p from './migrations/0010_p2p.ts';
import * as signInThrottle from './migrations/0020_sign_in_throttle.ts';
import * as traders from './migrations/0080_traders.ts';
import * as requisitesDevices from './migrations/0081_requisites_devices.ts';
import * as chats from './migrations/0082_chats.ts';
import * as merchantFees from './migrations/0083_merchant_fees.ts';
import * as merchantTransactions from './migrations/0084_merchant_transactions.ts';
import * as money from './migrations/0030_money.ts';
import * as userWorth from './migrations/0031_user_worth.ts';
import * as settings from './migrations/0060_settings.ts';
import * as catalogues from './migrations/0040_catalogues.ts';
// Markets and trading (issue 13)
import * as trading from './migrations/0090_trading.ts';
import * as ordersCount from './migrations/0091_orders_count.ts';
// P2P catalogues (issue 14, h14b)
import * as p2pCatalogues from './migrations/0120_p2p_catalogues.ts';
// merchants' marketplace (issue 15)
import * as marketplace from './migrations/0085_marketplace.ts';
// statistics (issue 16)
import * as statistics from './migrations/0130_statistics.ts';
// settings: limits, notifications, watermark, front config (issue 17)
import * as settingsPlatform from './migrations/0150_settings_platform.ts';
// Referral and staking (issue 13b)
import * as referralStaking from './migrations/0100_referral_staking.ts';
// P2P offers, moderation words, roles and banners (issue 14, h14a)
import * as p2pOffersRoles from './migrations/0110_p2p_offers_roles.ts';
// Reports (issue 16)
import * as reports from './migrations/0140_reports.ts';
// TOTP steps used once (issue 23)
import * as totpLastStep from './migrations/0170_totp_last_step.ts';
import * as idempotencyKeys from './migrations/0200_idempotency_keys.ts';
import * as approvals from './migrations/0210_approvals.ts';
import * as usersSearchText from './migrations/0220_users_search_text.ts';

/** Numbered migrations, applied in name order; each module exports `up(dialect)`. */
const MIGRATIONS = {
  '0001_staff': staff,
  '0002_users': users,
  '0003_catalogue': catalogue,
  '0004_users_detail': usersDetail,
  '0005_users_search': usersSearch,
  '0010_p2p': p2p,
  '0020_sign_in_throttle': signInThrottle,
  '0080_traders': traders,
  '0081_requisites_devices': requisitesDevices,
  '0082_chats': chats,
  '0083_merchant_fees': merchantFees,
  '0084_merchant_transactions': merchantTransactions,
  '0030_money': money,
  '0031_user_worth': userWorth,
  '0060_settings': settings,
  '0040_catalogues': catalogues,
  // Markets and trading (issue 13)
  '0090_trading': trading,
  '0091_orders_count': ordersCount,
  // P2P catalogues (issue 14, h14b)
  '0120_p2p_catalogues': p2pCatalogues,
  // merchants' marketplace (issue 15)
  '0085_marketplace': marketplace,
  // statistics (issue 16)
  '0130_statistics': statistics,
  // settings: limits, notifications, watermark, front config (issue 17)
  '0150_settings_platform': settingsPlatform,
  // Referral and staking (issue 13b)
  '0100_referral_staking': referralStaking,
  // P2P offers, moderation words, roles and banners (issue 14)
  '0110_p2p_offers_roles': p2pOffersRoles,
  // Reports (issue 16)
  '0140_reports': reports,
  // TOTP steps used once (issue 23)
  '0170_totp_last_step': totpLastStep,
  // idempotency keys of money operations (issue 23)
  '0200_idempotency_keys': idempotencyKeys,
  // four-eyes approval (issue 29)
  '0210_approvals': approvals,
  // PostgreSQL users search on one lower-cased text (issue 26)
  '0220_users_search_text': usersSearchText,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly db: Db) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, module]) => [name, { up: module.up(this.db.dialect) }]),
    );
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: new StaticProvider(db), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
