/**
 * Date rules of the console (spec 1 §5, §9): typed dates are dd.mm.yyyy, shown as DD.MM.YYYY
 * (ranges DD.MM.YY) and HH:mm:ss, stored as YYYY-MM-DD, and sent to some calls as unix seconds.
 * Calendar dates are local dates (a day, not an instant); instants are formatted in a time zone.
 */

/** The en message (and i18n source text) shown when typed date text is rejected. */
export const INCORRECT_DATE_FORMAT_MESSAGE = 'Incorrect format! Enter the date in the format dd.mm.yyyy';

/** Seconds from a day's start to its last second, used for inclusive "to" bounds. */
export const END_OF_DAY_SECONDS = 86399;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar date; months are 1-based. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this month, leap years included.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * Parses typed dd.mm.yyyy text. Accepted only when exactly 10 characters and a real date,
 * so "1.2.2024" or "31.02.2024" are rejected rather than guessed.
 */
export function parseDdMmYyyy(text: string): CalendarDate | null {
  if (text.length !== 10) return null;
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** Formats a calendar date as dd.mm.yyyy (the typed and displayed form). */
export function formatDdMmYyyy({ year, month, day }: CalendarDate): string {
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

/** Parses the stored form YYYY-MM-DD; null when malformed or not a real date. */
export function parseStorageDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** Formats a calendar date in the stored form YYYY-MM-DD. */
export function formatStorageDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar date a local JS Date falls on (date pickers hand out local midnights). */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Local midnight of a calendar date, the form date pickers expect. */
export function localDateOf({ year, month, day }: CalendarDate): Date {
  const date = new Date(year, month - 1, day);
  // Years below 100 would otherwise be read as 19xx.
  date.setFullYear(year);
  return date;
}

/** Converts typed dd.mm.yyyy to the stored YYYY-MM-DD; null when the text is rejected. */
export function ddMmYyyyToStorage(text: string): string | null {
  const date = parseDdMmYyyy(text);
  return date ? formatStorageDate(date) : null;
}

/** Converts stored YYYY-MM-DD to dd.mm.yyyy; empty when the stored value is malformed. */
export function storageToDdMmYyyy(text: string): string {
  const date = parseStorageDate(text);
  return date ? formatDdMmYyyy(date) : '';
}

type Instant = Date | string | number;

interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

function toDate(value: Instant): Date {
  return value instanceof Date ? value : new Date(value);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * One formatter per time zone, made once: making one costs far more than using it (a list of
 * 100 rows with three dates each made 300 and spent some 13 ms of its first render on them).
 * Null for a name the runtime refuses (`Intl.DateTimeFormat` throws a RangeError for it).
 */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat | null {
  if (!wallClockFormats.has(timeZone)) {
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null;
    }
    wallClockFormats.set(timeZone, format);
  }
  return wallClockFormats.get(timeZone) ?? null;
}

/**
 * Names of UTC itself. The admin's default zone is UTC (and many exchanges' staff keep it): its
 * wall clock is the Date's own UTC fields, with no time-zone database. The first Intl formatter
 * of a page loads ICU's zone data, some 45 ms of a cold open of a list on this machine.
 */
export const UTC_ZONES: ReadonlySet<string> = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT']);

/**
 * True for a zone name the runtime knows (an IANA name or one of UTC's). The server refuses any
 * other (issue 23); one stored before that, or one a newer browser dropped, is shown as UTC
 * (the shell says so) rather than failing every date of a screen.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  return UTC_ZONES.has(timeZone) || wallClockFormat(timeZone) !== null;
}

/** Wall-clock fields of an instant, in `timeZone` (IANA name) or the browser's zone. */
function wallClock(value: Instant, timeZone?: string): WallClock | null {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  if (!timeZone) {
    return {
      ...calendarDateOf(date),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  const format = UTC_ZONES.has(timeZone) ? null : wallClockFormat(timeZone);
  // UTC itself, or a name the runtime refuses: UTC (see isKnownTimeZone)
  if (!format) {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    };
  }
  const parts = format.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** DD.MM.YYYY of an instant (ISO string, epoch milliseconds or Date); empty when invalid. */
export function formatDate(value: Instant, timeZone?: string): string {
  const c = wallClock(value, timeZone);
  return c ? formatDdMmYyyy(c) : '';
}

/** DD.MM.YY of an instant, the short form used by date ranges; empty when invalid. */
export function formatDateShort(value: Instant, timeZone?: string): string {
  const c = wallClock(value, timeZone);
  return c ? `${pad(c.day)}.${pad(c.month)}.${pad(c.year % 100)}` : '';
}

/** HH:mm:ss (24-hour) of an instant; empty when invalid. */
export function formatTime(value: Instant, timeZone?: string): string {
  const c = wallClock(value, timeZone);
  return c ? `${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}` : '';
}

/** DD.MM.YYYY HH:mm:ss of an instant; empty when invalid. */
export function formatDateTime(value: Instant, timeZone?: string): string {
  const c = wallClock(value, timeZone);
  return c ? `${formatDdMmYyyy(c)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}` : '';
}

/** Offset of `timeZone` from UTC at an instant, in seconds. */
function zoneOffsetSeconds(unixSeconds: number, timeZone: string): number {
  const c = wallClock(unixSeconds * 1000, timeZone)!;
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) / 1000;
  return asUtc - unixSeconds;
}

/**
 * Unix seconds of a calendar day's first second, in `timeZone` or the browser's zone.
 * Filters send "from" this way and "to" as {@link dayEndUnixSeconds}.
 */
export function dayStartUnixSeconds(date: CalendarDate, timeZone?: string): number {
  if (!timeZone) return Math.floor(localDateOf(date).getTime() / 1000);
  const utcMidnight = Date.UTC(date.year, date.month - 1, date.day) / 1000;
  // Two passes settle days on which the zone's offset changes.
  let guess = utcMidnight - zoneOffsetSeconds(utcMidnight, timeZone);
  guess = utcMidnight - zoneOffsetSeconds(guess, timeZone);
  return guess;
}

/** Unix seconds of a calendar day's last second: its start + 86399, so a "to" date is inclusive. */
export function dayEndUnixSeconds(date: CalendarDate, timeZone?: string): number {
  return dayStartUnixSeconds(date, timeZone) + END_OF_DAY_SECONDS;
}

/** Unix seconds of an instant (whole seconds, rounded down). */
export function toUnixSeconds(value: Instant): number {
  return Math.floor(toDate(value).getTime() / 1000);
}

/** The instant of unix seconds. */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
