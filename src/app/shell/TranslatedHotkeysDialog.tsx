import { Classes, Dialog, DialogBody, Hotkey, Hotkeys, type HotkeyConfig, type HotkeysContextInstance } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';

/** Blueprint's table registers its shortcuts with fixed English texts; these are their keys in `shell.hotkeys.table`. */
const TABLE_LABEL_KEYS: Record<string, string> = {
  'Copy selected table cells': 'copy',
  'Resize selection upward': 'resizeUp',
  'Resize selection downward': 'resizeDown',
  'Resize selection leftward': 'resizeLeft',
  'Resize selection rightward': 'resizeRight',
  'Select all': 'selectAll',
  'Move focus row up': 'rowUp',
  'Move focus row down': 'rowDown',
  'Move focus cell left': 'cellLeft',
  'Move focus cell right': 'cellRight',
  'Move focus cell up': 'cellUp',
  'Move focus cell down': 'cellDown',
  'Move focus cell tab': 'cellNext',
  'Move focus cell shift tab': 'cellPrevious',
  'Move focus cell enter': 'cellEnterNext',
  'Move focus cell shift enter': 'cellEnterPrevious',
  'Edit the currently focused cell': 'edit',
};
const TABLE_GROUP = 'Table';

/** The hotkeys provider's state (Blueprint exports it only inside this tuple). */
export type HotkeysState = HotkeysContextInstance[0];

/** The shortcut list (`?`) with the table's group and labels in the interface language. */
export function TranslatedHotkeysDialog({ state, onClose }: { state: HotkeysState; onClose: () => void }) {
  const { t } = useTranslation();
  const hotkeys = state.hotkeys.map((hotkey): HotkeyConfig => {
    if (hotkey.group !== TABLE_GROUP) return hotkey;
    const key = typeof hotkey.label === 'string' ? TABLE_LABEL_KEYS[hotkey.label] : undefined;
    return { ...hotkey, group: t('shell.hotkeys.table.group'), label: key ? t(`shell.hotkeys.table.${key}`) : hotkey.label };
  });
  // Blueprint's own HotkeysDialog is not exported; this is its markup with our texts.
  const global = t('shell.hotkeys.group');
  return (
    <Dialog isOpen={state.isDialogOpen} onClose={onClose} title={t('shell.hotkeys.help')} className={Classes.HOTKEY_DIALOG}>
      <DialogBody>
        <Hotkeys>
          {hotkeys.map((hotkey, index) => (
            <Hotkey key={index} {...hotkey} group={hotkey.global === true && hotkey.group == null ? global : hotkey.group} />
          ))}
        </Hotkeys>
      </DialogBody>
    </Dialog>
  );
}
