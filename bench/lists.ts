/**
 * The big lists on PostgreSQL beside SQLite (issue 26): `--sqlite <file>` and `--pg <url>` name two
 * seeded databases of the same size (`npm run db:seed -- --users 1000000 --transactions 1000000`
 * with and without DATABASE_URL, or one seeded and `npm run db:copy`'d to the other). For each
 * database the real server (one process, tsx entry, the product's V8 options) answers:
 *  - sequentially, `--requests` (100) calls of each list after 20 warm-up calls: p50 and p95;
 *  - then `--connections` (50) connections for `--seconds` (10) on the same list with autocannon:
 *    requests/s, p95 and the server's peak resident memory, sampled every 100 ms.
 * Prints one JSON line per list and database, and one per list with the PostgreSQL/SQLite ratios.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { parseArgs } from '../server/db/cli/args.ts';
import { SERVER_NODE_OPTIONS } from '../scripts/lib.mjs';
import { buildServer, SERVER_BUNDLE, serverBuildIsStale } from '../scripts/buildServer.mjs';
import { freePort, percentile, round, rssMb, signIn, untilHealthy, userCount } from './load.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const requests = Number(args.requests ?? 100);
const connections = Number(args.connections ?? 50);
const seconds = Number(args.seconds ?? 10);
/** `--only transactions,orders`: those lists alone. */
const only = typeof args.only === 'string' ? args.only.split(',') : null;
/**
 * `--entry compiled` (the default) runs build/server/main.mjs with plain node, as `npm start` does,
 * built first when stale; `--entry tsx` runs server/main.ts through tsx, whose loader keeps every
 * module's source and source map in the heap (about 40 MB more resident memory).
 */
const entry = args.entry === 'tsx' ? 'tsx' : 'compiled';
const databases: [string, string][] = [];
if (typeof args.sqlite === 'string') databases.push(['sqlite', `sqlite:${path.resolve(args.sqlite)}`]);
if (typeof args.pg === 'string') databases.push(['postgres', args.pg]);
if (!databases.length) {
  console.error('usage: tsx bench/lists.ts --sqlite <file> --pg <postgres://…> [--requests 100] [--connections 50] [--seconds 10]');
  process.exit(2);
}

interface List {
  name: string;
  method: 'GET' | 'POST';
  /** The i-th request's path (after /api/) and body. */
  request: (i: number, users: number) => { path: string; body?: object };
}
const SEARCHES = ['anna', 'ivan', 'petrov', 'smith', 'maria', 'kaya', 'wang', 'olga'];
const LISTS: List[] = [
  { name: 'users', method: 'POST', request: (i) => ({ path: 'v2/User/GetUsers', body: { sort: { field: 'regDate', desc: true }, offset: (i % 5) * 20, limit: 20, getTotal: true } }) },
  { name: 'users-search', method: 'POST', request: (i, users) => ({ path: 'v2/User/GetUsers', body: { searchString: i % 2 ? SEARCHES[i % SEARCHES.length] : `${SEARCHES[i % SEARCHES.length]}${(i * 7919) % users}`, sort: { field: 'regDate', desc: true }, offset: 0, limit: 20, getTotal: true } }) },
  { name: 'transactions', method: 'POST', request: (i) => ({ path: 'v2/Trading/GetOperations', body: { sort: { field: 'dateCreated', desc: true }, offset: (i % 5) * 100, limit: 100, getTotal: true } }) },
  { name: 'orders', method: 'POST', request: (i) => ({ path: 'v2/Trading/GetOrders', body: { offset: (i % 50) * 20, limit: 20, getTotal: true } }) },
  { name: 'p2p-deals', method: 'GET', request: (i) => ({ path: `p2p/Admin/Trade?offset=${(i % 5) * 20}&limit=20` }) },
  { name: 'admin-log', method: 'POST', request: (i) => ({ path: 'User/GetAdminLogs', body: { offset: (i % 5) * 20, limit: 20 } }) },
];

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  // the product's V8 options unless BENCH_SERVER_NODE_ARGS asks for others (as bench/load.ts)
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? SERVER_NODE_OPTIONS).split(' ').filter(Boolean);
  if (entry === 'compiled' && serverBuildIsStale()) await buildServer();
  const script = entry === 'compiled' ? [SERVER_BUNDLE] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED: 'false', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', WORKERS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(child, base, { started: performance.now(), limitMs: 120_000, pollMs: 100 });
  return { child, base };
}

async function call(base: string, token: string, list: List, i: number, users: number) {
  const { path: url, body } = list.request(i, users);
  const started = performance.now();
  const res = await fetch(`${base}/api/${url}`, { method: list.method, headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${list.name}: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - started;
}

async function loaded(base: string, token: string, list: List, users: number, pid: number) {
  let n = 0;
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    requests: [
      {
        method: list.method,
        setupRequest: (req: Record<string, unknown>) => {
          const { path: url, body } = list.request(n++, users);
          return { ...req, path: `/api/${url}`, ...(body ? { body: JSON.stringify(body) } : {}) };
        },
      },
    ],
  });
  instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  const result = await instance;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return { requestsPerSecond: round(result.requests.average), p95: round(percentile(latencies, 95)), errors: result.errors, non2xx: result.non2xx, peakRssMb: peak };
}

const results = new Map<string, Record<string, { p50: number; p95: number; loaded: Awaited<ReturnType<typeof loaded>> }>>();
for (const [dialect, url] of databases) {
  const users = await userCount(url);
  const { child, base } = await startServer(url);
  try {
    const token = await signIn(base, 'admin@demo.local');
    for (const list of LISTS.filter((l) => !only || only.includes(l.name))) {
      for (let i = 0; i < 20; i++) await call(base, token, list, i, users);
      const times: number[] = [];
      for (let i = 0; i < requests; i++) times.push(await call(base, token, list, 20 + i, users));
      times.sort((a, b) => a - b);
      const p50 = round(percentile(times, 50));
      const p95 = round(percentile(times, 95));
      const underLoad = await loaded(base, token, list, users, child.pid!);
      console.log(JSON.stringify({ bench: 'lists', list: list.name, dialect, entry, users, requests, sequentialMs: { p50, p95 }, connections, seconds, ...underLoad, loadAverage: os.loadavg().map(round) }));
      results.set(list.name, { ...results.get(list.name), [dialect]: { p50, p95, loaded: underLoad } });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  }
}
if (databases.length === 2) {
  for (const [list, r] of results) {
    const s = r.sqlite!;
    const p = r.postgres!;
    console.log(
      JSON.stringify({
        bench: 'lists-ratio',
        list,
        postgresOverSqlite: { p50: round(p.p50 / s.p50), p95: round(p.p95 / s.p95), loadedP95: round(p.loaded.p95 / s.loaded.p95) },
        p95Ms: { sqlite: s.p95, postgres: p.p95 },
        peakRssMb: { sqlite: s.loaded.peakRssMb, postgres: p.loaded.peakRssMb },
      }),
    );
  }
}
