import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { ROOT_DIR } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/staff.ts';

/**
 * `npm start` as an operator runs it: the launcher (scripts/start.mjs) builds the server bundle when
 * stale and runs it with plain node; SIGTERM to the launcher must stop every server process, let a
 * request in flight finish, and exit 0. Conditions are polled, never slept on, so a loaded machine
 * only makes the test slower.
 */

interface Launched {
  launcher: ChildProcess;
  port: number;
  logs: { pid: number; msg: string; level: number }[];
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

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 120_000): Promise<T> {
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

/**
 * Starts the launcher on a SQLite file of its own (or `options.file`), by default with the demo data
 * (SEED=demo: a database named by DATABASE_URL gets it only when asked); `options.npm` starts it as
 * the README says, through `npm start`.
 */
async function launch(env: Record<string, string>, options: { file?: string; npm?: boolean } = {}): Promise<Launched> {
  const port = await freePort();
  const file = options.file ?? path.join(os.tmpdir(), `bo-lifecycle-${process.pid}-${port}.sqlite`);
  files.push(file);
  const [command, args] = options.npm ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']];
  const launcher = spawn(command, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), DATABASE_URL: `sqlite:${file}`, SEED: 'demo', SEED_USERS: '20', LOG_LEVEL: 'info', STATIC_DIR: '/nonexistent', WORKERS: '1', ...env },
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

/** Resolves true once no process of the launcher's process group (npm, its shell, the launcher, the server) is left. */
const groupGone = (l: Launched) => {
  try {
    process.kill(-l.launcher.pid!, 0);
    return undefined;
  } catch {
    return true;
  }
};

function signIn(port: number, email: string, password: string) {
  return fetch(`http://127.0.0.1:${port}/api/Login/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** `npm run admin:create` as an operator types it, the password on standard input. */
function createAdmin(file: string, args: string[], stdin: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'admin:create', '--', ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, DATABASE_URL: `sqlite:${file}` },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('close', (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}

// A start migrates, seeds and checks password hashes: on a loaded 2-core machine that took over 30 s.
describe('stopping the production server', { timeout: 240_000 }, () => {
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

  it('kill -TERM on the npm start process itself (as the README says) stops the server: nothing is left answering', async () => {
    const l = await launch({}, { npm: true });
    const [serverPid] = listeningPids(l);
    expect(serverPid).toBeDefined();

    // Only npm gets the signal, not its process group.
    l.launcher.kill('SIGTERM');
    await waitFor('the server to stop accepting connections', () => refuses(l.port));
    await waitFor('every process of npm start to be gone', () => groupGone(l));
    expect(alive(serverPid!)).toBe(false);
    expect(l.logs.filter((e) => e.msg === 'Stopped').map((e) => e.pid)).toEqual([serverPid]);
  });

  it('a launcher killed outright (SIGKILL) takes its server with it, which still stops cleanly', async () => {
    const l = await launch({});
    const [serverPid] = listeningPids(l);
    process.kill(l.launcher.pid!, 'SIGKILL');
    await waitFor('the server to stop accepting connections', () => refuses(l.port));
    await waitFor('the server process to be gone', () => (alive(serverPid!) ? undefined : true));
    expect(l.logs.filter((e) => e.msg === 'Stopped').map((e) => e.pid)).toEqual([serverPid]);
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

describe('demo accounts and the first super admin', { timeout: 240_000 }, () => {
  const banner = (l: Launched) => l.logs.filter((e) => e.msg.startsWith('Demo account')).map((e) => e.msg);

  it('a database named by DATABASE_URL gets no demo accounts unless SEED=demo; its first super admin comes from npm run admin:create', async () => {
    const l = await launch({ SEED: '' });
    await waitFor('the banner', () => (l.logs.some((e) => e.msg.startsWith('Back-office console')) ? true : undefined));
    expect(banner(l)).toEqual([]);
    expect(l.logs.find((e) => e.msg.startsWith('No staff account yet'))?.msg).toContain('npm run admin:create');
    expect(JSON.stringify(l.logs)).not.toContain(DEMO_PASSWORD);
    expect((await signIn(l.port, 'admin@demo.local', DEMO_PASSWORD)).ok).toBe(false);

    // The password never comes from the command line.
    const refused = await createAdmin(l.file, ['--email', 'owner@example.com', '--password', 'Owner-Secret-1'], '');
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('not taken from the command line');
    const weak = await createAdmin(l.file, ['--email', 'owner@example.com'], 'short\n');
    expect(weak.code).toBe(2);

    const created = await createAdmin(l.file, ['--email', 'Owner@Example.com', '--name', 'owner'], 'Owner-Secret-1\n');
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain('Created super admin owner@example.com');
    expect(created.out).not.toContain('Owner-Secret-1');
    const res = await signIn(l.port, 'owner@example.com', 'Owner-Secret-1');
    expect(res.status).toBe(200);
    const again = await createAdmin(l.file, ['--email', 'owner@example.com', '--name', 'owner2'], 'Owner-Secret-1\n');
    expect(again.code).toBe(2);
    expect(again.out).toContain('exists already');

    l.launcher.kill('SIGTERM');
    expect(await l.exit).toBe(0);
  });

  it('the start banner shows a demo password only while it is still the account\'s', async () => {
    const first = await launch({});
    await waitFor('the banner', () => (banner(first).length === DEMO_ACCOUNTS.length ? true : undefined));
    expect(banner(first).find((m) => m.startsWith('Demo account totp@demo.local'))).toContain('TOTP secret JBSWY3DPEHPK3PXP');
    first.launcher.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // Two staff changed their passwords meanwhile.
    const db = openDatabase(`sqlite:${first.file}`);
    const changed = await hashPassword('Changed-Secret-9');
    await db.kysely.updateTable('admins').set({ password_hash: changed }).where('email', 'in', ['admin@demo.local', 'totp@demo.local']).execute();
    await db.close();

    const second = await launch({}, { file: first.file });
    await waitFor('the banner', () => (second.logs.some((e) => e.msg.startsWith('Back-office console')) ? true : undefined));
    const shown = banner(second);
    expect(shown).toHaveLength(DEMO_ACCOUNTS.length - 2);
    expect(shown.some((m) => m.includes('admin@demo.local:'))).toBe(false);
    expect(shown.some((m) => m.includes('totp@demo.local') || m.includes('JBSWY3DPEHPK3PXP'))).toBe(false);
    expect(shown.find((m) => m.startsWith('Demo account super@demo.local'))).toContain(`password ${DEMO_PASSWORD}`);
    second.launcher.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });
});
