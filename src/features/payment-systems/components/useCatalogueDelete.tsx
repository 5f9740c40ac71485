import { useTranslation } from '../../../components/useTranslation.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';

/**
 * A catalogue's deletes behind the confirm dialog. `confirmDelete(catalogue, name, settle)` asks
 * with `paymentSystems.<catalogue>.deleteTitle` and `deleteText` (naming the row), then runs the
 * declared action's `settle`: the action says what was done, a refusal stays in the dialog.
 * `confirm` is there for a question of another shape; render `dialog`.
 */
export function useCatalogueDelete() {
  const { t } = useTranslation('paymentSystems');
  const { confirm, dialog } = useConfirm();
  const confirmDelete = (catalogue: string, name: string, settle: () => Promise<unknown>) =>
    confirm({ title: t(`paymentSystems.${catalogue}.deleteTitle`), text: t(`paymentSystems.${catalogue}.deleteText`, { name }), action: settle });
  return { confirmDelete, confirm, dialog };
}
