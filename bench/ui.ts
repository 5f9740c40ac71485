/// <reference lib="dom" />
/**
 * `npm run bench:ui`: the console as staff meet it, in Debian's Chromium against the real built
 * server on the seeded database (issue 10). Median of `--runs` (5) runs, each in a fresh browser
 * context (empty HTTP cache, the access token already in local storage):
 * - users.coldOpen: navigation start → the first screen of rows on /users
 * - users.sort: click on the sort-direction button → re-rendered rows
 * - users.page: click on "Page 2" → the second page's rows
 * - users.search: Enter in the search box → the matching rows
 * - users.openUser / users.returnToList: click on the first row's id → the user detail screen
 *   drawn; history back → the list's rows again
 * - p2p.coldOpen, arbitrator.coldOpen: navigation start → the first rows of those lists
 * Per step: the time, the long tasks that started in it (total and longest), the bytes the
 * browser received (encoded, from the DevTools protocol), and the CPU it used by process with the
 * machine's idle core time (bench/ui/cpuMeter.ts). A screenshot of each step's end state
 * goes to `--out` (bench-results/ui/). The JSON is printed and written there as `<label>.json`.
 *
 * Database: `--database <file>` (default: the app's own data/backoffice.sqlite, as left by
 * `npm run db:seed -- --users 1000000`); it is only read. The console is built first when dist/ is
 * missing (`--dist <dir>` serves another build). `--trace <step>` also writes a Chromium performance trace of that step in run 1.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_SQLITE_FILE } from '../server/config.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { freePort, signIn, startSqliteServer, userCount } from './load.ts';
import { cpuMeter, type StepCpu } from './ui/cpuMeter.ts';
import { benchContext, launchChromium } from './ui/browser.ts';
import { rowsChangedAt, userDetailShownAt, type BenchWindow } from './ui/pageProbe.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const runs = Number(args.runs ?? 5);
const database = path.resolve(String(args.database ?? DEFAULT_SQLITE_FILE));
const outDir = path.resolve(root, String(args.out ?? 'bench-results/ui'));
const label = String(args.label ?? 'latest');
const traceStep = typeof args.trace === 'string' ? args.trace : null;
const SEARCH = String(args.search ?? 'anna');
/** The built console the server serves (another build, e.g. of an earlier commit, for a before/after). */
const dist = path.resolve(String(args.dist ?? path.join(root, 'dist')));

interface StepResult {
  ms: number;
  longTaskMs: number;
  longestTaskMs: number;
  bytes: number;
  requests: number;
  cpu: StepCpu;
}

/** Set once the server runs: the CPU of each step, by process (bench/ui/cpuMeter.ts). */
let cpu: ReturnType<typeof cpuMeter> = cpuMeter(undefined);

/** Bytes and requests the page received, from the protocol's loadingFinished events. */
async function networkMeter(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const totals = { bytes: 0, requests: 0 };
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    totals.bytes += event.encodedDataLength;
    totals.requests += 1;
  });
  return {
    /** Bytes since the last call. */
    take() {
      const taken = { ...totals };
      totals.bytes = 0;
      totals.requests = 0;
      return taken;
    },
  };
}

async function newPage(browser: Browser, base: string, token: string) {
  const context = await benchContext(browser, base, token);
  const page = await context.newPage();
  const meter = await networkMeter(context, page);
  return { context, page, meter };
}

async function longTasksBetween(page: Page, from: number, to: number) {
  const tasks = await page.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks);
  const inStep = tasks.filter((task) => task.start >= from - 1 && task.start <= to);
  return { longTaskMs: Math.round(inStep.reduce((sum, task) => sum + task.duration, 0)), longestTaskMs: Math.round(Math.max(0, ...inStep.map((task) => task.duration))) };
}

/** Waits (every frame) for `probe` to return a time; the step lasts from `from` to that time. */
async function step(page: Page, meter: { take(): { bytes: number; requests: number } }, from: () => Promise<number>, waitFor: () => Promise<number>, shot: string | null): Promise<StepResult> {
  const cpuBefore = cpu.start();
  const start = await from();
  const end = await waitFor();
  const cpuUsed = cpu.since(cpuBefore);
  // let the answer's trailing work land in this step's long tasks and bytes
  await page.waitForTimeout(300);
  const { longTaskMs, longestTaskMs } = await longTasksBetween(page, start, end);
  const { bytes, requests } = meter.take();
  if (shot) {
    await page.screenshot({ path: path.join(outDir, `${label}-${shot}.png`) });
    // what the page fetched in this step, when (ms since navigation) and how long: the waves of a cold open
    const timeline = await page.evaluate((from) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.startTime >= from - 1)
        .map((entry) => ({ url: entry.name.replace(location.origin, ''), start: Math.round(entry.startTime), end: Math.round(entry.responseEnd), bytes: entry.transferSize })),
      start,
    );
    const tasks = (await page.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks)).filter((task) => task.start >= start - 1 && task.start <= end);
    fs.writeFileSync(path.join(outDir, `${label}-${shot}.timeline.json`), `${JSON.stringify({ start: Math.round(start), end: Math.round(end), longTasks: tasks.map((t) => ({ start: Math.round(t.start), duration: Math.round(t.duration) })), requests: timeline }, null, 1)}\n`);
  }
  return { ms: Math.round(end - start), longTaskMs, longestTaskMs, bytes, requests, cpu: cpuUsed };
}

const lastInput = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).__bench.lastInput);
const rowsAt = async (page: Page, before: string | null) =>
  (await page.waitForFunction(rowsChangedAt, before, { polling: 'raf', timeout: 30_000 })).jsonValue() as Promise<number>;
const rowText = (page: Page) => page.evaluate(() => (window as unknown as { __firstRowText: () => string }).__firstRowText());

async function withTrace<T>(browser: Browser, page: Page, name: string, run: number, body: () => Promise<T>): Promise<T> {
  if (traceStep !== name || run !== 0) return body();
  await browser.startTracing(page, { path: path.join(outDir, `${label}-${name}.trace.json`), screenshots: false, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', ...(process.env.TRACE_CPU ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
  try {
    return await body();
  } finally {
    await browser.stopTracing();
  }
}

/** One run of the users list: cold open, sort, page, search, open a user and return. */
async function usersRun(browser: Browser, base: string, token: string, run: number) {
  const { context, page, meter } = await newPage(browser, base, token);
  const shot = (name: string) => (run === 0 ? name : null);
  const result: Record<string, StepResult> = {};
  try {
    result.coldOpen = await withTrace(browser, page, 'coldOpen', run, () =>
      step(page, meter, async () => {
        await page.goto('/users', { waitUntil: 'commit' });
        return 0;
      }, () => rowsAt(page, null), shot('users-cold-open')),
    );

    let before = await rowText(page);
    result.sort = await withTrace(browser, page, 'sort', run, () =>
      step(page, meter, async () => {
        await page.getByRole('main').getByRole('button', { name: /^(Descending|Ascending)$/ }).click();
        return lastInput(page);
      }, () => rowsAt(page, before), shot('users-sort')),
    );

    before = await rowText(page);
    result.page = await withTrace(browser, page, 'page', run, () =>
      step(page, meter, async () => {
        await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
        return lastInput(page);
      }, () => rowsAt(page, before), shot('users-page')),
    );

    before = await rowText(page);
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(SEARCH);
    result.search = await withTrace(browser, page, 'search', run, () =>
      step(page, meter, async () => {
        await search.press('Enter');
        return lastInput(page);
      }, () => rowsAt(page, before), shot('users-search')),
    );

    before = await rowText(page);
    const link = page.locator('.console-data-table .bp6-table-quadrant-main a[href^="/user/"]').first();
    const id = (await link.textContent())?.trim() ?? '';
    result.openUser = await withTrace(browser, page, 'openUser', run, () =>
      step(page, meter, async () => {
        await link.click();
        return lastInput(page);
      }, async () => (await page.waitForFunction(userDetailShownAt, id, { polling: 'raf', timeout: 30_000 })).jsonValue() as Promise<number>, shot('user-detail')),
    );

    result.returnToList = await step(page, meter, () =>
      page.evaluate(() => {
        const at = performance.now();
        history.back();
        return at;
      }),
      () => rowsAt(page, null), shot('users-return'),
    );
    if ((await rowText(page)) !== before) throw new Error('the list came back with other rows than it left with');
  } finally {
    await context.close();
  }
  return result;
}

/** A cold open of another list screen, to its first rows. */
async function coldOpenRun(browser: Browser, base: string, token: string, url: string, run: number, name: string) {
  const { context, page, meter } = await newPage(browser, base, token);
  try {
    return await step(page, meter, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      return 0;
    }, () => rowsAt(page, null), run === 0 ? name : null);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

function summarise(samples: StepResult[]) {
  return {
    medianMs: median(samples.map((s) => s.ms)),
    runsMs: samples.map((s) => s.ms),
    longTaskMsMedian: median(samples.map((s) => s.longTaskMs)),
    longestTaskMs: Math.max(...samples.map((s) => s.longestTaskMs)),
    bytesMedian: median(samples.map((s) => s.bytes)),
    requestsMedian: median(samples.map((s) => s.requests)),
    // CPU ms the step used, by process, and the machine's idle core time (median of each)
    cpuMsMedian: Object.fromEntries(Object.keys(samples[0]!.cpu).map((key) => [key, median(samples.map((s) => s.cpu[key as keyof StepCpu]))])),
  };
}

async function main() {
  if (!fs.existsSync(database)) {
    console.error(`No database at ${database}: run \`npm run db:seed -- --users 1000000\` first (or pass --database).`);
    process.exit(1);
  }
  if (!args.dist && typeof args.url !== 'string' && !fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('No build in dist/: building the console…');
    // a build is heavy work on a shared machine: under the same lock as the other heavy commands
    execFileSync('flock', ['/tmp/heavy.lock', process.execPath, path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  fs.mkdirSync(outDir, { recursive: true });
  const users = await userCount(`sqlite:${database}`);
  const port = Number(args.port ?? (await freePort()));
  // --url: a console already served elsewhere (a development server over the same database), for trying the bench itself
  const server = typeof args.url === 'string' ? null : await startSqliteServer(database, port, { STATIC_DIR: dist, SIGN_IN_RATE_PER_MINUTE: '600' });
  cpu = cpuMeter(server?.pid);
  const browser = await launchChromium();
  try {
    const base = typeof args.url === 'string' ? args.url : `http://127.0.0.1:${port}`;
    const adminToken = await signIn(base, 'admin@demo.local');
    const arbitratorToken = await signIn(base, 'arbitrator@demo.local');
    // One untimed pass first: the server's validators compile and SQLite's cache warms on first use.
    await usersRun(browser, base, adminToken, -1);
    const usersSamples: Record<string, StepResult>[] = [];
    const p2p: StepResult[] = [];
    const arbitrator: StepResult[] = [];
    for (let run = 0; run < runs; run++) {
      usersSamples.push(await usersRun(browser, base, adminToken, run));
      p2p.push(await coldOpenRun(browser, base, adminToken, '/p2p', run, 'p2p-cold-open'));
      arbitrator.push(await coldOpenRun(browser, base, arbitratorToken, '/arbitrator', run, 'arbitrator-cold-open'));
    }
    const steps = Object.keys(usersSamples[0]!);
    const report = {
      bench: 'ui',
      label,
      users,
      runs,
      chromium: browser.version(),
      at: new Date().toISOString(),
      users_list: Object.fromEntries(steps.map((name) => [name, summarise(usersSamples.map((sample) => sample[name]!))])),
      p2p: { coldOpen: summarise(p2p) },
      arbitrator: { coldOpen: summarise(arbitrator) },
    };
    fs.writeFileSync(path.join(outDir, `${label}.json`), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report));
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
}

await main();
