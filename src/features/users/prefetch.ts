import { earlyCatalogue } from '../../api/sessionQueries.ts';
import { parseListQuery } from '../../domain/listQuery.ts';
import { fetchUsersPage, usersKeys } from './usersListCall.ts';
import { usersListSchema, usersRequestOf, type UsersListState } from './usersListQuery.ts';

/**
 * The users list's first page, asked for from the URL as soon as a reload knows the service
 * bases (issue 10, "no waterfall"): under the key the page's query uses, so the page finds it in
 * flight or done. With it the user tags its tags column and filter show, as the session's start
 * asks for them (one request: the start joins it): the page's first rows come with their tags,
 * not drawn again when the start's tags arrive (every cell and the filter bar, issue 27). This
 * module carries no TanStack Query and no React (it rides in the start chunk): the request does
 * not wait for the console's code.
 */
export const prefetch = {
  users({ search, pageSize }: { search: URLSearchParams; pageSize: number | undefined }) {
    const state = parseListQuery(usersListSchema, search, { defaultPageSize: pageSize }) as UsersListState;
    const request = usersRequestOf(state);
    const deleted = state.filters.deleted;
    return [
      { queryKey: usersKeys.list(deleted, request), data: fetchUsersPage(deleted, request) },
      ...earlyCatalogue('userTags'),
    ];
  },
};
