import { describeTimeZone, formatUtcOffset, timeZonesDiffer, utcOffsetMinutes } from './timezone.ts';

const WINTER = new Date('2024-01-15T12:00:00Z');
const SUMMER = new Date('2024-07-15T12:00:00Z');

describe('time zones', () => {
  it('formats offsets as UTC±hh:mm', () => {
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(120)).toBe('UTC+02:00');
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(-210)).toBe('UTC-03:30');
  });

  it('reads the offset of an IANA zone at a date, summer time included', () => {
    expect(utcOffsetMinutes('UTC', WINTER)).toBe(0);
    expect(utcOffsetMinutes('Europe/Tallinn', WINTER)).toBe(120);
    expect(utcOffsetMinutes('Europe/Tallinn', SUMMER)).toBe(180);
    expect(utcOffsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(utcOffsetMinutes('America/St_Johns', WINTER)).toBe(-210);
    expect(utcOffsetMinutes('Not/AZone', WINTER)).toBeNull();
  });

  it('describes a zone by its offset, or by its name when unknown', () => {
    expect(describeTimeZone('Europe/Istanbul', WINTER)).toBe('UTC+03:00');
    expect(describeTimeZone('Not/AZone', WINTER)).toBe('Not/AZone');
  });

  it('treats zones with the same offset as the same for the prompt', () => {
    expect(timeZonesDiffer('Europe/Paris', 'Europe/Berlin', WINTER)).toBe(false);
    expect(timeZonesDiffer('Europe/Paris', 'Europe/Moscow', WINTER)).toBe(true);
    expect(timeZonesDiffer('Europe/Paris', 'Not/AZone', WINTER)).toBe(false);
  });
});

describe('UTC', () => {
  it('is UTC+00:00 under each of its names, summer or winter', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT']) {
      expect(describeTimeZone(zone, new Date('2024-07-01T00:00:00Z'))).toBe('UTC+00:00');
      expect(utcOffsetMinutes(zone, new Date('2024-01-01T00:00:00Z'))).toBe(0);
    }
  });
});
