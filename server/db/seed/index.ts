import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedStaff } from './staff.ts';
import { withDeferredIndexes } from './deferredIndexes.ts';
import { seedUsers } from './users.ts';
import { seedP2p } from './p2p.ts';
import { seedTraders } from './traders.ts';
import { seedChats } from './chats.ts';
import { seedMerchantFees, seedMerchantTransactions } from './merchants.ts';
import { defaultTransactionCount, seedTransactions } from './transactions.ts';
import { seedSettings } from './settings.ts';
import { seedPaymentSystems } from './paymentSystems.ts';
import { dropUserTriggers, rebuildUserSearch } from '../userSearch.ts';

export interface SeedOptions {
  users: number;
  seed?: number;
  now?: Date;
  /** Deposits and withdrawals to generate (issue 11); small by default. */
  transactions?: number;
}

/** Tables in dependency order (children first), for a reset. */
const TABLES = [
  'transaction_status_history', 'codes', 'wallets', 'user_addresses',
  'p2p_feedback_history', 'p2p_feedback', 'group_chat_files', 'group_chat_messages', 'group_chats', 'exchange_orders', 'trader_transactions', 'devices', 'private_chat_messages', 'private_chats', 'public_chat_messages', 'merchant_fees', 'merchant_providers', 'merchant_transactions', 'ledger_entries', 'p2p_escrow',
  'platform_balances', 'balances', 'transactions', 'p2p_trade_status_history', 'p2p_trades', 'p2p_requisites',
  'email_template_history', 'email_templates', 'admin_notification_settings',

  'admin_logs', 'admin_tokens', 'sign_in_attempts', 'admins', 'user_tag_links', 'user_nfa', 'user_roles', 'user_locks',
  'user_lock_history', 'user_files', 'user_documents', 'user_verification', 'verification_requests', 'user_ip_whitelist',
  'user_nfa_history', 'user_actions', 'user_2fa_codes', 'user_notification_settings', 'user_email_settings',
  'user_transaction_limits', 'user_api_clients', 'users', 'user_tags',
  'multiwallet_tokens', 'crypto_tokens', 'crypto_currencies', 'networks', 'transaction_methods', 'country_payment_methods', 'cities',
  'countries', 'payment_method_fields', 'catalogue_icons',
  'markets', 'currency_payment_methods', 'payment_methods', 'currencies', 'system_options',
] as const;

/** The tables the user seed bulk-loads. */
const BULK_TABLES = TABLES.filter((t) => t === 'users' || t.startsWith('user_') || t === 'verification_requests').filter((t) => t !== 'user_tags');

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  return !row;
}

export async function resetData(db: Db) {
  // The search index and user counts are rebuilt in one step rather than row by row.
  await dropUserTriggers(db.kysely, db.dialect);
  if (db.dialect === 'postgres') {
    await sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`).execute(db.kysely);
  } else {
    for (const table of TABLES) await db.kysely.deleteFrom(table).execute();
    await sql`DELETE FROM sqlite_sequence`.execute(db.kysely).catch(() => undefined);
  }
  await rebuildUserSearch(db.kysely, db.dialect);
}

/** Fills every table the implemented calls read; deterministic for a given seed and date. */
export async function seedDemoData(db: Db, options: SeedOptions) {
  const started = performance.now();
  const now = options.now ?? new Date();
  await seedStaff(db, now);
  await seedCatalogue(db, now);
  await seedPaymentSystems(db);
  const tagIds = (await db.kysely.selectFrom('user_tags').select('id').orderBy('id').execute()).map((t) => t.id);
  const admins = await db.kysely.selectFrom('admins').select(['id', 'admin_status']).orderBy('id').execute();
  const currencyIds = (await db.kysely.selectFrom('currencies').select('id').orderBy('id').execute()).map((c) => c.id);
  // Bulk load with the per-row triggers off; the search index and the counts are built once after.
  await dropUserTriggers(db.kysely, db.dialect);
  try {
    await withDeferredIndexes(db, BULK_TABLES, () =>
      seedUsers(db, options.users, tagIds, now, options.seed, {
        adminIds: admins.filter((a) => a.admin_status <= 2).map((a) => a.id),
        arbitratorIds: admins.filter((a) => a.admin_status === 3).map((a) => a.id),
        currencyIds,
      }),
    );
  } finally {
    await rebuildUserSearch(db.kysely, db.dialect);
  }
  await seedP2p(db, { users: options.users, now, seed: options.seed ?? 20261122 });
  await seedTraders(db, { users: options.users, now, seed: options.seed ?? 20261122 });
  await seedChats(db, { users: options.users, now, seed: options.seed ?? 20261122 });
  await seedMerchantFees(db, { now });
  await seedMerchantTransactions(db, { now, seed: options.seed ?? 20261122 });
  await seedTransactions(db, { users: options.users, transactions: options.transactions ?? defaultTransactionCount(options.users), now, seed: (options.seed ?? 20261122) + 11 });
  await seedSettings(db, now);
  if (db.sqlite) db.sqlite.pragma('optimize');
  else await sql`ANALYZE`.execute(db.kysely);
  return { ms: Math.round(performance.now() - started) };
}
