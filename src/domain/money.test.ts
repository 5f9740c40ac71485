import { roundAmount } from './money.ts';

describe('roundAmount', () => {
  it('trims trailing zeros and does not group', () => {
    expect(roundAmount('1234567.120000000')).toBe('1234567.12');
    expect(roundAmount('1000')).toBe('1000');
    expect(roundAmount('0.10')).toBe('0.1');
    expect(roundAmount('-98765.4321')).toBe('-98765.4321');
  });

  it('keeps at most the currency decimals, 8 by default, rounding half away from zero', () => {
    expect(roundAmount('0.123456789')).toBe('0.12345679');
    expect(roundAmount('1.005', 2)).toBe('1.01');
    expect(roundAmount('-1.005', 2)).toBe('-1.01');
    expect(roundAmount('1.004', 2)).toBe('1');
    expect(roundAmount('999.995', 2)).toBe('1000');
    expect(roundAmount('2.5', 0)).toBe('3');
  });

  it('keeps digits a JS number would lose', () => {
    expect(roundAmount('12345678901234567890.12345678')).toBe('12345678901234567890.12345678');
    expect(roundAmount('0.30000000000000004', 18)).toBe('0.30000000000000004');
  });

  it('normalises zeros and leading zeros', () => {
    expect(roundAmount('-0.000000001')).toBe('0');
    expect(roundAmount('000123.5')).toBe('123.5');
    expect(roundAmount('.5')).toBe('0.5');
    expect(roundAmount('+7')).toBe('7');
  });

  it('returns text that is not a plain decimal unchanged', () => {
    expect(roundAmount('abc')).toBe('abc');
    expect(roundAmount('1e5')).toBe('1e5');
    expect(roundAmount('')).toBe('');
  });
});
