import { Decimal } from 'decimal.js';

// 40 significant digits covers NUMERIC amounts with 18 decimals and 20 integer digits exactly.
Decimal.set({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

/** Canonical decimal string (no exponent, no trailing zeros): how amounts leave the API. */
export function normalizeDecimal(value: string | number): string {
  return new Decimal(value).toFixed();
}

/** The same for an optional amount: an absent one (a limit not set, a market order's price) stays null. */
export function normalizeOptionalDecimal(value: string | number | null | undefined): string | null {
  return value == null ? null : normalizeDecimal(value);
}

export { Decimal };
