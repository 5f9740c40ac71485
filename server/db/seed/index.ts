import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedStaff } from './staff.ts';
import { analyzeAll, withDeferredIndexes } from './deferredIndexes.ts';
import { drainBulkInserts } from './bulkInsert.ts';
import { refreshUserWorth } from '../../modules/ledger/worthRepository.ts';
import { seedUsers } from './users.ts';
import { seedP2p } from './p2p.ts';
import { seedTraders } from './traders.ts';
import { seedChats } from './chats.ts';
import { seedMerchantFees, seedMerchantTransactions } from './merchants.ts';
import { defaultTransactionCount, seedTransactions } from './transactions.ts';
import { seedSettings } from './settings.ts';
import { seedPaymentSystems } from './paymentSystems.ts';
import { seedSettingsPlatform } from './settingsPlatform.ts';
import { dropUserTriggers, rebuildUserSearch } from '../userSearch.ts';
import { seedP2pOffers } from './p2pOffers.ts';
import { seedReferralStaking } from './referralStaking.ts';
import { seedStatistics } from './statistics.ts';
import { seedMarketplace } from './marketplace.ts';
import { seedP2pCatalogues } from './p2pCatalogues.ts';
import { seedTrading } from './trading.ts';
import { seedApprovals } from './approvals.ts';

export interface SeedOptions {
  users: number;
  seed?: number;
  now?: Date;
  /** Deposits and withdrawals to generate (issue 11); small by default. */
  transactions?: number;
  /** Spot orders and trades (issue 13, `--orders N`, `--trades N`); small by default. */
  orders?: number;
  trades?: number;
}

/** The tables the user seed bulk-loads (their indexes are built after the load). */
const BULK_TABLES = [
  'user_tag_links', 'user_nfa', 'user_roles', 'user_locks', 'user_lock_history', 'user_files', 'user_documents',
  'user_verification', 'verification_requests', 'user_ip_whitelist', 'user_nfa_history', 'user_actions', 'user_2fa_codes',
  'user_notification_settings', 'user_email_settings', 'user_transaction_limits', 'user_api_clients', 'users',
] as const;

/** The tables each later bulk step loads (their secondary indexes are built once after it). */
const P2P_TABLES = ['p2p_trades', 'p2p_trade_status_history', 'p2p_escrow', 'p2p_feedback', 'p2p_feedback_history', 'group_chats', 'group_chat_messages', 'group_chat_files', 'user_files', 'ledger_entries'] as const;
const TRANSACTION_TABLES = ['transactions', 'transaction_status_history', 'ledger_entries', 'balances', 'user_addresses', 'wallets', 'codes'] as const;
const TRADING_TABLES = ['orders', 'trades', 'order_book_levels', 'ledger_entries', 'balances'] as const;

/**
 * Every data table, read from the database itself so a new area's migration needs no entry here.
 * Left out: the migrator's own tables, and the user search index and counts (rebuilt after a reset).
 */
export async function dataTables(db: Db): Promise<string[]> {
  const kept = (name: string) => !name.startsWith('kysely_') && !name.startsWith('users_fts') && name !== 'table_counts';
  if (db.dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db.kysely);
    return rows.map((r) => r.name).filter(kept);
  }
  const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'`.execute(db.kysely);
  return rows.map((r) => r.name).filter(kept);
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  return !row;
}

export async function resetData(db: Db) {
  // The search index and user counts are rebuilt in one step rather than row by row.
  await dropUserTriggers(db.kysely, db.dialect);
  const tables = await dataTables(db);
  if (db.dialect === 'postgres') {
    await sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`).execute(db.kysely);
  } else {
    // Every table is emptied, so the order of the deletes does not matter while the keys are off.
    await sql`PRAGMA foreign_keys = OFF`.execute(db.kysely);
    try {
      for (const table of tables) await sql`DELETE FROM ${sql.table(table)}`.execute(db.kysely);
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db.kysely);
    }
    await sql`DELETE FROM sqlite_sequence`.execute(db.kysely).catch(() => undefined);
  }
  await rebuildUserSearch(db.kysely, db.dialect);
}

/** Fills every table the implemented calls read; deterministic for a given seed and date. */
export async function seedDemoData(db: Db, options: SeedOptions) {
  const started = performance.now();
  /** Milliseconds per step, so a slow seed shows where its time goes. */
  const stages: Record<string, number> = {};
  const stage = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      const result = await step();
      await drainBulkInserts(db);
      return result;
    } finally {
      stages[name] = Math.round(performance.now() - t);
    }
  };
  const now = options.now ?? new Date();
  await stage('seedStaff', () => seedStaff(db, now));
  await stage('seedCatalogue', () => seedCatalogue(db, now));
  await stage('seedPaymentSystems', () => seedPaymentSystems(db));
  const tagIds = (await db.kysely.selectFrom('user_tags').select('id').orderBy('id').execute()).map((t) => t.id);
  const admins = await db.kysely.selectFrom('admins').select(['id', 'admin_status']).orderBy('id').execute();
  const currencyIds = (await db.kysely.selectFrom('currencies').select('id').orderBy('id').execute()).map((c) => c.id);
  // Bulk load with the per-row triggers off; the search index and the counts are built once after.
  await dropUserTriggers(db.kysely, db.dialect);
  try {
    // The users step only copies rows: its unique indexes can wait for the end too.
    const loadUsers = () => seedUsers(db, options.users, tagIds, now, options.seed, {
      adminIds: admins.filter((a) => a.admin_status <= 2).map((a) => a.id),
      arbitratorIds: admins.filter((a) => a.admin_status === 3).map((a) => a.id),
      currencyIds,
    });
    await stage('seedUsers', () => withDeferredIndexes(db, BULK_TABLES, loadUsers, { unique: true }));
  } finally {
    await stage('rebuildUserSearch', () => rebuildUserSearch(db.kysely, db.dialect));
  }
  await stage('seedP2p', () => withDeferredIndexes(db, P2P_TABLES, () => seedP2p(db, { users: options.users, now, seed: options.seed ?? 20261122 })));
  await stage('seedTraders', () => seedTraders(db, { users: options.users, now, seed: options.seed ?? 20261122 }));
  await stage('seedChats', () => seedChats(db, { users: options.users, now, seed: options.seed ?? 20261122 }));
  await stage('seedMerchantFees', () => seedMerchantFees(db, { now }));
  await stage('seedMerchantTransactions', () => seedMerchantTransactions(db, { now, seed: options.seed ?? 20261122 }));
  await stage('seedTransactions', () => withDeferredIndexes(db, TRANSACTION_TABLES, () => seedTransactions(db, { users: options.users, transactions: options.transactions ?? defaultTransactionCount(options.users), now, seed: (options.seed ?? 20261122) + 11 })));
  // PostgreSQL plans from statistics; tables the steps above filled by COPY (balances among them)
  // have none until autovacuum gets round to them, and the steps below look rows up one by one
  // (referrals and staking through the ledger, the statistics): planned as sequential scans over
  // a million rows, referrals and staking took 369 s at 1,000,000 users instead of about 20.
  if (db.pool) await stage('analyzeLoaded', () => analyzeAll(db));
  await stage('seedSettings', () => seedSettings(db, now));
  await stage('seedP2pOffers', () => seedP2pOffers(db, { users: options.users, now, seed: options.seed ?? 20261122 }));
  await stage('seedReferralStaking', () => seedReferralStaking(db, { users: options.users, now, seed: (options.seed ?? 20261122) + 13 }));
  await stage('seedSettingsPlatform', () => seedSettingsPlatform(db, now, (options.seed ?? 20261122) + 17));
  await stage('seedMarketplace', () => seedMarketplace(db, { users: options.users, now, seed: options.seed ?? 20261122 }));
  await stage('seedP2pCatalogues', () => seedP2pCatalogues(db, { now, seed: options.seed ?? 20261122 }));
  await stage('seedTrading', () => withDeferredIndexes(db, TRADING_TABLES, () => seedTrading(db, { users: options.users, orders: options.orders, trades: options.trades, now, seed: (options.seed ?? 20261122) + 13 })));
  // Four-eyes requests (issue 29): after the balances, since a pending withdrawal holds part of one.
  await stage('seedApprovals', () => seedApprovals(db, now));
  // After every table its aggregates are built from (trades, referral incomes, staking log, balances).
  await stage('seedStatistics', () => seedStatistics(db, { now }));
  // Keep last: the seeds above write balances in bulk, past the ledger that keeps these keys current.
  await stage('refreshUserWorth', () => refreshUserWorth(db.kysely, null));
  if (db.sqlite) db.sqlite.pragma('optimize');
  else await stage('analyze', () => analyzeAll(db));
  return { ms: Math.round(performance.now() - started), stages };
}
