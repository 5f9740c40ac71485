import { Button, Classes, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDown } from '@blueprintjs/icons';
import type { KeyboardEvent, ReactElement } from 'react';

/** One action of a {@link BulkActionMenu}. */
export interface BulkAction {
  key: string;
  text: string;
  icon?: ReactElement;
  onClick: () => void;
}

/** Props of {@link BulkActionMenu}. */
export interface BulkActionMenuProps {
  /** The button's text, also the menu's name. */
  text: string;
  icon: ReactElement;
  /** Disabled with nothing selected; the button says why in `title`. */
  disabled: boolean;
  title?: string;
  actions: readonly BulkAction[];
}

const ITEMS = '[role="menuitem"]:not([aria-disabled="true"])';

/** Arrows, Home and End move the focus between the menu's items (Tab and Shift+Tab do too). */
function moveBetweenItems(event: KeyboardEvent<HTMLUListElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEMS)];
  const at = items.findIndex((item) => item === document.activeElement);
  const next =
    event.key === 'ArrowDown' ? items[(at + 1) % items.length]
    : event.key === 'ArrowUp' ? items[(at - 1 + items.length) % items.length]
    : event.key === 'Home' ? items[0]
    : event.key === 'End' ? items.at(-1)
    : undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * A pair of opposite bulk actions (lock and unlock, add and remove a role…) behind one button, so
 * the users toolbar stays one row in every language. Enter or Space opens the menu with its first
 * item focused; Enter runs the focused item; Escape closes it and gives the focus back to the button.
 */
export function BulkActionMenu({ text, icon, disabled, title, actions }: BulkActionMenuProps) {
  // the popover's target gives the button its menu state; alone it says the same of a closed menu
  const button = <Button icon={icon} text={text} endIcon={<CaretDown />} disabled={disabled} title={title} aria-haspopup="menu" aria-expanded={false} />;
  // Nothing selected (every list's first screen): the button alone, in the markup the popover's
  // target has, without a popover that cannot open. Each mounted popover sets up its floating
  // element and draws itself a second time before the first paint: some 3 ms of the users list's
  // first render for its four menus (issue 27).
  if (disabled) return <span className={Classes.POPOVER_TARGET}>{button}</span>;
  return (
    <PopoverNext
      lazy
      placement="bottom-start"
      onOpening={(node) => node.querySelector<HTMLElement>(ITEMS)?.focus()}
      content={
        <Menu aria-label={text} onKeyDown={moveBetweenItems}>
          {actions.map((action) => (
            <MenuItem key={action.key} icon={action.icon} text={action.text} onClick={action.onClick} />
          ))}
        </Menu>
      }
    >
      {button}
    </PopoverNext>
  );
}
