/**
 * Time zone helpers. The admin's settings hold an IANA name; the navigation shows it as a UTC
 * offset ("UTC+02:00"). Offsets depend on the date (summer time), so the date is a parameter.
 */

import { UTC_ZONES } from './dates.ts';

// One formatter per zone, null for a name the runtime refused: making one costs far more than
// using it (the shell's footer and time-zone prompt made three on every render of the console).
const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat | null {
  if (!offsetFormats.has(timeZone)) {
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      format = null;
    }
    offsetFormats.set(timeZone, format);
  }
  return offsetFormats.get(timeZone) ?? null;
}

/** Minutes east of UTC of `timeZone` at `date`; null for a name the runtime does not know. */
export function utcOffsetMinutes(timeZone: string, date: Date = new Date()): number | null {
  // UTC needs no formatter (see UTC_ZONES)
  if (UTC_ZONES.has(timeZone)) return 0;
  const format = offsetFormat(timeZone);
  if (!format) return null;
  const parts = format.formatToParts(date);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  // "GMT" for UTC itself, otherwise "GMT+05:30" / "GMT-03:00"
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name);
  if (!match) return null;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Formats an offset in minutes as "UTC+02:00" / "UTC-03:30" / "UTC+00:00". */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${minutes}`;
}

/** "UTC+02:00" for a zone name; the name itself when the runtime does not know it. */
export function describeTimeZone(timeZone: string, date: Date = new Date()): string {
  const offset = utcOffsetMinutes(timeZone, date);
  return offset === null ? timeZone : formatUtcOffset(offset);
}

/**
 * Two zones differ for the admin when their offsets differ now: Europe/Paris and Europe/Berlin
 * show the same times, so offering to switch between them would be noise.
 */
export function timeZonesDiffer(a: string, b: string, date: Date = new Date()): boolean {
  if (a === b) return false;
  const offsetA = utcOffsetMinutes(a, date);
  const offsetB = utcOffsetMinutes(b, date);
  if (offsetA === null || offsetB === null) return false;
  return offsetA !== offsetB;
}
