/// <reference lib="dom" />
/**
 * What the UI benchmark runs inside the page: an init script that records the time of the last
 * click or key press and every long task, and the conditions it waits for ("rows are on screen").
 * Both are plain functions handed to Playwright, so they must not close over anything.
 */

export interface BenchWindow {
  /** `rowsChangedAt`: see {@link watchRowsChange} (0 until then). */
  __bench: { lastInput: number; longTasks: { start: number; duration: number }[]; rowsChangedAt: number };
}

/** Installed before any page script: input times (capture phase, before the app sees them) and long tasks. */
export function installProbe(): void {
  const bench: BenchWindow['__bench'] = { lastInput: 0, longTasks: [], rowsChangedAt: 0 };
  (window as unknown as BenchWindow).__bench = bench;
  const mark = () => (bench.lastInput = performance.now());
  window.addEventListener('pointerdown', mark, true);
  window.addEventListener('keydown', mark, true);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: the totals stay 0
  }
}

/**
 * The first data row of the visible table, as text: what a person would read. Empty while the
 * table is busy, shows skeleton cells, or has no table yet. A table with no rows but its empty
 * message counts as drawn ("(empty)").
 */
export function firstRowText(): string {
  const region = document.querySelector<HTMLElement>('.console-data-table');
  if (!region || region.getAttribute('aria-busy') === 'true') return '';
  const main = region.querySelector('.bp6-table-quadrant-main') ?? region;
  if (main.querySelector('.bp6-table-cell.bp6-loading, .bp6-skeleton')) return '';
  const cells = Array.from(main.querySelectorAll<HTMLElement>('.bp6-table-cell.bp6-table-cell-row-0'));
  const text = cells.map((cell) => cell.textContent?.trim() ?? '').join('|');
  if (text.replace(/\|/g, '') !== '') return text;
  const empty = region.parentElement?.textContent ?? '';
  return /Nothing to show/i.test(empty) ? '(empty)' : '';
}

/**
 * Polled every frame: the time (performance.now()) of the first frame in which the table shows
 * rows different from `before` (any rows when `before` is null). Returns false until then.
 */
export function rowsChangedAt(before: string | null): number | false {
  const probe = (window as unknown as { __firstRowText: () => string }).__firstRowText;
  const now = probe();
  if (now === '' || (before !== null && now === before)) return false;
  return performance.now();
}

/**
 * Started in the page before a click or Back: records in `__bench.rowsChangedAt` the time of the
 * first frame whose rows differ from `before`. Polling from Playwright after the click starts only
 * once the click's and the probe's round trips are done (30-80 ms on this loaded machine): a step
 * quicker than them (a sort answered in 30 ms) was measured as their length, whichever page it was.
 */
export function watchRowsChange(before: string): void {
  const bench = (window as unknown as BenchWindow).__bench;
  const probe = (window as unknown as { __firstRowText: () => string }).__firstRowText;
  const started = performance.now();
  bench.rowsChangedAt = 0;
  const frame = () => {
    const now = probe();
    if (now !== '' && now !== before) bench.rowsChangedAt = performance.now();
    else if (performance.now() - started < 30_000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Polled: the time {@link watchRowsChange} recorded, or false until then. */
export function watchedRowsChangeAt(): number | false {
  const at = (window as unknown as BenchWindow).__bench.rowsChangedAt;
  return at > 0 ? at : false;
}

/** Polled every frame: the user detail screen of `id` shows its heading and no spinner or skeleton. */
export function userDetailShownAt(id: string): number | false {
  const title = document.querySelector('#console-screen-title')?.textContent ?? '';
  if (!title.includes(id)) return false;
  const main = document.querySelector('#console-main');
  if (!main || main.querySelector('.bp6-spinner, .bp6-skeleton, .bp6-loading, [aria-busy="true"]')) return false;
  const body = main.querySelector('.console-screen-body');
  if (!body || (body.textContent ?? '').trim().length < 20) return false;
  return performance.now();
}
