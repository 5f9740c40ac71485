import {
  UTC_ZONES,
  INCORRECT_DATE_FORMAT_MESSAGE,
  dayEndUnixSeconds,
  dayStartUnixSeconds,
  ddMmYyyyToStorage,
  formatDate,
  formatDateShort,
  formatDateTime,
  formatDdMmYyyy,
  formatTime,
  isKnownTimeZone,
  parseDdMmYyyy,
  parseStorageDate,
  storageToDdMmYyyy,
} from './dates.ts';

describe('typed dd.mm.yyyy dates', () => {
  it('accepts a real date of exactly 10 characters', () => {
    expect(parseDdMmYyyy('29.02.2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDdMmYyyy('01.12.1999')).toEqual({ year: 1999, month: 12, day: 1 });
  });

  it('rejects short forms, other separators and impossible dates', () => {
    for (const text of ['1.2.2024', '01.02.24', '01/02/2024', '29.02.2023', '31.04.2024', '00.01.2024', '01.13.2024', ' 01.02.2024'])
      expect(parseDdMmYyyy(text)).toBeNull();
  });

  it('keeps the spec message', () => {
    expect(INCORRECT_DATE_FORMAT_MESSAGE).toBe('Incorrect format! Enter the date in the format dd.mm.yyyy');
  });

  it('converts between the typed and the stored form', () => {
    expect(ddMmYyyyToStorage('05.03.2024')).toBe('2024-03-05');
    expect(ddMmYyyyToStorage('5.3.2024')).toBeNull();
    expect(storageToDdMmYyyy('2024-03-05')).toBe('05.03.2024');
    expect(storageToDdMmYyyy('2024-02-30')).toBe('');
    expect(parseStorageDate('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(formatDdMmYyyy({ year: 987, month: 1, day: 2 })).toBe('02.01.0987');
  });
});

describe('display helpers', () => {
  const instant = '2024-03-05T07:08:09Z';

  it('shows DD.MM.YYYY, DD.MM.YY and HH:mm:ss in a given zone', () => {
    expect(formatDate(instant, 'UTC')).toBe('05.03.2024');
    expect(formatDateShort(instant, 'UTC')).toBe('05.03.24');
    expect(formatTime(instant, 'UTC')).toBe('07:08:09');
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe('05.03.2024 16:08:09');
    expect(formatTime('2024-03-05T23:30:00Z', 'Europe/Moscow')).toBe('02:30:00');
    expect(formatDate('2024-03-05T23:30:00Z', 'Europe/Moscow')).toBe('06.03.2024');
  });

  it('uses the browser zone without one and shows nothing for a bad value', () => {
    const local = new Date(2024, 0, 2, 3, 4, 5);
    expect(formatDateTime(local)).toBe('02.01.2024 03:04:05');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows UTC for a stored zone the runtime does not know, instead of throwing (issue 23)', () => {
    // "Not/AZone" made Intl.DateTimeFormat throw a RangeError and took /users down with it
    expect(formatDateTime(instant, 'Not/AZone')).toBe('05.03.2024 07:08:09');
    expect(dayStartUnixSeconds({ year: 2024, month: 3, day: 5 }, 'Not/AZone')).toBe(Date.UTC(2024, 2, 5) / 1000);
    expect(isKnownTimeZone('Not/AZone')).toBe(false);
    expect(isKnownTimeZone('Europe/Tallinn')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
  });
});

describe('unix seconds of calendar days', () => {
  it('spans a day from its first to its last second (+86399)', () => {
    const day = { year: 2024, month: 3, day: 5 };
    expect(dayStartUnixSeconds(day, 'UTC')).toBe(Date.UTC(2024, 2, 5) / 1000);
    expect(dayEndUnixSeconds(day, 'UTC')).toBe(Date.UTC(2024, 2, 5) / 1000 + 86399);
  });

  it('starts the day at local midnight of the given zone, DST days included', () => {
    expect(dayStartUnixSeconds({ year: 2024, month: 3, day: 5 }, 'Europe/Moscow')).toBe(Date.UTC(2024, 2, 4, 21) / 1000);
    // New York moves to summer time on 10.03.2024 at 02:00; midnight is still at UTC-5.
    expect(dayStartUnixSeconds({ year: 2024, month: 3, day: 10 }, 'America/New_York')).toBe(Date.UTC(2024, 2, 10, 5) / 1000);
    expect(dayStartUnixSeconds({ year: 2024, month: 3, day: 11 }, 'America/New_York')).toBe(Date.UTC(2024, 2, 11, 4) / 1000);
  });

  it('uses the browser zone without one', () => {
    expect(dayStartUnixSeconds({ year: 2024, month: 3, day: 5 })).toBe(new Date(2024, 2, 5).getTime() / 1000);
  });
});

describe('instants in UTC (no time-zone database)', () => {
  it('formats the same wall clock as Intl does for UTC, across years, leap days and midnight', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const instants = ['2024-02-29T23:59:59Z', '2024-03-01T00:00:00Z', '1999-12-31T23:00:00.999Z', '2030-07-04T12:34:56Z', 1_700_000_000_000];
    for (const instant of instants) {
      const parts = Object.fromEntries(intl.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
      const expected = `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
      for (const zone of UTC_ZONES) expect(formatDateTime(instant, zone), `${String(instant)} in ${zone}`).toBe(expected);
    }
  });
});
