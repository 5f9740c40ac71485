import { describe, expect, it } from 'vitest';
import { canRemoveNfa, claimsOf, isNfaActive, isValidUserName, userTypeCode, userTypeOf } from './users.ts';

describe('user names', () => {
  it('begin with a letter, then letters, digits or underscore, 5 to 32 characters (both readings of the spec)', () => {
    for (const name of ['abcde', 'Anna_1', 'a1234', `a${'b'.repeat(31)}`, 'ivan_petrov_2026']) expect(isValidUserName(name), name).toBe(true);
    for (const name of ['abcd', '1abcde', '_abcde', 'ab cde', 'ab-cde', 'äbcdef', `a${'b'.repeat(32)}`, '']) expect(isValidUserName(name), name).toBe(false);
  });
});

describe('second factors', () => {
  const on = (serviceType: number) => ({ serviceType, dateEnabled: '2026-01-01T00:00:00Z', dateDisabled: null });
  const off = (serviceType: number) => ({ serviceType, dateEnabled: '2026-01-01T00:00:00Z', dateDisabled: '2026-02-01T00:00:00Z' });
  const again = (serviceType: number) => ({ serviceType, dateEnabled: '2026-03-01T00:00:00Z', dateDisabled: '2026-02-01T00:00:00Z' });

  it('are on when never disabled or disabled before they were enabled again', () => {
    expect(isNfaActive(on(0))).toBe(true);
    expect(isNfaActive(off(0))).toBe(false);
    expect(isNfaActive(again(0))).toBe(true);
  });

  it('keep the last active method of types 0, 1 and 3; Google and others do not count', () => {
    expect(canRemoveNfa([on(0)], 0)).toBe(false);
    expect(canRemoveNfa([on(0), on(2)], 0)).toBe(false);
    expect(canRemoveNfa([on(0), off(1)], 0)).toBe(false);
    expect(canRemoveNfa([on(0), again(3)], 0)).toBe(true);
    expect(canRemoveNfa([on(2)], 2)).toBe(true);
    expect(canRemoveNfa([on(0), on(1)], 1)).toBe(true);
  });
});

describe('user types and API claims', () => {
  it('map stored codes to names and back', () => {
    expect(userTypeOf(0)).toBe('regular');
    expect(userTypeOf(9)).toBe('arbitrator');
    expect(userTypeOf(99)).toBe('regular');
    expect(userTypeCode('trader')).toBe(2);
  });

  it('read claims bit flags', () => {
    expect(claimsOf(2 | 8 | 16)).toEqual([2, 8, 16]);
    expect(claimsOf(0)).toEqual([]);
  });
});
