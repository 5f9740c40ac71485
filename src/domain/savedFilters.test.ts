import { checkFilterSetName, valuesFromSavedFilter, withSavedFilter, withoutSavedFilters } from './savedFilters.ts';

const sets = [
  { name: 'VIP', data: { tagIds: [1] } },
  { name: 'Blocked', data: { status: 'blocked' } },
];

describe('saved filter sets', () => {
  it('requires a name', () => {
    expect(checkFilterSetName('', sets)).toBe('required');
    expect(checkFilterSetName('   ', sets)).toBe('required');
  });

  it('refuses a name already used on the screen, ignoring case and spaces', () => {
    expect(checkFilterSetName('vip ', sets)).toBe('taken');
    expect(checkFilterSetName('New users', sets)).toBeNull();
  });

  it('adds and removes sets', () => {
    expect(withSavedFilter(sets, ' New ', { a: 1 }).at(-1)).toEqual({ name: 'New', data: { a: 1 } });
    expect(withoutSavedFilters(sets, ['VIP']).map((s) => s.name)).toEqual(['Blocked']);
  });

  it('applies only the fields the screen still has', () => {
    expect(valuesFromSavedFilter({ search: '', tagIds: [] as number[] }, { tagIds: [3], removedField: 'x' })).toEqual({
      search: '',
      tagIds: [3],
    });
  });
});
