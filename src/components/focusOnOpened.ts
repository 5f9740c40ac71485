/**
 * For a dialog's `onOpened`: its first field takes the focus once the opening transition ends,
 * unless the staff member is already in one of its fields. On a slow machine the transition can
 * end while they type, and moving the focus then sent the rest of what they typed into another
 * field (a user name cut short, its end in the e-mail field).
 */
export function focusFirstField(dialog: HTMLElement, first: HTMLElement | null | undefined) {
  const active = document.activeElement;
  if (active instanceof HTMLElement && dialog.contains(active) && active.matches('input, select, textarea, [contenteditable="true"]')) return;
  first?.focus();
}
