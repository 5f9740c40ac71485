/**
 * P2P profile and deal statistics as the console shows them (spec 2 §3, §9): times arrive in
 * seconds and are shown in minutes with two decimals, -1 meaning "none"; dispute percentages are
 * computed from the won and lost counts; the rating (0 to 1) is shown as a percentage.
 */

/** Seconds the server sends when a user has no completed deal to time. */
export const NO_TRADE_TIME = -1;

/** Minutes of a duration in seconds, two decimals ("90" → "1.50"); null for -1 or anything not a real duration. */
export function tradeTimeMinutes(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return (seconds / 60).toFixed(2);
}

/** Share of `part` in `whole` as a percentage with two decimals; null when `whole` is 0. */
export function percentOf(part: number, whole: number): string | null {
  if (!(whole > 0) || !Number.isFinite(part)) return null;
  return ((part / whole) * 100).toFixed(2);
}

/** Won and lost dispute percentages of all the user's arbitrated disputes; null for both without any. */
export interface DisputeShares {
  total: number;
  wonPercent: string | null;
  lostPercent: string | null;
}

/**
 * Dispute percentages of the P2P profile view. Each rounds on its own, so the two may add up to
 * 99.99 or 100.01; they are shares of the disputes the user had, not of all their deals.
 */
export function disputeShares(wonCount: number, lostCount: number): DisputeShares {
  const won = Math.max(0, wonCount);
  const lost = Math.max(0, lostCount);
  const total = won + lost;
  return { total, wonPercent: percentOf(won, total), lostPercent: percentOf(lost, total) };
}

/** The rating (0 to 1) as a percentage with two decimals; values outside 0..1 are clamped. */
export function ratingPercent(rating: number): string {
  const clamped = Number.isFinite(rating) ? Math.min(1, Math.max(0, rating)) : 0;
  return (clamped * 100).toFixed(2);
}
