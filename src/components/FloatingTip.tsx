import { Classes } from '@blueprintjs/core';
import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating } from '@floating-ui/react';
import type { ReactNode } from 'react';

/**
 * A tooltip in Blueprint's look, anchored to an element that is already on screen, mounted only
 * while it shows. Blueprint's `Tooltip` wraps its target and sets up its positioning in every
 * instance, shown or not: a page of 20–100 rows with a copyable column built 20–100 of them on
 * every draw of the table (issue 10: some 35 ms of a sort on Users, more on P2P).
 */
export function FloatingTip({ anchor, id, children }: { anchor: HTMLElement; id: string; children: ReactNode }) {
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    placement: 'top',
    middleware: [offset(8), flip(), shift({ padding: 4 })],
    whileElementsMounted: autoUpdate,
  });
  return (
    <FloatingPortal>
      <div ref={refs.setFloating} id={id} role="tooltip" className={`${Classes.TOOLTIP} console-floating-tip`} style={floatingStyles}>
        <div className={Classes.POPOVER_CONTENT}>{children}</div>
      </div>
    </FloatingPortal>
  );
}
