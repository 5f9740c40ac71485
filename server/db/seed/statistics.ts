/**
 * Statistics demo data (issue 16): a year of daily rates, and a year of history for the areas whose
 * tables are not built yet (trading volumes and fees, referral incomes, staking balances and rewards),
 * written straight into the aggregates; then the aggregates of the landed data are built from it.
 */
import { insertDaily, insertRates, type DailyRow } from '../../modules/statistics/repository.ts';
import { METRIC, refreshAll } from '../../modules/statistics/refresh.ts';
import { usdPrice } from '../../modules/transactions/equivalent.ts';
import { Decimal } from '../../money.ts';
import { DAY_SECONDS, REFERRAL_INCOME_TYPES, dayOf } from '../../../src/domain/statistics.ts';
import { createRandom } from './random.ts';
import type { Db } from '../database.ts';

export const STATISTICS_HISTORY_DAYS = 366;
const STAKED = ['BTC', 'ETH', 'USDT', 'LTC', 'TRX'];
const REFERRAL_CURRENCIES = ['USDT', 'BTC', 'ETH'];

/** A crypto price drifting ±15 % over the year around its reference; fiat and stablecoins stay put. */
export function seededPrice(title: string, base: Decimal, dayIndex: number): Decimal {
  if (base.lessThanOrEqualTo(2) && base.greaterThanOrEqualTo('0.9')) return base;
  const wave = Math.round(Math.sin(dayIndex / 37 + title.length) * 1500) / 10_000; // 4 decimals, deterministic
  return base.times(new Decimal(1).plus(wave)).toDecimalPlaces(8);
}

export async function seedStatistics(db: Db, options: { now: Date; seed: number }) {
  const rnd = createRandom(options.seed);
  const today = Math.floor(options.now.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  const first = today - (STATISTICS_HISTORY_DAYS - 1) * DAY_SECONDS;
  const currencies = await db.kysely.selectFrom('currencies').select(['id', 'title', 'currency_type']).orderBy('id').execute();
  const markets = await db.kysely.selectFrom('markets').select(['id', 'base_currency_id', 'derived_currency_id']).orderBy('id').execute();
  const byTitle = new Map(currencies.map((c) => [c.title, c]));
  const price = new Map<string, Decimal>();
  const rates: { day: string; currency_id: number; usd_price: string }[] = [];
  for (let i = 0; i < STATISTICS_HISTORY_DAYS; i++) {
    const day = dayOf(first + i * DAY_SECONDS);
    for (const c of currencies) {
      const base = usdPrice(c.title);
      if (!base) continue;
      const p = seededPrice(c.title, base, i);
      price.set(`${day}|${c.id}`, p);
      rates.push({ day, currency_id: c.id, usd_price: p.toFixed() });
    }
  }
  await insertRates(db.kysely, rates);

  const rows: DailyRow[] = [];
  const push = (metric: string, day: string, currencyId: number, dim: string, count: number, amount: Decimal) => {
    const p = price.get(`${day}|${currencyId}`);
    rows.push({ metric, day, currency_id: currencyId, dim, count, amount: amount.toFixed(), amount_usd: p ? amount.times(p).toFixed() : '0' });
  };
  // An amount worth roughly `usd` dollars of a currency, with 6 decimals.
  const worth = (day: string, currencyId: number, usd: number) => {
    const p = price.get(`${day}|${currencyId}`);
    return p ? new Decimal(usd).dividedBy(p).toDecimalPlaces(6) : new Decimal(usd);
  };
  const stakedBalance = new Map<number, Decimal>();
  for (let i = 0; i < STATISTICS_HISTORY_DAYS; i++) {
    const day = dayOf(first + i * DAY_SECONDS);
    const growth = 1 + i / STATISTICS_HISTORY_DAYS; // activity grows over the year
    const tradeFees = new Map<number, Decimal>();
    for (const m of markets) {
      const count = Math.round(rnd.int(5, 60) * growth);
      const buy = worth(day, m.base_currency_id, rnd.int(2_000, 40_000) * growth);
      const sell = worth(day, m.base_currency_id, rnd.int(2_000, 40_000) * growth);
      push(METRIC.tradeBuy, day, m.base_currency_id, String(m.id), Math.ceil(count / 2), buy);
      push(METRIC.tradeSell, day, m.base_currency_id, String(m.id), Math.floor(count / 2), sell);
      // 0.1 % taker fee on both sides.
      tradeFees.set(m.base_currency_id, (tradeFees.get(m.base_currency_id) ?? new Decimal(0)).plus(buy.plus(sell).times('0.001')));
    }
    for (const [currencyId, fee] of tradeFees) push(METRIC.tradeFee, day, currencyId, 'trade', 1, fee.toDecimalPlaces(8));
    for (const type of REFERRAL_INCOME_TYPES) {
      for (const title of REFERRAL_CURRENCIES) {
        const c = byTitle.get(title);
        if (!c || !rnd.chance(0.8)) continue;
        push(METRIC.referral, day, c.id, type, rnd.int(1, 20), worth(day, c.id, rnd.int(5, 400) * growth));
      }
    }
    for (const title of STAKED) {
      const c = byTitle.get(title);
      if (!c) continue;
      const balance = (stakedBalance.get(c.id) ?? worth(day, c.id, 200_000)).plus(worth(day, c.id, rnd.int(-500, 2_500)));
      stakedBalance.set(c.id, balance);
      push(METRIC.stakingBalance, day, c.id, '', 1, balance);
      push(METRIC.stakingReward, day, c.id, '', 1, balance.times('0.0003').toDecimalPlaces(8));
    }
  }
  await insertDaily(db.kysely, rows);
  await refreshAll(db.kysely, db.dialect, dayOf(first), options.now);
  return { rows: rows.length };
}
