import { describe, expect, it } from 'vitest';
import { bucketOf, bucketsBetween, dayOf, defaultStatsRange, endOfDay, histogramGroup, startOfDay } from './statistics.ts';

describe('statistics rules', () => {
  it('ends a day at +86399 s', () => {
    const day = Date.UTC(2026, 10, 22) / 1000;
    expect(endOfDay(day)).toBe(day + 86_399);
    expect(endOfDay(day + 5000)).toBe(day + 86_399);
    expect(startOfDay(day + 86_399)).toBe(day);
    expect(dayOf(endOfDay(day))).toBe('2026-11-22');
  });

  it('buckets a day into its day, Monday week, month and year', () => {
    expect(bucketOf('2026-11-22', 'Day')).toBe('2026-11-22');
    expect(bucketOf('2026-11-22', 'Week')).toBe('2026-11-16'); // a Sunday belongs to the week from Monday
    expect(bucketOf('2026-11-16', 'Week')).toBe('2026-11-16');
    expect(bucketOf('2026-11-22', 'Month')).toBe('2026-11-01');
    expect(bucketOf('2026-11-22', 'Year')).toBe('2026-01-01');
    expect(bucketsBetween('2026-01-30', '2026-03-02', 'Month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(bucketsBetween('2025-12-31', '2026-01-01', 'Year')).toEqual(['2025-01-01', '2026-01-01']);
    expect(bucketsBetween('2026-11-20', '2026-11-22', 'Day')).toHaveLength(3);
  });

  it('groups currencies into BTC, ETH, LTC and Other', () => {
    expect(['BTC', 'ETH', 'LTC', 'USDT', 'EUR', 'btc'].map(histogramGroup)).toEqual(['BTC', 'ETH', 'LTC', 'Other', 'Other', 'Other']);
  });

  it('defaults to a range ending at the end of today', () => {
    const now = Date.UTC(2026, 10, 22, 10) / 1000;
    const r = defaultStatsRange('Day', now);
    expect(r.dateTo).toBe(endOfDay(now));
    expect((r.dateTo + 1 - r.dateFrom) / 86_400).toBe(30);
  });
});

describe('sumDecimals', () => {
  it('adds decimal strings exactly', async () => {
    const { sumDecimals } = await import('./statistics.ts');
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['1.00000001', '-2', '0'])).toBe('-0.99999999');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['123456789012345678901234567890.123456789', '1'])).toBe('123456789012345678901234567891.123456789');
  });
});
