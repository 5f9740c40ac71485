/// <reference lib="dom" />
/**
 * `npm run bench:profile -- --path /users [--step sort] [--dist dist-profile]`: where a cold
 * open's (or one step's: warmOpen, navigate and back with `--to /transactions`, sort, page,
 * search) main-thread time goes, as staff's Chromium spends it. A CPU profile
 * of the page (sampled every 100 µs) from navigation to the first rows, mapped back to the
 * sources through the build's source maps, summed by package or source file and by function.
 * Build with source maps first (`npx vite build --sourcemap --outDir dist-profile`); without
 * them the summary names the chunks. `--within <regex>` sums only the samples under a function
 * whose name matches (`performWorkOnRoot`: React's renders and commits); `--tail 0` ends the profile
 * at the rows (200 ms after them by default); `--repeat N` takes a sort or page step N times in
 * one profile and gives every figure per step. Writes
 * `<out>/<label>.cpuprofile` (open it in DevTools) and prints the top entries. Same server, database and browser settings as `bench:ui`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { DEFAULT_SQLITE_FILE } from '../server/config.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { freePort, signIn, startSqliteServer } from './load.ts';
import { benchContext, launchChromium } from './ui/browser.ts';
import { rowsChangedAt } from './ui/pageProbe.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const database = path.resolve(String(args.database ?? DEFAULT_SQLITE_FILE));
const dist = path.resolve(String(args.dist ?? path.join(root, 'dist-profile')));
const pagePath = String(args.path ?? '/users');
const stepName = typeof args.step === 'string' ? args.step : null;
const email = String(args.email ?? 'admin@demo.local');
const outDir = path.resolve(root, String(args.out ?? 'bench-results/profile'));
const label = String(args.label ?? `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}${stepName ? `-${stepName}` : ''}`);
const top = Number(args.top ?? 25);
/** `--repeat N`: a sort or page step taken N times in one profile, every figure per step (one step's few ms are mostly sampling noise). */
const repeat = Math.max(1, Number(args.repeat ?? 1));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const file = path.join(dist, new URL(url).pathname);
    const map = `${file}.map`;
    consumers.set(url, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')) as RawSourceMap) : null);
  }
  return consumers.get(url)!;
}

/** "react-dom", "@blueprintjs/table", "src/components/DataTable.tsx", "(program)", … */
function sourceOf(frame: ProfileNode['callFrame']): { source: string; fn: string } {
  if (!frame.url.startsWith('http')) return { source: frame.functionName || frame.url || '(native)', fn: frame.functionName };
  const consumer = consumerFor(frame.url);
  // a frame without a position (a script's compilation) stays its file
  if (!consumer || frame.lineNumber < 0) return { source: new URL(frame.url).pathname, fn: frame.functionName };
  const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = at.source ?? new URL(frame.url).pathname;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  const source = pkg ? pkg[1]! : file.replace(/^.*?\/(src|locales)\//, '$1/');
  return { source, fn: `${at.name ?? frame.functionName ?? '(anonymous)'} ${source}:${at.line ?? '?'}` };
}

/**
 * Each sample of a profile: the node it hit, when (µs into the profile) and how long it stands
 * for (until the next sample). Every summary below walks the profile through this.
 */
function* samplesOf(profile: Profile): Generator<{ node: ProfileNode; at: number; us: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    yield { node: byId.get(profile.samples[i]!)!, at, us: profile.timeDeltas[i + 1] ?? 0 };
  }
}

const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);

const rows = (map: Map<string, number>) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, us]) => `${(us / repeat / 1000).toFixed(1).padStart(8)} ms  ${name}`);

/**
 * `--within <regex>`: whether a node runs under a function whose name (as the source maps give
 * it) matches, e.g. `performWorkOnRoot` for React's renders and commits alone; true without it.
 */
function withinFilter(profile: Profile): (node: ProfileNode) => boolean {
  if (typeof args.within !== 'string') return () => true;
  const pattern = new RegExp(args.within);
  const parent = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const memo = new Map<number, boolean>();
  const test = (node: ProfileNode | undefined): boolean => {
    if (!node) return false;
    const known = memo.get(node.id);
    if (known !== undefined) return known;
    const result = pattern.test(sourceOf(node.callFrame).fn) || test(parent.get(node.id));
    memo.set(node.id, result);
    return result;
  };
  return test;
}

function summarise(profile: Profile, fromUs: number, toUs: number) {
  const bySource = new Map<string, number>();
  const byFn = new Map<string, number>();
  const within = withinFilter(profile);
  let total = 0;
  for (const { node, at, us } of samplesOf(profile)) {
    if (at < fromUs || at > toUs || !within(node)) continue;
    const { source, fn } = sourceOf(node.callFrame);
    if (source === '(idle)') continue;
    total += us;
    add(bySource, source, us);
    add(byFn, fn || source, us);
  }
  return { totalMs: Math.round(total / repeat / 1000), bySource: rows(bySource), byFunction: rows(byFn) };
}

/** Per `--bucket` ms (100) of the profile: how much was busy and the biggest sources in it, the order of the work. */
function timeline(profile: Profile, bucketMs = Number(args.bucket ?? 100)): string[] {
  const buckets: Map<string, number>[] = [];
  for (const { node, at, us } of samplesOf(profile)) {
    const { source } = sourceOf(node.callFrame);
    if (source !== '(idle)') add((buckets[Math.floor(at / (bucketMs * 1000))] ??= new Map()), source, us);
  }
  return [...buckets.entries()].map(([i, bucket = new Map()]) => {
    const busy = [...bucket.values()].reduce((sum, us) => sum + us, 0);
    const biggest = [...bucket.entries()].sort((x, y) => y[1] - x[1]).slice(0, 5).map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
    return `${String(i * bucketMs).padStart(6)} ms  busy ${String(Math.round(busy / 1000)).padStart(3)}  ${biggest.join(', ')}`;
  });
}

/** Start and end (µs into the profile) of the longest run of samples without 2 ms of idle. */
function longestStretch(profile: Profile): [number, number] {
  let from = 0;
  let idleSince: number | null = null;
  let best: [number, number] = [0, 0];
  for (const { node, at } of samplesOf(profile)) {
    if (node.callFrame.functionName === '(idle)') {
      idleSince ??= at;
      if (at - idleSince > 2000) from = at;
      continue;
    }
    if (idleSince !== null && at - idleSince > 2000) from = at;
    idleSince = null;
    if (at - from > best[1] - best[0]) best = [from, at];
  }
  return best;
}

/** Whose functions the inclusive list sums: ours (src/) unless `--inclusive <regex>` names other sources (`.`: every package's too). */
const inclusiveSources = new RegExp(typeof args.inclusive === 'string' ? args.inclusive : '^src/');

/** Inclusive time of our own functions (src/): a component's render with everything it called. */
function inclusive(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  for (const { node, us } of samplesOf(profile)) {
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const { source, fn } = sourceOf(byId.get(id)!.callFrame);
      if (!inclusiveSources.test(source) || seen.has(fn)) continue;
      seen.add(fn);
      add(totals, fn, us);
    }
  }
  return rows(totals);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const server = await startSqliteServer(database, port, { STATIC_DIR: dist, SIGN_IN_RATE_PER_MINUTE: '600' });
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base, email);
    // one untimed open first: the server's validators compile and SQLite's cache warms
    for (const pass of ['warm', 'profiled']) {
      const context = await benchContext(browser, base, token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      const profiling = pass === 'profiled' && !stepName;
      if (profiling) await cdp.send('Profiler.start');
      await page.goto(pagePath, { waitUntil: 'commit' });
      const rows = async (before: string | null) => (await page.waitForFunction(rowsChangedAt, before, { polling: 'raf', timeout: 30_000 })).jsonValue();
      await rows(null);
      if (pass === 'profiled' && stepName) {
        // the first screen's idle work (section prefetch, warm-up) finishes first: a profile of
        // the step shows the step, not the open's trailing work (`--settle` ms, 3000 by default)
        await page.waitForTimeout(Number(args.settle ?? 3000));
        let before = await page.evaluate(() => (window as unknown as { __firstRowText: () => string }).__firstRowText());
        await cdp.send('Profiler.start');
        if (stepName === 'warmOpen') await page.goto(pagePath, { waitUntil: 'commit' });
        else if (stepName === 'navigate') await page.locator(`nav a[href="${String(args.to ?? '/transactions')}"]`).first().click();
        else if (stepName === 'back') {
          await page.locator(`nav a[href="${String(args.to ?? '/transactions')}"]`).first().click();
          await rows(before);
          const there = await page.evaluate(() => (window as unknown as { __firstRowText: () => string }).__firstRowText());
          await page.waitForTimeout(500);
          await cdp.send('Profiler.stop');
          await cdp.send('Profiler.start');
          await page.evaluate(() => history.back());
          await rows(there);
        } else if (stepName === 'sort' || stepName === 'page') {
          // with --repeat, each step after the first waits for the previous one's rows; page goes 2, 1, 2…
          for (let i = 0; i < repeat; i++) {
            if (i > 0) before = await page.evaluate(() => (window as unknown as { __firstRowText: () => string }).__firstRowText());
            if (stepName === 'sort') await page.getByRole('main').getByRole('button', { name: /^(Descending|Ascending)$/ }).click();
            else await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: i % 2 === 0 ? 'Page 2' : 'Page 1', exact: true }).click();
            if (i < repeat - 1) {
              await rows(before);
              await page.waitForTimeout(200);
            }
          }
          if (repeat > 1) console.log(`${repeat} ${stepName} steps: every figure below is per step`);
        } else if (stepName === 'search') {
          await page.getByRole('textbox', { name: 'Search' }).fill(String(args.search ?? 'anna'));
          await page.getByRole('textbox', { name: 'Search' }).press('Enter');
        } else throw new Error(`unknown --step ${stepName} (warmOpen, navigate, back, sort, page, search)`);
        if (stepName === 'warmOpen') await rows(null);
        else if (stepName !== 'back') await rows(before);
      }
      if (pass === 'profiled') {
        // `--tail` ms of what follows the rows (200 by default; 0 for the step up to its rows alone)
        await page.waitForTimeout(Number(args.tail ?? 200));
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        fs.writeFileSync(path.join(outDir, `${label}.cpuprofile`), JSON.stringify(profile));
        // --longest: only the longest stretch of work without a 2 ms pause (a cold open's big render)
        const [from, to] = args.longest ? longestStretch(profile) : [0, Number.POSITIVE_INFINITY];
        if (args.longest) console.log(`longest stretch: ${Math.round(from / 1000)}–${Math.round(to / 1000)} ms of the profile`);
        const summary = summarise(profile, from, to);
        console.log(`${label}: ${summary.totalMs} ms of samples (idle left out)\n\nby source\n${summary.bySource.join('\n')}\n\nby function\n${summary.byFunction.join('\n')}\n\nour functions, inclusive\n${inclusive(profile).join('\n')}\n\nper bucket, ms since the profile started\n${timeline(profile).join('\n')}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
