import { describe, expect, it } from 'vitest';
import { containsPattern, likeEscape } from '../../server/core/likePattern.ts';

// server/core/likePattern.ts: the one escaping of a search text for LIKE (users, marketplace stores, referral owners).
describe('likePattern (server/core)', () => {
  it('escapes LIKE’s wildcards and its escape character with a backslash, and nothing else', () => {
    expect(likeEscape('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(likeEscape('Ünïcode ok')).toBe('Ünïcode ok');
  });

  it('wraps the escaped text for a search anywhere in the value', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('')).toBe('%%');
  });
});
