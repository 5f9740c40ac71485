import { formatAmount } from './money.ts';

describe('formatAmount', () => {
  it('groups thousands the en-US way and trims trailing zeros', () => {
    expect(formatAmount('1234567.120000000')).toBe('1,234,567.12');
    expect(formatAmount('1000')).toBe('1,000');
    expect(formatAmount('0.10')).toBe('0.1');
    expect(formatAmount('-98765.4321')).toBe('-98,765.4321');
  });

  it('shows at most the currency decimals, 8 by default, rounding half away from zero', () => {
    expect(formatAmount('0.123456789')).toBe('0.12345679');
    expect(formatAmount('1.005', 2)).toBe('1.01');
    expect(formatAmount('-1.005', 2)).toBe('-1.01');
    expect(formatAmount('1.004', 2)).toBe('1');
    expect(formatAmount('999.995', 2)).toBe('1,000');
    expect(formatAmount('2.5', 0)).toBe('3');
  });

  it('keeps digits a JS number would lose', () => {
    expect(formatAmount('12345678901234567890.12345678')).toBe('12,345,678,901,234,567,890.12345678');
    expect(formatAmount('0.30000000000000004', 18)).toBe('0.30000000000000004');
  });

  it('normalises zeros and leading zeros', () => {
    expect(formatAmount('-0.000000001')).toBe('0');
    expect(formatAmount('000123.5')).toBe('123.5');
    expect(formatAmount('.5')).toBe('0.5');
    expect(formatAmount('+7')).toBe('7');
  });

  it('returns text that is not a plain decimal unchanged', () => {
    expect(formatAmount('abc')).toBe('abc');
    expect(formatAmount('1e5')).toBe('1e5');
    expect(formatAmount('')).toBe('');
  });
});
