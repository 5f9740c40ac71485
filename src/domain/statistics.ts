/**
 * Statistics rules shared by the console and the server (spec 3 §7, §9): chart periods, date
 * ranges in unix seconds with the end of day, and the histogram groups.
 */

/** Chart periods offered (spec 3 §9); Day is the default. */
export const STATS_PERIODS = ['Day', 'Week', 'Month', 'Year'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 'Day';

/** i18n keys (`statistics` namespace) of the period captions. */
export const STATS_PERIOD_CAPTION_KEYS: Record<StatsPeriod, string> = {
  Day: 'statistics.period.day',
  Week: 'statistics.period.week',
  Month: 'statistics.period.month',
  Year: 'statistics.period.year',
};

/** Histogram groups (spec 3 §9): BTC, ETH and LTC by themselves, everything else as Other. */
export const HISTOGRAM_GROUPS = ['BTC', 'ETH', 'LTC', 'Other'] as const;
export type HistogramGroup = (typeof HISTOGRAM_GROUPS)[number];

/** The histogram group of a currency title. */
export function histogramGroup(currencyTitle: string): HistogramGroup {
  return currencyTitle === 'BTC' || currencyTitle === 'ETH' || currencyTitle === 'LTC' ? currencyTitle : 'Other';
}

export const DAY_SECONDS = 86_400;
/** The last second of a day: the day's start + 86399 s (spec 3 §5). */
export const END_OF_DAY_SECONDS = DAY_SECONDS - 1;

/** The start (00:00:00 UTC) of the day holding a unix second. */
export function startOfDay(seconds: number): number {
  return Math.floor(seconds / DAY_SECONDS) * DAY_SECONDS;
}

/** The last second (23:59:59 UTC) of the day holding a unix second. */
export function endOfDay(seconds: number): number {
  return startOfDay(seconds) + END_OF_DAY_SECONDS;
}

/** A calendar day `yyyy-mm-dd` (UTC) of a unix second. */
export function dayOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Unix seconds of 00:00 UTC of a `yyyy-mm-dd` day. */
export function secondsOfDay(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 1000;
}

/**
 * The first day of the period bucket a day falls in: the day itself, the Monday of its week,
 * the 1st of its month or the 1st of January.
 */
export function bucketOf(day: string, period: StatsPeriod): string {
  if (period === 'Day') return day;
  if (period === 'Month') return `${day.slice(0, 7)}-01`;
  if (period === 'Year') return `${day.slice(0, 4)}-01-01`;
  const seconds = secondsOfDay(day);
  const weekday = (new Date(seconds * 1000).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(seconds - weekday * DAY_SECONDS);
}

/** Every bucket start from one day to another, in order, so a chart shows empty buckets too. */
export function bucketsBetween(fromDay: string, toDay: string, period: StatsPeriod): string[] {
  const out: string[] = [];
  let day = bucketOf(fromDay, period);
  const last = bucketOf(toDay, period);
  while (day <= last) {
    out.push(day);
    const s = secondsOfDay(day);
    if (period === 'Day') day = dayOf(s + DAY_SECONDS);
    else if (period === 'Week') day = dayOf(s + 7 * DAY_SECONDS);
    else if (period === 'Month') {
      const d = new Date(s * 1000);
      day = dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000);
    } else day = `${Number(day.slice(0, 4)) + 1}-01-01`;
  }
  return out;
}

/**
 * The default range of a period ending today: 30 days for Day, 12 weeks, 12 months, 5 years,
 * from 00:00 of the first day to the end of today (+86399 s).
 */
export function defaultStatsRange(period: StatsPeriod, nowSeconds: number): { dateFrom: number; dateTo: number } {
  const today = startOfDay(nowSeconds);
  const days = period === 'Day' ? 30 : period === 'Week' ? 84 : period === 'Month' ? 365 : 5 * 365;
  return { dateFrom: today - (days - 1) * DAY_SECONDS, dateTo: today + END_OF_DAY_SECONDS };
}

/** Fee sources of the gross profit, in display order; i18n keys `statistics.source.<source>`. */
/**
 * The two requests of Statistics › System status for the chosen range: the finance status covers the range; the
 * transaction methods' balances are balances as of the range's end, so that request names only `dateTo` (the server
 * counts from the first recorded day). The screen and its server test both build the requests here.
 */
export function systemStatusRequests(range: { dateFrom: number; dateTo: number }): {
  finance: { dateFrom: number; dateTo: number };
  methods: { dateTo: number };
} {
  return { finance: { dateFrom: range.dateFrom, dateTo: range.dateTo }, methods: { dateTo: range.dateTo } };
}

export const PROFIT_SOURCES = ['deposit', 'withdrawal', 'p2p', 'merchant', 'trade'] as const;
export type ProfitSource = (typeof PROFIT_SOURCES)[number];

/** Referral income types, asked one by one (spec 3 §3). */
export const REFERRAL_INCOME_TYPES = ['buy', 'sell', 'p2p', 'trade', 'staking'] as const;
export type ReferralIncomeType = (typeof REFERRAL_INCOME_TYPES)[number];

/** Method types of the "codes and internal" view; the other view excludes them (spec 3 §7). */
export const CODE_INTERNAL_METHOD_TYPES = ['code', 'internal'] as const;

/**
 * The exact sum of decimal strings (no floats): what a chart's points add up to. Works on the
 * digits, so the console needs no decimal library for it.
 */
export function sumDecimals(values: readonly string[]): string {
  let scale = 0;
  for (const v of values) scale = Math.max(scale, (v.split('.')[1] ?? '').length);
  let total = 0n;
  for (const v of values) {
    const negative = v.startsWith('-');
    const [int = '0', frac = ''] = (negative ? v.slice(1) : v).split('.');
    const units = BigInt(int + frac.padEnd(scale, '0'));
    total += negative ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
