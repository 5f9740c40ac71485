import { describe, expect, it } from 'vitest';
import { parseListQuery, serializeListQuery } from '../../domain/listQuery.ts';
import { formatTotal, parseIdList, selectionFilterOf, usersListSchema, usersRequestOf, type UsersListState } from './usersListQuery.ts';

const parse = (search: string, defaultPageSize?: number) =>
  parseListQuery(usersListSchema, new URLSearchParams(search), { defaultPageSize }) as UsersListState;

describe('users list URL state', () => {
  it('round-trips filters, sort, page and size through the URL, leaving defaults out', () => {
    const state: UsersListState = {
      filters: { search: 'ann', userName: 'ann_1', tags: [3, 5], ids: '7, 8', deleted: false },
      sort: { field: 'lastLoginDate', direction: 'asc' },
      page: 3,
      pageSize: 100,
    };
    const params = serializeListQuery(usersListSchema, state, { defaultPageSize: 50 });
    expect(params.toString()).toBe('search=ann&userName=ann_1&tags=3&tags=5&ids=7%2C+8&sort=lastLoginDate&dir=asc&page=3&size=100');
    expect(parse(params.toString(), 50)).toEqual(state);
    expect(serializeListQuery(usersListSchema, parse('', 50), { defaultPageSize: 50 }).toString()).toBe('');
  });

  it('opens with the default sort (descending) and the admin page size', () => {
    const state = parse('', 50);
    expect(state.sort).toEqual({ field: 'default', direction: 'desc' });
    expect(state.pageSize).toBe(50);
    expect(parse('size=33', 100).pageSize).toBe(100);
  });

  it('reads an id list from free text', () => {
    expect(parseIdList(' 12, 15;20  x 0 -3 15 ')).toEqual([12, 15, 20]);
    expect(parseIdList('')).toEqual([]);
  });

  it('builds the GetUsers body and the select-all filter from the same filters', () => {
    const state = parse('search=%20bob%20&userName=bob_1&tags=2&ids=9&page=2&size=50');
    expect(selectionFilterOf(state)).toEqual({ searchString: 'bob', userName: 'bob_1', userTagList: [2], userIdList: [9] });
    expect(usersRequestOf(state)).toEqual({
      offset: 50,
      limit: 50,
      getTotal: true,
      sort: { field: 'default', desc: true },
      searchString: 'bob',
      userName: 'bob_1',
      userTagList: [2],
      userIdList: [9],
    });
    // the deleted-users call takes only the search and the ids
    expect(usersRequestOf(parse('deleted=true&search=bob&userName=x&tags=2&ids=9'))).toEqual({
      offset: 0,
      limit: 20,
      getTotal: true,
      sort: { field: 'default', desc: true },
      searchString: 'bob',
      userIdList: [9],
    });
  });

  it('shows a capped total with a plus', () => {
    expect(formatTotal(1000, true)).toBe('1,000+');
    expect(formatTotal(123456, false)).toBe('123,456');
  });

  it('groups the total as the interface language writes numbers', () => {
    expect(formatTotal(123456, false, 'ru')).toMatch(/^123\s456$/);
    expect(formatTotal(123456, false, 'tr')).toBe('123.456');
    expect(formatTotal(1000, true, 'es')).toBe('1000+');
  });
});
