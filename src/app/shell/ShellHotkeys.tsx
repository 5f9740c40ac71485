import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { focusFirstTable } from '../../components/tableFocus.ts';

const FIELD = 'input, textarea, select, [contenteditable="true"]';

/**
 * `/` focuses the current page's search field: the element marked `data-search-input` (or the field
 * inside it), else the first field of the page's filter bar, so every list answers `/`.
 */
export function focusSearchInput(root: ParentNode = document): boolean {
  const marked = root.querySelector<HTMLElement>('[data-search-input]') ?? root.querySelector<HTMLElement>('[data-filter-bar]');
  if (!marked) return false;
  const target = marked.matches(FIELD) ? marked : (marked.querySelector<HTMLElement>(FIELD) ?? marked);
  target.focus();
  return true;
}

/**
 * Global shortcuts. `?` (the hotkeys dialog) is Blueprint's own; Esc closes dialogs in every
 * Blueprint overlay, and leaves a table for what follows it (`t` goes into the page's table).
 */
export function ShellHotkeys({ onOpenPalette }: { onOpenPalette: () => void }) {
  const { t } = useTranslation();
  const hotkeys = useMemo<HotkeyConfig[]>(
    () => [
      {
        combo: '/',
        global: true,
        preventDefault: true,
        group: t('shell.hotkeys.group'),
        label: t('shell.hotkeys.search'),
        onKeyDown: () => focusSearchInput(),
      },
      {
        combo: 't',
        global: true,
        preventDefault: true,
        group: t('shell.hotkeys.group'),
        label: t('shell.hotkeys.goToTable'),
        onKeyDown: () => focusFirstTable(),
      },
      {
        combo: 'mod+k',
        global: true,
        allowInInput: true,
        preventDefault: true,
        group: t('shell.hotkeys.group'),
        label: t('shell.hotkeys.palette'),
        onKeyDown: onOpenPalette,
      },
    ],
    [t, onOpenPalette],
  );
  useHotkeys(hotkeys);
  return null;
}
