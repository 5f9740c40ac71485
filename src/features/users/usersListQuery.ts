import type { components } from '../../api/generated/v2.ts';
import { formatCount } from '../../components/numberFormat.ts';
import { defineListQuery, defaultFilters, type ListState } from '../../domain/listQuery.ts';
import { pageOffset } from '../../domain/paging.ts';
import { USER_SORT_DEFAULT_DESC, USER_SORT_FIELDS, USERS_MAX_LIMIT } from '../../domain/users.ts';

/**
 * The users list's URL state (ARCHITECTURE "How data flows"): filters, sort, page and size, plus
 * which list is shown (live or deleted users). Everything a request or a bulk action needs is
 * derived from it here, as pure functions, so the screen and its tests agree on the rules.
 */
export const usersListSchema = defineListQuery({
  filters: {
    search: { type: 'string' },
    userName: { type: 'string' },
    tags: { type: 'numbers' },
    ids: { type: 'string' },
    deleted: { type: 'boolean' },
  },
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: 'default', direction: USER_SORT_DEFAULT_DESC ? 'desc' : 'asc' },
});

export type UsersListState = ListState<typeof usersListSchema.filters, (typeof USER_SORT_FIELDS)[number]>;

/** The filter bar's values: the list's filters without the live/deleted switch. */
export interface UsersFilterValues extends Record<string, unknown> {
  search: string;
  userName: string;
  tags: number[];
  ids: string;
}

/** The filter bar's initial values (what Reset returns to). */
export function initialFilterValues(): UsersFilterValues {
  const { deleted: _deleted, ...rest } = defaultFilters(usersListSchema);
  return rest;
}

/** The bar's values of a list state. */
export function filterValuesOf(state: UsersListState): UsersFilterValues {
  const { search, userName, tags, ids } = state.filters;
  return { search, userName, tags, ids };
}

/**
 * User ids typed into the id-list filter: whole positive numbers separated by commas, spaces or
 * semicolons; anything else is ignored, duplicates are dropped, at most {@link USERS_MAX_LIMIT}.
 */
export function parseIdList(text: string): number[] {
  const ids = text
    .split(/[\s,;]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id >= 1 && Number.isSafeInteger(id));
  return [...new Set(ids)].slice(0, USERS_MAX_LIMIT);
}

type Schemas = components['schemas'];
export type UserSelectionFilter = Schemas['UserSelectionFilter'];

/** The server's filter of the current list (the same fields GetUsers and select-all take). */
export function selectionFilterOf(state: UsersListState): UserSelectionFilter {
  const { search, userName, tags, ids } = state.filters;
  const filter: UserSelectionFilter = {};
  if (search.trim()) filter.searchString = search.trim();
  if (userName.trim()) filter.userName = userName.trim();
  if (tags.length > 0) filter.userTagList = tags;
  const idList = parseIdList(ids);
  if (idList.length > 0) filter.userIdList = idList;
  return filter;
}

/** The body of POST v2/User/GetUsers (or, for the deleted list, GetDeletedUsers) for a list state. */
export function usersRequestOf(state: UsersListState) {
  const filter = selectionFilterOf(state);
  const page = {
    offset: pageOffset(state.page, state.pageSize),
    limit: state.pageSize,
    getTotal: true,
    sort: { field: state.sort.field, desc: state.sort.direction === 'desc' },
  };
  if (state.filters.deleted) {
    // The deleted list searches by string and ids only.
    return {
      ...page,
      ...(filter.searchString ? { searchString: filter.searchString } : {}),
      ...(filter.userIdList ? { userIdList: filter.userIdList } : {}),
    };
  }
  return { ...page, ...filter };
}

/**
 * Total as shown, grouped as the interface language writes numbers ("1,000" in en, "1 000" in ru),
 * with "+" when the server stopped counting (e.g. "1,000+").
 */
export function formatTotal(total: number, capped: boolean, locale?: string): string {
  const text = formatCount(total, locale);
  return capped ? `${text}+` : text;
}
