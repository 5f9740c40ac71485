/**
 * Seed benchmark: fills a throwaway database with N users (default 1,000,000) and reports the
 * median of `--runs` runs. `--pg` uses a throwaway PostgreSQL database next to TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { parseArgs } from '../server/db/cli/args.ts';
import { median } from './stats.ts';

const args = parseArgs(process.argv.slice(2));
const users = Number(args.users ?? 1_000_000);
const runs = Number(args.runs ?? 1);
const usePg = args.pg === true;

async function once(): Promise<number> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (usePg) {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `bo_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const file = path.join(os.tmpdir(), `bo-bench-${process.pid}.sqlite`);
    url = `sqlite:${file}`;
    cleanup = async () => {
      for (const s of ['', '-wal', '-shm']) fs.rmSync(`${file}${s}`, { force: true });
    };
  }
  await cleanup().catch(() => undefined);
  const db = openDatabase(url);
  await migrateToLatest(db);
  const { ms } = await seedDemoData(db, { users });
  await db.close();
  await cleanup();
  return ms;
}

const samples: number[] = [];
for (let i = 0; i < runs; i++) samples.push(await once());
console.log(JSON.stringify({ bench: 'seed', dialect: usePg ? 'postgres' : 'sqlite', users, runs, medianMs: median(samples), samples }));
