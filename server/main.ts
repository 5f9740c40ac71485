import fs from 'node:fs';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './db/seed/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/staff.ts';

/** Starts the product: migrate, seed demo data into an empty database, serve. */
const config = readConfig();
// The browser suite asks for a brand-new SQLite file each run.
if (process.env.FRESH_DATABASE === 'true' && config.databaseUrl.startsWith('sqlite:')) {
  const file = config.databaseUrl.slice('sqlite:'.length);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}
const db = openDatabase(config.databaseUrl);
const applied = await migrateToLatest(db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
if (process.env.SEED !== 'false' && (await isDatabaseEmpty(db))) {
  const users = Number(process.env.SEED_USERS ?? 5000);
  console.log(`Empty database: seeding demo data (${users} users)…`);
  const report = await seedDemoData(db, { users });
  console.log(`Seeded in ${report.ms} ms`);
}
const app = await buildApp({ config, db });
await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host}:${config.port}`;
console.log(`\nBack-office console: ${url}\n`);
console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(26)} ${account.caption}${account.totpSecret ? ` (TOTP secret ${account.totpSecret})` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => db.close()).then(() => process.exit(0));
  });
}
