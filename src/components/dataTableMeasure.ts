import { useLayoutEffect, useState, type RefObject } from 'react';

/** DataTable's layout and measuring: the region's width, and the height that fits the rows shown. */

export const HEADER_HEIGHT = 30;
export const SCROLLBAR_ALLOWANCE = 18;
export const CONTROL_COLUMN_WIDTH = 40;

/** Where the width of the last table region measured is kept for the next load of the console. */
const REGION_WIDTH_KEY = 'dataTable.regionWidth';

/** The width the last load measured, when the window is as wide as it was then (else 0). */
function rememberedRegionWidth(): number {
  try {
    const [width, windowWidth] = JSON.parse(localStorage.getItem(REGION_WIDTH_KEY) ?? 'null') as [number, number];
    return windowWidth === window.innerWidth && width > 0 ? width : 0;
  } catch {
    return 0;
  }
}

function rememberRegionWidth(width: number): void {
  try {
    localStorage.setItem(REGION_WIDTH_KEY, JSON.stringify([width, window.innerWidth]));
  } catch {
    // storage full or refused: the next load measures again
  }
}

/**
 * The width of the last table region measured on this page, or by the last load in a window as
 * wide (0 before the first): a reload's first table is laid out at once, without reading the
 * width before paint (a forced layout of the page) and drawing the screen again (issue 27).
 */
let lastRegionWidth = typeof window === 'undefined' ? 0 : rememberedRegionWidth();

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
      if (measured !== lastRegionWidth) rememberRegionWidth(measured);
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
