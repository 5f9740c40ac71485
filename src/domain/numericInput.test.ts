import { isBlockedNumericKey, stripBlockedNumericChars } from './numericInput.ts';

describe('numeric input keys', () => {
  it('blocks exponent and sign keys', () => {
    for (const key of ['e', 'E', '-', '+']) expect(isBlockedNumericKey(key)).toBe(true);
  });

  it('lets digits, the decimal point and editing keys through', () => {
    for (const key of ['0', '9', '.', 'Backspace', 'ArrowLeft', 'Tab']) expect(isBlockedNumericKey(key)).toBe(false);
  });

  it('strips the same characters from pasted text', () => {
    expect(stripBlockedNumericChars('-1e+5')).toBe('15');
  });
});
