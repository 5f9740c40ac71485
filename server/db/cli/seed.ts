import { readConfigOrExit } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { isDatabaseEmpty, resetData, seedDemoData } from '../seed/index.ts';
import { parseArgs } from './args.ts';

/** npm run db:seed -- --users N [--transactions N] [--orders N] [--trades N] [--seed S]: replaces all data with freshly generated demo data. */
const args = parseArgs(process.argv.slice(2));
const users = Number(args.users ?? 5000);
if (!Number.isInteger(users) || users < 0) {
  console.error('--users must be a whole number');
  process.exit(2);
}
const transactions = args.transactions === undefined ? undefined : Number(args.transactions);
if (transactions !== undefined && (!Number.isInteger(transactions) || transactions < 0)) {
  console.error('--transactions must be a whole number');
  process.exit(2);
}
const counted = (name: string) => {
  const value = args[name] === undefined ? undefined : Number(args[name]);
  if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
    console.error(`--${name} must be a whole number`);
    process.exit(2);
  }
  return value;
};
const orders = counted('orders');
const trades = counted('trades');
const config = readConfigOrExit();
const db = openDatabase(config.databaseUrl, { cacheMb: config.sqliteCacheMb, mmapMb: config.sqliteMmapMb });
await migrateToLatest(db);
if (!(await isDatabaseEmpty(db))) {
  console.log('Removing existing data…');
  await resetData(db);
}
const report = await seedDemoData(db, { users, transactions, orders, trades, seed: args.seed ? Number(args.seed) : undefined });
console.log(JSON.stringify({ users, transactions, orders, trades, dialect: db.dialect, ms: report.ms, stages: report.stages }));
await db.close();
