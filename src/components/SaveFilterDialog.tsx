import { Dialog, DialogBody, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from './useTranslation.ts';
import type { SavedFilter } from '../domain/adminSettings.ts';
import { checkFilterSetName } from '../domain/savedFilters.ts';
import { FormFooter } from './FormFooter.tsx';

/** Width of the saved-filter dialogs (spec 1 §9). */
export const FILTER_DIALOG_WIDTH = 400;

/** Props of {@link SaveFilterDialog}. */
export interface SaveFilterDialogProps {
  isOpen: boolean;
  existing: readonly SavedFilter[];
  /** Stores the set and closes the dialog on success; reports its own failures. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Names and saves the current filters as a set (spec 1 §2, §5). */
export function SaveFilterDialog({ isOpen, existing, onSave, onClose }: SaveFilterDialogProps) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const [name, setName] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = checkFilterSetName(name, existing);
  // "Required" waits for a first attempt; a clash is worth knowing while typing.
  const shown = problem === 'taken' || (attempted && problem) ? problem : null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    if (problem || saving) return;
    setSaving(true);
    try {
      await onSave(name.trim());
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={t('widgets.filters.saveTitle')}
      onClose={onClose}
      onClosed={() => {
        setName('');
        setAttempted(false);
      }}
      style={{ width: FILTER_DIALOG_WIDTH }}
    >
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup
            label={t('widgets.filters.name')}
            labelFor={id}
            intent={shown ? Intent.DANGER : Intent.NONE}
            helperText={shown === 'required' ? t('widgets.filters.nameRequired') : shown === 'taken' ? t('widgets.filters.nameTaken') : undefined}
          >
            <InputGroup
              id={id}
              autoFocus
              value={name}
              maxLength={100}
              aria-invalid={Boolean(shown)}
              intent={shown ? Intent.DANGER : Intent.NONE}
              onChange={(event) => setName(event.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <FormFooter cancelText={t('widgets.filters.cancel')} submitText={t('widgets.filters.save')} onCancel={onClose} busy={saving} />
      </form>
    </Dialog>
  );
}
