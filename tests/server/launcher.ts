import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib.mjs';
import { ROOT_DIR } from '../../server/config.ts';

/**
 * Launching the production server in tests (lifecycle.test.ts, startAccounts.test.ts):
 * `npm start` as an operator runs it: the launcher (scripts/start.mjs) builds the server bundle when
 * stale and runs it with plain node; SIGTERM to the launcher must stop every server process, let a
 * request in flight finish, and exit 0. Conditions are polled, never slept on, so a loaded machine
 * only makes the test slower.
 */

export interface Launched {
  launcher: ChildProcess;
  port: number;
  logs: { pid: number; msg: string; level: number }[];
  exit: Promise<number | null>;
  file: string;
}

const launched: Launched[] = [];
const files: string[] = [];

/** For `afterEach`: stops what a test launched and removes its files. */
export function stopLaunched() {
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
}

export { freePort };

export async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function healthy(port: number): Promise<true | undefined> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves true once nothing accepts connections on the port any more. */
export function refuses(port: number): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', () => resolve(true));
  });
}

export const alive = (pid: number) => {
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
export async function launch(env: Record<string, string>, options: { file?: string; npm?: boolean } = {}): Promise<Launched> {
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
  // Its "Server listening" line travels through the launcher's pipe and may arrive after the first
  // answer (seen on a loaded machine): the tests read the server's pid from it.
  await waitFor('the server to log that it listens', () => (l.logs.some((e) => e.msg.startsWith('Server listening')) ? true : undefined));
  return l;
}

export const listeningPids = (l: Launched) => l.logs.filter((e) => e.msg.startsWith('Server listening')).map((e) => e.pid);

/** Resolves true once no process of the launcher's process group (npm, its shell, the launcher, the server) is left. */
export const groupGone = (l: Launched) => {
  try {
    process.kill(-l.launcher.pid!, 0);
    return undefined;
  } catch {
    return true;
  }
};

export function signIn(port: number, email: string, password: string) {
  return fetch(`http://127.0.0.1:${port}/api/Login/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** `npm run admin:create` as an operator types it, the password on standard input. */
export function createAdmin(file: string, args: string[], stdin: string) {
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
