import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDatabase } from '../../server/db/copy.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { listUsers } from '../../server/modules/users/listRepository.ts';
import { openSeededDatabase, type SeededDatabase } from './templateDatabase.ts';

const base = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
let source: SeededDatabase;
beforeAll(async () => {
  source = await openSeededDatabase({ users: 120, now: new Date('2026-11-22T10:00:00.000Z') });
  cleanups.push(source.drop);
  cleanups.push(() => source.db.close());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function sqliteFile(): string {
  const file = path.join(os.tmpdir(), `bo-copy-${crypto.randomBytes(6).toString('hex')}.sqlite`);
  cleanups.push(async () => {
    for (const s of ['', '-wal', '-shm']) fs.rmSync(`${file}${s}`, { force: true });
  });
  return `sqlite:${file}`;
}

async function emptyPostgres(): Promise<string> {
  const name = `bo_copy_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The users list's search on a database (the search index and the counts are rebuilt by the copy). */
async function searchUsers(db: Db, searchString: string) {
  const page = await listUsers(db.kysely, db.dialect, { deleted: false, searchString, sort: { field: 'regDate', desc: true }, offset: 0, limit: 50, getTotal: true, totalCap: 10_000 }, '2026-11-22T10:00:00.000Z');
  return { ids: page.rows.map((r) => r.id), total: page.total };
}

function opened(url: string): Db {
  const db = openDatabase(url);
  cleanups.push(() => db.close());
  return db;
}

describe('npm run db:copy', () => {
  it('moves an installation into an empty database with every row, a zero trial balance and a working users search', async () => {
    // The seeded source (SQLite, or PostgreSQL in the PostgreSQL run) into a SQLite file, and on to PostgreSQL when there is one.
    const hops = [opened(sqliteFile()), ...(base ? [opened(await emptyPostgres())] : [])];
    let from = source.db;
    const wanted = await searchUsers(from, 'ivan');
    expect(wanted.ids.length).toBeGreaterThan(0);
    for (const to of hops) {
      const report = await copyDatabase(from, to);
      expect(report.tables.filter((t) => t.source !== t.target)).toEqual([]);
      expect(report.tables.find((t) => t.table === 'users')?.target).toBe(120);
      expect(report.tables.find((t) => t.table === 'ledger_entries')?.target).toBeGreaterThan(0);
      expect(report.unbalanced).toEqual({ source: [], target: [] });
      expect(await searchUsers(to, 'ivan')).toEqual(wanted);
      from = to;
    }
  });

  it('refuses a target that already holds data, and changes nothing there', async () => {
    const target = opened(sqliteFile());
    await copyDatabase(source.db, target);
    const before = await target.kysely.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await expect(copyDatabase(source.db, target)).rejects.toThrow(/already holds data/);
    const after = await target.kysely.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
