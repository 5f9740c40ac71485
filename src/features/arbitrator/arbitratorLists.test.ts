import { parseExcludedFeatures } from '../../domain/buildFeatures.ts';
import { parseListQuery, serializeListQuery } from '../../domain/listQuery.ts';
import { filtersOf, listSchemaOf, requestOf } from './arbitratorLists.ts';

describe('arbitrator lists', () => {
  it('offers awaiting only on My arbitration', () => {
    expect(filtersOf('my', new Set())).toEqual(['awaiting', 'inProgress', 'completed', 'all']);
    expect(filtersOf('others', new Set())).toEqual(['inProgress', 'completed', 'all']);
  });

  it('drops the filters a build excludes', () => {
    const excluded = parseExcludedFeatures('arbitrator-awaiting,arbitrator-completed-deals');
    expect(filtersOf('my', excluded)).toEqual(['inProgress', 'all']);
    expect(filtersOf('others', parseExcludedFeatures('arbitrator-in-progress,arbitrator-all-deals'))).toEqual(['completed']);
  });

  it("asks the spec's parameters for each filter", () => {
    expect(requestOf('my', 'awaiting', 1)).toEqual({ source: 'all', page: 1, status: [], isInDispute: true, isArbitratorJoined: false });
    expect(requestOf('my', 'completed', 2)).toEqual({ source: 'me', page: 2, status: [5, 6] });
    expect(requestOf('my', 'inProgress', 1)).toEqual({ source: 'me', page: 1, status: [11] });
    expect(requestOf('others', 'all', 3)).toEqual({ source: 'all', page: 3, status: [], isArbitratorJoined: true, withoutMe: true });
    expect(requestOf('others', 'completed', 1)).toMatchObject({ status: [5, 6], isArbitratorJoined: true, withoutMe: true });
  });

  it('keeps the filter and page in the URL, leaving defaults out', () => {
    const schema = listSchemaOf('my', new Set());
    const state = parseListQuery(schema, new URLSearchParams('filter=completed&page=3'));
    expect(state.filters.filter).toBe('completed');
    expect(state.page).toBe(3);
    expect(state.pageSize).toBe(10);
    expect(serializeListQuery(schema, { ...state, filters: { filter: 'awaiting' }, page: 1 }).toString()).toBe('');
  });
});
