/**
 * Money benchmark (issue 11): seeds a scratch SQLite database with `--users` (default 1,000,000) and
 * `--transactions` (default 1,000,000), starts the real server as a child process and times, one request
 * at a time (sequential, as the targets say), `--requests` (default 200) calls of each:
 * - the transactions list as it opens (POST v2/Trading/GetOperations, default sort, page 100, with total);
 * - a filtered list: a 30-day date range + a status + a currency;
 * - the cumulative balances, first page sorted by cumulativeBalance (POST v2/Trading/GetCumulativeBalances).
 * Prints one JSON line per call with p50 and p95 in ms. `--database file.sqlite` reuses a seeded file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { freePort, percentile, round, rssMb, signIn, startSqliteServer } from './load.ts';

const args = parseArgs(process.argv.slice(2));
const users = Number(args.users ?? 1_000_000);
const transactions = Number(args.transactions ?? 1_000_000);
const requests = Number(args.requests ?? 200);
const existing = typeof args.database === 'string' ? args.database : null;
const file = existing ?? path.join(os.tmpdir(), `bo-bench-money-${process.pid}.sqlite`);

function cleanup() {
  if (existing) return;
  for (const s of ['', '-wal', '-shm']) fs.rmSync(`${file}${s}`, { force: true });
}

async function timeCalls(base: string, token: string, operation: string, body: () => unknown) {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/${operation}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body()) });
    const json = (await res.json()) as { total?: number; pages?: number };
    if (!res.ok) throw new Error(`${operation} answered ${res.status}: ${JSON.stringify(json)}`);
    return { ms: performance.now() - started, total: json.total };
  };
  for (let i = 0; i < 20; i++) await call(); // warm-up: validators compiled, pages cached
  const times: number[] = [];
  let total: number | undefined;
  for (let i = 0; i < requests; i++) {
    const r = await call();
    times.push(r.ms);
    total = r.total;
  }
  times.sort((a, b) => a - b);
  return { requests, total, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times[times.length - 1] ?? 0) };
}

cleanup();
const db = openDatabase(`sqlite:${file}`);
await migrateToLatest(db);
const seedMs = existing ? null : (await seedDemoData(db, { users, transactions })).ms;
await db.close();

const port = await freePort();
const child = await startSqliteServer(file, port);
try {
  const base = `http://127.0.0.1:${port}`;
  const token = await signIn(base, 'admin@demo.local');
  const now = Math.floor(Date.now() / 1000);
  let n = 0;
  const common = { users, transactions, seedMs, dialect: 'sqlite', sequential: true };
  const lists: [string, string, () => unknown][] = [
    ['transactions-default', 'v2/Trading/GetOperations', () => ({ sort: { field: 'dateCreated', desc: true }, offset: 0, limit: 100, getTotal: true })],
    [
      'transactions-filtered',
      'v2/Trading/GetOperations',
      // a 30-day window that moves back a day per request, so no two requests are the same
      () => {
        const to = now - (n++ % 300) * 86_400;
        return { createdFrom: to - 30 * 86_400, createdTo: to + 86_399, statusList: ['depositCompleted', 'withdrawalCompleted'], currencyIdList: [1 + (n % 3)], sort: { field: 'dateCreated', desc: true }, offset: 0, limit: 100, getTotal: true };
      },
    ],
    ['cumulative-balances', 'v2/Trading/GetCumulativeBalances', () => ({ cumulativeCurrencyId: 1, sort: { field: 'cumulativeBalance', desc: true }, offset: 0, limit: 20, getTotal: true })],
  ];
  for (const [bench, operation, body] of lists) {
    console.log(JSON.stringify({ bench, ...common, ...(await timeCalls(base, token, operation, body)), serverRssMb: rssMb(child.pid!), loadAverage: os.loadavg().map(round) }));
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  cleanup();
}
