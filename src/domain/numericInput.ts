/**
 * Keys blocked in numeric inputs (spec 1 §2): a browser's number field accepts exponent and sign
 * characters, which amounts, ids and counts never contain.
 */
export const BLOCKED_NUMERIC_KEYS: readonly string[] = ['e', 'E', '-', '+'];

/** Whether a keyboard key must be swallowed by a numeric input. */
export function isBlockedNumericKey(key: string): boolean {
  return BLOCKED_NUMERIC_KEYS.includes(key);
}

/** Removes blocked characters from pasted or dropped text, so the same rule holds for the clipboard. */
export function stripBlockedNumericChars(text: string): string {
  return [...text].filter((ch) => !isBlockedNumericKey(ch)).join('');
}
