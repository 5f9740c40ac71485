import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { showError, showSuccess } from '../../../components/toasts.ts';
import type { UseConfirm } from '../../../components/useConfirm.tsx';
import { createUser, tagsApi, usersKeys, type UserTag } from '../api.ts';
import { CreateUserDialog } from '../components/CreateUserDialog.tsx';
import { ManageTagsDialog } from '../components/ManageTagsDialog.tsx';
import type { CreateUserForm } from '../createUserRules.ts';
import { hasUserReason, userErrorText } from '../userErrors.ts';

/**
 * Create user: the form, then a confirmation; a name or e-mail the server finds taken goes under
 * its field. `open` shows the form, `dialog` is rendered once by the page.
 */
export function useCreateUserDialog(confirm: UseConfirm['confirm']) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [serverError, setServerError] = useState<{ field: keyof CreateUserForm; text: string } | null>(null);

  const onCreate = async (form: CreateUserForm) => {
    setServerError(null);
    return confirm({
      title: t('users.create.title'),
      text: t('users.create.confirmText', { userName: form.userName, email: form.email }),
      action: async () => {
        try {
          await createUser(form);
        } catch (error) {
          if (hasUserReason(error, 'userNameExists')) setServerError({ field: 'userName', text: userErrorText(error) });
          else if (hasUserReason(error, 'emailExists')) setServerError({ field: 'email', text: userErrorText(error) });
          throw new Error(userErrorText(error));
        }
        void showSuccess(t('users.create.created', { userName: form.userName }));
        void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      },
    });
  };

  return {
    open: () => {
      setServerError(null);
      setOpen(true);
    },
    dialog: <CreateUserDialog isOpen={isOpen} onClose={() => setOpen(false)} onCreate={onCreate} serverError={serverError} />,
  };
}

/** Manage tags: create, rename, recolour and (after a confirmation) delete the users' tags. */
export function useManageTagsDialog(tags: readonly UserTag[], confirm: UseConfirm['confirm']) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
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
        void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      },
    });

  return {
    open: () => setOpen(true),
    dialog: (
      <ManageTagsDialog
        isOpen={isOpen}
        tags={tags}
        onClose={() => setOpen(false)}
        onCreate={(name, color) => tagCall(() => tagsApi.create(name, color), 'users.tags.created')}
        onSave={(tag, name, color) => tagCall(() => tagsApi.edit(tag.id, name, color), 'users.tags.saved')}
        onDelete={deleteTag}
      />
    ),
  };
}
