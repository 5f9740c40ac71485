import { compareDecimals, isZeroDecimal, roundAmount } from './money.ts';

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

describe('compareDecimals', () => {
  it('compares by digits, beyond what a JS number keeps', () => {
    expect(compareDecimals('100000000000000000.1', '100000000000000000.01')).toBe(1);
    expect(compareDecimals('0.30000000000000000001', '0.3')).toBe(1);
    expect(compareDecimals('99.9999999999999999', '100')).toBe(-1);
    expect(compareDecimals('99999999999999999999.000000000000000001', '99999999999999999999')).toBe(1);
    expect(compareDecimals('0.00000001', '0')).toBe(1);
    expect(compareDecimals('9', '10')).toBe(-1);
  });

  it('ignores scale, leading zeros and the sign of zero', () => {
    expect(compareDecimals('0.1', '0.10')).toBe(0);
    expect(compareDecimals('007.50', '7.5')).toBe(0);
    expect(compareDecimals('100', '0100.000')).toBe(0);
    expect(compareDecimals('-0', '0')).toBe(0);
    expect(compareDecimals('-0.000', '0')).toBe(0);
    expect(compareDecimals(' 5 ', '5.0')).toBe(0);
  });

  it('orders negatives below positives and by magnitude reversed', () => {
    expect(compareDecimals('-1', '0.5')).toBe(-1);
    expect(compareDecimals('-1', '0')).toBe(-1);
    expect(compareDecimals('-2', '-1.5')).toBe(-1);
    expect(compareDecimals('-1.5', '-2')).toBe(1);
  });

  it('gives no order to text that is not a plain decimal', () => {
    expect(compareDecimals('abc', '1')).toBeNull();
    expect(compareDecimals('1', '')).toBeNull();
    expect(compareDecimals('.', '0')).toBeNull();
    expect(compareDecimals('1e3', '1000')).toBeNull();
    expect(compareDecimals('1,5', '1.5')).toBeNull();
    // the forms a number literal allows but an amount field does not
    expect(['5.', '.5', '+3'].map((text) => compareDecimals(text, '1'))).toEqual([null, null, null]);
  });

  it('knows zero in any spelling', () => {
    expect(['0', '0.000', '-0', '000.0'].map(isZeroDecimal)).toEqual([true, true, true, true]);
    expect(['0.0000001', '-1', '', 'zero'].map(isZeroDecimal)).toEqual([false, false, false, false]);
  });
});
