import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EditFormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The save is running: Save shows its spinner. */
  saving: boolean;
  /** Why the form cannot be saved as it is, shown above the buttons. */
  problem: string | null;
  children: ReactNode;
}

/** The dialog of an edit in this section: the form's fields, the problem if any, Cancel and Save (Enter saves). */
export function EditFormDialog({ title, onClose, onSubmit, saving, problem, children }: EditFormDialogProps) {
  const { t } = useTranslation('p2p');
  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width: 440 }}>
      <form onSubmit={onSubmit}>
        <DialogBody>
          {children}
          {problem && (
            <Callout intent={Intent.DANGER} compact role="alert">
              {problem}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('p2p.actions.cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('p2p.actions.save')} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
