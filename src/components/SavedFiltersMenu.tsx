import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Bookmark, FloppyDisk, Trash } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from './useTranslation.ts';
import type { SavedFilter } from '../domain/adminSettings.ts';
import { withSavedFilter, withoutSavedFilters } from '../domain/savedFilters.ts';
import { RemoveFiltersDialog } from './RemoveFiltersDialog.tsx';
import { SaveFilterDialog } from './SaveFilterDialog.tsx';
import { showError, showSuccess } from './toasts.ts';

/** Props of {@link SavedFiltersMenu}. */
export interface SavedFiltersMenuProps {
  savedFilters: readonly SavedFilter[];
  /** Stores the screen's whole new list (through the admin's settings on the server). */
  onSaveFilters: (next: SavedFilter[]) => Promise<void>;
  /** The values to save as a new set. */
  currentValues: () => Record<string, unknown>;
  onApply: (set: SavedFilter) => void;
}

/** The saved-filter menu of a filter bar: apply a set, save the current filters, remove sets. */
export function SavedFiltersMenu({ savedFilters, onSaveFilters, currentValues, onApply }: SavedFiltersMenuProps) {
  const { t } = useTranslation('widgets');
  const [dialog, setDialog] = useState<'save' | 'remove' | null>(null);
  const close = () => setDialog(null);

  // A failed save keeps the dialog open with the admin's input, and says why.
  const store = async (next: SavedFilter[], successKey: string) => {
    try {
      await onSaveFilters(next);
    } catch (error) {
      void showError(error);
      return;
    }
    void showSuccess(successKey);
    close();
  };

  return (
    <>
      {/* Two entries open a dialog, which takes the focus: the menu must not hand it back to its
          button when its closing transition ends, or on a slow machine what the admin types into
          the dialog's first field goes to the button instead. Escape still returns it. */}
      <PopoverNext
        lazy
        placement="bottom-end"
        shouldReturnFocusOnClose={false}
        content={
          <Menu aria-label={t('widgets.filters.savedFilters')}>
            {savedFilters.length === 0 && <MenuItem disabled text={t('widgets.filters.noSavedFilters')} />}
            {savedFilters.map((set) => (
              <MenuItem key={set.name} text={set.name} onClick={() => onApply(set)} />
            ))}
            <MenuDivider />
            <MenuItem icon={<FloppyDisk />} text={t('widgets.filters.saveCurrent')} onClick={() => setDialog('save')} />
            <MenuItem
              icon={<Trash />}
              text={t('widgets.filters.removeSaved')}
              disabled={savedFilters.length === 0}
              onClick={() => setDialog('remove')}
            />
          </Menu>
        }
      >
        <Button icon={<Bookmark />} aria-label={t('widgets.filters.savedFilters')} title={t('widgets.filters.savedFilters')} />
      </PopoverNext>
      <SaveFilterDialog
        isOpen={dialog === 'save'}
        existing={savedFilters}
        onClose={close}
        onSave={(name) => store(withSavedFilter(savedFilters, name, currentValues()), 'widgets.filters.saved')}
      />
      <RemoveFiltersDialog
        isOpen={dialog === 'remove'}
        savedFilters={savedFilters}
        onClose={close}
        onRemove={(names) => store(withoutSavedFilters(savedFilters, names), 'widgets.filters.removed')}
      />
    </>
  );
}
