import { dayEndUnixSeconds, dayStartUnixSeconds, parseStorageDate } from './dates.ts';
import type { DateRangeValue } from './listQuery.ts';

/**
 * Unix seconds of a date range filter, as the list calls take a period: from the first second of
 * "from" to the last of "to" (+86399), the days read in the admin's time zone; an open end is left out.
 */
export function dateRangeToUnix(range: DateRangeValue, timeZone?: string): { dateFrom?: number; dateTo?: number } {
  const out: { dateFrom?: number; dateTo?: number } = {};
  const from = range[0] ? parseStorageDate(range[0]) : null;
  const to = range[1] ? parseStorageDate(range[1]) : null;
  if (from) out.dateFrom = dayStartUnixSeconds(from, timeZone);
  if (to) out.dateTo = dayEndUnixSeconds(to, timeZone);
  return out;
}

/** The same period under the names the trading calls give it (createdFrom, createdTo). */
export function createdRangeToUnix(range: DateRangeValue, timeZone?: string): { createdFrom?: number; createdTo?: number } {
  const { dateFrom, dateTo } = dateRangeToUnix(range, timeZone);
  return { ...(dateFrom === undefined ? {} : { createdFrom: dateFrom }), ...(dateTo === undefined ? {} : { createdTo: dateTo }) };
}
