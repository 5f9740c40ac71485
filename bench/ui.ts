/// <reference lib="dom" />
/**
 * `npm run bench:ui`: the console against the floor of its own stack (issue 27), in Debian's
 * Chromium against the real server on the seeded database. The floor page (bench/ui/floor/, built
 * into dist-floor/ from the same package versions) is React + Blueprint core CSS + Table2 alone,
 * served by a second server of the same build over the same database. Floor and console run
 * interleaved, `--runs` (9) rounds (the order swapped every round), each sample in a fresh browser
 * context (empty HTTP cache, 1440x900, the access token already in local storage):
 * - coldOpen: navigation start → the first screen of rows on /users
 * - warmOpen: /users opened again in the same context (HTTP and code cache warm: a reload)
 * - navigate: click on the side menu's Transactions → the transactions list's rows
 * - back: history back → the users list's rows
 * - sort: click on the sort-direction button → rows re-rendered in the new order
 * - page: click on "Page 2" → the second page's rows
 * - search: Enter in the search box (SEARCH typed) → the rows found
 * - cachedOpen: /users opened a third time: the first open that compiles from V8's code cache,
 *   which Chromium makes during the second (warmOpen) and uses from the third
 * - p2pOpen, arbitratorOpen: cold opens of the other list screens, /p2p as the admin and
 *   /arbitrator as an arbitrator, each in its own fresh context (the floor page has both lists)
 * Printed: per step the floor's and the console's median ms, and the median of the paired
 * rounds' ratios console/floor (read the ratios, not the milliseconds, on a shared machine); per
 * step too the long tasks (total and longest), the bytes the browser received and the CPU it used
 * by process with the machine's idle core time (bench/ui/cpuMeter.ts). Screenshots of round 0 and
 * the JSON go to `--out` (bench-results/ui/) as `<label>*.png` and `<label>.json`.
 *
 * `--console-steps` also runs the console's other users-list steps (open a user and return), and
 * its own sort, page and search after a cold open, without a floor, as before issue 27.
 *
 * Database: `--database <file>` (default: the app's own data/backoffice.sqlite, as left by
 * `npm run db:seed -- --users 1000000`); it is only read. The console is built first when dist/ is
 * missing (`--dist <dir>` serves another build), the floor page when dist-floor/ is
 * (`--build-floor` builds it again). `--trace <step>` also writes a Chromium performance trace of
 * that step (in the console's round 0; the floor page's with `--trace-target floor`, the screen floor's with `--trace-target screen`); with
 * TRACE_V8=1 in the environment it also records V8's compiling and Blink's loading, with
 * TRACE_CPU=1 a CPU profile. `--profile-react` runs React's profiling builds instead (dist-rprof/,
 * dist-floor-rprof/, dist-floor-screen-rprof/, built when missing), so a trace also holds React's
 * passes and components; `npm run bench:trace -- <file>` prints one.
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
import { rowsChangedAt, userDetailShownAt, watchedRowsChangeAt, watchRowsChange, type BenchWindow } from './ui/pageProbe.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const runs = Number(args.runs ?? 9);
const database = path.resolve(String(args.database ?? DEFAULT_SQLITE_FILE));
const outDir = path.resolve(root, String(args.out ?? 'bench-results/ui'));
const label = String(args.label ?? 'latest');
const traceStep = typeof args.trace === 'string' ? args.trace : null;
/** Whose step `--trace` records: the console's (default) or the floor page's, to set them side by side. */
const traceTarget = args['trace-target'] === 'floor' || args['trace-target'] === 'screen' ? args['trace-target'] : 'console';
const SEARCH = String(args.search ?? 'anna');
/**
 * `--profile-react`: React's profiling builds of the console and both floors (VITE_PROFILE_REACT=1,
 * built when missing), whose traces hold React's passes and components for `bench:trace`; their
 * times are not the production builds' (unminified, every render reported).
 */
const profileReact = Boolean(args['profile-react']);
const rprof = profileReact ? '-rprof' : '';
/** The built console the server serves (another build, e.g. of an earlier commit, for a before/after). */
const dist = path.resolve(String(args.dist ?? path.join(root, `dist${rprof}`)));
/** The floor page's build (bench/ui/floor/vite.config.ts). */
const distFloor = path.join(root, `dist-floor${rprof}`);
/** The screen floor's build (bench/ui/floor/screen/: the console's /users first screen in bare Blueprint). */
const distFloorScreen = path.join(root, `dist-floor-screen${rprof}`);
/** What the builds below are given: VITE_PROFILE_REACT for the profiling ones. */
const buildEnv = { ...process.env, ...(profileReact ? { VITE_PROFILE_REACT: '1' } : {}) };
const consoleSteps = Boolean(args['console-steps']);

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
/** The frame in which the rows changed, as watched in the page from before the input (`watchRowsChange`). */
const watchedRowsAt = async (page: Page) =>
  (await page.waitForFunction(watchedRowsChangeAt, null, { polling: 'raf', timeout: 30_000 })).jsonValue() as Promise<number>;

/** The trace file's name of a target's step: the floor pages' are marked. */
const traceFileOf = (target: Target | 'screen', name: string) => (target === 'console' ? name : `${target}-${name}`);

/** Navigation to `url` → its first rows, in a page already open (a cold open in a fresh context, a warm one after it). */
const openStep = (page: Page, meter: { take(): { bytes: number; requests: number } }, url: string, shot: string | null) =>
  step(page, meter, async () => {
    await page.goto(url, { waitUntil: 'commit' });
    return 0;
  }, () => rowsAt(page, null), shot);

/** Runs a step, traced when it is `--trace`'s step of round 0, into `<label>-<file>.trace.json`. */
async function withTrace<T>(browser: Browser, page: Page, name: string, run: number, body: () => Promise<T>, file = name): Promise<T> {
  if (traceStep !== name || run !== 0) return body();
  await browser.startTracing(page, { path: path.join(outDir, `${label}-${file}.trace.json`), screenshots: false, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', ...(process.env.TRACE_V8 ? ['v8', 'disabled-by-default-v8.compile', 'loading', 'blink'] : []), ...(process.env.TRACE_CPU ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
  try {
    return await body();
  } finally {
    await browser.stopTracing();
  }
}

/**
 * The users list's sort-direction click, page 2 and a search, each to its new rows: the steps
 * the console and the floor page both take (`traced` wraps a step in a trace when asked for,
 * `shot` names its screenshot).
 */
async function listSteps(
  page: Page,
  meter: { take(): { bytes: number; requests: number } },
  traced: (name: 'sort' | 'page' | 'search', body: () => Promise<StepResult>) => Promise<StepResult>,
  shot: (name: string) => string | null,
): Promise<Record<'sort' | 'page' | 'search', StepResult>> {
  const clickThen = (name: 'sort' | 'page' | 'search', click: () => Promise<void>) =>
    rowText(page).then((before) =>
      traced(name, () =>
        step(page, meter, async () => {
          await page.evaluate(watchRowsChange, before);
          await click();
          return lastInput(page);
        }, () => watchedRowsAt(page), shot(name)),
      ),
    );
  const sort = await clickThen('sort', () => page.getByRole('main').getByRole('button', { name: /^(Descending|Ascending)$/ }).click());
  const next = await clickThen('page', () => page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2', exact: true }).click());
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(SEARCH);
  const found = await clickThen('search', () => search.press('Enter'));
  return { sort, page: next, search: found };
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

    Object.assign(result, await listSteps(page, meter, (name, body) => withTrace(browser, page, name, run, body), (name) => shot(`users-${name}`)));

    const before = await rowText(page);
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
async function coldOpenRun(browser: Browser, base: string, token: string, url: string, run: number, name: string, traceAs?: { step: string; file: string }) {
  const { context, page, meter } = await newPage(browser, base, token);
  try {
    const open = () => openStep(page, meter, url, run === 0 ? name : null);
    return await (traceAs ? withTrace(browser, page, traceAs.step, run, open, traceAs.file) : open());
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

type Target = 'floor' | 'console';
const FLOW_STEPS = ['coldOpen', 'warmOpen', 'navigate', 'back', 'sort', 'page', 'search', 'cachedOpen'] as const;
/** Cold opens of the other list screens, each in its own fresh context. */
const LIST_OPENS = ['p2pOpen', 'arbitratorOpen'] as const;
const STEPS = [...FLOW_STEPS, ...LIST_OPENS] as const;
type FlowStep = (typeof FLOW_STEPS)[number];
type Step = (typeof STEPS)[number];
const STEP_TITLES: Record<Step, string> = {
  coldOpen: 'cold open to rows',
  warmOpen: 'warm open (second navigation)',
  navigate: 'menu Users → Transactions',
  back: 'back to Users',
  sort: 'sort click → new rows',
  page: 'page 2 click → its rows',
  search: 'search Enter → rows found',
  cachedOpen: 'warm open, code cache used (third navigation)',
  p2pOpen: 'cold open of P2P deals (admin)',
  arbitratorOpen: 'cold open of My arbitration (arbitrator)',
};
/** Where each list open goes, and as whom. */
const LIST_OPEN_TARGETS: Record<(typeof LIST_OPENS)[number], { path: string; email: string }> = {
  p2pOpen: { path: '/p2p', email: 'admin@demo.local' },
  arbitratorOpen: { path: '/arbitrator', email: 'arbitrator@demo.local' },
};

/** One sample of the compared flow, floor page or console alike: the same clicks, the same probes. */
async function flowRun(browser: Browser, target: Target, base: string, token: string, run: number): Promise<Record<FlowStep, StepResult>> {
  const { context, page, meter } = await newPage(browser, base, token);
  const shot = (name: string) => (run === 0 ? `${target}-${name}` : null);
  const traced = <T>(name: FlowStep, body: () => Promise<T>) => (target === traceTarget ? withTrace(browser, page, name, run, body, traceFileOf(target, name)) : body());
  const result = {} as Record<FlowStep, StepResult>;
  const open = (name: string) => openStep(page, meter, '/users', shot(name));
  try {
    result.coldOpen = await traced('coldOpen', () => open('cold-open'));
    // the same page opened again: HTTP cache, code cache and local storage as a reload finds them
    result.warmOpen = await traced('warmOpen', () => open('warm-open'));
    if (run === 0) await page.screenshot({ path: path.join(outDir, `${label}-${target}-users.png`) });

    let before = await rowText(page);
    result.navigate = await traced('navigate', () =>
      step(page, meter, async () => {
        await page.evaluate(watchRowsChange, before);
        await page.locator('nav a[href="/transactions"]').first().click();
        return lastInput(page);
      }, () => watchedRowsAt(page), shot('transactions')),
    );

    before = await rowText(page);
    result.back = await traced('back', () =>
      step(page, meter, async () => {
        await page.evaluate(watchRowsChange, before);
        return page.evaluate(() => {
          const at = performance.now();
          history.back();
          return at;
        });
      }, () => watchedRowsAt(page), shot('back')),
    );

    Object.assign(result, await listSteps(page, meter, traced, shot));
    // Chromium keeps V8's code cache of a script from its second run on (the warm open above made
    // it) and compiles from it from the third: a staff member's reload on any later day
    result.cachedOpen = await traced('cachedOpen', () => open('cached-open'));
  } finally {
    await context.close();
  }
  return result;
}

/** The opens the screen floor is measured on: the first screen is all it draws. */
const SCREEN_OPENS = ['coldOpen', 'warmOpen', 'cachedOpen'] as const;
type ScreenOpen = (typeof SCREEN_OPENS)[number];

/** One sample of the screen floor: /users opened three times in a fresh context, as the console's flow opens it. */
async function screenOpensRun(browser: Browser, base: string, token: string, run: number): Promise<Record<ScreenOpen, StepResult>> {
  const { context, page, meter } = await newPage(browser, base, token);
  const open = (name: ScreenOpen, shot: string) => {
    const body = () => openStep(page, meter, '/users', run === 0 ? `screen-${shot}` : null);
    return traceTarget === 'screen' ? withTrace(browser, page, name, run, body, traceFileOf('screen', name)) : body();
  };
  try {
    const coldOpen = await open('coldOpen', 'cold-open');
    const warmOpen = await open('warmOpen', 'warm-open');
    // the console's third open comes after its list steps: the code cache the second open wrote is on disk by then
    await page.waitForTimeout(1500);
    return { coldOpen, warmOpen, cachedOpen: await open('cachedOpen', 'cached-open') };
  } finally {
    await context.close();
  }
}

/** One sample of the other lists' cold opens, floor page or console alike. */
async function listOpensRun(browser: Browser, target: Target, base: string, tokens: Record<string, string>, run: number) {
  const result = {} as Record<(typeof LIST_OPENS)[number], StepResult>;
  for (const name of LIST_OPENS) {
    const { path: url, email } = LIST_OPEN_TARGETS[name];
    const traceAs = target === traceTarget ? { step: name, file: traceFileOf(target, name) } : undefined;
    result[name] = await coldOpenRun(browser, base, tokens[email]!, url, run, `${target}-${name}`, traceAs);
  }
  return result;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const medianRatio = (values: number[]) => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 100) / 100;
};

async function main() {
  if (!fs.existsSync(database)) {
    console.error(`No database at ${database}: run \`npm run db:seed -- --users 1000000\` first (or pass --database).`);
    process.exit(1);
  }
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!args.dist && !fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`No build in ${path.relative(root, dist)}/: building the console…`);
    // a build is heavy work on a shared machine: under the same lock as the other heavy commands
    execFileSync('flock', ['/tmp/heavy.lock', process.execPath, vite, 'build', '--logLevel', 'warn', '--outDir', dist], { cwd: root, stdio: 'inherit', env: buildEnv });
  }
  for (const [page, out] of [['floor', distFloor], ['screen', distFloorScreen]] as const) {
    if (!args['build-floor'] && fs.existsSync(path.join(out, 'index.html'))) continue;
    console.error(`Building the ${page} floor into ${path.relative(root, out)}/…`);
    execFileSync('flock', ['/tmp/heavy.lock', process.execPath, vite, 'build', '--config', path.join(root, 'bench/ui/floor/vite.config.ts')], { cwd: root, stdio: 'inherit', env: { ...buildEnv, FLOOR_PAGE: page } });
  }
  fs.mkdirSync(outDir, { recursive: true });
  const users = await userCount(`sqlite:${database}`);
  const env = { SIGN_IN_RATE_PER_MINUTE: '600' };
  const [consolePort, floorPort, screenPort] = [await freePort(), await freePort(), await freePort()];
  const consoleServer = await startSqliteServer(database, consolePort, { ...env, STATIC_DIR: dist });
  const floorServer = await startSqliteServer(database, floorPort, { ...env, STATIC_DIR: distFloor });
  const screenServer = await startSqliteServer(database, screenPort, { ...env, STATIC_DIR: distFloorScreen });
  cpu = cpuMeter([consoleServer.pid, floorServer.pid, screenServer.pid]);
  const browser = await launchChromium();
  try {
    const bases: Record<Target, string> = { console: `http://127.0.0.1:${consolePort}`, floor: `http://127.0.0.1:${floorPort}` };
    const emails = [...new Set(Object.values(LIST_OPEN_TARGETS).map((target) => target.email))];
    const signInAll = async (base: string) => Object.fromEntries(await Promise.all(emails.map(async (email) => [email, await signIn(base, email)] as const)));
    const everyToken: Record<Target, Record<string, string>> = { console: await signInAll(bases.console), floor: await signInAll(bases.floor) };
    const tokens: Record<Target, string> = { console: everyToken.console['admin@demo.local']!, floor: everyToken.floor['admin@demo.local']! };
    const samples: Record<Target, Record<Step, StepResult>[]> = { console: [], floor: [] };
    const screenBase = `http://127.0.0.1:${screenPort}`;
    const screenToken = await signIn(screenBase, 'admin@demo.local');
    const screenSamples: Record<ScreenOpen, StepResult>[] = [];
    // round -1 is untimed: the servers' validators compile and SQLite's cache warms on first use
    for (let run = -1; run < runs; run++) {
      const order: Target[] = run % 2 === 0 ? ['floor', 'console'] : ['console', 'floor'];
      // the screen floor first in one round, last in the next, like the other two
      const screenSample = run % 2 === 0 ? await screenOpensRun(browser, screenBase, screenToken, run) : null;
      for (const target of order) {
        const sample = { ...(await flowRun(browser, target, bases[target], tokens[target], run)), ...(await listOpensRun(browser, target, bases[target], everyToken[target], run)) };
        if (run >= 0) samples[target].push(sample);
      }
      const screen = screenSample ?? (await screenOpensRun(browser, screenBase, screenToken, run));
      if (run >= 0) screenSamples.push(screen);
      if (run >= 0) console.error(`round ${run + 1}/${runs}: ${STEPS.map((name) => `${name} ${samples.floor[run]![name].ms}/${samples.console[run]![name].ms}`).join('  ')}`);
    }
    const steps = Object.fromEntries(
      STEPS.map((name) => {
        const floor = samples.floor.map((sample) => sample[name]);
        const consoleSide = samples.console.map((sample) => sample[name]);
        const ratios = consoleSide.map((sample, i) => ratio(sample.ms, floor[i]!.ms));
        return [name, { ratioMedian: medianRatio(ratios), ratios: ratios.map((r) => Math.round(r * 100) / 100), floor: summarise(floor), console: summarise(consoleSide) }];
      }),
    ) as Record<Step, { ratioMedian: number; ratios: number[]; floor: ReturnType<typeof summarise>; console: ReturnType<typeof summarise> }>;

    let consoleOnly: Record<string, unknown> | undefined;
    if (consoleSteps) {
      const adminToken = tokens.console;
      const usersSamples: Record<string, StepResult>[] = [];
      await usersRun(browser, bases.console, adminToken, -1);
      for (let run = 0; run < runs; run++) usersSamples.push(await usersRun(browser, bases.console, adminToken, run));
      consoleOnly = {
        users_list: Object.fromEntries(Object.keys(usersSamples[0]!).map((name) => [name, summarise(usersSamples.map((sample) => sample[name]!))])),
      };
    }
    const screenSteps = Object.fromEntries(
      SCREEN_OPENS.map((name) => {
        const screen = screenSamples.map((sample) => sample[name]);
        const ratios = samples.console.map((sample, i) => ratio(sample[name].ms, screen[i]!.ms));
        return [name, { ratioMedian: medianRatio(ratios), ratios: ratios.map((r) => Math.round(r * 100) / 100), screen: summarise(screen) }];
      }),
    ) as Record<ScreenOpen, { ratioMedian: number; ratios: number[]; screen: ReturnType<typeof summarise> }>;
    const report = { bench: 'ui', label, users, runs, chromium: browser.version(), at: new Date().toISOString(), steps, screenSteps, ...(consoleOnly ? { consoleOnly } : {}) };
    fs.writeFileSync(path.join(outDir, `${label}.json`), `${JSON.stringify(report, null, 2)}\n`);
    const cpuText = (s: ReturnType<typeof summarise>) => `${s.cpuMsMedian.renderer ?? 0}/${s.cpuMsMedian.browser ?? 0}/${s.cpuMsMedian.server ?? 0}/${s.cpuMsMedian.idle ?? 0}`;
    console.log(`bench:ui ${label}: ${users.toLocaleString('en-US')} users, ${runs} interleaved rounds, ${report.at}`);
    console.log('| step | floor ms | console ms | ratio (median of pairs) | console long tasks ms (longest) | CPU ms floor renderer/browser/server/idle | CPU ms console renderer/browser/server/idle |');
    console.log('|---|---|---|---|---|---|---|');
    for (const name of STEPS) {
      const { floor, console: c, ratioMedian } = steps[name];
      console.log(`| ${STEP_TITLES[name]} | ${floor.medianMs} | ${c.medianMs} | **${ratioMedian.toFixed(2)}x** | ${c.longTaskMsMedian} (${c.longestTaskMs}) | ${cpuText(floor)} | ${cpuText(c)} |`);
    }
    console.log('\nThe same opens against the screen floor (the console\'s /users first screen in bare React + Blueprint, bench/ui/floor/screen/), same rounds:');
    console.log('| step | screen floor ms | console ms | ratio (median of pairs) | CPU ms screen floor renderer/browser/server/idle |');
    console.log('|---|---|---|---|---|');
    for (const name of SCREEN_OPENS) {
      const { screen, ratioMedian } = screenSteps[name];
      console.log(`| ${STEP_TITLES[name]} | ${screen.medianMs} | ${steps[name].console.medianMs} | **${ratioMedian.toFixed(2)}x** | ${cpuText(screen)} |`);
    }
    console.log(`JSON: ${path.relative(root, path.join(outDir, `${label}.json`))}`);
  } finally {
    await browser.close();
    consoleServer.kill('SIGTERM');
    floorServer.kill('SIGTERM');
    screenServer.kill('SIGTERM');
  }
}

await main();
