import { Classes } from '@blueprintjs/core';
import { useEffect, type RefObject } from 'react';

const NS = Classes.getClassNamespace();
const MAIN_QUADRANT = `${NS}-table-quadrant-main`;
const TOP_QUADRANT = `${NS}-table-quadrant-top`;
const COLUMN_HEADERS = `${NS}-table-column-headers`;
const HEADER_ROW = `${NS}-table-column-header-tr`;
const SCROLL_CONTAINER = `${NS}-table-quadrant-scroll-container`;
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
  // it takes a Tab stop itself, as Chromium gives such scrollers anyway.
  region.querySelectorAll<HTMLElement>(`.${MAIN_QUADRANT} > .${SCROLL_CONTAINER}`).forEach((body) => {
    const scrolls = body.scrollHeight > body.clientHeight || body.scrollWidth > body.clientWidth;
    const focusable = [...body.querySelectorAll(FOCUSABLE)].some((element) => !element.closest('[inert]'));
    if (scrolls && !focusable) body.setAttribute('tabindex', '0');
    else body.removeAttribute('tabindex');
  });
}

/** Keeps {@link fixTableAria} applied to the table inside `regionRef`: after each render and each change of its elements. */
export function useTableAria(regionRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (regionRef.current) fixTableAria(regionRef.current);
  });
  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof MutationObserver === 'undefined') return undefined;
    // only added and removed elements: the attributes set here must not wake it again
    const observer = new MutationObserver(() => fixTableAria(region));
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [regionRef]);
}
