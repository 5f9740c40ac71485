import type { QueryClient } from '@tanstack/react-query';
import { parseListQuery } from '../../domain/listQuery.ts';
import { usersListQuery } from './api.ts';
import { usersListSchema, usersRequestOf, type UsersListState } from './usersListQuery.ts';

/**
 * Starts the users list's first query from the URL, before the screen renders (a reload's
 * warm-up, issue 10): the same query options and key the page builds, so the page finds it
 * in flight or done.
 */
export function prefetchUsersList({ queryClient, search, pageSize }: { queryClient: QueryClient; search: URLSearchParams; pageSize: number | undefined }): void {
  const state = parseListQuery(usersListSchema, search, { defaultPageSize: pageSize }) as UsersListState;
  void queryClient.prefetchQuery(usersListQuery(state.filters.deleted, usersRequestOf(state)));
}
