import { Button, Checkbox, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from './useTranslation.ts';
import type { SavedFilter } from '../domain/adminSettings.ts';
import { FILTER_DIALOG_WIDTH } from './SaveFilterDialog.tsx';

/** Props of {@link RemoveFiltersDialog}. */
export interface RemoveFiltersDialogProps {
  isOpen: boolean;
  savedFilters: readonly SavedFilter[];
  /** Removes the named sets and closes the dialog on success; reports its own failures. */
  onRemove: (names: string[]) => Promise<void>;
  onClose: () => void;
}

/** Removes one or more saved filter sets of the screen. */
export function RemoveFiltersDialog({ isOpen, savedFilters, onRemove, onClose }: RemoveFiltersDialogProps) {
  const { t } = useTranslation('widgets');
  const [chosen, setChosen] = useState<string[]>([]);
  const [removing, setRemoving] = useState(false);
  const toggle = (name: string) => setChosen((c) => (c.includes(name) ? c.filter((n) => n !== name) : [...c, name]));

  const remove = async () => {
    setRemoving(true);
    try {
      await onRemove(chosen);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} title={t('widgets.filters.removeTitle')} onClose={onClose} onClosed={() => setChosen([])} style={{ width: FILTER_DIALOG_WIDTH }}>
      <DialogBody>
        <p>{t('widgets.filters.removeText')}</p>
        {savedFilters.map((set) => (
          <Checkbox key={set.name} label={set.name} checked={chosen.includes(set.name)} onChange={() => toggle(set.name)} />
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('widgets.filters.cancel')} onClick={onClose} disabled={removing} />
            <Button intent={Intent.DANGER} text={t('widgets.filters.remove')} disabled={chosen.length === 0} loading={removing} onClick={remove} />
          </>
        }
      />
    </Dialog>
  );
}
