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
import { median } from './stats.ts';

const db = openDatabase('sqlite::memory:');
await migrateToLatest(db);
await seedDemoData(db, { users: 10_000 });
const app = await buildApp({ config: readConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), db, logger: false });
await app.ready();
const signIn = await app.inject({ method: 'POST', url: '/api/Login/SignIn', payload: { email: 'admin@demo.local', password: DEMO_PASSWORD } });
const token = signIn.json().accessToken as string;

const calls: [string, 'GET' | 'POST', string, unknown?][] = [
  ['GetCurrentAdmin', 'POST', '/api/Login/GetCurrentAdmin'],
  ['GetAdmins', 'GET', '/api/User/GetAdmins?Limit=1000&Offset=0&GetTotal=false'],
  ['GetCurrencies', 'GET', '/api/Market/GetCurrencies'],
  ['GetMarkets', 'POST', '/api/v2/Market/GetMarkets', { offset: 0, limit: 20, getTotal: true }],
  ['GetStatus', 'GET', '/api/Options/GetStatus'],
];
const results: Record<string, { medianMs: number; p95Ms: number }> = {};
for (const [name, method, url, body] of calls) {
  const samples: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const res = await app.inject({ method, url, headers: { 'x-auth-token': token }, ...(body ? { payload: body as object } : {}) });
    samples.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  samples.sort((a, b) => a - b);
  results[name] = { medianMs: Math.round(median(samples) * 1000) / 1000, p95Ms: Math.round(samples[Math.floor(samples.length * 0.95)]! * 1000) / 1000 };
}
console.log(JSON.stringify({ bench: 'api-start-calls', users: 10_000, iterations: 300, results }));
await app.close();
await db.close();
