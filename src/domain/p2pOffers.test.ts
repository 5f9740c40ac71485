import { describe, expect, it } from 'vitest';
import { grantableRolesOf, joinWords, moderatedWordsIn, offerStatusLabel, parseWords, rolesAfterGrant, rolesToFlags, wordGroupMatches } from './p2pOffers.ts';

const flags = { isHidden: false, isBlocked: false, isDeleted: false, isEnabled: true };

describe('offerStatusLabel', () => {
  it('reads deleted first, then hidden (hidden or blocked), then enabled or disabled', () => {
    expect(offerStatusLabel(flags)).toBe('enabled');
    expect(offerStatusLabel({ ...flags, isEnabled: false })).toBe('disabled');
    expect(offerStatusLabel({ ...flags, isHidden: true })).toBe('hidden');
    expect(offerStatusLabel({ ...flags, isBlocked: true })).toBe('hidden');
    expect(offerStatusLabel({ ...flags, isBlocked: true, isDeleted: true })).toBe('deleted');
  });
});

describe('moderation words', () => {
  it('parses words from commas and lines without empties or case-insensitive repeats', () => {
    expect(parseWords(' telegram, WhatsApp\n\nwhatsapp ,signal me ')).toEqual(['telegram', 'WhatsApp', 'signal me']);
    expect(joinWords(['a', 'b c'])).toBe('a, b c');
  });

  it('matches a group by name or word, case-insensitively', () => {
    const group = { groupName: 'Contacts outside', words: ['Telegram', 'viber'] };
    expect(wordGroupMatches(group, 'CONTACTS')).toBe(true);
    expect(wordGroupMatches(group, 'telegr')).toBe(true);
    expect(wordGroupMatches(group, 'zelle')).toBe(false);
    expect(wordGroupMatches(group, '  ')).toBe(true);
  });

  it('finds the moderated words an offer terms contain', () => {
    expect(moderatedWordsIn('Write me on TELEGRAM or Viber', ['telegram', 'viber', 'zelle'])).toEqual(['telegram', 'viber']);
    expect(moderatedWordsIn(null, ['telegram'])).toEqual([]);
  });
});

describe('roles', () => {
  it('combines roles into one flags value', () => {
    expect(rolesToFlags([2, 16])).toBe(18);
    expect(rolesToFlags([])).toBe(0);
  });

  it('starts a grant from the grantable roles held and keeps the others it does not grant', () => {
    expect(grantableRolesOf([1, 2, 16])).toEqual([2, 16]);
    expect(rolesAfterGrant([1, 2], [7])).toEqual([1, 7]);
    expect(rolesAfterGrant([1], [])).toEqual([1]);
    expect(rolesAfterGrant([1, 2], [2, 16])).toEqual([1, 2, 16]);
  });
});
