import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

/**
 * The schema a fresh SQLite database gets from the migrations, as SQLite stores it (sqlite_master,
 * by name). Installed databases ran the migrations as they were: rewriting one (a helper, a fold)
 * must leave this text unchanged. A new migration changes it on purpose: review the diff, then
 * update the file with `npx vitest run --project server tests/server/migratedSchema.test.ts -u`.
 */
describe('migrated schema', () => {
  it('is the committed SQLite schema', async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      const applied = await migrateToLatest(db);
      const rows = db.sqlite!.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name').all() as {
        type: string;
        name: string;
        tbl_name: string;
        sql: string | null;
      }[];
      const text = [
        `-- migrations: ${applied.join(' ')}`,
        ...rows.map((r) => `-- ${r.type} ${r.name} on ${r.tbl_name}\n${r.sql ?? '(automatic)'};`),
      ].join('\n');
      await expect(text).toMatchFileSnapshot('./migratedSchema.sqlite.txt');
    } finally {
      await db.close();
    }
  });
});
