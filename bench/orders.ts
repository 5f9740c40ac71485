/**
 * Orders benchmark (issue 13): seeds a scratch SQLite database with `--orders` orders (default
 * 1,000,000; almost half on the first market, so its book holds about 100,000 open orders) and
 * `--trades` trades, builds the real app in process and calls, one request after another:
 * POST v2/Trading/GetOrders unfiltered (random pages, getTotal), filtered by market and status,
 * and POST v2/Trading/GetOrderBook of the deepest market. Prints p50/p95/p99 per case as one JSON
 * line. `--database FILE` reuses a seeded file instead of seeding.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { DEMO_PASSWORD } from '../server/db/seed/staff.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { percentile, round } from './load.ts';

const args = parseArgs(process.argv.slice(2));
const orders = Number(args.orders ?? 1_000_000);
const trades = args.trades === undefined ? Math.round(orders / 2) : Number(args.trades);
const users = Number(args.users ?? 10_000);
const requests = Number(args.requests ?? 300);
const existing = typeof args.database === 'string' ? args.database : null;

const file = existing ?? path.join(os.tmpdir(), `bo-bench-orders-${process.pid}.sqlite`);
const cleanup = () => {
  if (existing) return;
  for (const s of ['', '-wal', '-shm']) fs.rmSync(`${file}${s}`, { force: true });
};
cleanup();
const db = openDatabase(`sqlite:${file}`);
let seedMs: number | null = null;
try {
  await migrateToLatest(db);
  if (!existing) seedMs = (await seedDemoData(db, { users, orders, trades })).ms;
  const app = await buildApp({ config: readConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), db, logger: false, signInRate: { max: 1_000_000, windowMs: 60_000 } });
  await app.ready();
  const signIn = await app.inject({ method: 'POST', url: '/api/Login/SignIn', payload: { email: 'support@demo.local', password: DEMO_PASSWORD } });
  const token = (signIn.json() as { accessToken: string }).accessToken;
  const post = async (url: string, body: object) => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api/${url}`, headers: { 'x-auth-token': token }, payload: body });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return ms;
  };
  const k = db.kysely;
  const counts = await k.selectFrom('orders').select(['market_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('market_id').orderBy('n', 'desc').execute();
  const deepest = counts[0]!.market_id;
  const openInDeepest = await k.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('market_id', '=', deepest).where('status', 'in', ['new', 'partiallyFilled', 'awaiting', 'inactive']).executeTakeFirstOrThrow();
  const marketIds = counts.map((c) => c.market_id);
  const statuses = ['new', 'partiallyFilled', 'filled', 'cancelled', 'inactive', 'awaiting', 'deleted', 'rejected'];

  const run = async (name: string, body: (i: number) => [string, object]) => {
    for (let i = 0; i < 20; i++) await post(...body(i)); // warm-up: validators compile on first use
    const samples: number[] = [];
    for (let i = 0; i < requests; i++) samples.push(await post(...body(i + 20)));
    samples.sort((a, b) => a - b);
    return { name, p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), p99: round(percentile(samples, 99)) };
  };
  const results = [
    await run('orders default (dateCreated desc, 20 a page, getTotal)', (i) => ['v2/Trading/GetOrders', { offset: (i % 50) * 20, limit: 20, getTotal: true }]),
    await run('orders by market and status (getTotal)', (i) => ['v2/Trading/GetOrders', { marketId: marketIds[i % marketIds.length], statusList: [statuses[i % statuses.length]], offset: 0, limit: 20, getTotal: true }]),
    await run('orders by user', (i) => ['v2/Trading/GetOrders', { userIdList: [users - ((i * 37) % Math.floor(users * 0.3))], offset: 0, limit: 20, getTotal: true }]),
    await run(`order book of the deepest market (depth 100)`, () => ['v2/Trading/GetOrderBook', { marketId: deepest, depth: 100 }]),
  ];
  await app.close();
  console.log(JSON.stringify({ bench: 'orders', dialect: 'sqlite', orders, trades, users, openOrdersInBookMarket: Number(openInDeepest.n), seedMs, requests, results }));
} finally {
  await db.close().catch(() => undefined);
  cleanup();
}
