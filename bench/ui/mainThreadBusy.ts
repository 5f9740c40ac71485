import type { Browser, Page } from 'playwright-core';

/** The trace categories mainThreadBusy reads: tasks on the renderer's threads and navigation marks. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];
/** The performance mark the page sets when its rows showed. */
const MARK = 'bench-main-thread-busy';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's CPU time within the event */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { startTime?: number } };
}

/**
 * Runs `open` (a navigation of `page` that resolves with the performance.now() at which the rows
 * showed, or a step within the page that resolves with `{ from, to }`: its input and its rows, both
 * performance.now()) under a Chromium trace and returns the CPU milliseconds of the page's main thread from
 * the navigation's start (or `from`) to the rows: the work an open or a step costs, which varies far less on this shared
 * machine than the time it takes (a change of 10 ms of work is lost in ±150 ms of waiting, and a
 * warm open's main thread waits for a core for a third or more of its busy time).
 */
export async function mainThreadBusy(
  browser: Browser,
  page: Page,
  open: () => Promise<number | { from: number; to: number }>,
): Promise<{ shown: number; busy: number; byEvent: Record<string, number> }> {
  await browser.startTracing(page, { categories: CATEGORIES });
  const opened = open().then(
    (shown) => ({ shown }),
    (error: unknown) => ({ error }),
  );
  const result = await opened;
  if (!('error' in result)) await page.evaluate(`performance.mark('${MARK}')`);
  const trace = await browser.stopTracing();
  if ('error' in result) throw result.error;
  const span = typeof result.shown === 'number' ? { from: 0, to: result.shown } : result.shown;
  const shown = span.to - span.from;
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's own mark names its main thread and ties the trace's clock to the page's: the
  // navigation started at the page's time origin, the rows showed `shown` ms after it.
  const mark = events.find((e) => e.name === MARK);
  const markedAt = mark?.args?.data?.startTime;
  if (!mark || markedAt === undefined) throw new Error('mainThreadBusy: the trace holds no mark of the page');
  const origin = mark.ts - markedAt * 1000;
  const from = origin + span.from * 1000;
  const to = origin + span.to * 1000;
  // the thread time (CPU, not waiting for a core) of the outermost tasks on the page's main
  // thread within [from, to], a task cut by either end counted in proportion
  const tasks = events
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.dur && e.ts < to && e.ts + e.dur > from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let busy = 0;
  let outerEnd = -Infinity;
  for (const task of tasks) {
    if (task.ts < outerEnd) continue;
    outerEnd = task.ts + task.dur!;
    const inside = Math.min(outerEnd, to) - Math.max(task.ts, from);
    busy += (task.tdur ?? task.dur!) * (inside / task.dur!);
  }
  return { shown, busy: busy / 1000, byEvent: selfTimeByEvent(tasks, from, to) };
}

/**
 * The same thread time by what the thread did (trace event names: FunctionCall, Layout,
 * UpdateLayoutTree for style, v8.compile, Paint, …), each event counted without the events it
 * holds, in ms: where the work of the console and of the floor page differ.
 */
function selfTimeByEvent(tasks: TraceEvent[], from: number, to: number): Record<string, number> {
  const byEvent: Record<string, number> = {};
  const open: { end: number; event: TraceEvent; self: number }[] = [];
  const close = (entry: { event: TraceEvent; self: number }) => {
    const { event } = entry;
    const inside = Math.min(event.ts + event.dur!, to) - Math.max(event.ts, from);
    byEvent[event.name] = (byEvent[event.name] ?? 0) + (Math.max(0, entry.self) * (inside / event.dur!)) / 1000;
  };
  for (const task of tasks) {
    while (open.length && open[open.length - 1]!.end <= task.ts) close(open.pop()!);
    const time = task.tdur ?? task.dur!;
    if (open.length) open[open.length - 1]!.self -= time;
    open.push({ end: task.ts + task.dur!, event: task, self: time });
  }
  while (open.length) close(open.pop()!);
  return byEvent;
}
