import { Button, Intent } from '@blueprintjs/core';
import { Add, BanCircle, Confirm, Delete, Lock, NewPerson, Remove, Tag as TagIcon, Tags, Unlock } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { BulkActionMenu } from '../components/BulkActionMenu.tsx';
import type { UsersBulkActions, UsersChoice } from './useUsersBulkActions.tsx';
import type { UsersAccess } from './usersAccess.ts';
import type { UsersActionScope } from './useUsersListState.ts';

/** Props of {@link UsersToolbar}. */
export interface UsersToolbarProps {
  scope: UsersActionScope;
  bulk: UsersBulkActions;
  access: UsersAccess;
  onCreate: () => void;
  onManageTags: () => void;
}

/**
 * The users list's actions row: Create user, the bulk actions in pairs of opposites (one menu each,
 * so the row fits every language at 1440 px), Manage tags, Remove, and how many users are
 * selected. Only what the access table lets this admin do is offered; the deleted list has none.
 */
export function UsersToolbar({ scope, bulk, access, onCreate, onManageTags }: UsersToolbarProps) {
  const { t } = useTranslation('users');
  const { deleted, selection, none } = scope;
  // the spec's "No users selected", on the disabled buttons' hover
  const noneTitle = none ? t('users.errors.noUsersSelected') : undefined;
  const pair = (icon: ReactElement, menu: string, first: [UsersChoice | 'block', ReactElement], second: [UsersChoice | 'unblock', ReactElement]) => (
    <BulkActionMenu
      icon={icon}
      text={t(`users.actions.${menu}`)}
      disabled={none}
      title={noneTitle}
      actions={[first, second].map(([key, itemIcon]) => ({
        key,
        icon: itemIcon,
        text: t(`users.actions.${key}`),
        onClick: () => (key === 'block' || key === 'unblock' ? bulk.simpleAction(key) : bulk.openChoice(key)),
      }))}
    />
  );
  return (
    <div className="users-toolbar" role="toolbar" aria-label={t('users.actions.toolbar')}>
      {!deleted && (
        <>
          {access.create && <Button icon={<Add />} intent={Intent.PRIMARY} text={t('users.actions.create')} onClick={onCreate} />}
          {access.lock && pair(<Lock />, 'lockMenu', ['lock', <Lock />], ['unlock', <Unlock />])}
          {access.block && pair(<BanCircle />, 'blockMenu', ['block', <BanCircle />], ['unblock', <Confirm />])}
          {access.roles && pair(<NewPerson />, 'roleMenu', ['addRole', <NewPerson />], ['removeRole', <Remove />])}
          {access.tags && pair(<TagIcon />, 'tagMenu', ['addTags', <TagIcon />], ['removeTags', <Remove />])}
          {access.manageTags && <Button icon={<Tags />} text={t('users.actions.manageTags')} onClick={onManageTags} />}
          {access.remove && (
            <Button
              icon={<Delete />}
              intent={Intent.DANGER}
              variant="outlined"
              text={t('users.actions.remove')}
              disabled={none || selection.allMatching}
              title={selection.allMatching ? t('users.actions.removeNeedsIds') : noneTitle}
              onClick={() => bulk.simpleAction('remove')}
            />
          )}
        </>
      )}
      <span className="users-toolbar-spacer" />
      <span className="users-summary" aria-live="polite">
        {!deleted && !none && t('users.actions.selectedCount', { count: bulk.selectedCount })}
      </span>
    </div>
  );
}
