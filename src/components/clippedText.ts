import type { MouseEvent } from 'react';
import { TableClasses } from './tableClasses.ts';

const TEXT = `.${TableClasses.TABLE_TRUNCATED_TEXT}`;
/** Marks a title this module set, so it can take it away again without touching a renderer's own. */
const OWN_TITLE = 'data-clipped-title';

/** Whether the element's content is wider than the room it has (the ellipsis shows). */
function isClipped(element: HTMLElement): boolean {
  if (element.scrollWidth > element.clientWidth) return true;
  // a value inside a wrapper (a copy button, a link) clips in that wrapper
  return [...element.querySelectorAll<HTMLElement>('*')].some((child) => child.scrollWidth > child.clientWidth && getComputedStyle(child).overflow === 'hidden');
}

/**
 * Hovering a table cell whose text ends in an ellipsis shows the whole text as the cell's title.
 * One handler on the table decides when the pointer arrives, since only the laid-out cell knows
 * whether its text fits; a cell that fits gets no title.
 */
export function titleClippedText(event: MouseEvent<HTMLElement>): void {
  const text = (event.target as HTMLElement).closest<HTMLElement>(TEXT);
  if (!text) return;
  const cell = text.parentElement?.closest<HTMLElement>(`.${TableClasses.TABLE_CELL}`);
  if (!cell || (cell.hasAttribute('title') && !cell.hasAttribute(OWN_TITLE))) return;
  const full = text.textContent?.trim() ?? '';
  if (full !== '' && isClipped(text)) {
    cell.setAttribute('title', full);
    cell.setAttribute(OWN_TITLE, '');
  } else if (cell.hasAttribute(OWN_TITLE)) {
    cell.removeAttribute('title');
    cell.removeAttribute(OWN_TITLE);
  }
}
