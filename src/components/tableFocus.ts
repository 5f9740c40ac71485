import { TableClasses } from './tableClasses.ts';
/**
 * One key into a list's table and one key out of it (issue 10: crossing a table with Tab took
 * up to 250 presses, one per control in its cells).
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The tables of the console's lists (DataTable regions), in document order. */
const TABLE_REGION = '.console-data-table';

/**
 * Focuses the first table of the page where its own keyboard focus lives (Table2's focusable
 * container, whose arrow keys move between cells), or the first control inside it. False when the
 * page has no table.
 */
export function focusFirstTable(root: ParentNode = document): boolean {
  const region = root.querySelector<HTMLElement>(TABLE_REGION);
  if (!region) return false;
  const target = region.querySelector<HTMLElement>(`.${TableClasses.TABLE_CONTAINER}[tabindex="0"]`) ?? region.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  return true;
}

/**
 * Moves the focus to the first control after `region` in document order (the paging under a
 * list, say); false when nothing follows it.
 */
export function focusAfter(region: HTMLElement, root: ParentNode = region.ownerDocument): boolean {
  const next = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) => !region.contains(element) && (region.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  if (!next) return false;
  next.focus();
  return true;
}
