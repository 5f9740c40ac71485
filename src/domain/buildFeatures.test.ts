import { isExcluded, parseExcludedFeatures } from './buildFeatures.ts';

describe('build exclusions', () => {
  it('reads the comma-separated names and ignores unknown ones', () => {
    const excluded = parseExcludedFeatures(' traders, arbitrator-awaiting ,nonsense,,users-createUser');
    expect([...excluded].sort()).toEqual(['arbitrator-awaiting', 'traders', 'users-createUser']);
  });

  it('excludes nothing when the variable is empty or unset', () => {
    expect(parseExcludedFeatures(undefined).size).toBe(0);
    expect(parseExcludedFeatures('').size).toBe(0);
  });

  it('answers isExcluded from a given set', () => {
    const excluded = parseExcludedFeatures('user-trader');
    expect(isExcluded('user-trader', excluded)).toBe(true);
    expect(isExcluded('traders', excluded)).toBe(false);
  });
});
