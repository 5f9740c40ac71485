import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useAction, type BoundAction } from '../../../components/useAction.ts';
import type { UseConfirm } from '../../../components/useConfirm.tsx';
import { LOCK_DURATIONS, LOCK_TYPE_CAPTION_KEYS, LOCK_TYPES, USER_ROLE_CAPTION_KEYS, USER_ROLES, type LockType, type UserRole } from '../../../domain/users.ts';
import { userListActions, type UserTag, type UserTarget } from '../api.ts';
import { ChoiceDialog, type ChoiceDialogProps } from '../components/ChoiceDialog.tsx';
import { formatTotal } from '../usersListQuery.ts';
import type { UsersActionScope } from './useUsersListState.ts';

/** A bulk action that first asks for a choice (the lock type, the role, the tags). */
export type UsersChoice = 'lock' | 'unlock' | 'addRole' | 'removeRole' | 'addTags' | 'removeTags';
const ALL_LOCKS = 'all';

/**
 * The users list's bulk actions: each acts on the selection (or every matching user), asks what
 * to apply where it needs a choice, then confirms and runs the action declared in api.ts
 * (`userListActions`: it reports how many users changed and refreshes the list; a refusal stays in
 * the confirm dialog). `choiceDialog` is rendered once by the page.
 */
export function useUsersBulkActions(scope: UsersActionScope, tags: readonly UserTag[], confirm: UseConfirm['confirm']) {
  const { t, i18n } = useTranslation('users');
  const actions = {
    lock: useAction(userListActions.lock),
    unlock: useAction(userListActions.unlock),
    block: useAction(userListActions.block),
    unblock: useAction(userListActions.unblock),
    addRole: useAction(userListActions.addRole),
    removeRole: useAction(userListActions.removeRole),
    addTags: useAction(userListActions.addTags),
    removeTags: useAction(userListActions.removeTags),
    remove: useAction(userListActions.remove),
  };
  const [choice, setChoice] = useState<UsersChoice | null>(null);
  const { selection, currentFilter, total, totalCapped } = scope;
  const selectedCount = selection.allMatching ? formatTotal(total, totalCapped, i18n.language) : String(selection.ids.length);

  /** The users an action applies to, or null when none are picked (the bulk buttons are then disabled, "No users selected"). */
  const targetOrWarn = (): UserTarget | null => {
    if (selection.allMatching) return { selectAll: true, filter: currentFilter() };
    if (selection.ids.length === 0) return null;
    return { userIdList: selection.ids.map(Number) };
  };

  /** Confirms, then runs the action with the comment; a refusal stays in the dialog, in the admin's language. */
  const runBulk = <Vars,>(title: string, text: string, bound: BoundAction<Vars, number>, varsOf: (comment: string) => Vars, withComment = false) =>
    confirm({
      title,
      text,
      withComment,
      action: async (comment) => {
        const vars = varsOf(comment);
        try {
          await bound.settle(vars);
        } catch (error) {
          throw new Error(bound.refusalOf(error, vars));
        }
      },
    });

  const simpleAction = (kind: 'block' | 'unblock' | 'remove') => {
    const target = targetOrWarn();
    if (!target) return;
    const count = selectedCount;
    if (kind === 'remove') {
      if (!('userIdList' in target)) return;
      const userIds = target.userIdList;
      void runBulk(t('users.confirm.removeTitle'), t('users.confirm.removeText', { count }), actions.remove, () => ({ userIds })).then((done) => done && scope.clear());
      return;
    }
    void runBulk(t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count }), actions[kind], (comment) => ({ target, comment }), true);
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
        void runBulk(t('users.confirm.lockTitle'), text, actions.lock, (comment) => ({ target, lockType, minutes, comment }), true);
        return;
      }
      case 'unlock': {
        const lockType = first === ALL_LOCKS ? null : (Number(first) as LockType);
        const lockName = lockType === null ? t('users.dialogs.allLocks') : t(LOCK_TYPE_CAPTION_KEYS[lockType]);
        void runBulk(t('users.confirm.unlockTitle'), t('users.confirm.unlockText', { count, lockType: lockName }), actions.unlock, (comment) => ({ target, lockType, comment }), true);
        return;
      }
      case 'addRole':
      case 'removeRole': {
        const role = first as UserRole;
        void runBulk(t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count, role: t(USER_ROLE_CAPTION_KEYS[role]) }), actions[kind], () => ({ target, role }));
        return;
      }
      case 'addTags':
      case 'removeTags': {
        const tagIdList = values.map(Number);
        const names = tagIdList.map((id) => tags.find((tag) => tag.id === id)?.tagName ?? String(id)).join(', ');
        void runBulk(t(`users.confirm.${kind}Title`), t(`users.confirm.${kind}Text`, { count, tags: names }), actions[kind], () => ({ target, tagIdList }));
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
