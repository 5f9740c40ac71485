import { describe, expect, it } from 'vitest';
import { focusFirstField } from './focusOnOpened.ts';

function dialogWithTwoFields() {
  const dialog = document.createElement('div');
  dialog.tabIndex = -1;
  dialog.innerHTML = '<input aria-label="E-mail" /><input aria-label="User name" />';
  document.body.append(dialog);
  const [first, second] = Array.from(dialog.querySelectorAll('input'));
  return { dialog, first: first!, second: second! };
}

describe('the first field of an opened dialog', () => {
  it('takes the focus when the dialog opens', () => {
    const { dialog, first } = dialogWithTwoFields();
    dialog.focus();
    focusFirstField(dialog, first);
    expect(document.activeElement).toBe(first);
    dialog.remove();
  });

  it('does not take it from a field the admin is already typing in', () => {
    const { dialog, first, second } = dialogWithTwoFields();
    second.focus();
    focusFirstField(dialog, first);
    expect(document.activeElement).toBe(second);
    dialog.remove();
  });
});
