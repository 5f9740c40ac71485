import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useNavigate } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import { listQueryState } from '../../components/listQueryState.ts';
import { TabPanel } from '../../components/TabPanel.tsx';
import type { UserListItem } from './api.ts';
import { usersColumns } from './components/usersColumns.tsx';
import { UsersActions } from './list/UsersActions.tsx';
import { useUsersListState } from './list/useUsersListState.ts';
import { USERS_LIST_TABS, UsersListHead } from './list/UsersListHead.tsx';
import { useUsersAccess } from './list/usersAccess.ts';
import { userErrorText } from './userErrors.ts';
import { initialFilterValues, type UsersListState } from './usersListQuery.ts';
import './users.css';
import { ListFooter } from '../../components/ListFooter.tsx';
import { statePaging } from '../../components/listPaging.ts';

/** Key of the users list's saved filter sets in the admin's settings. */
export const USERS_SAVED_FILTERS_KEY = 'users';

const INITIAL_FILTER_VALUES = initialFilterValues();

/**
 * The users list screen (spec 1 §2), the worked example of a list screen, one concern per file:
 * the list's state in the URL and its selection (list/useUsersListState), the head with the list
 * kind and the sort (list/UsersListHead), the actions row with its bulk actions and dialogs
 * (list/UsersActions: list/UsersToolbar, list/useUsersBulkActions, list/useUserDialogs), the columns
 * (components/usersColumns). This file only lays them out.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const tagsData = useQuery(sessionQueries.userTags()).data;
  const tags = useMemo(() => tagsData ?? [], [tagsData]);
  const list = useUsersListState(tags);
  const { state, setState, deleted, selection, setSelection } = list;
  const access = useUsersAccess();

  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  const timeZone = admin?.settings.timezone;
  const columns = useMemo(() => usersColumns({ t, tagsById, timeZone, deleted }), [t, tagsById, timeZone, deleted]);
  const totalPages = Math.ceil(list.total / state.pageSize);
  const openUser = (user: UserListItem) => void navigate(`/user/${user.id}`);

  return (
    <div className="users-page">
      <UsersListHead list={list} />

      {/* The list is the selected tab's panel. */}
      <TabPanel tabsId={USERS_LIST_TABS} tabId={deleted ? 'deleted' : 'live'}>
        {/* The shell's "/" hotkey focuses the first field inside the marked element: the search. */}
        <div data-search-input className="users-filters">
          <FilterBar
            key={deleted ? 'deleted' : 'live'}
            fields={list.filterFields}
            values={list.filterValues}
            initialValues={INITIAL_FILTER_VALUES}
            onSubmit={list.onFilterSubmit}
            savedFiltersKey={USERS_SAVED_FILTERS_KEY}
          />
        </div>

        <UsersActions scope={list.actionScope} tags={tags} access={access} />

        <DataTable
          // The two lists have different columns: a fresh table rather than Table2 re-laying out the old one.
          key={deleted ? 'deleted' : 'live'}
          label={t(deleted ? 'users.list.deletedTable' : 'users.list.table')}
          columns={columns}
          rows={list.rows}
          getRowKey={(user) => user.id}
          {...listQueryState(list.list, userErrorText)}
          layoutKey={deleted ? 'users-deleted' : 'users'}
          skeletonRows={Math.min(state.pageSize, 10)}
          sort={state.sort}
          onSortChange={(sort) => setState({ ...state, sort: sort as UsersListState['sort'], page: 1 })}
          adminStatus={admin?.adminStatus}
          onRowActivate={openUser}
          selection={
            deleted || !access.bulk
              ? undefined
              : {
                  selected: selection.ids,
                  onChange: (ids) => setSelection({ ids, allMatching: false }),
                  matchingTotal: list.total,
                  allMatchingSelected: selection.allMatching,
                  onSelectAllMatching: () => setSelection((current) => ({ ...current, allMatching: true })),
                }
          }
        />

        {totalPages > 0 && (
          <ListFooter
            total={list.list.data?.total}
            capped={list.totalCapped}
            pagingTotal={list.total}
            {...statePaging(state, setState)}
          />
        )}
      </TabPanel>
    </div>
  );
}
