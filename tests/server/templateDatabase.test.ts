import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStale } from './templateDatabase.ts';

// Several checkouts share one PostgreSQL for their server tests: a build drops only the templates no
// one needs, never one another checkout copied within the hour.
describe('PostgreSQL test templates of other code', () => {
  const now = Date.parse('2026-11-28T02:00:00Z');
  const here = path.resolve(import.meta.dirname, '../..');
  const note = (root: string, minutesAgo: number) => JSON.stringify({ root, usedAt: now - minutesAgo * 60_000 });

  it("keeps another checkout's template used within the hour, and drops it after", () => {
    expect(isStale(note('/work/wt/other', 5), now)).toBe(false);
    expect(isStale(note('/work/wt/other', 61), now)).toBe(true);
  });

  it("drops this checkout's own older templates at once, and unmarked ones", () => {
    expect(isStale(note(here, 1), now)).toBe(true);
    expect(isStale(null, now)).toBe(true);
    expect(isStale('not json', now)).toBe(true);
  });
});
