import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FilterField } from '../../../components/filterFields.ts';
import { useListQuery } from '../../../components/useListQuery.ts';
import { useListSelection } from '../../../components/useListSelection.ts';
import { useStableCallback, useStableValue } from '../../../components/useStable.ts';
import { usersListQuery, type UserListItem, type UserTag } from '../api.ts';
import { filterValuesOf, selectionFilterOf, usersListSchema, usersRequestOf, type UsersFilterValues, type UsersListState } from '../usersListQuery.ts';

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

  return {
    state,
    setState,
    deleted,
    filterValues,
    onFilterSubmit,
    filterFields,
    list,
    rows: list.data?.items ?? NO_ROWS,
    total: list.data?.total ?? 0,
    totalCapped: list.data?.totalCapped ?? false,
    ...selection,
  };
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
