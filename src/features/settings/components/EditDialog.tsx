import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EditDialogProps {
  /** Open while there is a draft; the form is rendered only then. */
  isOpen: boolean;
  title: string;
  /** The form's accessible name; default the title. */
  formLabel?: string;
  width: number;
  /** Cancel and closing the dialog. */
  onClose: () => void;
  onSubmit: () => void;
  /** A refused save or a broken rule, shown under the fields. */
  problem: string | null | undefined;
  saving: boolean;
  /** The fields. */
  children: ReactNode;
}

/** The edit dialog of a Settings list: the fields, the problem under them, Cancel and Save (Enter submits). */
export function EditDialog({ isOpen, title, formLabel = title, width, onClose, onSubmit, problem, saving, children }: EditDialogProps) {
  const { t } = useTranslation('settings');
  return (
    <Dialog isOpen={isOpen} title={title} onClose={onClose} style={{ width }}>
      {isOpen && (
        <form
          aria-label={formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            {children}
            {problem && (
              <Callout intent={Intent.DANGER} role="alert">
                {problem}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('settings.common.cancel')} onClick={onClose} />
                <Button type="submit" intent={Intent.PRIMARY} loading={saving} text={t('settings.common.save')} />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}
