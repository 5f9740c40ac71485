/**
 * Amounts as the console shows them: at most the currency's decimals (default 8). Amounts arrive as
 * decimal strings and are rounded by string arithmetic only, because a JS number would silently
 * change amounts beyond 15-17 significant digits. The language's grouping and decimal separator
 * are added by `formatAmount` in src/components/numberFormat.ts.
 */

/** Decimals used when a currency does not state its own. */
export const DEFAULT_CURRENCY_DECIMALS = 8;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Adds one unit in the last place of a string of digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') {
      chars[i] = '0';
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return '1' + chars.join('');
}

/**
 * Rounds a decimal string to at most `decimals` decimals, half away from zero, trimming trailing
 * zeros and leading zeros, without grouping: "001234567.125000000", 2 → "1234567.13".
 * Text that is not a plain decimal is returned unchanged, so a bad value stays visible.
 */
export function roundAmount(value: string, decimals: number = DEFAULT_CURRENCY_DECIMALS): string {
  const trimmed = value.trim();
  const match = DECIMAL.exec(trimmed);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return value;
  const sign = match[1] === '-' ? '-' : '';
  const places = Math.max(0, Math.floor(decimals));
  let integer = match[2]!.replace(/^0+(?=\d)/, '') || '0';
  let fraction = match[3] ?? '';
  if (fraction.length > places) {
    const roundUp = fraction.charCodeAt(places) >= '5'.charCodeAt(0);
    fraction = fraction.slice(0, places);
    if (roundUp) {
      const bumped = incrementDigits(integer + fraction);
      integer = bumped.slice(0, bumped.length - places) || '0';
      fraction = bumped.slice(bumped.length - places);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  const isZero = /^0*$/.test(integer) && fraction === '';
  const body = integer + (fraction ? `.${fraction}` : '');
  return isZero ? '0' : sign + body;
}

/** An amount signed by its side: a withdrawal reads negative (spec 3 §3). */
export function signedAmount(amount: string, side: 'in' | 'out'): string {
  return side === 'out' && !amount.startsWith('-') ? `-${amount}` : amount;
}

interface DecimalParts {
  negative: boolean;
  /** Without leading zeros: '' for a zero integer part. */
  integer: string;
  /** Without trailing zeros. */
  fraction: string;
}

/** A plain decimal: an optional minus, digits, and digits after a point if there is one. */
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A plain decimal's sign and significant digits; null when the text is not a plain decimal. */
function decimalParts(value: string): DecimalParts | null {
  const match = PLAIN_DECIMAL.exec(value.trim());
  if (!match) return null;
  const integer = match[2]!.replace(/^0+/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  return { negative: match[1] === '-' && (integer !== '' || fraction !== ''), integer, fraction };
}

/**
 * Compares two decimal strings exactly, by their digits (a JS number would round beyond 15-17
 * significant digits): -1, 0 or 1 as a < b, a = b, a > b; null when either is not a plain decimal.
 * Scale, leading zeros and the sign of zero do not matter: "100" = "0100.000", "-0" = "0".
 * The one comparison of amounts and limits in the console and the rules the server shares with it.
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 | null {
  const x = decimalParts(a);
  const y = decimalParts(b);
  if (!x || !y) return null;
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  let order: -1 | 0 | 1 = 0;
  if (x.integer.length !== y.integer.length) order = x.integer.length < y.integer.length ? -1 : 1;
  else if (x.integer !== y.integer) order = x.integer < y.integer ? -1 : 1;
  else if (x.fraction !== y.fraction) {
    const width = Math.max(x.fraction.length, y.fraction.length);
    order = x.fraction.padEnd(width, '0') < y.fraction.padEnd(width, '0') ? -1 : 1;
  }
  return order === 0 || !x.negative ? order : order === 1 ? -1 : 1;
}

/** Whether the text is a plain decimal equal to zero ("0", "0.000", "-0"). */
export function isZeroDecimal(value: string): boolean {
  return compareDecimals(value, '0') === 0;
}
