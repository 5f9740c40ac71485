import i18next from 'i18next';
import { afterEach, beforeAll } from 'vitest';
import { formatAmount, formatCount, formatDecimal, formatFixed } from './numberFormat.ts';
import { initTestI18n } from './testing/i18n.ts';

const NBSP = '\u00a0';

describe('the console number format', () => {
  beforeAll(() => {
    initTestI18n();
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('writes counts and amounts with the same grouping and decimal separator per language', () => {
    expect([formatCount(4966, 'en'), formatAmount('139561.67', 2, 'en')]).toEqual(['4,966', '139,561.67']);
    expect([formatCount(4966, 'tr'), formatAmount('139561.67', 2, 'tr')]).toEqual(['4.966', '139.561,67']);
    expect([formatCount(4966, 'ru'), formatAmount('139561.67', 2, 'ru')]).toEqual([`4${NBSP}966`, `139${NBSP}561,67`]);
    expect([formatCount(1234567, 'es'), formatAmount('1234567.5', 2, 'es')]).toEqual(['1.234.567', '1.234.567,5']);
    // Spanish and Estonian leave a four-digit number ungrouped, and amounts follow the counts
    expect([formatCount(4966, 'es'), formatAmount('4966.5', 2, 'es')]).toEqual(['4966', '4966,5']);
    expect(formatAmount('-1234567.5', 2, 'et')).toBe(`\u22121${NBSP}234${NBSP}567,5`);
    expect([formatCount(4966, 'zh'), formatAmount('139561.67', 2, 'zh')]).toEqual(['4,966', '139,561.67']);
  });

  it('writes English by hand exactly as Intl does, without loading its number data', () => {
    const intl = new Intl.NumberFormat('en', { maximumFractionDigits: 20 });
    const counts = [0, -0, 5, -5, 999, 1000, -1000, 4966, 999_999, 1_000_000, -1_234_567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21, 0.1 + 0.2, 1.5e-7, -2.5];
    for (const count of counts) expect(formatCount(count, 'en')).toBe(intl.format(count));
    const decimals = ['0', '-0', '7', '007.50', '-1234', '1000.001', '-999999.5', '123456789012345678901234567890.5', '+42'];
    for (const decimal of decimals) {
      const [integer, fraction] = decimal.replace(/^[+-]/, '').split('.');
      const expected = `${decimal.startsWith('-') ? '-' : ''}${intl.format(BigInt(integer!))}${fraction ? `.${fraction}` : ''}`;
      expect(formatDecimal(decimal, 'en')).toBe(expected);
    }
  });

  it('follows the current interface language when none is given', async () => {
    expect(`${formatCount(4966)} / ${formatAmount('139561.67', 2)}`).toBe('4,966 / 139,561.67');
    await i18next.changeLanguage('ru');
    expect(`${formatCount(4966)} / ${formatAmount('139561.67', 2)}`).toBe(`4${NBSP}966 / 139${NBSP}561,67`);
  });

  it('keeps every digit of big amounts with 18 decimals', () => {
    expect(formatAmount('123456789012345678901234.123456789012345678', 18, 'en')).toBe('123,456,789,012,345,678,901,234.123456789012345678');
    expect(formatAmount('123456789012345678901234.123456789012345678', 18, 'tr')).toBe('123.456.789.012.345.678.901.234,123456789012345678');
    expect(formatAmount('0.000000000000000001', 18, 'ru')).toBe('0,000000000000000001');
    expect(formatAmount('9999999999999999.9999999999999999995', 18, 'en')).toBe('10,000,000,000,000,000');
  });

  it("rounds to the currency's decimals (8 by default), half away from zero, trimming zeros", () => {
    expect(formatAmount('1234567.120000000', undefined, 'en')).toBe('1,234,567.12');
    expect(formatAmount('0.123456789', undefined, 'en')).toBe('0.12345679');
    expect(formatAmount('-1.005', 2, 'tr')).toBe('-1,01');
    expect(formatAmount('-0.000000001', undefined, 'en')).toBe('0');
    expect(formatAmount('-0.5', 2, 'ru')).toBe('-0,5');
  });

  it('keeps every decimal of a decimal string, and text that is not a number as it is', () => {
    expect(formatDecimal('1200.50', 'tr')).toBe('1.200,50');
    expect(formatFixed(1.5, 2, 'ru')).toBe('1,50');
    expect(formatAmount('abc', 2, 'tr')).toBe('abc');
    expect(formatAmount('1e5', 2, 'tr')).toBe('1e5');
    expect(formatDecimal('', 'tr')).toBe('');
  });
});
