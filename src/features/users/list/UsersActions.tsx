import { memo } from 'react';
import { useConfirm } from '../../../components/useConfirm.tsx';
import type { UserTag } from '../api.ts';
import { useUsersBulkActions } from './useUsersBulkActions.tsx';
import { useCreateUserDialog, useManageTagsDialog } from './useUserDialogs.tsx';
import type { UsersActionScope } from './useUsersListState.ts';
import type { UsersAccess } from './usersAccess.ts';
import { UsersToolbar } from './UsersToolbar.tsx';

/** Props of {@link UsersActions}: each keeps its identity while what it says stays. */
export interface UsersActionsProps {
  scope: UsersActionScope;
  tags: readonly UserTag[];
  access: UsersAccess;
}

/**
 * The users list's actions row with what it opens: the bulk actions, the create-user and tag
 * dialogs and their confirmation. Memoised on props that change only with the list kind, the
 * selection, the tags or the access: a sort, a page or a search draws the rows alone, not a dozen
 * bound actions (a mutation observer each), four menus and the dialogs again (issue 27).
 */
export const UsersActions = memo(function UsersActions({ scope, tags, access }: UsersActionsProps) {
  const { confirm, dialog: confirmDialog } = useConfirm();
  const bulk = useUsersBulkActions(scope, tags, confirm);
  const createUser = useCreateUserDialog(confirm);
  const manageTags = useManageTagsDialog(tags, confirm);
  return (
    <>
      <UsersToolbar scope={scope} bulk={bulk} access={access} onCreate={createUser.open} onManageTags={manageTags.open} />
      {bulk.choiceDialog}
      {createUser.dialog}
      {manageTags.dialog}
      {confirmDialog}
    </>
  );
});
