import type { Dialect, Executor } from '../../db/database.ts';
import { Decimal } from '../../money.ts';
import { DAY_SECONDS, dayOf, secondsOfDay } from '../../../src/domain/statistics.ts';
import { usdPrice } from '../../core/pricing.ts';
import * as repo from './repository.ts';
import type { DailyRow } from './repository.ts';

/** Metric names of the aggregate rows. */
export const METRIC = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  /** Fees earned from the landed areas; dim is the source (deposit, withdrawal, p2p, merchant). */
  fee: 'fee',
  /** Spot trading fees, in the market's quote currency (dim 'trade'). */
  tradeFee: 'trade_fee',
  p2p: 'p2p',
  merchantDeposit: 'merchant_deposit',
  merchantWithdrawal: 'merchant_withdrawal',
  users: 'users',
  verifications: 'verifications',
  balanceUser: 'balance_user',
  balanceWallets: 'balance_wallets',
  blockedUsers: 'blocked_users',
  /** Live (not deleted) users at the snapshot. */
  totalUsers: 'total_users',
  tradeBuy: 'trade_buy',
  tradeSell: 'trade_sell',
  referral: 'referral',
  stakingBalance: 'staking_balance',
  stakingReward: 'staking_reward',
} as const;

/** The metrics rebuilt from the landed tables (the rest are snapshots or seeded history). */
export const DERIVED_METRICS = [
  METRIC.deposit, METRIC.withdrawal, METRIC.fee, METRIC.p2p, METRIC.merchantDeposit, METRIC.merchantWithdrawal, METRIC.users, METRIC.verifications,
  METRIC.tradeBuy, METRIC.tradeSell, METRIC.tradeFee, METRIC.referral, METRIC.stakingReward,
] as const;
const SNAPSHOT_METRICS = [METRIC.balanceUser, METRIC.balanceWallets, METRIC.blockedUsers, METRIC.totalUsers, METRIC.stakingBalance] as const;

/** The `stat_refresh` row of the daily rebuild of the past year (server/jobs/statisticsRebuild.ts). */
export const YEAR_REBUILD = 'year';

/** Recent days are rebuilt when the last rebuild is older than this (read-if-stale). */
export const RECENT_STALE_MS = 60_000;
/** Balance snapshots (a scan of every balance) are rebuilt at most this often. */
export const SNAPSHOT_STALE_MS = 10 * 60_000;

const inTransaction = async <T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> =>
  db.isTransaction ? fn(db) : db.transaction().execute(fn);

class Accumulator {
  private readonly rows = new Map<string, { metric: string; day: string; currency_id: number; dim: string; count: number; amount: Decimal }>();
  add(metric: string, day: string, currencyId: number, dim: string, amount: string | Decimal | number, count = 1) {
    const key = `${metric}|${day}|${currencyId}|${dim}`;
    const row = this.rows.get(key);
    if (row) {
      row.count += count;
      row.amount = row.amount.plus(amount);
    } else this.rows.set(key, { metric, day, currency_id: currencyId, dim, count, amount: new Decimal(amount) });
  }
  finish(priceOf: (day: string, currencyId: number) => Decimal | null): DailyRow[] {
    return [...this.rows.values()].map((r) => {
      const price = r.currency_id === 0 ? null : priceOf(r.day, r.currency_id);
      return { ...r, amount: r.amount.toFixed(), amount_usd: price ? r.amount.times(price).toFixed() : '0' };
    });
  }
}

/** Records each currency's reference USD price for the days that have none yet (the rates of the day). */
async function ensureRates(db: Executor, fromDay: string, toDay: string) {
  const all = await repo.currencies(db);
  const rows: { day: string; currency_id: number; usd_price: string }[] = [];
  for (let s = secondsOfDay(fromDay); s <= secondsOfDay(toDay); s += DAY_SECONDS) {
    for (const c of all) {
      const p = usdPrice(c.title);
      if (p) rows.push({ day: dayOf(s), currency_id: c.id, usd_price: p.toFixed() });
    }
  }
  await repo.insertRates(db, rows);
}

/** The rates of each day over a range, as a lookup. */
export async function rateBook(db: Executor, fromDay: string, toDay: string) {
  const map = new Map<string, Decimal>();
  for (const r of await repo.rates(db, fromDay, toDay)) map.set(`${r.day}|${r.currency_id}`, new Decimal(r.usd_price));
  return (day: string, currencyId: number) => map.get(`${day}|${currencyId}`) ?? null;
}

/**
 * Rebuilds the derived aggregates of the days from `fromDay` to `toDay` (inclusive) from the landed
 * data: completed deposits and withdrawals with their fees, completed P2P deals and their fees,
 * completed merchant transactions and their fees, registrations and verification requests.
 * Each source is read in 31-day windows through its date index, so memory stays flat.
 */
export async function refreshDays(db: Executor, dialect: Dialect, fromDay: string, toDay: string) {
  await ensureRates(db, fromDay, toDay);
  const acc = new Accumulator();
  const end = secondsOfDay(toDay) + DAY_SECONDS;
  for (let s = secondsOfDay(fromDay); s < end; s += 31 * DAY_SECONDS) {
    const from = new Date(s * 1000).toISOString();
    const to = new Date(Math.min(end, s + 31 * DAY_SECONDS) * 1000).toISOString();
    for (const t of await repo.completedTransactions(db, from, to)) {
      const day = t.date_created.slice(0, 10);
      const side = t.side === 'in' ? 'deposit' : 'withdrawal';
      acc.add(side, day, t.currency_id, t.transaction_method_type ?? '', t.amount);
      if (!new Decimal(t.fee).isZero()) acc.add(METRIC.fee, day, t.currency_id, side, t.fee);
    }
    for (const t of await repo.completedP2pTrades(db, from, to)) {
      const day = t.date_created.slice(0, 10);
      acc.add(METRIC.p2p, day, t.crypto_currency_id, '', t.amount);
      if (!new Decimal(t.service_fee).isZero()) acc.add(METRIC.fee, day, t.crypto_currency_id, 'p2p', t.service_fee);
    }
    for (const t of await repo.completedMerchantTransactions(db, from, to)) {
      const day = t.date_created.slice(0, 10);
      if (t.tx_type === 'deposit' || t.tx_type === 'withdrawal') {
        acc.add(t.tx_type === 'deposit' ? METRIC.merchantDeposit : METRIC.merchantWithdrawal, day, t.currency_id, '', t.amount);
      }
      if (!new Decimal(t.fee).isZero()) acc.add(METRIC.fee, day, t.currency_id, 'merchant', t.fee);
    }
    // Spot trades: each row is one user's side; buy and sell volumes per market in its base currency.
    for (const t of await repo.tradesOf(db, from, to)) {
      const day = t.date_created.slice(0, 10);
      acc.add(t.side === 'buy' ? METRIC.tradeBuy : METRIC.tradeSell, day, t.base_currency_id, String(t.market_id), t.amount);
      if (!new Decimal(t.fee).isZero()) acc.add(METRIC.tradeFee, day, t.derived_currency_id, 'trade', t.fee);
    }
    for (const r of await repo.referralIncomesOf(db, from, to)) acc.add(METRIC.referral, r.date_created.slice(0, 10), r.currency_id, r.income_type, r.amount);
    for (const r of await repo.stakingIncomesOf(db, from, to)) {
      if (r.amount !== null) acc.add(METRIC.stakingReward, r.date_created.slice(0, 10), r.currency_id, '', r.amount);
    }
    for (const r of await repo.registrationsPerDay(db, dialect, from, to)) acc.add(METRIC.users, r.day, 0, '', 0, Number(r.n));
    for (const r of await repo.verificationsPerDay(db, dialect, from, to)) acc.add(METRIC.verifications, r.day, 0, r.status, 0, Number(r.n));
  }
  const priceOf = await rateBook(db, fromDay, toDay);
  const rows = acc.finish(priceOf);
  await inTransaction(db, (tx) => repo.replaceDays(tx, DERIVED_METRICS, fromDay, toDay, rows));
}

/**
 * Today's snapshot of the users' balances, the wallets' balances, the blocked accounts and the
 * staked balances: by the staking rules (stakingService `accrueIncome`), a user's available balance
 * in a currency is staked when staking is not switched off for them and a tier in force admits it.
 */
export async function refreshSnapshots(db: Executor, today: string) {
  await ensureRates(db, today, today);
  const acc = new Accumulator();
  const stakeFrom = new Map<number, Decimal>();
  for (const t of await repo.stakingTiersInForce(db, `${today}T23:59:59.999Z`)) {
    const from = stakeFrom.get(t.currency_id);
    if (!from || from.greaterThan(t.balance_from)) stakeFrom.set(t.currency_id, new Decimal(t.balance_from));
  }
  const off = new Set((await repo.stakingSwitchedOff(db)).map((s) => `${s.user_id}|${s.currency_id}`));
  let after: { userId: number; currencyId: number } | null = null;
  for (;;) {
    const page = await repo.balancesPage(db, after, 5000);
    for (const b of page) {
      acc.add(METRIC.balanceUser, today, b.currency_id, '', new Decimal(b.available).plus(b.locked));
      const from = stakeFrom.get(b.currency_id);
      if (from && new Decimal(b.available).greaterThanOrEqualTo(from) && !off.has(`${b.user_id}|0`) && !off.has(`${b.user_id}|${b.currency_id}`)) {
        acc.add(METRIC.stakingBalance, today, b.currency_id, '', b.available);
      }
    }
    if (page.length < 5000) break;
    const last = page[page.length - 1]!;
    after = { userId: last.user_id, currencyId: last.currency_id };
  }
  let afterId = 0;
  for (;;) {
    const page = await repo.walletsPage(db, afterId, 5000);
    for (const w of page) acc.add(METRIC.balanceWallets, today, w.currency_id, '', w.balance);
    if (page.length < 5000) break;
    afterId = page[page.length - 1]!.id;
  }
  acc.add(METRIC.blockedUsers, today, 0, '', 0, await repo.countBlockedUsers(db));
  acc.add(METRIC.totalUsers, today, 0, '', 0, await repo.countLiveUsers(db));
  const priceOf = await rateBook(db, today, today);
  const rows = acc.finish(priceOf);
  await inTransaction(db, (tx) => repo.replaceDays(tx, SNAPSHOT_METRICS, today, today, rows));
}

/** Rebuilds everything from a day to today (after seeding, or by an operator after a data fix). */
export async function refreshAll(db: Executor, dialect: Dialect, fromDay: string, now: Date) {
  const today = dayOf(Math.floor(now.getTime() / 1000));
  await refreshDays(db, dialect, fromDay, today);
  await refreshSnapshots(db, today);
  await repo.markRefreshed(db, 'recent', now.toISOString());
  await repo.markRefreshed(db, 'snapshots', now.toISOString());
  await repo.markRefreshed(db, YEAR_REBUILD, now.toISOString());
}

/**
 * Read-if-stale: before a statistics answer, yesterday and today are rebuilt when the last rebuild
 * is older than a minute (yesterday too, so an operation of the last seconds of a day is not missed),
 * and the balance snapshots when older than ten minutes. Older days are rebuilt once a day by every
 * server's statistics job (server/jobs/statisticsRebuild.ts), or at once by `refreshAll`.
 */
export async function ensureFresh(db: Executor, dialect: Dialect, now: Date) {
  const nowMs = now.getTime();
  const recent = await repo.refreshedAt(db, 'recent');
  if (!recent || nowMs - Date.parse(recent) > RECENT_STALE_MS) {
    const today = dayOf(Math.floor(nowMs / 1000));
    const yesterday = dayOf(Math.floor(nowMs / 1000) - DAY_SECONDS);
    await refreshDays(db, dialect, recent ? yesterday : dayOf(Math.floor(nowMs / 1000) - 365 * DAY_SECONDS), today);
    await repo.markRefreshed(db, 'recent', now.toISOString());
  }
  const snap = await repo.refreshedAt(db, 'snapshots');
  if (!snap || nowMs - Date.parse(snap) > SNAPSHOT_STALE_MS) {
    await refreshSnapshots(db, dayOf(Math.floor(nowMs / 1000)));
    await repo.markRefreshed(db, 'snapshots', now.toISOString());
  }
}
