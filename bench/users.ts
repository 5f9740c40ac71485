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
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { createRandom } from '../server/db/seed/random.ts';
import { DEMO_PASSWORD } from '../server/db/seed/staff.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { SERVER_NODE_OPTIONS } from '../scripts/lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const sizes = String(args.sizes ?? '10000,100000,1000000').split(',').map(Number);
const seconds = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 10);
/** An already seeded file to load instead of seeding (for quick reruns); its user count is read. */
const existing = typeof args.database === 'string' ? args.database : null;

const SORTS = ['default', 'regDate', 'lastLoginDate', 'verificationRequestDate'] as const;
const BROAD = ['anna', 'ivan', 'petrov', 'smith', 'maria', 'kaya', 'wang', 'olga'];
const PREFIXES = ['an', 'ma', 'ol', 'ke', 'zo', 'li', 'so', 'ti'];
const LIMITS = [20, 20, 50, 20, 100, 20, 50, 20, 20, 50, 20, 100, 20, 50, 20, 100, 20, 20, 50, 20];

/**
 * What support staff type into the users search, drawn from real rows of the seeded database:
 * 30% a part of a user name (name and digits), 20% an id, 20% an e-mail up to the @, 15% a common
 * name (thousands of matches), 10% two letters, 5% something nobody has.
 */
async function searchMix(file: string, users: number): Promise<string[]> {
  const db = openDatabase(`sqlite:${file}`);
  const rnd = createRandom(7);
  const sample = await db.kysely
    .selectFrom('users')
    .select(['id', 'user_name', 'email'])
    .where('id', 'in', Array.from({ length: 400 }, () => rnd.int(1, users)))
    .execute();
  await db.close();
  const out: string[] = [];
  for (let i = 0; i < 400; i++) {
    const u = sample[i % sample.length]!;
    const r = rnd.next();
    if (r < 0.3) {
      const digits = String(u.id);
      out.push(u.user_name.slice(Math.max(0, u.user_name.length - digits.length - 4), u.user_name.length - rnd.int(0, 2)));
    } else if (r < 0.5) out.push(String(u.id));
    else if (r < 0.7) out.push(u.email.slice(0, u.email.indexOf('@')));
    else if (r < 0.85) out.push(rnd.pick(BROAD));
    else if (r < 0.95) out.push(rnd.pick(PREFIXES));
    else out.push(`nobody-${rnd.int(1000, 9999)}`);
  }
  return out;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(file: string, port: number): Promise<ChildProcess> {
  // Node itself with the tsx loader (no tsx CLI in between), so the child is the server process.
  // the product's own V8 options unless a run asks for others
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? SERVER_NODE_OPTIONS).split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PORT: String(port), HOST: '127.0.0.1', SEED: 'false', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Resident memory of a process in MB (Linux), 0 when unknown. */
function rssMb(pid: number): number {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process has used, in ms (Linux). */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at 100 Hz
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

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
  if (existing) users = Number((await db.kysely.selectFrom('users').select((eb) => eb.fn.max('id').as('n')).executeTakeFirstOrThrow()).n);
  await db.close();

  const searches = await searchMix(file, users);
  const port = await freePort();
  const child = await startServer(file, port);
  const pid = child.pid!;
  try {
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/api/Login/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'support@demo.local', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };

    let n = 0;
    const pick = createRandom(users);
    const body = () => {
      const i = n++;
      return JSON.stringify({
        searchString: searches[i % searches.length],
        sort: { field: pick.pick(SORTS), desc: !pick.chance(0.15) },
        // Mostly the first pages at the default size, as staff browse: 20 (60%), 50 (25%), 100 (15%).
        offset: pick.pick([0, 0, 0, 20, 40]),
        limit: pick.pick(LIMITS),
        getTotal: true,
      });
    };
    // Warm-up: the first requests of a fresh process compile the routes' validators.
    for (let i = 0; i < 50; i++) {
      await fetch(`${base}/api/v2/User/GetUsers`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': accessToken }, body: body() });
    }

    /** One autocannon run; latencies from every response (autocannon itself reports no p95). */
    const load = async (conns: number, duration: number) => {
      const latencies: number[] = [];
      const instance = autocannon({
        url: base,
        connections: conns,
        duration,
        headers: { 'content-type': 'application/json', 'x-auth-token': accessToken },
        requests: [{ method: 'POST', path: '/api/v2/User/GetUsers', setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body() }) }],
      });
      instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
      const result = await instance;
      latencies.sort((a, b) => a - b);
      return { result, latencies };
    };

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
