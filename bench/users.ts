/**
 * Users-list benchmark: for 10k, 100k and 1M users (`--sizes 10000,100000`), seeds a scratch SQLite
 * database, starts the real server on 127.0.0.1 (a child process, as deployed), and loads
 * POST /api/v2/User/GetUsers with autocannon (`--seconds` 10, `--connections` 10): every request a
 * different search string with a sort, a page and getTotal, then with one connection for half as
 * long. Prints one JSON line per size: seed time, requests/s, latency p50, p95 (exact, from every
 * response time; autocannon itself gives p97.5, also printed) and p99 under load and with one
 * connection, the server's CPU per request, its resident memory (peak while loaded) and the load
 * average (the benchmark shares the machine: compare runs made at similar load).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { cpuMs, freePort, startSqliteServer, getUsers, loadUsersList, percentile, round, rssMb, searchMix, signIn, userCount, usersListBodies } from './load.ts';

const args = parseArgs(process.argv.slice(2));
const sizes = String(args.sizes ?? '10000,100000,1000000').split(',').map(Number);
const seconds = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 10);
/** An already seeded file to load instead of seeding (for quick reruns); its user count is read. */
const existing = typeof args.database === 'string' ? args.database : null;

async function benchSize(users: number) {
  const file = existing ?? path.join(os.tmpdir(), `bo-bench-users-${users}-${process.pid}.sqlite`);
  const cleanup = () => {
    if (existing) return;
    for (const s of ['', '-wal', '-shm']) fs.rmSync(`${file}${s}`, { force: true });
  };
  cleanup();
  const db = openDatabase(`sqlite:${file}`);
  await migrateToLatest(db);
  const seedMs = existing ? null : (await seedDemoData(db, { users })).ms;
  await db.close();
  if (existing) users = await userCount(`sqlite:${file}`);

  const searches = await searchMix(`sqlite:${file}`, users);
  const port = await freePort();
  const child = await startSqliteServer(file, port);
  const pid = child.pid!;
  try {
    const base = `http://127.0.0.1:${port}`;
    const accessToken = await signIn(base);
    const body = usersListBodies(searches, users);
    // Warm-up: the first requests of a fresh process compile the routes' validators.
    for (let i = 0; i < 50; i++) await getUsers(base, accessToken, body());
    const load = (conns: number, duration: number) => loadUsersList(base, accessToken, body, conns, duration);

    const cpuBefore = cpuMs(pid);
    let peakRss = rssMb(pid);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250);
    const { result, latencies } = await load(connections, seconds);
    clearInterval(sampler);
    const serverCpuMs = cpuMs(pid) - cpuBefore;
    // One connection: each request's own latency, without queueing behind the others.
    const single = await load(1, Math.max(3, Math.round(seconds / 2)));
    return {
      users,
      seedMs,
      seconds,
      connections,
      requests: result.requests.total,
      requestsPerSecond: round(result.requests.average),
      non2xx: result.non2xx + single.result.non2xx,
      errors: result.errors + single.result.errors,
      latencyMs: {
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p97_5: result.latency.p97_5,
        p99: round(percentile(latencies, 99)),
        max: round(latencies[latencies.length - 1] ?? 0),
      },
      singleConnectionLatencyMs: {
        requests: single.result.requests.total,
        p50: round(percentile(single.latencies, 50)),
        p95: round(percentile(single.latencies, 95)),
        p99: round(percentile(single.latencies, 99)),
      },
      serverRssMb: { peak: peakRss, after: rssMb(pid) },
      /** Server CPU per answered request: near 1000 / requestsPerSecond, the server was the bottleneck. */
      serverCpuMsPerRequest: round(serverCpuMs / Math.max(1, result.requests.total)),
      loadAverage: os.loadavg().map(round),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    cleanup();
  }
}

for (const users of existing ? [0] : sizes) {
  console.log(JSON.stringify({ bench: 'users-list', dialect: 'sqlite', search: 'mixed', ...(await benchSize(users)) }));
}
