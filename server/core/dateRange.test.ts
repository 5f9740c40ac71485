import { describe, expect, it } from 'vitest';
import { isoRange, rangeEndIso, rangeStartIso } from './dateRange.ts';

describe('isoRange', () => {
  const day = Date.UTC(2026, 2, 5) / 1000;

  it('covers a whole day the console sends (start, start + 86399) to its last millisecond', () => {
    expect(isoRange(day, day + 86399)).toEqual({ from: '2026-03-05T00:00:00.000Z', to: '2026-03-05T23:59:59.999Z' });
  });

  it('leaves an end left out open', () => {
    expect(isoRange(undefined, null)).toEqual({ from: undefined, to: undefined });
    expect(isoRange(day, undefined)).toEqual({ from: rangeStartIso(day), to: undefined });
    expect(isoRange(null, day)).toEqual({ from: undefined, to: rangeEndIso(day) });
  });
});
