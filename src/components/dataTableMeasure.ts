import { useLayoutEffect, useState, type RefObject } from 'react';

/** DataTable's layout and measuring: the region's width, and the height that fits the rows shown. */

export const HEADER_HEIGHT = 30;
export const SCROLLBAR_ALLOWANCE = 18;
export const CONTROL_COLUMN_WIDTH = 40;

/** The width of the last table region measured on this page (0 before the first). */
let lastRegionWidth = 0;

/**
 * The element's width, followed as it resizes (0 where the browser cannot observe it). Read once
 * before the first paint too, so the table is laid out at its real width the first time.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  // a table's region is as wide as the last one measured on this page (the screen's main area)
  // far more often than not: starting from that width spares the forced layout and the second
  // render of reading it before paint (issue 27); the observer corrects it when it differs
  const [width, setWidth] = useState(lastRegionWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = (measured: number) => {
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
