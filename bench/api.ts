/**
 * API latency benchmark on a seeded in-memory database: median and p95 of the calls the console
 * makes at start, through the full stack (routing, validation, auth, access table, SQL).
 */
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { DEMO_PASSWORD } from '../server/db/seed/staff.ts';
import { timeInjectedCalls, type TimedCall } from './injectedCalls.ts';

const db = openDatabase('sqlite::memory:');
await migrateToLatest(db);
await seedDemoData(db, { users: 10_000 });
const app = await buildApp({ config: readConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), db, logger: false });
await app.ready();
const signIn = await app.inject({ method: 'POST', url: '/api/Login/SignIn', payload: { email: 'admin@demo.local', password: DEMO_PASSWORD } });
const token = signIn.json().accessToken as string;

const calls: TimedCall[] = [
  ['GetCurrentAdmin', 'POST', '/api/Login/GetCurrentAdmin'],
  ['GetAdmins', 'GET', '/api/User/GetAdmins?Limit=1000&Offset=0&GetTotal=false'],
  ['GetCurrencies', 'GET', '/api/Market/GetCurrencies'],
  ['GetMarkets', 'POST', '/api/v2/Market/GetMarkets', { offset: 0, limit: 20, getTotal: true }],
  ['GetStatus', 'GET', '/api/Options/GetStatus'],
];
const results = await timeInjectedCalls(app, token, calls, 300, 3);
console.log(JSON.stringify({ bench: 'api-start-calls', users: 10_000, iterations: 300, results }));
await app.close();
await db.close();
