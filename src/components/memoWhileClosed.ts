import { memo, type ComponentType } from 'react';

/**
 * A dialog component that is drawn again only while it is open (and once as it closes): a closed
 * dialog shows nothing, so a page's re-renders (a sort, a page, a row ticked) skip it and its
 * Overlay2, where they drew it each time with new callbacks (issue 27: the users page's closed
 * dialogs were some 3 ms of a sort's 60 ms of rendering). It opens with the latest props.
 */
export function memoWhileClosed<P extends { isOpen: boolean }>(Dialog: ComponentType<P>) {
  return memo(Dialog, (previous, next) => !previous.isOpen && !next.isOpen);
}
