import { useLayoutEffect, useState, type RefObject } from 'react';

/** DataTable's layout and measuring: the region's width, and the height that fits the rows shown. */

export const HEADER_HEIGHT = 30;
export const SCROLLBAR_ALLOWANCE = 18;
export const CONTROL_COLUMN_WIDTH = 40;

/** Where the width of the last table region measured is kept for the next load of the console. */
const REGION_WIDTH_KEY = 'dataTable.regionWidth';

/**
 * What the shell takes of the window's width beside a screen's main area, where the lists are: the
 * side menu (240 px) and the main area's padding (2 x 16 px), as `shell.css` lays them out
 * (e2e/tableWidth.spec.ts checks the two agree).
 */
export const SHELL_CHROME_WIDTH = 272;

/** What is stored under REGION_WIDTH_KEY, as this page last read or wrote it. */
let storedRegionWidth = typeof window === 'undefined' ? null : readStored();

function readStored(): string | null {
  try {
    return localStorage.getItem(REGION_WIDTH_KEY);
  } catch {
    return null;
  }
}

/**
 * The width the first table of a load starts at: the window's less what the last load found beside
 * its table (`stored`: the width it measured and the window's then), or less the shell's chrome on
 * a first visit. A list's region is the main area's whole width, so this is its width unless the
 * page is laid out otherwise (0 when the window is narrower than the chrome: measured before paint).
 */
function startingRegionWidth(stored: string | null): number {
  let chrome = SHELL_CHROME_WIDTH;
  try {
    const pair = JSON.parse(stored ?? 'null') as [number, number] | null;
    if (Array.isArray(pair) && pair[0] > 0 && pair[1] >= pair[0]) chrome = pair[1] - pair[0];
  } catch {
    // unreadable: the shell's own chrome
  }
  return Math.max(0, window.innerWidth - chrome);
}

/** Keeps a measured width with the window's for the next load, unless that is what is kept already. */
function rememberRegionWidth(width: number): void {
  const pair = JSON.stringify([width, window.innerWidth]);
  if (pair === storedRegionWidth) return;
  try {
    localStorage.setItem(REGION_WIDTH_KEY, pair);
    storedRegionWidth = pair;
  } catch {
    // storage full or refused: the next load starts from the shell's chrome
  }
}

/**
 * The width of the last table region measured on this page, or the one the window's width gives
 * (startingRegionWidth): a load's first table is laid out at once, without reading the width
 * before paint (a forced layout of the page) and drawing the screen again (issue 27), on a first
 * visit or in a window of another width too.
 */
let lastRegionWidth = typeof window === 'undefined' ? 0 : startingRegionWidth(storedRegionWidth);

/**
 * The element's width, followed as it resizes (0 where the browser cannot observe it). Read once
 * before the first paint too, so the table is laid out at its real width the first time.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  // a table's region is as wide as the last one measured (the screen's main area) far more often
  // than not: starting from that width spares the forced layout and the second render of reading
  // it before paint (issue 27); the observer corrects it when it differs
  const [width, setWidth] = useState(lastRegionWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = (measured: number) => {
      rememberRegionWidth(measured);
      lastRegionWidth = measured;
      setWidth(measured);
    };
    if (lastRegionWidth === 0) measure(Math.floor(element.clientWidth));
    const observer = new ResizeObserver(([entry]) => measure(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The table's height: the header and the rows shown (two for a failure's status, one for "Nothing
 * to show"), up to `maxHeight`, after which it scrolls.
 */
export function tableHeight({ numRows, failed, rowHeight, maxHeight }: { numRows: number; failed: boolean; rowHeight: number; maxHeight: number }): number {
  return Math.min(maxHeight, HEADER_HEIGHT + Math.max(numRows, failed ? 2 : 1) * rowHeight + SCROLLBAR_ALLOWANCE);
}
