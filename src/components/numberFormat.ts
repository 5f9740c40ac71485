import i18next from 'i18next';
import { DEFAULT_CURRENCY_DECIMALS, roundAmount } from '../domain/money.ts';

/**
 * The console's one number format (issue 24): counts, amounts and other figures are written the
 * way the interface language writes numbers (`Intl.NumberFormat`): "4,966" and "139,561.67" in en,
 * "4.966" and "139.561,67" in tr, "4 966" and "139 561,67" in ru (no-break spaces).
 *
 * Amounts are decimal strings and stay exact: they are rounded by string arithmetic
 * (`roundAmount`), their integer part is grouped by Intl as a BigInt and their fraction is kept
 * digit for digit, so an amount with 18 decimals or 30 digits never passes through a JS number.
 * Every function reads the current i18next language unless given a locale.
 */

/** What a format needs of Intl.NumberFormat: writing a whole number (a safe integer or a BigInt) grouped. */
interface Grouping {
  format(value: number | bigint): string;
}

const formats = new Map<string, { grouping: Grouping; decimal: string; minus: string }>();

/**
 * English grouping written by hand: the first Intl.NumberFormat of a page loads ICU's number data,
 * about 60 ms of a cold open of any list with a count (issue 27), and English is the console's
 * default. Whole numbers only, as Intl writes them in en ("1,234,567", "-5"); anything else (a
 * fraction, -0, a number past 2^53) still goes through Intl. `numberFormat.test.ts` holds the two
 * to the same output.
 */
const ENGLISH_INTEGERS: Grouping = {
  format(value) {
    if (typeof value === 'number' && (!Number.isSafeInteger(value) || Object.is(value, -0))) return englishIntl().format(value);
    const digits = (typeof value === 'bigint' ? value : BigInt(value)).toString();
    const sign = digits.startsWith('-') ? '-' : '';
    return `${sign}${digits.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ',')}`;
  },
};
let englishFormat: Intl.NumberFormat | null = null;
const englishIntl = () => (englishFormat ??= intlGrouping('en'));

/** Intl's grouping of a language, every fraction digit kept; English where the runtime refuses the language. */
function intlGrouping(locale: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  } catch {
    return new Intl.NumberFormat('en', { maximumFractionDigits: 20 });
  }
}

function currentLocale(): string {
  return i18next.language || 'en';
}

/** A language's separators, read from Intl (English's are known: no Intl needed, see ENGLISH_INTEGERS). */
function intlFormatOf(locale: string) {
  const grouping = intlGrouping(locale);
  const parts = grouping.formatToParts(-1.5);
  return {
    grouping,
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    minus: parts.find((p) => p.type === 'minusSign')?.value ?? '-',
  };
}

function formatOf(locale: string) {
  let format = formats.get(locale);
  if (!format) {
    format = locale === 'en' ? { grouping: ENGLISH_INTEGERS, decimal: '.', minus: '-' } : intlFormatOf(locale);
    formats.set(locale, format);
  }
  return format;
}

const PLAIN_DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal string ("-1234567.50") written in the language, every digit kept:
 * "-1,234,567.50" in en, "-1.234.567,50" in tr. Other text is returned unchanged.
 */
export function formatDecimal(value: string, locale: string = currentLocale()): string {
  const match = PLAIN_DECIMAL.exec(value.trim());
  if (!match) return value;
  const { grouping, decimal, minus } = formatOf(locale);
  const [, sign, integer, fraction] = match;
  return `${sign === '-' ? minus : ''}${grouping.format(BigInt(integer!))}${fraction ? `${decimal}${fraction}` : ''}`;
}

/**
 * An amount (a decimal string) with at most `decimals` decimals (the currency's, 8 by default),
 * rounded half away from zero, trailing zeros trimmed, written in the language:
 * "139561.670000" → "139,561.67" (en), "139.561,67" (tr). Text that is not a plain decimal is
 * returned unchanged, so a bad value stays visible.
 */
export function formatAmount(value: string, decimals: number = DEFAULT_CURRENCY_DECIMALS, locale: string = currentLocale()): string {
  return formatDecimal(roundAmount(value, decimals), locale);
}

/** A count or other JS number written in the language: 4966 → "4,966" (en), "4.966" (tr), "4 966" (ru). */
export function formatCount(value: number, locale: string = currentLocale()): string {
  return formatOf(locale).grouping.format(value);
}

/** A number with exactly `digits` decimals, in the language: (1.5, 2) → "1.50" (en), "1,50" (ru). */
export function formatFixed(value: number, digits: number, locale: string = currentLocale()): string {
  return formatDecimal(value.toFixed(digits), locale);
}
