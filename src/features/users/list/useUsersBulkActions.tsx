import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/toasts.ts';
import type { UseConfirm } from '../../../components/useConfirm.tsx';
import { LOCK_DURATIONS, LOCK_TYPE_CAPTION_KEYS, LOCK_TYPES, USER_ROLE_CAPTION_KEYS, USER_ROLES, type LockType, type UserRole } from '../../../domain/users.ts';
import { usersActions, usersKeys, type UserTag, type UserTarget } from '../api.ts';
import { ChoiceDialog, type ChoiceDialogProps } from '../components/ChoiceDialog.tsx';
import { userErrorText } from '../userErrors.ts';
import { formatTotal, selectionFilterOf } from '../usersListQuery.ts';
import type { UsersList } from './useUsersListState.ts';

/** A bulk action that first asks for a choice (the lock type, the role, the tags). */
export type UsersChoice = 'lock' | 'unlock' | 'addRole' | 'removeRole' | 'addTags' | 'removeTags';
const ALL_LOCKS = 'all';

/**
 * The users list's bulk actions: each acts on the selection (or every matching user), asks what
 * to apply where it needs a choice, then confirms, calls, reports how many users changed and
 * refreshes the list. `choiceDialog` is rendered once by the page.
 */
export function useUsersBulkActions(list: UsersList, tags: readonly UserTag[], confirm: UseConfirm['confirm']) {
  const { t, i18n } = useTranslation('users');
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<UsersChoice | null>(null);
  const { selection, state, total, totalCapped } = list;
  const selectedCount = selection.allMatching ? formatTotal(total, totalCapped, i18n.language) : String(selection.ids.length);

  /** The users an action applies to, or null (and "No users selected") when none are picked. */
  const targetOrWarn = (): UserTarget | null => {
    if (selection.allMatching) return { selectAll: true, filter: selectionFilterOf(state) };
    if (selection.ids.length === 0) {
      void showError(t('users.errors.noUsersSelected'));
      return null;
    }
    return { userIdList: selection.ids.map(Number) };
  };

  const runBulk = (title: string, text: string, call: (comment: string) => Promise<number>, withComment = false) =>
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
          void queryClient.invalidateQueries({ queryKey: usersKeys.all });
        }
      },
    });

  const simpleAction = (kind: 'block' | 'unblock' | 'remove') => {
    const target = targetOrWarn();
    if (!target) return;
    const count = selectedCount;
    if (kind === 'remove') {
      if (!('userIdList' in target)) return;
      void runBulk(t('users.confirm.removeTitle'), t('users.confirm.removeText', { count }), () => usersActions.remove(target.userIdList)).then((done) => done && list.clear());
      return;
    }
    const call = kind === 'block' ? usersActions.block : usersActions.unblock;
    void runBulk(t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count }), (comment) => call(target, comment), true);
  };

  const openChoice = (kind: UsersChoice) => {
    if (targetOrWarn()) setChoice(kind);
  };

  const durationCaption = (minutes: number | null) =>
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
        const minutes = extra ? Number(extra) : null;
        const text = t('users.confirm.lockText', { count, lockType: t(LOCK_TYPE_CAPTION_KEYS[lockType]), duration: durationCaption(minutes) });
        void runBulk(t('users.confirm.lockTitle'), text, (comment) => usersActions.lock(target, lockType, minutes, comment), true);
        return;
      }
      case 'unlock': {
        const lockType = first === ALL_LOCKS ? null : (Number(first) as LockType);
        const lockName = lockType === null ? t('users.dialogs.allLocks') : t(LOCK_TYPE_CAPTION_KEYS[lockType]);
        void runBulk(t('users.confirm.unlockTitle'), t('users.confirm.unlockText', { count, lockType: lockName }), (comment) => usersActions.unlock(target, lockType, comment), true);
        return;
      }
      case 'addRole':
      case 'removeRole': {
        const role = first as UserRole;
        const call = kind === 'addRole' ? usersActions.addRole : usersActions.removeRole;
        void runBulk(t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count, role: t(USER_ROLE_CAPTION_KEYS[role]) }), () => call(target, role));
        return;
      }
      case 'addTags':
      case 'removeTags': {
        const tagIdList = values.map(Number);
        const names = tagIdList.map((id) => tags.find((tag) => tag.id === id)?.tagName ?? String(id)).join(', ');
        const call = kind === 'addTags' ? usersActions.addTags : usersActions.removeTags;
        void runBulk(t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count, tags: names }), () => call(target, tagIdList));
        return;
      }
    }
  };

  const lockOptions = LOCK_TYPES.map((type) => ({ value: type, label: t(LOCK_TYPE_CAPTION_KEYS[type]) }));
  const roleOptions = USER_ROLES.map((role) => ({ value: role, label: t(USER_ROLE_CAPTION_KEYS[role]) }));
  const tagOptions = tags.map((tag) => ({ value: tag.id, label: tag.tagName }));
  const roleChoice = (kind: 'addRole' | 'removeRole') => ({ title: t(`users.actions.${kind}`), label: t('users.dialogs.role'), options: roleOptions, placeholder: t('users.dialogs.chooseRole'), requiredMessage: t('users.errors.chooseRole') });
  const tagsChoice = (kind: 'addTags' | 'removeTags') => ({ title: t(`users.actions.${kind}`), label: t('users.dialogs.tags'), options: tagOptions, multiple: true, requiredMessage: t('users.dialogs.chooseTags') });
  const choiceProps = (kind: UsersChoice): Omit<ChoiceDialogProps, 'isOpen' | 'onClose' | 'onSubmit'> => {
    switch (kind) {
      case 'lock':
        return {
          title: t('users.actions.lock'),
          label: t('users.dialogs.lockType'),
          options: lockOptions,
          initialValue: '0',
          requiredMessage: t('users.dialogs.required'),
          extra: { label: t('users.dialogs.duration'), options: LOCK_DURATIONS.map((minutes) => ({ value: minutes === null ? '' : String(minutes), label: durationCaption(minutes) })), initialValue: '' },
        };
      case 'unlock':
        return { title: t('users.actions.unlock'), label: t('users.dialogs.lockType'), options: [{ value: ALL_LOCKS, label: t('users.dialogs.allLocks') }, ...lockOptions], initialValue: ALL_LOCKS, requiredMessage: t('users.dialogs.required') };
      case 'addRole':
      case 'removeRole':
        return roleChoice(kind);
      default:
        return tagsChoice(kind);
    }
  };

  return {
    selectedCount,
    simpleAction,
    openChoice,
    choiceDialog: choice ? <ChoiceDialog isOpen onClose={() => setChoice(null)} onSubmit={onChoice} {...choiceProps(choice)} /> : null,
  };
}

export type UsersBulkActions = ReturnType<typeof useUsersBulkActions>;
