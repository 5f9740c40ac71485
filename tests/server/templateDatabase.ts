import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, openSqliteImage, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';

/*
 * Migrating and seeding a database takes seconds (most of it the seed), and nearly every server
 * test file starts from the same data. So it is done once per content of the code that shapes the
 * data (server/ and src/domain/, outside tests) and per seed size and date, and each test file
 * copies the result:
 * - SQLite: the seeded in-memory database serialized to a file in the temp folder, deserialized
 *   into a fresh in-memory database per test server (milliseconds);
 * - PostgreSQL: a template database `bo_tpl_<hash>`, copied with `CREATE DATABASE … TEMPLATE`.
 * A change to a migration, the seed or anything they import changes the hash, so a stale
 * template is never used.
 */

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['server', 'src/domain'];
const templateFolder = path.join(os.tmpdir(), 'backoffice-test-templates');

let sourceHash: string | undefined;
/** A hash of every source file that can shape a migrated and seeded database. */
function codeHash(): string {
  if (sourceHash) return sourceHash;
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|sql|json)$/.test(entry.name) && !entry.name.includes('.test.')) {
        hash.update(path.relative(root, full)).update('\0').update(fs.readFileSync(full)).update('\0');
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir));
  sourceHash = hash.digest('hex').slice(0, 16);
  return sourceHash;
}

export interface SeededDatabase {
  db: Db;
  drop(): Promise<void>;
}

/** What the template is seeded with; the harness's fixed clock makes `now` the same for every file. */
export interface TemplateKey {
  users: number;
  now: Date;
}

const templateName = (key: TemplateKey) => `${codeHash()}_${key.users}_${key.now.getTime()}`;

async function seed(db: Db, key: TemplateKey) {
  await migrateToLatest(db);
  await seedDemoData(db, { users: key.users, now: key.now });
}

const images = new Map<string, Buffer>();

/** The SQLite template's image: from memory, from the temp folder, or built now (and stored there). */
async function sqliteImage(key: TemplateKey): Promise<Buffer> {
  const name = templateName(key);
  const known = images.get(name);
  if (known) return known;
  const file = path.join(templateFolder, `${name}.sqlite`);
  let image: Buffer;
  if (fs.existsSync(file)) image = fs.readFileSync(file);
  else {
    const db = openDatabase('sqlite::memory:');
    await seed(db, key);
    image = db.sqlite!.serialize();
    await db.close();
    // Written under a unique name and renamed: a parallel test file never reads half a file.
    fs.mkdirSync(templateFolder, { recursive: true });
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, image);
    fs.renameSync(partial, file);
  }
  images.set(name, image);
  return image;
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

async function databaseExists(client: pg.Client, name: string) {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rowCount === 1;
}

/** Waits until no session is connected to a database (pg-pool's end() resolves before its sockets close). */
async function waitForNoSessions(client: pg.Client, name: string) {
  for (let i = 0; i < 500; i++) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What a template's comment says: the checkout that built it and when a test file last copied it. */
interface TemplateNote {
  root: string;
  usedAt: number;
}

/** A template unused this long is of no further use to any checkout sharing the server. */
const TEMPLATE_IDLE_MS = 3600_000;

async function markUsed(client: pg.Client, name: string) {
  const note: TemplateNote = { root, usedAt: Date.now() };
  await client.query(`COMMENT ON DATABASE ${name} IS ${client.escapeLiteral(JSON.stringify(note))}`).catch(() => undefined);
}

/**
 * Drops the templates of other code that no one needs any more: this checkout's own older ones, and
 * any other checkout's unused for an hour (or unmarked, from before templates carried a note). Several
 * worktrees share one PostgreSQL, so a template another checkout is using now stays; a build under way
 * (`…_building`) is never touched.
 */
async function dropStaleTemplates(client: pg.Client) {
  const { rows } = await client.query<{ datname: string; note: string | null }>(
    "SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname LIKE 'bo\\_tpl\\_%' AND datname NOT LIKE $1 AND datname NOT LIKE '%\\_building'",
    [`bo\\_tpl\\_${codeHash()}\\_%`],
  );
  for (const row of rows) {
    if (!isStale(row.note, Date.now())) continue;
    await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => undefined);
  }
}

/** Whether a template of other code, with this comment, may go. */
export function isStale(comment: string | null, now: number): boolean {
  let note: Partial<TemplateNote> | null = null;
  try {
    note = comment ? (JSON.parse(comment) as Partial<TemplateNote>) : null;
  } catch {
    note = null;
  }
  if (!note || typeof note.usedAt !== 'number') return true;
  return note.root === root || now - note.usedAt > TEMPLATE_IDLE_MS;
}

// One lock key for building and copying templates: PostgreSQL refuses to copy a database that
// another session is connected to, so a copy never overlaps a build.
const TEMPLATE_LOCK = 20261127;

/** The PostgreSQL template database's name, built first when this code and key have none yet. */
async function postgresTemplate(base: string, key: TemplateKey): Promise<string> {
  const name = `bo_tpl_${templateName(key)}`;
  await withClient(base, async (client) => {
    if (await databaseExists(client, name)) return;
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await databaseExists(client, name)) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const db = openDatabase(databaseUrl(base, building));
      try {
        await seed(db, key);
      } finally {
        await db.close();
      }
      await waitForNoSessions(client, building);
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await markUsed(client, name);
      await dropStaleTemplates(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

/**
 * A fresh database holding the migrated and seeded demo data of `key`: in-memory SQLite by default,
 * or a throwaway PostgreSQL database beside TEST_DATABASE_URL when that is set. `drop` removes it.
 */
export async function openSeededDatabase(key: TemplateKey): Promise<SeededDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { db: openSqliteImage(await sqliteImage(key)), drop: async () => {} };
  const name = `bo_test_${crypto.randomBytes(6).toString('hex')}`;
  // Several worktrees may share one PostgreSQL: a build of other code may drop ours (unmarked, or
  // marked by an older checkout) between our build and our copy. Then build ours again and copy.
  for (let attempt = 1; ; attempt++) {
    const template = await postgresTemplate(base, key);
    const copied = await withClient(base, async (client) => {
      await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        if (!(await databaseExists(client, template))) return false;
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        await markUsed(client, template);
        return true;
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
    if (copied) break;
    if (attempt === 3) throw new Error(`template database ${template} was dropped by another build three times`);
  }
  return {
    db: openDatabase(databaseUrl(base, name)),
    drop: () =>
      withClient(base, async (client) => {
        await waitForNoSessions(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
