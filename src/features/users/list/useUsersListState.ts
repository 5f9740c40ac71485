import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FilterField } from '../../../components/filterFields.ts';
import { useListQuery } from '../../../components/useListQuery.ts';
import { useListSelection, type ListSelection } from '../../../components/useListSelection.ts';
import { useStableCallback, useStableValue } from '../../../components/useStable.ts';
import { usersListQuery, type UserListItem, type UserTag } from '../api.ts';
import { filterValuesOf, selectionFilterOf, usersListSchema, usersRequestOf, type UserSelectionFilter, type UsersFilterValues, type UsersListState } from '../usersListQuery.ts';

/** The rows while there is no answer: the same array at every render, so the table has nothing new to draw. */
const NO_ROWS: readonly UserListItem[] = [];

/**
 * The users list's state (spec 1 §2): filters, sort and paging in the URL, the page's query (the
 * next page's request leaves first, and the URL changes with its answer: useListQuery's prefetch),
 * and the selection of the bulk actions, emptied when the filter changes.
 */
export function useUsersListState(tags: readonly UserTag[]) {
  const listQuery = useListQuery(usersListSchema, { prefetch: prefetchUsers });
  const state = listQuery.state as UsersListState;
  const setState = listQuery.setState as (next: UsersListState) => void;
  const deleted = state.filters.deleted;
  // the filter bar is drawn again only when its own values change, not on a sort or a page
  const filterValues = useStableValue(filterValuesOf(state));
  const onFilterSubmit = useStableCallback((values: UsersFilterValues) => setState({ ...state, filters: { ...values, deleted }, page: 1 }));
  const list = useQuery(usersListQuery(deleted, usersRequestOf(state)));
  const selection = useListSelection(JSON.stringify([deleted, selectionFilterOf(state)]));
  const filterFields = useUsersFilterFields(deleted, tags);
  const total = list.data?.total ?? 0;
  const totalCapped = list.data?.totalCapped ?? false;
  const { selection: picked, none, clear } = selection;
  // read when an action runs: a search does not draw the actions again for a filter they have not used yet
  const currentFilter = useStableCallback(() => selectionFilterOf(state));
  // the total matters to the actions only when every matching user is picked ("N users" in their texts)
  const matchingTotal = picked.allMatching ? total : 0;
  const matchingCapped = picked.allMatching && totalCapped;
  const actionScope = useMemo<UsersActionScope>(
    () => ({ deleted, selection: picked, none, clear, currentFilter, total: matchingTotal, totalCapped: matchingCapped }),
    [deleted, picked, none, clear, currentFilter, matchingTotal, matchingCapped],
  );

  return {
    state,
    setState,
    deleted,
    filterValues,
    onFilterSubmit,
    filterFields,
    list,
    rows: list.data?.items ?? NO_ROWS,
    total,
    totalCapped,
    actionScope,
    ...selection,
  };
}

/**
 * What the actions row and the bulk actions read of the list: one object while the list kind and
 * the selection stay (the filter is read when an action runs, the total counts only while every
 * matching user is picked), so a sort, a page or a search does not draw the actions (a dozen
 * bound actions, four menus, the dialogs) again.
 */
export interface UsersActionScope {
  deleted: boolean;
  selection: ListSelection;
  /** Nothing is picked: the bulk buttons are disabled. */
  none: boolean;
  clear: () => void;
  /** The list's filter as it is now, for an action on every matching user. */
  currentFilter: () => UserSelectionFilter;
  /** How many users match, while every matching user is picked (0 otherwise). */
  total: number;
  totalCapped: boolean;
}

function prefetchUsers(state: UsersListState, client: QueryClient) {
  return client.prefetchQuery(usersListQuery(state.filters.deleted, usersRequestOf(state)));
}

export type UsersList = ReturnType<typeof useUsersListState>;

/** The filter bar's fields: the deleted list filters by search and ids only. */
function useUsersFilterFields(deleted: boolean, tags: readonly UserTag[]) {
  return useMemo<FilterField<Extract<keyof UsersFilterValues, string>>[]>(() => {
    const search: FilterField<'search'> = { kind: 'text', name: 'search', label: 'users.filters.search', placeholder: 'users.filters.searchPlaceholder' };
    const ids: FilterField<'ids'> = { kind: 'text', name: 'ids', label: 'users.filters.ids', placeholder: 'users.filters.idsPlaceholder' };
    if (deleted) return [search, ids];
    const options = tags.map((tag) => ({ value: tag.id, label: tag.tagName }));
    return [search, { kind: 'text', name: 'userName', label: 'users.filters.userName' }, { kind: 'tags', name: 'tags', label: 'users.filters.tags', options }, ids];
  }, [deleted, tags]);
}
