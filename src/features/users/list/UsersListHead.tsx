import { Button, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import { Delete, People, SortAsc, SortDesc } from '@blueprintjs/icons';
import { memo } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useStableCallback } from '../../../components/useStable.ts';
import { USER_SORT_FIELDS, type UserSortField } from '../../../domain/users.ts';
import type { UsersList } from './useUsersListState.ts';

/** The id of the list-kind tabs, named by the list's tab panel. */
export const USERS_LIST_TABS = 'users-list-kind';

/**
 * The list kind (live or deleted users) and the sort on one row, so the rows get the rest of the
 * screen (issue 10 measured 36 % of it above the table).
 */
export function UsersListHead({ list }: { list: UsersList }) {
  const { t } = useTranslation('users');
  const { state, setState, deleted } = list;
  const descending = state.sort.direction === 'desc';
  const directionText = t(descending ? 'users.list.descending' : 'users.list.ascending');
  const onKindChange = useStableCallback((deletedList: boolean) => setState({ ...state, filters: { ...state.filters, deleted: deletedList }, page: 1 }));
  return (
    <div className="users-head">
      <ListKindTabs deleted={deleted} onChange={onKindChange} />
      <span className="users-toolbar-spacer" />
      <label className="users-sort">
        <span>{t('users.list.sortBy')}</span>
        <HTMLSelect
          value={state.sort.field as UserSortField}
          onChange={(event) => setState({ ...state, sort: { ...state.sort, field: event.target.value as UserSortField }, page: 1 })}
          options={USER_SORT_FIELDS.map((field) => ({ value: field, label: t(`users.sort.${field}`) }))}
        />
      </label>
      <Button
        icon={descending ? <SortDesc /> : <SortAsc />}
        aria-label={directionText}
        title={directionText}
        onClick={() => setState({ ...state, sort: { ...state.sort, direction: descending ? 'asc' : 'desc' }, page: 1 })}
      />
    </div>
  );
}

/** The live and deleted lists' tabs: drawn again only when the list kind changes, not on a sort or a page. */
const ListKindTabs = memo(function ListKindTabs({ deleted, onChange }: { deleted: boolean; onChange: (deleted: boolean) => void }) {
  const { t } = useTranslation('users');
  return (
    <Tabs animate={false} id={USERS_LIST_TABS} selectedTabId={deleted ? 'deleted' : 'live'} onChange={(tab) => onChange(tab === 'deleted')}>
      <Tab disabled={false} id="live" title={t('users.list.live')} icon={<People />} />
      <Tab disabled={false} id="deleted" title={t('users.list.deleted')} icon={<Delete />} />
    </Tabs>
  );
});
