// Helpers shared by the start and test scripts (plain Node, no dependencies).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * V8 options of the API server process, for every launcher (npm start, npm run dev, the browser
 * suite, the benchmarks). A young generation of at most 2 MB per semi-space keeps the server's
 * resident memory under 250 MB at a million users (the default 16 MB semi-spaces took it to
 * 270 MB) at no measured cost in latency: the server's allocations are short-lived and small.
 * An old generation of at most 192 MB (issue 26, item 16): the live heap is about 60 MB (a heap
 * snapshot: mostly module code and strings), but on a large machine V8 let the old generation grow
 * to two or three times that before a full collection and kept the pages, so one process serving
 * the six big lists in turn at 50 connections reached 279-288 MB on PostgreSQL at 1,000,000 rows;
 * with the limit its peak was 131-145 MB on every list, requests/s within the machine's noise.
 * Reports are written in 300-row batches, so no request needs a heap near the limit.
 */
export const SERVER_NODE_OPTIONS = '--max-semi-space-size=2 --max-old-space-size=192';

/** The environment of a server process: the caller's, with {@link SERVER_NODE_OPTIONS} added. */
export function serverEnv(env = process.env) {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, SERVER_NODE_OPTIONS].filter(Boolean).join(' ') };
}

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output (stdout and stderr together) collected; resolves with both. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, env: { ...process.env, FORCE_COLOR: '1', ...options.env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Newest modification time under a folder (files only). */
export function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The console build is missing or older than its sources. */
export function consoleBuildIsStale() {
  const index = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return ['src', 'locales', 'index.html', 'vite.config.ts'].some((p) => {
    const full = path.join(root, p);
    return fs.existsSync(full) && (fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs) > built;
  });
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for Playwright: installed with apt when missing and we are root. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    return false;
  }
  console.log('Installing Debian Chromium for the browser tests (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  return result.status === 0 && fs.existsSync(CHROMIUM);
}

/** A port on 127.0.0.1 that nothing listens on now, for a server a test or benchmark starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}
