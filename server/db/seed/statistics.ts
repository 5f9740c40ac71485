/**
 * Statistics demo data (issue 16): a year of daily rates; then every aggregate is built from the
 * seeded tables (deposits and withdrawals, P2P deals, merchant transactions, spot trades, referral
 * incomes, the staking log, registrations, balances), so a chart always agrees with the list under
 * it. Runs after the seeds of those tables.
 */
import { insertRates } from '../../modules/statistics/repository.ts';
import { refreshAll } from '../../modules/statistics/refresh.ts';
import { usdPrice } from '../../core/pricing.ts';
import { Decimal } from '../../money.ts';
import { DAY_SECONDS, dayOf } from '../../../src/domain/statistics.ts';
import type { Db } from '../database.ts';

export const STATISTICS_HISTORY_DAYS = 366;

/** A crypto price drifting ±15 % over the year around its reference; fiat and stablecoins stay put. */
export function seededPrice(title: string, base: Decimal, dayIndex: number): Decimal {
  if (base.lessThanOrEqualTo(2) && base.greaterThanOrEqualTo('0.9')) return base;
  const wave = Math.round(Math.sin(dayIndex / 37 + title.length) * 1500) / 10_000; // 4 decimals, deterministic
  return base.times(new Decimal(1).plus(wave)).toDecimalPlaces(8);
}

export async function seedStatistics(db: Db, options: { now: Date }) {
  const today = Math.floor(options.now.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  const first = today - (STATISTICS_HISTORY_DAYS - 1) * DAY_SECONDS;
  const currencies = await db.kysely.selectFrom('currencies').select(['id', 'title', 'currency_type']).orderBy('id').execute();
  const rates: { day: string; currency_id: number; usd_price: string }[] = [];
  for (let i = 0; i < STATISTICS_HISTORY_DAYS; i++) {
    const day = dayOf(first + i * DAY_SECONDS);
    for (const c of currencies) {
      const base = usdPrice(c.title);
      if (!base) continue;
      const p = seededPrice(c.title, base, i);
      rates.push({ day, currency_id: c.id, usd_price: p.toFixed() });
    }
  }
  await insertRates(db.kysely, rates);

  await refreshAll(db.kysely, db.dialect, dayOf(first), options.now);
  return { rates: rates.length };
}
