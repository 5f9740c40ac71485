import { useConfirm, type ConfirmRequest } from '../../../components/useConfirm.tsx';

/**
 * An edit form whose Ok asks the spec's confirmation before the call: the form collects the draft,
 * the confirmation runs the call and shows a refusal itself, and the form closes once it is done.
 * `confirmThenClose` returns null, FormDialog's "nothing to send", as the form sends nothing itself.
 */
export function useConfirmedEdit(onClose: () => void) {
  const { confirm, dialog } = useConfirm();
  const confirmThenClose = (request: ConfirmRequest): null => {
    void confirm(request).then((done) => {
      if (done) onClose();
    });
    return null;
  };
  return { confirmThenClose, dialog };
}
