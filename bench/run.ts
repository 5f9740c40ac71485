/**
 * `npm run bench`: every benchmark, each printing one JSON line. Figures are medians; the machine
 * is shared and noisy, so compare ratios between runs rather than absolute times.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const benches: [string, string[]][] = [
  ['bench/seed.ts', ['--users', process.env.BENCH_USERS ?? '1000000']],
  ['bench/api.ts', []],
  ['bench/users.ts', process.env.BENCH_USERS_SIZES ? ['--sizes', process.env.BENCH_USERS_SIZES] : []],
  // Transactions list and cumulative balances at 1M users and 1M transactions (issue 11).
  ['bench/money.ts', ['--users', process.env.BENCH_USERS ?? '1000000', '--transactions', process.env.BENCH_TRANSACTIONS ?? '1000000']],
  // Orders list and order book (issue 13) at 1,000,000 orders unless BENCH_ORDERS says otherwise.
  ['bench/orders.ts', ['--orders', process.env.BENCH_ORDERS ?? '1000000']],
  // p95 of every statistics call over a year of data (BENCH_STATS_OPS operations, 1,000,000 by default).
  ['bench/statistics.ts', []],
  // The compiled server with WORKERS=1 and 2, and a PostgreSQL pair when BENCH_PG_URL names a seeded database.
  [
    'bench/servers.ts',
    [
      ...(process.env.BENCH_DATABASE ? ['--database', process.env.BENCH_DATABASE] : ['--users', process.env.BENCH_USERS ?? '1000000']),
      ...(process.env.BENCH_PG_URL ? ['--pg', process.env.BENCH_PG_URL] : []),
    ],
  ],
  // The big lists on PostgreSQL beside SQLite, sequential p50/p95 and 50 connections with the server's peak RSS (issue 26):
  // BENCH_DATABASE names the seeded SQLite file and BENCH_PG_URL the PostgreSQL database of the same size.
  ...(process.env.BENCH_PG_URL && process.env.BENCH_DATABASE
    ? [['bench/lists.ts', ['--sqlite', process.env.BENCH_DATABASE, '--pg', process.env.BENCH_PG_URL]] as [string, string[]]]
    : []),
  // A Transactions report of 1,000,000 rows: time, the server's peak RSS, the users list p95 meanwhile.
  ['bench/reports.ts', ['--rows', process.env.BENCH_REPORT_ROWS ?? '1000000']],
];
let failed = false;
for (const [file, args] of benches) {
  const result = spawnSync(tsx, [file, ...args], { cwd: root, stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
