import { describe, expect, it } from 'vitest';
import { convert, CRYPTO_USD_PRICES, EQUIVALENT_CURRENCY_TITLE, FIAT_USD_PRICES, usdPrice, usdValue } from '../../server/core/pricing.ts';

// server/core/pricing.ts is the one price table: P2P turnover, balances' equivalents, anti-fraud
// thresholds, spot reference rates and referral/staking equivalents all value money through it.
describe('pricing (server/core)', () => {
  it('values crypto amounts in USD exactly, and an unknown currency at 0', () => {
    expect(usdValue('0.5', 'BTC').toFixed()).toBe('48500');
    expect(usdValue('0.1', 'TRX').toFixed()).toBe('0.025');
    expect(usdValue('12', 'NOPE').toFixed()).toBe('0');
    expect(EQUIVALENT_CURRENCY_TITLE).toBe('USD');
  });

  it('knows the USD price of fiat and crypto currencies, null for an unknown one', () => {
    expect(usdPrice('EUR')?.toFixed()).toBe('1.087');
    expect(usdPrice('ETH')?.toFixed()).toBe('3400');
    expect(usdPrice('USD')?.toFixed()).toBe('1');
    expect(usdPrice('NOPE')).toBeNull();
  });

  it('converts through USD between any two priced currencies, and to 0 when one is unknown', () => {
    expect(convert('1', 'BTC', 'ETH').toDecimalPlaces(8).toFixed()).toBe('28.52941176');
    expect(convert('100', 'EUR', 'USD').toFixed()).toBe('108.7');
    expect(convert('15000', 'USD', 'USDT').toFixed()).toBe('15000');
    expect(convert('7', 'NOPE', 'NOPE').toFixed()).toBe('7');
    expect(convert('7', 'NOPE', 'USD').toFixed()).toBe('0');
    expect(convert('7', 'USD', 'NOPE').toFixed()).toBe('0');
  });

  it('has no currency title that is both a crypto and a fiat currency (one price per title)', () => {
    expect(Object.keys(CRYPTO_USD_PRICES).filter((t) => t in FIAT_USD_PRICES)).toEqual([]);
  });
});
