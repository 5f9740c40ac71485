import { defaultListState, defineListQuery, parseListQuery, serializeListQuery } from './listQuery.ts';

const users = defineListQuery({
  filters: {
    search: { type: 'string' },
    userId: { type: 'number' },
    tagIds: { type: 'numbers' },
    names: { type: 'strings' },
    deleted: { type: 'boolean' },
    regDate: { type: 'dateRange' },
  },
  sortFields: ['default', 'regDate', 'lastLoginDate'],
  defaultSort: { field: 'default', direction: 'desc' },
});

describe('list query in the URL', () => {
  it('leaves every default out, so an untouched list has a clean URL', () => {
    expect(serializeListQuery(users, defaultListState(users)).toString()).toBe('');
  });

  it('writes arrays as repeated keys and ranges as From/To', () => {
    const state = defaultListState(users);
    state.filters.search = 'bob';
    state.filters.tagIds = [3, 7];
    state.filters.regDate = ['2024-01-01', null];
    state.sort = { field: 'regDate', direction: 'asc' };
    state.page = 3;
    state.pageSize = 50;
    expect(serializeListQuery(users, state).toString()).toBe(
      'search=bob&tagIds=3&tagIds=7&regDateFrom=2024-01-01&sort=regDate&dir=asc&page=3&size=50',
    );
  });

  it('reads back exactly what it wrote, typed', () => {
    const state = defaultListState(users);
    state.filters = { search: 'a b&c', userId: 42, tagIds: [1], names: ['x', 'y'], deleted: true, regDate: ['2024-01-01', '2024-01-31'] };
    state.sort = { field: 'lastLoginDate', direction: 'desc' };
    state.page = 2;
    state.pageSize = 100;
    const back = parseListQuery(users, new URLSearchParams(serializeListQuery(users, state).toString()));
    expect(back).toEqual(state);
    const id: number | null = back.filters.userId;
    expect(id).toBe(42);
  });

  it('falls back to defaults for hand-edited or unknown values', () => {
    const params = new URLSearchParams('userId=abc&tagIds=1&tagIds=x&sort=password&dir=up&page=0&size=33&regDateFrom=2024-02-30&deleted=maybe');
    expect(parseListQuery(users, params)).toEqual({
      filters: { search: '', userId: null, tagIds: [1], names: [], deleted: false, regDate: [null, null] },
      sort: { field: 'default', direction: 'desc' },
      page: 1,
      pageSize: 20,
    });
  });

  it("uses the admin's items-per-page as the default size", () => {
    const state = parseListQuery(users, new URLSearchParams(), { defaultPageSize: 100 });
    expect(state.pageSize).toBe(100);
    expect(serializeListQuery(users, state, { defaultPageSize: 100 }).toString()).toBe('');
    expect(serializeListQuery(users, { ...state, pageSize: 20 }, { defaultPageSize: 100 }).toString()).toBe('size=20');
  });

  it('supports screens with their own page sizes', () => {
    const arbitrator = defineListQuery({ filters: {}, sortFields: ['date'], defaultSort: { field: 'date', direction: 'desc' }, pageSizes: [10], defaultPageSize: 10 });
    expect(defaultListState(arbitrator).pageSize).toBe(10);
    expect(parseListQuery(arbitrator, new URLSearchParams('size=20')).pageSize).toBe(10);
  });

  it('refuses a filter named like a paging parameter', () => {
    expect(() => defineListQuery({ filters: { page: { type: 'string' } }, sortFields: ['a'], defaultSort: { field: 'a', direction: 'asc' } })).toThrow(/page/);
  });
});
