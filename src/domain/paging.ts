/**
 * Paging rules shared by every paged list (spec 1 §5, §9).
 * Pages are 1-based; the server receives an offset.
 */

/** Number of pages for `total` items at `size` per page: ceil(total / size), never negative. */
export function pageCount(total: number, size: number): number {
  if (!(size > 0) || !(total > 0)) return 0;
  return Math.ceil(total / size);
}

/** Offset of the first item of a 1-based page: (page - 1) * size. */
export function pageOffset(page: number, size: number): number {
  return Math.max(0, (page - 1) * size);
}

/** From this many pages on, hidden page numbers collapse into an ellipsis gap. */
export const PAGING_GAP_FROM = 6;

/** One entry of the paging control: a page number or a gap standing for hidden pages. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

/**
 * The page buttons to show. Under {@link PAGING_GAP_FROM} pages every page is shown; from it on,
 * only the first, the last, the current page and its neighbours, with one gap for each run of
 * hidden pages.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = (n: number): PageItem => ({ kind: 'page', page: n });
  if (totalPages < PAGING_GAP_FROM) {
    return Array.from({ length: totalPages }, (_, i) => page(i + 1));
  }
  const at = Math.min(Math.max(1, current), totalPages);
  const shown = new Set([1, at - 1, at, at + 1, totalPages].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous > 1) items.push({ kind: 'gap', key: previous === 1 ? 'before' : 'after' });
    items.push(page(n));
    previous = n;
  }
  return items;
}

/**
 * The page-number input's rule: a whole number from 1 to `totalPages`.
 * Returns the page to jump to, or null when the text is not a valid page.
 */
export function parsePageInput(text: string, totalPages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= totalPages ? n : null;
}
