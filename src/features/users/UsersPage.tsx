import { Button, HTMLSelect, Intent, Tab, Tabs, Classes } from '@blueprintjs/core';
import {
  Add,
  BanCircle,
  Confirm,
  Delete,
  Lock,
  People,
  Remove,
  SortAsc,
  SortDesc,
  Tag as TagIcon,
  Tags,
  Unlock,
  NewPerson,
} from '@blueprintjs/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { TabPanel } from '../../components/TabPanel.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import type { RowKey } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { ListTotal } from '../../components/ListTotal.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { Paging } from '../../components/Paging.tsx';
import { showError, showSuccess } from '../../components/toasts.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { useStableCallback, useStableValue } from '../../components/useStable.ts';
import { useAccess } from '../../components/access.ts';
import { isExcluded } from '../../domain/buildFeatures.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { LOCK_DURATIONS, LOCK_TYPE_CAPTION_KEYS, LOCK_TYPES, USER_ROLE_CAPTION_KEYS, USER_ROLES, USER_SORT_FIELDS, type LockType, type UserRole, type UserSortField } from '../../domain/users.ts';
import { createUser, tagsApi, usersActions, usersKeys, usersListQuery, type UserListItem, type UserTag, type UserTarget } from './api.ts';
import { BulkActionMenu } from './components/BulkActionMenu.tsx';
import { ChoiceDialog, type ChoiceDialogProps } from './components/ChoiceDialog.tsx';
import { CreateUserDialog } from './components/CreateUserDialog.tsx';
import { ManageTagsDialog } from './components/ManageTagsDialog.tsx';
import { usersColumns } from './components/usersColumns.tsx';
import type { CreateUserForm } from './createUserRules.ts';
import { hasUserReason, userErrorText } from './userErrors.ts';
import {
  filterValuesOf,
  formatTotal,
  initialFilterValues,
  selectionFilterOf,
  usersListSchema,
  usersRequestOf,
  type UsersFilterValues,
  type UsersListState,
} from './usersListQuery.ts';
import './users.css';
import { listQueryState } from '../../components/listQueryState.ts';

/** Key of the users list's saved filter sets in the admin's settings. */
export const USERS_SAVED_FILTERS_KEY = 'users';

type Choice = 'lock' | 'unlock' | 'addRole' | 'removeRole' | 'addTags' | 'removeTags';
const ALL_LOCKS = 'all';

interface Selection {
  ids: RowKey[];
  /** Every user matching the filter, on the server (select-all). */
  allMatching: boolean;
}
const NO_SELECTION: Selection = { ids: [], allMatching: false };
const INITIAL_FILTER_VALUES = initialFilterValues();

/** The users list screen (spec 1 §2): filters, sort and paging in the URL, bulk actions behind confirmations. */
export function UsersPage() {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const tagsData = useQuery(sessionQueries.userTags()).data;
  const tags = useMemo(() => tagsData ?? [], [tagsData]);
  const { confirm, dialog: confirmDialog } = useConfirm();

  const listQuery = useListQuery(usersListSchema);
  const state = listQuery.state as UsersListState;
  const setState = (next: UsersListState) => {
    const nextParams = listQuery.serialize(next);
    // The next page's request leaves now, before the screen re-renders for the new URL.
    const settled = listQuery.parse(nextParams) as UsersListState;
    void queryClient.prefetchQuery(usersListQuery(settled.filters.deleted, usersRequestOf(settled)));
    listQuery.setParams(nextParams);
  };
  const deleted = state.filters.deleted;
  // the filter bar is drawn again only when its own values change, not on a sort or a page
  const filterValues = useStableValue(filterValuesOf(state));
  const onFilterSubmit = useStableCallback((values: UsersFilterValues) => setState({ ...state, filters: { ...values, deleted }, page: 1 }));
  const request = usersRequestOf(state);
  const list = useQuery(usersListQuery(deleted, request));
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const totalCapped = list.data?.totalCapped ?? false;

  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const filterKey = JSON.stringify([deleted, selectionFilterOf(state)]);
  useEffect(() => setSelection(NO_SELECTION), [filterKey]);

  const [choice, setChoice] = useState<Choice | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<{ field: keyof CreateUserForm; text: string } | null>(null);
  const [managingTags, setManagingTags] = useState(false);

  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  const tagOptions = useMemo(() => tags.map((tag) => ({ value: tag.id, label: tag.tagName })), [tags]);
  const columns = useMemo(
    () => usersColumns({ t, tagsById, timeZone: admin?.settings.timezone, deleted }),
    [t, tagsById, admin?.settings.timezone, deleted],
  );

  const filterFields = useMemo<FilterField<Extract<keyof UsersFilterValues, string>>[]>(
    () =>
      deleted
        ? [
            { kind: 'text', name: 'search', label: 'users.filters.search', placeholder: 'users.filters.searchPlaceholder' },
            { kind: 'text', name: 'ids', label: 'users.filters.ids', placeholder: 'users.filters.idsPlaceholder' },
          ]
        : [
            { kind: 'text', name: 'search', label: 'users.filters.search', placeholder: 'users.filters.searchPlaceholder' },
            { kind: 'text', name: 'userName', label: 'users.filters.userName' },
            { kind: 'tags', name: 'tags', label: 'users.filters.tags', options: tagOptions },
            { kind: 'text', name: 'ids', label: 'users.filters.ids', placeholder: 'users.filters.idsPlaceholder' },
          ],
    [deleted, tagOptions],
  );


  // ---- actions ----------------------------------------------------------------------------

  const selectedCount = selection.allMatching ? formatTotal(total, totalCapped, i18n.language) : String(selection.ids.length);
  // Bulk actions act on the selection: with none, their buttons say so by being disabled.
  const nothingSelected = selection.ids.length === 0 && !selection.allMatching;
  // the spec's "No users selected", on the disabled buttons' hover
  const noneTitle = nothingSelected ? t('users.errors.noUsersSelected') : undefined;
  /** The users an action applies to, or null (and "No users selected") when none are picked. */
  const targetOrWarn = (): UserTarget | null => {
    if (selection.allMatching) return { selectAll: true, filter: selectionFilterOf(state) };
    if (selection.ids.length === 0) {
      void showError(t('users.errors.noUsersSelected'));
      return null;
    }
    return { userIdList: selection.ids.map(Number) };
  };

  const refreshList = () => queryClient.invalidateQueries({ queryKey: usersKeys.all });

  /** Confirms, calls, reports how many users changed, and refreshes the list. */
  const runBulk = (target: UserTarget, title: string, text: string, call: (comment: string) => Promise<number>, withComment = false) =>
    confirm({
      title,
      text,
      withComment,
      action: async (comment) => {
        try {
          const affected = await call(comment);
          void showSuccess(t('users.actions.affected', { count: affected }));
        } catch (error) {
          // The dialog stays open and shows why, in the admin's language.
          throw new Error(userErrorText(error));
        } finally {
          void refreshList();
        }
      },
    });

  const simpleAction = (kind: 'block' | 'unblock' | 'remove') => {
    const target = targetOrWarn();
    if (!target) return;
    const count = selectedCount;
    if (kind === 'remove') {
      if (!('userIdList' in target)) return;
      void runBulk(target, t('users.confirm.removeTitle'), t('users.confirm.removeText', { count }), () => usersActions.remove(target.userIdList)).then(
        (done) => done && setSelection(NO_SELECTION),
      );
      return;
    }
    const call = kind === 'block' ? usersActions.block : usersActions.unblock;
    void runBulk(target, t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count }), (comment) => call(target, comment), true);
  };

  const openChoice = (kind: Choice) => {
    if (targetOrWarn()) setChoice(kind);
  };

  const lockDurationCaption = (minutes: number | null) =>
    minutes === null
      ? t('users.dialogs.untilUnlocked')
      : minutes % 1440 === 0
        ? t('users.dialogs.days', { count: minutes / 1440 })
        : minutes % 60 === 0
          ? t('users.dialogs.hours', { count: minutes / 60 })
          : t('users.dialogs.minutes', { count: minutes });

  const onChoice = (values: string[], extra?: string) => {
    const kind = choice;
    setChoice(null);
    const target = targetOrWarn();
    if (!kind || !target) return;
    const count = selectedCount;
    const [first = ''] = values;
    switch (kind) {
      case 'lock': {
        const lockType = Number(first) as LockType;
        const lockName = t(LOCK_TYPE_CAPTION_KEYS[lockType]);
        const minutes = extra ? Number(extra) : null;
        const duration = lockDurationCaption(minutes);
        void runBulk(target, t('users.confirm.lockTitle'), t('users.confirm.lockText', { count, lockType: lockName, duration }), (comment) => usersActions.lock(target, lockType, minutes, comment), true);
        return;
      }
      case 'unlock': {
        const lockType = first === ALL_LOCKS ? null : (Number(first) as LockType);
        const lockName = lockType === null ? t('users.dialogs.allLocks') : t(LOCK_TYPE_CAPTION_KEYS[lockType]);
        void runBulk(target, t('users.confirm.unlockTitle'), t('users.confirm.unlockText', { count, lockType: lockName }), (comment) => usersActions.unlock(target, lockType, comment), true);
        return;
      }
      case 'addRole':
      case 'removeRole': {
        const role = first as UserRole;
        const call = kind === 'addRole' ? usersActions.addRole : usersActions.removeRole;
        void runBulk(target, t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count, role: t(USER_ROLE_CAPTION_KEYS[role]) }), () => call(target, role));
        return;
      }
      case 'addTags':
      case 'removeTags': {
        const tagIdList = values.map(Number);
        const names = tagIdList.map((id) => tagsById.get(id)?.tagName ?? String(id)).join(', ');
        const call = kind === 'addTags' ? usersActions.addTags : usersActions.removeTags;
        void runBulk(target, t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count, tags: names }), () => call(target, tagIdList));
        return;
      }
    }
  };

  const onCreateUser = async (form: CreateUserForm) => {
    setCreateError(null);
    return confirm({
      title: t('users.create.title'),
      text: t('users.create.confirmText', { userName: form.userName, email: form.email }),
      action: async () => {
        try {
          await createUser(form);
        } catch (error) {
          if (hasUserReason(error, 'userNameExists')) setCreateError({ field: 'userName', text: userErrorText(error) });
          else if (hasUserReason(error, 'emailExists')) setCreateError({ field: 'email', text: userErrorText(error) });
          throw new Error(userErrorText(error));
        }
        void showSuccess(t('users.create.created', { userName: form.userName }));
        void refreshList();
      },
    });
  };

  const refreshTags = () => queryClient.invalidateQueries({ queryKey: sessionQueries.userTags().queryKey });
  const tagCall = async (call: () => Promise<unknown>, successKey: string) => {
    try {
      await call();
    } catch (error) {
      void showError(userErrorText(error));
      return false;
    }
    void showSuccess(t(successKey));
    void refreshTags();
    return true;
  };
  const deleteTag = (tag: UserTag) =>
    confirm({
      title: t('users.tags.deleteTitle'),
      text: t('users.tags.deleteText', { name: tag.tagName }),
      action: async () => {
        try {
          await tagsApi.remove(tag.id);
        } catch (error) {
          throw new Error(userErrorText(error));
        }
        void showSuccess(t('users.tags.deleted'));
        void refreshTags();
        void refreshList();
      },
    });

  // ---- rendering --------------------------------------------------------------------------

  // Only what the server's access table lets this admin do is offered (an arbitrator sees no bulk actions).
  const { can } = useAccess();
  const canCreate = !isExcluded('users-createUser') && can('POST v2/User/CreateUser');
  const canLock = can('PUT v2/User/UsersLock');
  const canBlock = can('PUT v2/User/UsersBlock');
  const canRoles = can('PUT v2/User/AddUserRole');
  const canTags = can('PUT v2/User/AddTagsToUser');
  const canManageTags = can('POST v2/User/AddUserTag');
  const canRemove = can('PUT v2/User/RemoveUser');
  const canBulk = canLock || canBlock || canRoles || canTags || canRemove;
  const lockOptions = LOCK_TYPES.map((type) => ({ value: type, label: t(LOCK_TYPE_CAPTION_KEYS[type]) }));
  const durationOptions = LOCK_DURATIONS.map((minutes) => ({ value: minutes === null ? '' : String(minutes), label: lockDurationCaption(minutes) }));
  const roleOptions = USER_ROLES.map((role) => ({ value: role, label: t(USER_ROLE_CAPTION_KEYS[role]) }));
  const choiceProps: Record<Choice, Omit<ChoiceDialogProps, 'isOpen' | 'onClose' | 'onSubmit'>> = {
    lock: {
      title: t('users.actions.lock'),
      label: t('users.dialogs.lockType'),
      options: lockOptions,
      initialValue: '0',
      requiredMessage: t('users.dialogs.required'),
      extra: { label: t('users.dialogs.duration'), options: durationOptions, initialValue: '' },
    },
    unlock: {
      title: t('users.actions.unlock'),
      label: t('users.dialogs.lockType'),
      options: [{ value: ALL_LOCKS, label: t('users.dialogs.allLocks') }, ...lockOptions],
      initialValue: ALL_LOCKS,
      requiredMessage: t('users.dialogs.required'),
    },
    addRole: { title: t('users.actions.addRole'), label: t('users.dialogs.role'), options: roleOptions, placeholder: t('users.dialogs.chooseRole'), requiredMessage: t('users.errors.chooseRole') },
    removeRole: { title: t('users.actions.removeRole'), label: t('users.dialogs.role'), options: roleOptions, placeholder: t('users.dialogs.chooseRole'), requiredMessage: t('users.errors.chooseRole') },
    addTags: { title: t('users.actions.addTags'), label: t('users.dialogs.tags'), options: tagOptions, multiple: true, requiredMessage: t('users.dialogs.chooseTags') },
    removeTags: { title: t('users.actions.removeTags'), label: t('users.dialogs.tags'), options: tagOptions, multiple: true, requiredMessage: t('users.dialogs.chooseTags') },
  };

  const sortField = state.sort.field as UserSortField;
  const totalPages = Math.ceil(total / state.pageSize);
  const openUser = (user: UserListItem) => void navigate(`/user/${user.id}`);

  return (
    <div className="users-page">
      {/* The list kind and the sort on one row, the filters on the next, the actions on a third:
          the rows get the rest of the screen (issue 10 measured 36 % of it above the table). */}
      <div className="users-head">
        <Tabs animate={false}
          id="users-list-kind"
          selectedTabId={deleted ? 'deleted' : 'live'}
          onChange={(tab) => setState({ ...state, filters: { ...state.filters, deleted: tab === 'deleted' }, page: 1 })}
        >
          <Tab disabled={false} id="live" title={t('users.list.live')} icon={<People />} />
          <Tab disabled={false} id="deleted" title={t('users.list.deleted')} icon={<Delete />} />
        </Tabs>
        <span className="users-toolbar-spacer" />
        <label className="users-sort">
          <span>{t('users.list.sortBy')}</span>
          <HTMLSelect
            value={sortField}
            onChange={(event) => setState({ ...state, sort: { ...state.sort, field: event.target.value as UserSortField }, page: 1 })}
            options={USER_SORT_FIELDS.map((field) => ({ value: field, label: t(`users.sort.${field}`) }))}
          />
        </label>
        <Button
          icon={state.sort.direction === 'desc' ? <SortDesc /> : <SortAsc />}
          aria-label={t(state.sort.direction === 'desc' ? 'users.list.descending' : 'users.list.ascending')}
          title={t(state.sort.direction === 'desc' ? 'users.list.descending' : 'users.list.ascending')}
          onClick={() => setState({ ...state, sort: { ...state.sort, direction: state.sort.direction === 'desc' ? 'asc' : 'desc' }, page: 1 })}
        />
      </div>

      {/* The list is the selected tab's panel (kept at this indentation to keep merges small). */}
      <TabPanel tabsId="users-list-kind" tabId={deleted ? 'deleted' : 'live'}>

      {/* The shell's "/" hotkey focuses the first field inside the marked element: the search. */}
      <div data-search-input className="users-filters">
        <FilterBar
          key={deleted ? 'deleted' : 'live'}
          fields={filterFields}
          values={filterValues}
          initialValues={INITIAL_FILTER_VALUES}
          onSubmit={onFilterSubmit}
          savedFiltersKey={USERS_SAVED_FILTERS_KEY}
        />
      </div>

      <div className="users-toolbar" role="toolbar" aria-label={t('users.actions.toolbar')}>
        {!deleted && (
          <>
            {canCreate && <Button icon={<Add />} intent={Intent.PRIMARY} text={t('users.actions.create')} onClick={() => { setCreateError(null); setCreating(true); }} />}
            {/* Each pair of opposite actions is one menu, so the row fits every language at 1440 px. */}
            {canLock && <BulkActionMenu
              icon={<Lock />}
              text={t('users.actions.lockMenu')}
              disabled={nothingSelected}
              title={noneTitle}
              actions={[
                { key: 'lock', icon: <Lock />, text: t('users.actions.lock'), onClick: () => openChoice('lock') },
                { key: 'unlock', icon: <Unlock />, text: t('users.actions.unlock'), onClick: () => openChoice('unlock') },
              ]}
            />}
            {canBlock && <BulkActionMenu
              icon={<BanCircle />}
              text={t('users.actions.blockMenu')}
              disabled={nothingSelected}
              title={noneTitle}
              actions={[
                { key: 'block', icon: <BanCircle />, text: t('users.actions.block'), onClick: () => simpleAction('block') },
                { key: 'unblock', icon: <Confirm />, text: t('users.actions.unblock'), onClick: () => simpleAction('unblock') },
              ]}
            />}
            {canRoles && <BulkActionMenu
              icon={<NewPerson />}
              text={t('users.actions.roleMenu')}
              disabled={nothingSelected}
              title={noneTitle}
              actions={[
                { key: 'addRole', icon: <NewPerson />, text: t('users.actions.addRole'), onClick: () => openChoice('addRole') },
                { key: 'removeRole', icon: <Remove />, text: t('users.actions.removeRole'), onClick: () => openChoice('removeRole') },
              ]}
            />}
            {canTags && <BulkActionMenu
              icon={<TagIcon />}
              text={t('users.actions.tagMenu')}
              disabled={nothingSelected}
              title={noneTitle}
              actions={[
                { key: 'addTags', icon: <TagIcon />, text: t('users.actions.addTags'), onClick: () => openChoice('addTags') },
                { key: 'removeTags', icon: <Remove />, text: t('users.actions.removeTags'), onClick: () => openChoice('removeTags') },
              ]}
            />}
            {canManageTags && <Button icon={<Tags />} text={t('users.actions.manageTags')} onClick={() => setManagingTags(true)} />}
            {canRemove && <Button
              icon={<Delete />}
              intent={Intent.DANGER}
              variant="outlined"
              text={t('users.actions.remove')}
              disabled={nothingSelected || selection.allMatching}
              title={selection.allMatching ? t('users.actions.removeNeedsIds') : noneTitle}
              onClick={() => simpleAction('remove')}
            />}
          </>
        )}
        <span className="users-toolbar-spacer" />
        <span className="users-summary" aria-live="polite">
          {!deleted && (selection.ids.length > 0 || selection.allMatching) && t('users.actions.selectedCount', { count: selectedCount })}
        </span>
      </div>

      <DataTable
        // The two lists have different columns: a fresh table rather than Table2 re-laying out the old one.
        key={deleted ? 'deleted' : 'live'}
        label={t(deleted ? 'users.list.deletedTable' : 'users.list.table')}
        columns={columns}
        rows={rows}
        getRowKey={(user) => user.id}
        {...listQueryState(list, userErrorText)}
        layoutKey={deleted ? 'users-deleted' : 'users'}
        skeletonRows={Math.min(state.pageSize, 10)}
        sort={state.sort}
        onSortChange={(sort) => setState({ ...state, sort: sort as UsersListState['sort'], page: 1 })}
        adminStatus={admin?.adminStatus}
        onRowActivate={openUser}
        selection={
          deleted || !canBulk
            ? undefined
            : {
                selected: selection.ids,
                onChange: (ids) => setSelection({ ids, allMatching: false }),
                matchingTotal: total,
                allMatchingSelected: selection.allMatching,
                onSelectAllMatching: () => setSelection((current) => ({ ...current, allMatching: true })),
              }
        }
      />

      {totalPages > 0 && (
        <div className="users-paging">
          <ListTotal className={Classes.TEXT_MUTED} total={list.data?.total} capped={totalCapped} />
          <Paging
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            onPageChange={(page) => setState({ ...state, page })}
            onPageSizeChange={(pageSize) => setState({ ...state, pageSize, page: 1 })}
          />
        </div>
      )}

      {choice && (
        <ChoiceDialog isOpen onClose={() => setChoice(null)} onSubmit={onChoice} {...choiceProps[choice]} />
      )}
      <CreateUserDialog isOpen={creating} onClose={() => setCreating(false)} onCreate={onCreateUser} serverError={createError} />
      <ManageTagsDialog
        isOpen={managingTags}
        tags={tags}
        onClose={() => setManagingTags(false)}
        onCreate={(name, color) => tagCall(() => tagsApi.create(name, color), 'users.tags.created')}
        onSave={(tag, name, color) => tagCall(() => tagsApi.edit(tag.id, name, color), 'users.tags.saved')}
        onDelete={deleteTag}
      />
      {confirmDialog}
      </TabPanel>
    </div>
  );
}
