/**
 * Report benchmark: a Transactions report of `--rows` transactions (1,000,000 by default) built by
 * the server's report worker, on a seeded SQLite file (`--database <file>`: reused when it exists,
 * else seeded there and kept; without it a throwaway one) with `--users` users (20,000 by default).
 * The server runs as in production (the compiled bundle, built when stale) with the default batch size.
 * Prints one JSON line: the report's rows, the time from ordering to completed, the server's RSS at
 * rest and its peak while the report ran (sampled every 50 ms), the file's size, and the users-list
 * p95 at rest and while the report is being built (sequential requests of one client).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_OPTIONS } from '../scripts/lib.mjs';
import { buildServer, SERVER_BUNDLE, serverBuildIsStale } from '../scripts/buildServer.mjs';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { freePort, getUsers, percentile, round, rssMb, signIn } from './load.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const rows = Number(args.rows ?? 1_000_000);
const users = Number(args.users ?? 20_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-reports-'));
const file = typeof args.database === 'string' ? args.database : path.join(work, 'bench.sqlite');

// `--database <file>`: seeded there when missing and kept, so later runs skip the seeding.
if (!fs.existsSync(file)) {
  const started = performance.now();
  const db = openDatabase(`sqlite:${file}`);
  await migrateToLatest(db);
  await seedDemoData(db, { users, transactions: rows, now: new Date() });
  await db.close();
  process.stderr.write(`seeded ${users} users and ${rows} transactions in ${round((performance.now() - started) / 1000)} s\n`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const reportsDir = path.join(work, 'reports');
// The compiled server, as `npm start` runs it (the tsx loader alone adds tens of MB of RSS).
if (await serverBuildIsStale()) await buildServer();
const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS.split(' '), SERVER_BUNDLE], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PORT: String(port), SEED: 'false', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', REPORTS_DIR: reportsDir, OUTBOX_DIR: path.join(work, 'outbox') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (const started = Date.now(); ; ) {
    if (Date.now() - started > 120_000) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const token = await signIn(base, 'admin@demo.local');
  const usersBody = JSON.stringify({ offset: 0, limit: 20, getTotal: true });
  const timeUsers = async () => {
    const t0 = performance.now();
    const res = await getUsers(base, token, usersBody);
    await res.arrayBuffer();
    return performance.now() - t0;
  };
  for (let i = 0; i < 20; i++) await timeUsers();
  const idle: number[] = [];
  for (let i = 0; i < 200; i++) idle.push(await timeUsers());

  const call = async (url: string, method: string, body: object) => {
    const res = await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: number; status: string; rowCount: number | null; excludedRows: number | null; error: string | null }>;
  };
  const restRss = rssMb(child.pid!);
  let peakRss = restRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(child.pid!))), 50);
  const ordered = performance.now();
  const report = await call('/api/v2/Report/CreateReport', 'PUT', { type: 'Transactions', ignoredUserTags: [] });
  const during: number[] = [];
  let done = report;
  for (;;) {
    during.push(await timeUsers());
    done = await call('/api/v2/Report/GetReport', 'POST', { id: report.id });
    if (done.status === 'completed' || done.status === 'error') break;
  }
  const seconds = (performance.now() - ordered) / 1000;
  clearInterval(sampler);
  if (done.status !== 'completed') throw new Error(`report failed: ${done.error}`);
  const fileMb = fs.statSync(path.join(reportsDir, `${report.id}.csv`)).size / 1024 / 1024;
  idle.sort((a, b) => a - b);
  during.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'report-transactions',
      rows: done.rowCount,
      seconds: round(seconds),
      rowsPerSecond: Math.round((done.rowCount ?? 0) / seconds),
      restRssMb: restRss,
      peakRssMb: round(peakRss),
      fileMb: round(fileMb),
      usersListP95IdleMs: round(percentile(idle, 95)),
      usersListP95DuringMs: round(percentile(during, 95)),
      usersListSamplesDuring: during.length,
    }),
  );
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(work, { recursive: true, force: true });
}
