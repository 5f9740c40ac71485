/**
 * Statistics benchmark: p95 of every statistics call over a year of data, with BENCH_STATS_OPS
 * (1,000,000 by default) completed deposits and withdrawals spread over the year on top of the demo
 * seed. The calls read the daily aggregates; the build of the aggregates from the operations is
 * timed on its own (it runs after seeding, and then only for yesterday and today on a stale read).
 */
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { DEMO_PASSWORD } from '../server/db/seed/staff.ts';
import { refreshAll } from '../server/modules/statistics/refresh.ts';
import { DAY_SECONDS, endOfDay, startOfDay } from '../src/domain/statistics.ts';
import { timeInjectedCalls, type TimedCall } from './injectedCalls.ts';

const ops = Number(process.env.BENCH_STATS_OPS ?? 1_000_000);
const iterations = Number(process.env.BENCH_STATS_ITERATIONS ?? 100);
const db = openDatabase('sqlite::memory:');
await migrateToLatest(db);
const now = new Date();
await seedDemoData(db, { users: 10_000, now });

// A year of completed operations, inserted in one transaction.
const currencies = (await db.kysely.selectFrom('currencies').select('id').execute()).map((c) => c.id);
const methods = ['blockchain', 'creditCard', 'advCash', 'manual', 'code', 'internal'];
const end = now.getTime();
const insert = db.sqlite!.prepare(`INSERT INTO transactions (user_id, side, operation_type, transaction_method_type, currency_id, amount, fee, status, anti_fraud, date_created, status_changed_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`);
let state = 16;
const rnd = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
const load = performance.now();
db.sqlite!.transaction(() => {
  for (let i = 0; i < ops; i++) {
    const side = rnd() < 0.55 ? 'in' : 'out';
    const at = new Date(end - Math.floor(rnd() * 365 * 86_400_000)).toISOString();
    insert.run(1 + Math.floor(rnd() * 10_000), side, side === 'in' ? 'deposit' : 'withdrawal', methods[Math.floor(rnd() * methods.length)], currencies[Math.floor(rnd() * currencies.length)],
      (rnd() * 1000).toFixed(6), (rnd() * 2).toFixed(6), side === 'in' ? 'depositCompleted' : 'withdrawalCompleted', at, at);
  }
})();
const loadMs = Math.round(performance.now() - load);
const build = performance.now();
await refreshAll(db.kysely, db.dialect, new Date(end - 366 * 86_400_000).toISOString().slice(0, 10), now);
const buildMs = Math.round(performance.now() - build);
const aggregateRows = Number((await db.kysely.selectFrom('stat_daily').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const app = await buildApp({ config: readConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), db, logger: false });
await app.ready();
const token = (await app.inject({ method: 'POST', url: '/api/Login/SignIn', payload: { email: 'admin@demo.local', password: DEMO_PASSWORD } })).json().accessToken as string;

const today = startOfDay(Math.floor(end / 1000));
const year = { dateFrom: today - 365 * DAY_SECONDS, dateTo: endOfDay(today) };
const calls: TimedCall[] = [
  ['GetFinanceStatus', 'POST', '/api/v2/Finance/GetFinanceStatus', year],
  ['GetTransactionMethodsStatus', 'POST', '/api/v2/Finance/GetTransactionMethodsStatus', year],
  ['GetGrossProfit (Day)', 'POST', '/api/v2/Finance/GetGrossProfit', { ...year, period: 'Day' }],
  ['GetGrossProfitFull', 'POST', '/api/v2/Finance/GetGrossProfitFull', year],
  ['GetStakingStats', 'POST', '/api/v2/Finance/GetStakingStats', year],
  ['GetStakingStatsChart (Day)', 'POST', '/api/v2/Finance/GetStakingStatsChart', { ...year, period: 'Day' }],
  ['GetTradingStats', 'POST', '/api/v2/Finance/GetTradingStats', year],
  ['GetTransactionStats', 'POST', '/api/v2/Finance/GetTransactionStats', { ...year, excludeMethodTypes: ['code', 'internal'] }],
  ['GetTransactionStatsChart (Day)', 'POST', '/api/v2/Finance/GetTransactionStatsChart', { ...year, period: 'Day' }],
  ['GetMerchantStats', 'POST', '/api/v2/Finance/GetMerchantStats', year],
  ['GetMerchantStatsChart (Week)', 'POST', '/api/v2/Finance/GetMerchantStatsChart', { ...year, period: 'Week' }],
  ['GetUsersStats', 'POST', '/api/v2/User/GetUsersStats', year],
  ['GetUsersChart (Day)', 'POST', '/api/v2/User/GetUsersChart', { ...year, period: 'Day' }],
  ['GetUserVerificationsChart (Month)', 'POST', '/api/v2/User/GetUserVerificationsChart', { ...year, period: 'Month' }],
  ['GetReferralStats (buy)', 'POST', '/api/v2/Referral/GetReferralStats', { ...year, incomeType: 'buy' }],
  ['v1/statistic (fees)', 'GET', `/api/v1/statistic?createdFrom=${year.dateFrom}&createdTo=${year.dateTo}&limit=100`],
  ['v1/statistic (p2p)', 'GET', `/api/v1/statistic?kind=p2p&createdFrom=${year.dateFrom}&createdTo=${year.dateTo}&limit=100`],
];
const results = await timeInjectedCalls(app, token, calls, iterations, 1);
const worstP95Ms = Math.max(...Object.values(results).map((r) => r.p95Ms));
console.log(JSON.stringify({ bench: 'statistics', operations: ops, loadMs, aggregateBuildMs: buildMs, aggregateRows, iterations, worstP95Ms, budgetP95Ms: 200, results }));
await app.close();
await db.close();
process.exit(worstP95Ms <= 200 ? 0 : 1);
