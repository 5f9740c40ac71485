import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/staff.ts';

/**
 * `npm start` as an operator runs it: the launcher (scripts/start.mjs) builds the server bundle when
 * stale and runs it with plain node; SIGTERM to the launcher must stop every server process, let a
 * request in flight finish, and exit 0. Conditions are polled, never slept on, so a loaded machine
 * only makes the test slower.
 */

interface Launched {
  launcher: ChildProcess;
  port: number;
  logs: { pid: number; msg: string }[];
  exit: Promise<number | null>;
  file: string;
}

const launched: Launched[] = [];
const files: string[] = [];

afterEach(() => {
  // A failed test may leave its servers running: the launcher leads its own process group
  // (detached), so the whole group (launcher, server, workers) goes at once.
  for (const l of launched.splice(0)) {
    try {
      process.kill(-l.launcher.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const f of files.splice(0)) for (const s of ['', '-wal', '-shm']) fs.rmSync(`${f}${s}`, { force: true });
});

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

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function healthy(port: number): Promise<true | undefined> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves true once nothing accepts connections on the port any more. */
function refuses(port: number): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', () => resolve(true));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function launch(env: Record<string, string>): Promise<Launched> {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `bo-lifecycle-${process.pid}-${port}.sqlite`);
  files.push(file);
  const launcher = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), DATABASE_URL: `sqlite:${file}`, SEED_USERS: '20', LOG_LEVEL: 'info', STATIC_DIR: '/nonexistent', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const logs: Launched['logs'] = [];
  let rest = '';
  launcher.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('{')) logs.push(JSON.parse(line) as Launched['logs'][number]);
    }
  });
  // 'close', not 'exit': a process can exit before its last output has been read from the pipe
  // (a loaded CI machine once lost the primary's final "Stopped" line that way).
  const exit = new Promise<number | null>((resolve) => launcher.once('close', (code) => resolve(code)));
  const l = { launcher, port, logs, exit, file };
  launched.push(l);
  await waitFor('the server to answer /api/health', () => healthy(port));
  return l;
}

const listeningPids = (l: Launched) => l.logs.filter((e) => e.msg.startsWith('Server listening')).map((e) => e.pid);

describe('stopping the production server', () => {
  it('SIGTERM to npm start finishes the request in flight, stops the server process and exits 0', async () => {
    const l = await launch({});
    const [serverPid] = listeningPids(l);
    expect(serverPid).toBeDefined();
    expect(serverPid).not.toBe(l.launcher.pid);

    // A sign-in whose body is only half sent when the stop begins.
    const body = JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD });
    const socket = net.connect(l.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/Login/SignIn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    await waitFor('the server to read the request head', () => (l.logs.some((e) => e.msg === 'incoming request' && e.pid === serverPid && JSON.stringify(e).includes('SignIn')) ? true : undefined));

    l.launcher.kill('SIGTERM');
    await waitFor('the server to stop accepting connections', () => refuses(l.port));
    socket.write(body.slice(10));
    // The answer comes, then the server closes the connection (no keep-alive while stopping).
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('accessToken');

    expect(await l.exit).toBe(0);
    expect(alive(serverPid!)).toBe(false);
    expect(l.logs.map((e) => e.msg)).toContain('Stopped');
  });

  it('with WORKERS=2, SIGTERM reaches every server process and the launcher exits 0 when all have stopped', async () => {
    const l = await launch({ WORKERS: '2' });
    const pids = await waitFor('both workers to listen', () => (listeningPids(l).length === 2 ? listeningPids(l) : undefined));
    // The primary prints its banner once every worker is online, which may come after their own lines.
    const primary = await waitFor('the primary to print its banner', () => l.logs.find((e) => e.msg.startsWith('Back-office console'))?.pid);
    expect(new Set([...pids, primary]).size).toBe(3);

    l.launcher.kill('SIGTERM');
    expect(await l.exit).toBe(0);
    for (const pid of [...pids, primary]) expect(alive(pid)).toBe(false);
    expect(l.logs.filter((e) => e.msg === 'Stopped').map((e) => e.pid).sort()).toEqual([...pids, primary].sort());
  });

  it('with WORKERS=2 on one SQLite file, parallel writes in both processes all succeed and are all logged', async () => {
    const l = await launch({ WORKERS: '2' });
    await waitFor('both workers to listen', () => (listeningPids(l).length === 2 ? true : undefined));
    const base = `http://127.0.0.1:${l.port}`;
    const signIn = await fetch(`${base}/api/Login/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { accessToken: string }).accessToken;
    // Each settings save reads the admin row, then writes it and an admin-log row, in one
    // transaction: the read-then-write shape that fails with SQLITE_BUSY across processes
    // unless transactions take the write lock up front. Separate connections reach both workers.
    const save = (i: number) =>
      fetch(`${base}/api/Login/UpdateAdminSettings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-auth-token': token, connection: 'close' },
        body: JSON.stringify({ settings: { isDarkTheme: i % 2 === 0 } }),
      }).then((res) => res.status);
    const statuses = await Promise.all(Array.from({ length: 120 }, (_, i) => save(i)));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    l.launcher.kill('SIGTERM');
    expect(await l.exit).toBe(0);
    const db = openDatabase(`sqlite:${l.file}`);
    const logged = await db.kysely.selectFrom('admin_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('operation_id', '=', 'PUT Login/UpdateAdminSettings').executeTakeFirstOrThrow();
    await db.close();
    expect(Number(logged.n)).toBe(120);
  });
});
