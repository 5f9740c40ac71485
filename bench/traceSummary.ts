/**
 * `npm run bench:trace -- <file.trace.json> [--min 0.5] [--top 30] [--pass N] [--depth 6]`: what a
 * Chromium trace written by `bench:ui --trace <step>` shows, as text, so two traces (the console's and
 * a floor's, `--trace-target floor|screen`) can be set side by side without DevTools:
 *  - the page's main thread from the document's request on: every task of at least `--min` ms with
 *    what it did (script, style, layout, paint, GC), the requests it sent and their answers, the
 *    garbage collections and the first paint;
 *  - with React's profiling build (`VITE_PROFILE_REACT=1`, its Scheduler and Components tracks): each
 *    render and commit pass, the components' own times over all passes, and the tree of one pass
 *    (`--pass N`, the Nth root of at least 1 ms; inclusive and own time per component).
 * Times are milliseconds from the document's request.
 */
import fs from 'node:fs';
import { parseArgs } from '../server/db/cli/args.ts';

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    usedHeapSizeBefore?: number;
    usedHeapSizeAfter?: number;
    data?: { requestId?: string; url?: string; name?: string; track?: string; trackGroup?: string; start?: number; end?: number };
  };
}

/** What a task did, by the trace events nested in it that name a kind of work. */
const WORK_KINDS = ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'MinorGC', 'MajorGC', 'v8.produceModuleCache'];

const args = parseArgs(process.argv.slice(2));
const file = process.argv.slice(2).find((arg) => !arg.startsWith('--') && arg.endsWith('.json'));
if (!file) {
  console.error('usage: npm run bench:trace -- <file.trace.json> [--min 0.5] [--top 30] [--pass N] [--depth 6]');
  process.exit(1);
}
const minMs = Number(args.min ?? 0.5);
const top = Number(args.top ?? 30);
const passIndex = Number(args.pass ?? 0);
const depth = Number(args.depth ?? 6);

const events = (JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
const ms = (microseconds: number) => (microseconds / 1000).toFixed(1);

/** The page's main thread: the renderer thread that parsed the document. */
const parse = events.find((e) => e.name === 'ParseHTML');
if (!parse) throw new Error(`${file}: no ParseHTML event; was it traced with bench:ui --trace?`);
const onMain = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
/** The document's request: the first request the trace holds. */
const origin = Math.min(...events.filter((e) => e.name === 'ResourceSendRequest').map((e) => e.ts));
const at = (e: TraceEvent) => ms(e.ts - origin).padStart(7);

function mainThreadLines(): [number, string][] {
  const lines: [number, string][] = [];
  const nested = events.filter((e) => onMain(e) && e.ph === 'X' && WORK_KINDS.includes(e.name));
  for (const task of events.filter((e) => onMain(e) && e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000)) {
    const end = task.ts + task.dur!;
    const byKind = new Map<string, number>();
    for (const e of nested) if (e.ts >= task.ts && e.ts < end) byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.dur ?? 0));
    const work = [...byKind].filter(([, dur]) => dur >= 300).map(([kind, dur]) => `${kind} ${ms(dur)}`);
    lines.push([task.ts, `${at(task)}  task ${ms(task.dur!).padStart(5)} ms  ${work.join(', ')}`]);
  }
  const answered = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId, e.ts]));
  for (const e of events.filter((e) => e.name === 'ResourceSendRequest')) {
    const url = e.args?.data?.url?.replace(/^\w+:\/\/[^/]+/, '') ?? '';
    const answer = answered.get(e.args?.data?.requestId);
    lines.push([e.ts, `${at(e)}  request ${url}${answer === undefined ? ', no answer in the trace' : `, answered at ${ms(answer - origin)}`}`]);
  }
  for (const e of events.filter((e) => onMain(e) && (e.name === 'MinorGC' || e.name === 'MajorGC'))) {
    const heap = e.args?.usedHeapSizeBefore ? ` heap ${(e.args.usedHeapSizeBefore / 1e6).toFixed(1)} -> ${((e.args.usedHeapSizeAfter ?? 0) / 1e6).toFixed(1)} MB` : '';
    lines.push([e.ts, `${at(e)}  ${e.name} ${ms(e.dur ?? 0)} ms${heap}`]);
  }
  for (const e of events.filter((e) => e.name === 'firstContentfulPaint')) lines.push([e.ts, `${at(e)}  first contentful paint`]);
  // the trace starts on the page before: what ran there is not this page's
  return lines.filter(([ts]) => ts >= origin).sort((a, b) => a[0] - b[0]);
}

interface ReactEntry {
  name: string;
  start: number;
  end: number;
  children: ReactEntry[];
}

/** React's performance-track entries of one track group (their start and end are the page's clock, in ms). */
function reactEntries(group: 'Scheduler ⚛' | 'Components ⚛'): ReactEntry[] {
  return events
    .filter((e) => e.name === 'TimeStamp' && (e.args?.data?.trackGroup === group || e.args?.data?.track === group))
    .map((e) => ({ name: e.args!.data!.name ?? '', start: Number(e.args!.data!.start), end: Number(e.args!.data!.end), children: [] as ReactEntry[] }))
    .filter((entry) => !entry.name.endsWith(' Track'))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Components nest by time: an entry inside another's span was rendered under it. */
function componentRoots(entries: ReactEntry[]): ReactEntry[] {
  const roots: ReactEntry[] = [];
  const open: ReactEntry[] = [];
  for (const entry of entries) {
    while (open.length && !(entry.start >= open.at(-1)!.start && entry.end <= open.at(-1)!.end)) open.pop();
    (open.length ? open.at(-1)!.children : roots).push(entry);
    open.push(entry);
  }
  return roots;
}

const span = (entry: ReactEntry) => (entry.end - entry.start) / 1000;
const own = (entry: ReactEntry) => span(entry) - entry.children.reduce((sum, child) => sum + span(child), 0);

function ownTimes(roots: ReactEntry[]): [string, number][] {
  const totals = new Map<string, number>();
  const walk = (entry: ReactEntry) => {
    totals.set(entry.name, (totals.get(entry.name) ?? 0) + own(entry));
    entry.children.forEach(walk);
  };
  roots.forEach(walk);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function printTree(entry: ReactEntry, level: number): void {
  if (level > depth || span(entry) < 0.3) return;
  console.log(`${'  '.repeat(level)}${span(entry).toFixed(1)} (own ${own(entry).toFixed(1)}) ${entry.name}`);
  entry.children.forEach((child) => printTree(child, level + 1));
}

console.log(`main thread of ${file}, ms from the document's request`);
for (const [, line] of mainThreadLines()) console.log(line);

const passes = reactEntries('Scheduler ⚛');
const components = componentRoots(reactEntries('Components ⚛'));
if (passes.length === 0) {
  console.log('\n(no React tracks: build with VITE_PROFILE_REACT=1 for its passes and components)');
} else {
  const first = passes[0]!.start;
  console.log('\nReact passes, ms from the first');
  for (const pass of passes) console.log(`${((pass.start - first) / 1000).toFixed(1).padStart(7)} ${span(pass).toFixed(1).padStart(6)}  ${pass.name}`);
  const total = components.reduce((sum, root) => sum + span(root), 0);
  console.log(`\ncomponents' own time over all passes (${total.toFixed(1)} ms in all)`);
  for (const [name, time] of ownTimes(components).slice(0, top)) console.log(`${time.toFixed(1).padStart(7)}  ${name}`);
  const pass = components.filter((root) => span(root) >= 1)[passIndex];
  if (pass) {
    console.log(`\npass ${passIndex} (roots of at least 1 ms), to depth ${depth}`);
    printTree(pass, 0);
  }
}
