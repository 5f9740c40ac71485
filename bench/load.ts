/**
 * What the users-list benchmarks share: the search mix staff type, the request body, one
 * autocannon run with exact percentiles, and /proc readings of a server's CPU and memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/database.ts';
import { createRandom } from '../server/db/seed/random.ts';
import { DEMO_PASSWORD } from '../server/db/seed/staff.ts';
import { SERVER_NODE_OPTIONS } from '../scripts/lib.mjs';

const root = path.resolve(import.meta.dirname, '..');

const SORTS = ['default', 'regDate', 'lastLoginDate', 'verificationRequestDate'] as const;
const BROAD = ['anna', 'ivan', 'petrov', 'smith', 'maria', 'kaya', 'wang', 'olga'];
const PREFIXES = ['an', 'ma', 'ol', 'ke', 'zo', 'li', 'so', 'ti'];
const LIMITS = [20, 20, 50, 20, 100, 20, 50, 20, 20, 50, 20, 100, 20, 50, 20, 100, 20, 20, 50, 20];

/**
 * What support staff type into the users search, drawn from real rows of the seeded database
 * (`sqlite:<file>` or `postgres://…`): 30% a part of a user name (name and digits), 20% an id,
 * 20% an e-mail up to the @, 15% a common name (thousands of matches), 10% two letters, 5%
 * something nobody has.
 */
export async function searchMix(databaseUrl: string, users: number): Promise<string[]> {
  const db = openDatabase(databaseUrl);
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

/** The highest user id of a seeded database. */
export async function userCount(databaseUrl: string): Promise<number> {
  const db = openDatabase(databaseUrl);
  const row = await db.kysely.selectFrom('users').select((eb) => eb.fn.max('id').as('n')).executeTakeFirstOrThrow();
  await db.close();
  return Number(row.n);
}

/** GetUsers bodies: every request a different search with a sort, a page and getTotal. */
export function usersListBodies(searches: string[], seed: number): () => string {
  let n = 0;
  const pick = createRandom(seed);
  return () => {
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
}

export async function signIn(base: string, email = 'support@demo.local'): Promise<string> {
  const res = await fetch(`${base}/api/Login/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in at ${base} failed: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export async function getUsers(base: string, token: string, body: string): Promise<Response> {
  return fetch(`${base}/api/v2/User/GetUsers`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body });
}

/** One autocannon run of GetUsers; latencies from every response (autocannon itself reports no p95). */
export async function loadUsersList(base: string, token: string, body: () => string, connections: number, duration: number) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration,
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    requests: [{ method: 'POST', path: '/api/v2/User/GetUsers', setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body() }) }],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

export { freePort } from '../scripts/lib.mjs';

/** Resident memory of a process in MB (Linux), 0 when unknown. */
export function rssMb(pid: number): number {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process has used, in ms (Linux). */
export function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at 100 Hz
  } catch {
    return 0;
  }
}

/** A process and its children (the cluster workers), Linux. */
export function processTree(pid: number): number[] {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children.flatMap(processTree)];
  } catch {
    return [pid];
  }
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
export const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Polls `base`'s /api/health every `pollMs` until it answers; fails when the child exits first, or
 * (killing it) when `limitMs` pass since `started` (a `performance.now()` time).
 */
export async function untilHealthy(child: ChildProcess, base: string, { started, limitMs, pollMs }: { started: number; limitMs: number; pollMs: number }) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > limitMs) {
      child.kill('SIGKILL');
      throw new Error('server did not start');
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Starts the server (node with the tsx loader, so the child is the server process) on a seeded SQLite file. */
export async function startSqliteServer(file: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  // Node itself with the tsx loader (no tsx CLI in between), so the child is the server process.
  // the product's own V8 options unless a run asks for others
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? SERVER_NODE_OPTIONS).split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PORT: String(port), HOST: '127.0.0.1', SEED: 'false', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // up to two minutes: the development entry compiles the server first, slow on a loaded machine
  for (let i = 0; i < 1200; i++) {
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
