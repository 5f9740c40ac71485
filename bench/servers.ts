/**
 * Production-server benchmark: the compiled server (build/server/main.mjs, plain node, as
 * `npm start` runs it) under the users-list load of bench/users.ts at a seeded database of
 * `--users` users (1,000,000 by default; `--database <file>` loads an already seeded SQLite file
 * instead, `npm run db:seed -- --users 1000000` makes one).
 *
 * Scenarios, each run `--runs` times (default 3) with `--connections` (10) for `--seconds` (10):
 *  - sqlite-workers-1 and sqlite-workers-2: one port, WORKERS=1 and WORKERS=2;
 *  - postgres-pair (with `--pg <url>` of a seeded PostgreSQL database): two servers on two ports
 *    over that one database, the connections split between them, after checking that a token
 *    signed in on either server is accepted by the other (sessions live in the database).
 *  - start: the median time from spawning to the first healthy /api/health, over 5 starts of the
 *    compiled server and 5 of the development entry (tsx), without load.
 * Prints one JSON line per scenario: medians over the runs of requests/s and latency p50/p95/p99,
 * every run's p95, errors and non-2xx answers, the servers' CPU per request, and the median time
 * from spawning the server to its first healthy /api/health ("start to healthy").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { SERVER_NODE_OPTIONS } from '../scripts/lib.mjs';
import { buildServer, SERVER_BUNDLE, serverBuildIsStale } from '../scripts/buildServer.mjs';
import { median } from './stats.ts';
import { cpuMs, freePort, getUsers, loadUsersList, percentile, processTree, round, searchMix, signIn, untilHealthy, userCount, usersListBodies } from './load.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const seconds = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 10);
const runs = Number(args.runs ?? 3);
const pgUrl = typeof args.pg === 'string' ? args.pg : null;
const only = typeof args.only === 'string' ? args.only.split(',') : null;

interface Server {
  child: ChildProcess;
  base: string;
  startMs: number;
}

/** The compiled entry as `npm start` runs it, or (`tsx`) the development entry through the tsx loader. */
async function startServer(databaseUrl: string, env: Record<string, string> = {}, entry: 'compiled' | 'tsx' = 'compiled'): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const script = entry === 'compiled' ? [SERVER_BUNDLE] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS.split(' '), ...script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED: 'false', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', WORKERS: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(child, base, { started, limitMs: 60_000, pollMs: 20 });
  return { child, base, startMs: round(performance.now() - started) };
}

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** One run: servers up, warm-up, load split over the servers, CPU read from every server process. */
async function run(databaseUrl: string, users: number, searches: string[], servers: Server[]) {
  const tokens = await Promise.all(servers.map((s) => signIn(s.base)));
  const body = usersListBodies(searches, users);
  // Warm-up at full concurrency, so every worker has compiled its validators and warmed its cache.
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = 0; i < 20; i++) {
        const s = c % servers.length;
        await getUsers(servers[s]!.base, tokens[s]!, body());
      }
    }),
  );
  const pids = servers.flatMap((s) => processTree(s.child.pid!));
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const share = Math.floor(connections / servers.length);
  const parts = await Promise.all(
    servers.map((s, i) => loadUsersList(s.base, tokens[i]!, body, i === 0 ? connections - share * (servers.length - 1) : share, seconds)),
  );
  const cpu = pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore;
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const requests = parts.reduce((sum, p) => sum + p.result.requests.total, 0);
  return {
    requestsPerSecond: round(requests / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: parts.reduce((sum, p) => sum + p.result.errors + p.result.timeouts, 0),
    non2xx: parts.reduce((sum, p) => sum + p.result.non2xx, 0),
    serverCpuMsPerRequest: round(cpu / Math.max(1, requests)),
    processes: pids.length,
  };
}

async function scenario(name: string, databaseUrl: string, users: number, start: () => Promise<Server[]>, extra: Record<string, unknown> = {}) {
  if (only && !only.includes(name)) return;
  const searches = await searchMix(databaseUrl, users);
  const samples: Awaited<ReturnType<typeof run>>[] = [];
  const startMs = [];
  for (let i = 0; i < runs; i++) {
    const servers = await start();
    startMs.push(Math.max(...servers.map((s) => s.startMs)));
    try {
      samples.push(await run(databaseUrl, users, searches, servers));
    } finally {
      await Promise.all(servers.map(stopServer));
    }
  }
  const med = (key: 'requestsPerSecond' | 'p50' | 'p95' | 'p99' | 'serverCpuMsPerRequest') => median(samples.map((s) => s[key]));
  console.log(
    JSON.stringify({
      bench: 'production-server',
      scenario: name,
      users,
      connections,
      seconds,
      runs,
      ...extra,
      startToHealthyMs: median(startMs),
      requestsPerSecond: med('requestsPerSecond'),
      latencyMs: { p50: med('p50'), p95: med('p95'), p99: med('p99') },
      p95Runs: samples.map((s) => s.p95),
      errors: samples.reduce((sum, s) => sum + s.errors, 0),
      non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
      serverCpuMsPerRequest: med('serverCpuMsPerRequest'),
      serverProcesses: samples[0]?.processes,
      loadAverage: os.loadavg().map(round),
    }),
  );
}

/** Sessions live in the database: a token signed in on one server is accepted by the other. */
async function sessionsShared(a: Server, b: Server) {
  const body = JSON.stringify({ offset: 0, limit: 1 });
  const fromA = await signIn(a.base);
  const fromB = await signIn(b.base, 'admin@demo.local');
  return (await getUsers(b.base, fromA, body)).status === 200 && (await getUsers(a.base, fromB, body)).status === 200;
}

if (serverBuildIsStale()) await buildServer();

let file = typeof args.database === 'string' ? path.resolve(args.database) : null;
let scratch = false;
if (!file) {
  file = path.join(os.tmpdir(), `bo-bench-servers-${process.pid}.sqlite`);
  scratch = true;
  const db = openDatabase(`sqlite:${file}`);
  await migrateToLatest(db);
  await seedDemoData(db, { users: Number(args.users ?? 1_000_000) });
  await db.close();
}
try {
  const sqliteUrl = `sqlite:${file}`;
  const users = await userCount(sqliteUrl);
  if (!only || only.includes('start')) {
    // Start to healthy, without load: the compiled server against the development entry.
    const startMs = { compiled: [] as number[], tsx: [] as number[] };
    for (let i = 0; i < 5; i++) {
      for (const entry of ['compiled', 'tsx'] as const) {
        const server = await startServer(sqliteUrl, {}, entry);
        startMs[entry].push(server.startMs);
        await stopServer(server);
      }
    }
    console.log(JSON.stringify({ bench: 'production-server', scenario: 'start', users, runs: 5, startToHealthyMs: { compiled: median(startMs.compiled), tsx: median(startMs.tsx) }, samples: startMs }));
  }
  for (const workers of [1, 2]) {
    await scenario(`sqlite-workers-${workers}`, sqliteUrl, users, async () => [await startServer(sqliteUrl, { WORKERS: String(workers) })], { workers });
  }
  if (pgUrl) {
    const pgUsers = await userCount(pgUrl);
    const pair = await Promise.all([startServer(pgUrl), startServer(pgUrl)]);
    const shared = await sessionsShared(pair[0]!, pair[1]!).finally(() => Promise.all(pair.map(stopServer)));
    if (!shared) throw new Error('a token from one server was refused by the other');
    await scenario('postgres-pair', pgUrl, pgUsers, () => Promise.all([startServer(pgUrl), startServer(pgUrl)]), { servers: 2, sessionsShared: shared });
  }
} finally {
  if (scratch) for (const s of ['', '-wal', '-shm']) fs.rmSync(`${file}${s}`, { force: true });
}
