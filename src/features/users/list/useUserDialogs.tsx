import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { memoWhileClosed } from '../../../components/memoWhileClosed.ts';
import { useAction, type BoundAction } from '../../../components/useAction.ts';
import type { UseConfirm } from '../../../components/useConfirm.tsx';
import { userListActions, userTagActions, type UserTag } from '../api.ts';
import { CreateUserDialog } from '../components/CreateUserDialog.tsx';
import { ManageTagsDialog } from '../components/ManageTagsDialog.tsx';
import type { CreateUserForm } from '../createUserRules.ts';
import { hasUserReason } from '../userErrors.ts';

const CreateUserForm = memoWhileClosed(CreateUserDialog);
const ManageTags = memoWhileClosed(ManageTagsDialog);

/**
 * Create user: the form, then a confirmation; a name or e-mail the server finds taken goes under
 * its field. `open` shows the form, `dialog` is rendered once by the page.
 */
export function useCreateUserDialog(confirm: UseConfirm['confirm']) {
  const { t } = useTranslation('users');
  const create = useAction(userListActions.create);
  const [isOpen, setOpen] = useState(false);
  const [serverError, setServerError] = useState<{ field: keyof CreateUserForm; text: string } | null>(null);

  const onCreate = async (form: CreateUserForm) => {
    setServerError(null);
    return confirm({
      title: t('users.create.title'),
      text: t('users.create.confirmText', { userName: form.userName, email: form.email }),
      action: async () => {
        try {
          await create.settle(form);
        } catch (error) {
          const text = create.refusalOf(error, form);
          if (hasUserReason(error, 'userNameExists')) setServerError({ field: 'userName', text });
          else if (hasUserReason(error, 'emailExists')) setServerError({ field: 'email', text });
          throw new Error(text);
        }
      },
    });
  };

  return {
    open: () => {
      setServerError(null);
      setOpen(true);
    },
    dialog: <CreateUserForm isOpen={isOpen} onClose={() => setOpen(false)} onCreate={onCreate} serverError={serverError} />,
  };
}

/** Manage tags: create, rename, recolour and (after a confirmation) delete the users' tags (userTagActions in api.ts). */
export function useManageTagsDialog(tags: readonly UserTag[], confirm: UseConfirm['confirm']) {
  const { t } = useTranslation('users');
  const [isOpen, setOpen] = useState(false);
  const createTag = useAction(userTagActions.create);
  const editTag = useAction(userTagActions.edit);
  const removeTag = useAction(userTagActions.remove);

  /** Runs a tag action from the dialog's own form: true when done; the kit shows a refusal as an error toast. */
  const run = <Vars,>(bound: BoundAction<Vars, unknown>, vars: Vars) =>
    new Promise<boolean>((resolve) => bound.mutate(vars, { onSuccess: () => resolve(true), onError: () => resolve(false) }));
  const deleteTag = (tag: UserTag) =>
    confirm({
      title: t('users.tags.deleteTitle'),
      text: t('users.tags.deleteText', { name: tag.tagName }),
      action: async () => {
        try {
          await removeTag.settle({ tagId: tag.id });
        } catch (error) {
          throw new Error(removeTag.refusalOf(error, { tagId: tag.id }));
        }
      },
    });

  return {
    open: () => setOpen(true),
    dialog: (
      <ManageTags
        isOpen={isOpen}
        tags={tags}
        onClose={() => setOpen(false)}
        onCreate={(tagName, color) => run(createTag, { tagName, color })}
        onSave={(tag, tagName, color) => run(editTag, { tagId: tag.id, tagName, color })}
        onDelete={deleteTag}
      />
    ),
  };
}
