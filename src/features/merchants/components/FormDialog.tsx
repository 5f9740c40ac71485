import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/errorText.ts';

interface FormDialogProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** Saves; the dialog stays open with the error when it rejects, and closes when it resolves. */
  onSubmit: () => Promise<void>;
  submitText?: string;
  children: ReactNode;
}

/** A small edit form in a dialog: Save runs the call, a refusal shows in the dialog, Esc or Cancel closes. */
export function FormDialog({ title, isOpen, onClose, onSubmit, submitText, children }: FormDialogProps) {
  const { t } = useTranslation('merchants');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} isOpen={isOpen} onClose={onClose} canOutsideClickClose={!busy}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          {children}
          {error && (
            <Callout intent="danger" compact role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} disabled={busy}>
                {t('merchants.actions.cancel')}
              </Button>
              <Button type="submit" intent="primary" loading={busy}>
                {submitText ?? t('merchants.actions.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
