/// <reference lib="dom" />
/**
 * `npm run bench:ui:compare -- <distA> <distB> [--runs 8] [--path /users] [--email admin@demo.local] [--warm] [--sort] [--busy]`: two builds of
 * the console, one cold open after the other (A, B, A, B, …) against two servers over the same
 * seeded database, so a slow minute of this shared machine hits both alike. Prints per build the
 * median time to the first rows (with --warm also of the same page opened again, and with --sort of
 * the first sort click), every run, and in
 * how many of the pairs B was faster; with --busy also the CPU time of the page's main thread in each open up
 * to its rows, from a Chromium trace (bench/ui/mainThreadBusy.ts), which a busy neighbour moves far
 * less than the time. For a change smaller than the noise of two separate
 * `bench:ui` runs (±150 ms on a cold open here). Same browser settings and probes as `bench:ui`.
 */
import { DEFAULT_SQLITE_FILE } from '../server/config.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { freePort, signIn, startSqliteServer } from './load.ts';
import { mainThreadBusy } from './ui/mainThreadBusy.ts';
import { benchContext, launchChromium } from './ui/browser.ts';
import { rowsChangedAt, watchedRowsChangeAt, watchRowsChange, type BenchWindow } from './ui/pageProbe.ts';

const argv = process.argv.slice(2);
const args = parseArgs(argv);
// the two builds come first, before any --option
const firstOption = argv.findIndex((arg) => arg.startsWith('--'));
const dists = firstOption === -1 ? argv : argv.slice(0, firstOption);
const runs = Number(args.runs ?? 8);
const pagePath = String(args.path ?? '/users');
/** Who opens it (`--email arbitrator@demo.local` for /arbitrator). */
const email = String(args.email ?? 'admin@demo.local');
const withSort = Boolean(args.sort);
const withWarm = Boolean(args.warm);
/** Also the main thread CPU time of each open (bench/ui/mainThreadBusy.ts): a steadier figure than the time. */
const withBusy = Boolean(args.busy);
const database = String(args.database ?? DEFAULT_SQLITE_FILE);

type Probe = BenchWindow & { __firstRowText: () => string };

async function main() {
  if (dists.length !== 2) throw new Error('usage: bench:ui:compare -- <distA> <distB> [--runs 8] [--path /users] [--email admin@demo.local] [--warm] [--sort] [--busy]');
  const servers = await Promise.all(
    dists.map(async (dist) => {
      const port = await freePort();
      const server = await startSqliteServer(database, port, { STATIC_DIR: dist, SIGN_IN_RATE_PER_MINUTE: '600' });
      return { server, base: `http://127.0.0.1:${port}` };
    }),
  );
  const browser = await launchChromium();
  const cold: number[][] = [[], []];
  const sort: number[][] = [[], []];
  const warm: number[][] = [[], []];
  const sortBusy: number[][] = [[], []];
  const coldBusy: number[][] = [[], []];
  const warmBusy: number[][] = [[], []];
  // per build, per open kind, the runs' main-thread CPU by trace event name
  const byEvent: Record<string, number>[][][] = [
    [[], [], []],
    [[], [], []],
  ];
  try {
    const tokens = await Promise.all(servers.map(({ base }) => signIn(base, email)));
    // run -1 is untimed: the servers' validators compile and SQLite's cache warms
    for (let run = -1; run < runs; run++) {
      for (const i of [0, 1]) {
        const context = await benchContext(browser, servers[i]!.base, tokens[i]!);
        const page = await context.newPage();
        const open = async () => {
          await page.goto(pagePath, { waitUntil: 'commit' });
          return (await (await page.waitForFunction(rowsChangedAt, null, { polling: 'raf', timeout: 30_000 })).jsonValue()) as number;
        };
        const measure = async (times: number[], busy: number[], events: Record<string, number>[], body: () => Promise<number | { from: number; to: number }> = open) => {
          const result = withBusy ? await mainThreadBusy(browser, page, body) : { shown: span(await body()), busy: 0, byEvent: {} };
          if (run < 0) return;
          times.push(Math.round(result.shown));
          busy.push(Math.round(result.busy));
          events.push(result.byEvent);
        };
        await measure(cold[i]!, coldBusy[i]!, byEvent[i]![0]!);
        // the same page again, as bench:ui's warm open: HTTP and code cache as a reload finds them
        if (withWarm) await measure(warm[i]!, warmBusy[i]!, byEvent[i]![1]!);
        if (withSort) {
          // what bench:ui does between the open and the sort click
          await page.waitForTimeout(300);
          const before = await page.evaluate(() => (window as unknown as Probe).__firstRowText());
          await measure(sort[i]!, sortBusy[i]!, byEvent[i]![2]!, async () => {
            await page.evaluate(watchRowsChange, before);
            await page.getByRole('main').getByRole('button', { name: /^(Descending|Ascending)$/ }).click();
            const clicked = await page.evaluate(() => (window as unknown as Probe).__bench.lastInput);
            const drawn = (await (await page.waitForFunction(watchedRowsChangeAt, null, { polling: 'raf', timeout: 30_000 })).jsonValue()) as number;
            return { from: clicked, to: drawn };
          });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.kill('SIGTERM');
  }
  const bFaster = (values: number[][]) => values[0]!.filter((a, run) => values[1]![run]! < a).length;
  const report = (name: string, values: number[][]) => {
    dists.forEach((dist, i) => console.log(`${name} ${dist}: median ${median(values[i]!)} ms  ${JSON.stringify(values[i])}`));
    console.log(`${name}: B faster in ${bFaster(values)} of ${runs} pairs`);
  };
  report(`cold open ${pagePath}`, cold);
  if (withBusy) report(`cold open ${pagePath}, main thread CPU`, coldBusy);
  if (withWarm) report(`warm open ${pagePath}`, warm);
  if (withWarm && withBusy) report(`warm open ${pagePath}, main thread CPU`, warmBusy);
  if (withSort) report('first sort', sort);
  if (withSort && withBusy) report('first sort, main thread CPU', sortBusy);
  const kinds = [0, ...(withWarm ? [1] : []), ...(withSort ? [2] : [])];
  if (withBusy) kinds.forEach((kind) => reportByEvent(['cold open', 'warm open', 'first sort'][kind]!, [byEvent[0]![kind]!, byEvent[1]![kind]!]));
}

/** A step's time: an open's time to its rows, or the span from a step's input to its rows. */
const span = (shown: number | { from: number; to: number }) => (typeof shown === 'number' ? shown : shown.to - shown.from);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median main-thread CPU per trace event name of each build's opens, the largest first. */
function reportByEvent(kind: string, runsOf: Record<string, number>[][]) {
  const medianOf = (runs: Record<string, number>[], name: string) => median(runs.map((run) => run[name] ?? 0)) ?? 0;
  const names = [...new Set(runsOf.flatMap((runs) => runs.flatMap(Object.keys)))];
  const rows = names
    .map((name) => ({ name, a: medianOf(runsOf[0]!, name), b: medianOf(runsOf[1]!, name) }))
    .filter((row) => Math.max(row.a, row.b) >= 1)
    .sort((x, y) => Math.max(y.a, y.b) - Math.max(x.a, x.b));
  console.log(`${kind}, main thread CPU by trace event (median ms, A / B):`);
  for (const row of rows) console.log(`  ${row.a.toFixed(1).padStart(7)} ${row.b.toFixed(1).padStart(7)}  ${row.name}`);
}

await main();
