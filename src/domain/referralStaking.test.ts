import { describe, expect, it } from 'vitest';
import {
  emptyLevels,
  FEE_OUT_OF_RANGE,
  isPercent,
  levelFeesError,
  MAX_PERCENT_BELOW,
  NEGATIVE_BALANCE_FROM,
  PERCENT_OUT_OF_RANGE,
  stakingSettingsError,
  stripReferralPrefix,
} from './referralStaking.ts';

describe('referral and staking rules', () => {
  it('strips a leading r= from search strings only', () => {
    expect(stripReferralPrefix('r=100007')).toBe('100007');
    expect(stripReferralPrefix('  R=100007 ')).toBe('100007');
    expect(stripReferralPrefix('ada r=1')).toBe('ada r=1');
    expect(stripReferralPrefix('barr=1')).toBe('barr=1');
  });

  it('bounds percents exactly, beyond float precision', () => {
    expect(isPercent('99.9999999999999999')).toBe(true);
    expect(isPercent('100.0000000000000001')).toBe(false);
    expect(isPercent('-0')).toBe(true);
    expect(isPercent('-0.0000000000000001')).toBe(false);
    expect(isPercent('010.5')).toBe(true);
    expect(isPercent('abc')).toBe(false);
  });

  it('takes fees from 0 to 100 % and each level once', () => {
    expect(isPercent('0')).toBe(true);
    expect(isPercent('100.000')).toBe(true);
    expect(isPercent('100.0001')).toBe(false);
    expect(isPercent('')).toBe(false);
    expect(levelFeesError(emptyLevels())).toBeNull();
    expect(levelFeesError([{ level: 1, buy: '101', sell: '0', p2p: '0', trade: '0', staking: '0' }])).toEqual({ path: '/levels/0/buy', message: FEE_OUT_OF_RANGE, reason: 'percentOutOfRange' });
    expect(levelFeesError([emptyLevels()[0]!, emptyLevels()[0]!])?.path).toBe('/levels/1/level');
  });

  it('checks staking settings: percents 0-100, the maximum not below the percent, a balance from zero', () => {
    const ok = { balanceFrom: '10', percentPerDay: '0.05', taxPercent: '10', maxPercentPerDay: '0.1' };
    expect(stakingSettingsError(ok)).toBeNull();
    expect(stakingSettingsError({ ...ok, balanceFrom: '-1' })?.message).toBe(NEGATIVE_BALANCE_FROM);
    expect(stakingSettingsError({ ...ok, taxPercent: '100.5' })).toEqual({ path: '/taxPercent', message: PERCENT_OUT_OF_RANGE, reason: 'percentOutOfRange' });
    expect(stakingSettingsError({ ...ok, maxPercentPerDay: '0.04' })).toEqual({ path: '/maxPercentPerDay', message: MAX_PERCENT_BELOW, reason: 'maxPercentBelow' });
  });
});
