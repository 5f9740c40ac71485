import { Classes } from '@blueprintjs/core';
import { useEffect, type RefObject } from 'react';

const NS = Classes.getClassNamespace();
const MAIN_QUADRANT = `${NS}-table-quadrant-main`;
const TOP_QUADRANT = `${NS}-table-quadrant-top`;
const COLUMN_HEADERS = `${NS}-table-column-headers`;
const HEADER_ROW = `${NS}-table-column-header-tr`;
const SCROLL_CONTAINER = `${NS}-table-quadrant-scroll-container`;
const CELL = `${NS}-table-cell`;
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Gives Table2's markup the roles and focus it lacks. Table2 draws its elements itself (some only
 * after its own later renders), so this runs again whenever its children change.
 */
export function fixTableAria(region: HTMLElement): void {
  // Table2 draws the header row twice: in the scrolling main quadrant and in the sticky top
  // quadrant laid over it. Only the visible copy should be read out and reachable with Tab.
  region.querySelectorAll(`.${MAIN_QUADRANT} .${COLUMN_HEADERS}`).forEach((headers) => {
    headers.setAttribute('aria-hidden', 'true');
    headers.setAttribute('inert', '');
  });
  // Table2's header elements carry no roles, so our column headers (role="columnheader") would
  // stand outside any row: the visible header row becomes a row of a table. The cells below
  // stay plain text, read in order after it.
  region.querySelectorAll(`.${TOP_QUADRANT} .${COLUMN_HEADERS}`).forEach((headers) => {
    headers.setAttribute('role', 'table');
    headers.querySelectorAll(`.${HEADER_ROW}`).forEach((row) => row.setAttribute('role', 'row'));
  });
  // A body that scrolls with nothing focusable inside could not be scrolled from the keyboard:
  // it takes a Tab stop itself, as Chromium gives such scrollers anyway. Whether it scrolls is
  // read only for a body with nothing focusable: reading it forces a layout of the page in the
  // middle of a render's effects (about 17 ms of a sort on the users list, issue 27).
  region.querySelectorAll<HTMLElement>(`.${MAIN_QUADRANT} > .${SCROLL_CONTAINER}`).forEach((body) => {
    // Table2's first pass draws no cells (they come in its second, which runs this again): the
    // body is left as it is, without the forced layout of reading its size (2-3 ms of a list's
    // open, in the effects between the two passes)
    if (!body.querySelector(`.${CELL}`)) return;
    const focusable = [...body.querySelectorAll(FOCUSABLE)].some((element) => !element.closest('[inert]'));
    if (focusable || !(body.scrollHeight > body.clientHeight || body.scrollWidth > body.clientWidth)) body.removeAttribute('tabindex');
    else body.setAttribute('tabindex', '0');
  });
}

/**
 * Keeps {@link fixTableAria} applied to the table inside `regionRef`: once on mount, then after
 * each change of its elements. A render that changes no element leaves nothing to fix, so it is
 * not run after every render (it was, besides the observer: twice per sort).
 */
export function useTableAria(regionRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    fixTableAria(region);
    if (typeof MutationObserver === 'undefined') return undefined;
    // only added and removed elements: the attributes set here must not wake it again
    const observer = new MutationObserver(() => fixTableAria(region));
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [regionRef]);
}
