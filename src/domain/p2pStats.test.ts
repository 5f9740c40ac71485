import { describe, expect, it } from 'vitest';
import { disputeShares, percentOf, ratingPercent, tradeTimeMinutes } from './p2pStats.ts';

describe('tradeTimeMinutes', () => {
  it('shows seconds as minutes with two decimals', () => {
    expect(tradeTimeMinutes(90)).toBe('1.50');
    expect(tradeTimeMinutes(0)).toBe('0.00');
    expect(tradeTimeMinutes(3600)).toBe('60.00');
    expect(tradeTimeMinutes(61)).toBe('1.02');
  });

  it('treats -1 (no completed deal) and nonsense as none', () => {
    expect(tradeTimeMinutes(-1)).toBeNull();
    expect(tradeTimeMinutes(Number.NaN)).toBeNull();
  });
});

describe('disputeShares', () => {
  it('computes won and lost percentages of the disputes the user had', () => {
    expect(disputeShares(3, 1)).toEqual({ total: 4, wonPercent: '75.00', lostPercent: '25.00' });
    expect(disputeShares(1, 2)).toEqual({ total: 3, wonPercent: '33.33', lostPercent: '66.67' });
    expect(disputeShares(0, 5)).toEqual({ total: 5, wonPercent: '0.00', lostPercent: '100.00' });
  });

  it('has no percentages without any dispute', () => {
    expect(disputeShares(0, 0)).toEqual({ total: 0, wonPercent: null, lostPercent: null });
  });
});

describe('percentOf and ratingPercent', () => {
  it('guards a zero whole', () => {
    expect(percentOf(1, 0)).toBeNull();
    expect(percentOf(1, 8)).toBe('12.50');
  });

  it('shows the 0..1 rating as a percentage', () => {
    expect(ratingPercent(0.875)).toBe('87.50');
    expect(ratingPercent(0)).toBe('0.00');
    expect(ratingPercent(1.2)).toBe('100.00');
  });
});
