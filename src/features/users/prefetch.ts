import { parseListQuery } from '../../domain/listQuery.ts';
import { fetchUsersPage, usersKeys } from './usersListCall.ts';
import { usersListSchema, usersRequestOf, type UsersListState } from './usersListQuery.ts';

/**
 * The users list's first page, asked for from the URL as soon as a reload knows the service
 * bases (issue 10, "no waterfall"): under the key the page's query uses, so the page finds it in
 * flight or done. This module carries no TanStack Query and no React (its own small chunk): the
 * request does not wait for the console's code.
 */
export const prefetch = {
  users({ search, pageSize }: { search: URLSearchParams; pageSize: number | undefined }) {
    const state = parseListQuery(usersListSchema, search, { defaultPageSize: pageSize }) as UsersListState;
    const request = usersRequestOf(state);
    const deleted = state.filters.deleted;
    return [{ queryKey: usersKeys.list(deleted, request), data: fetchUsersPage(deleted, request) }];
  },
};
