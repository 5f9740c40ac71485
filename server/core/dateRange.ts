import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';

/**
 * Date-range filters: the contracts send both ends in Unix seconds, the database compares ISO
 * timestamps (millisecond precision). One rule for every list and statistic:
 *
 * - `from` is the first instant included: `from * 1000` ms.
 * - `to` is the last *second* included, to its last millisecond: `to * 1000 + 999` ms.
 *
 * The console sends a calendar day as its first and last second in the admin's time zone
 * (`dayStartUnixSeconds` / `dayEndUnixSeconds` in src/domain/dates.ts: start and start + 86399),
 * so "from 05.03 to 05.03" keeps every row of that day, 23:59:59.999 included, and nothing of the
 * next. The server does no day arithmetic of its own: the seconds are instants, the time zone is
 * the console's business. Repositories compare `>= from` and `<= to`.
 */

/** The first instant of a range starting at Unix second `seconds`, as ISO text; an open end stays undefined. */
export function rangeStartIso(seconds: number): string;
export function rangeStartIso(seconds: number | null | undefined): string | undefined;
export function rangeStartIso(seconds: number | null | undefined): string | undefined {
  return seconds === undefined || seconds === null ? undefined : new Date(seconds * 1000).toISOString();
}

/** The last instant of a range whose last second is `seconds` (its 999th millisecond), as ISO text; an open end stays undefined. */
export function rangeEndIso(seconds: number): string;
export function rangeEndIso(seconds: number | null | undefined): string | undefined;
export function rangeEndIso(seconds: number | null | undefined): string | undefined {
  return seconds === undefined || seconds === null ? undefined : new Date(seconds * 1000 + 999).toISOString();
}

/** ISO bounds of a date filter; an end left out (undefined or null) stays open. */
export interface IsoRange {
  from: string | undefined;
  to: string | undefined;
}

/** Both ends of a date filter in Unix seconds → inclusive ISO bounds ({@link rangeStartIso}, {@link rangeEndIso}). */
export function isoRange(from: number | null | undefined, to: number | null | undefined): IsoRange {
  return { from: rangeStartIso(from), to: rangeEndIso(to) };
}

/**
 * A list query kept to the rows whose `column` falls in the inclusive ISO range (`>= from`,
 * `<= to`); an open end (undefined) does not filter. The one place repositories compare dates.
 */
export function whereInRange<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: ReferenceExpression<DB, TB>,
  from: string | undefined,
  to: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  // The bound is ISO text like the column; Kysely cannot check a value against a column chosen by the caller.
  if (from !== undefined) q = q.where(column, '>=', from as never);
  if (to !== undefined) q = q.where(column, '<=', to as never);
  return q;
}

/**
 * A query kept to the rows whose `column` falls in a half-open window of ISO instants (`>= from`,
 * `< to`): the statistics' days and periods, which follow each other without overlap.
 */
export function whereInWindow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: ReferenceExpression<DB, TB>,
  fromIso: string,
  toIso: string,
): SelectQueryBuilder<DB, TB, O> {
  // As in whereInRange: the bounds are ISO text like the column, chosen by the caller.
  return query.where(column, '>=', fromIso as never).where(column, '<', toIso as never);
}
