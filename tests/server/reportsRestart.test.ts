import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';
import { insertReport } from '../../server/modules/reports/repository.ts';
import { freePort, waitFor } from './launcher.ts';
import { startSmtp } from './smtp.ts';

/**
 * The server process is killed (SIGKILL, no goodbye) while it builds a report; a new server process
 * on the same database takes the job again once its lease runs out and finishes it. Afterwards the
 * report is completed once, one file lies in the reports folder, and a real SMTP server received
 * exactly one notice. Conditions are polled, never slept on.
 */

const children: ChildProcess[] = [];
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const f of cleanup.splice(0)) f();
});

/** A server process on the seeded SQLite file, writing reports to `reportsDir`; its log messages and standard error are kept. */
async function serveReports(file: string, reportsDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${file}`,
      PORT: String(port),
      SEED: 'false',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
      REPORTS_DIR: reportsDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const messages: string[] = [];
  let stderr = '';
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) messages.push((JSON.parse(line) as { msg: string }).msg);
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, port, messages, exit, stderr: () => stderr };
}

describe('a server killed while it builds a report', () => {
  it('is replaced by one that completes the report once: one file, one e-mail', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => void smtp.close());
    const { file, reportsDir, db, job, state } = await seededReportJob('bo-report-restart-', ['dev', 'test', 'bot']);

    const serve = () =>
      serveReports(file, reportsDir, {
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // Small batches with a pause: the report takes seconds, so the kill lands in the middle of it.
        REPORT_BATCH_ROWS: '10',
        REPORT_BATCH_PAUSE_MS: '5',
        REPORT_LEASE_SECONDS: '2',
      });

    const first = await serve();
    const midway = await waitFor('the first server to be in the middle of the report', async () => {
      const r = await state();
      return r.status === 'inProgress' && (r.row_count ?? 0) >= 50 ? r : undefined;
    });
    first.child.kill('SIGKILL');
    await first.exit;
    expect(midway.claimed_by).toBeTruthy();
    const partial = fs.readdirSync(reportsDir);
    expect(partial.some((f) => f.endsWith('.part'))).toBe(true);

    const second = await serve();
    const done = await waitFor('the second server to complete and mail the report', async () => {
      const r = await state();
      return r.status === 'completed' && r.date_mailed !== null ? r : undefined;
    });
    expect(done.attempts).toBe(2);
    expect(done.claimed_by).not.toBe(midway.claimed_by);
    expect(done.mailed_via).toBe('smtp');
    expect(done.file_name).toMatch(/^Report Transactions \d{4}-\d{2}-\d{2}\.csv$/);

    // Exactly one file (the dead process's partial file is gone), with every row once.
    expect(fs.readdirSync(reportsDir)).toEqual([`${job.id}.csv`]);
    const lines = fs.readFileSync(path.join(reportsDir, `${job.id}.csv`), 'utf8').split('\r\n').filter(Boolean);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(done.row_count);
    const tagged = await db.kysely
      .selectFrom('user_tag_links as l')
      .innerJoin('user_tags as g', 'g.id', 'l.tag_id')
      .select('l.user_id')
      .where('g.tag_name', 'in', ['dev', 'test', 'bot'])
      .execute();
    const taggedIds = new Set(tagged.map((t) => t.user_id));
    const all = await db.kysely.selectFrom('transactions').select('user_id').execute();
    expect(ids.length).toBe(all.filter((t) => !taggedIds.has(t.user_id)).length);

    // Exactly one e-mail, to the admin who ordered it, even after waiting out another lease.
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['admin@demo.local']);
    expect(smtp.received[0]!.data).toContain('Subject: Report Transactions is ready');
    expect((await state()).status).toBe('completed');

    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 180_000);
});

/**
 * A seeded SQLite file in a folder of its own (removed after the test) with one Transactions
 * report of admin@demo.local waiting: the folder, the file, its reports folder, and the report's row as it is now.
 */
async function seededReportJob(prefix: string, ignoredUserTags: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'db.sqlite');
  const reportsDir = path.join(dir, 'reports');
  const db: Db = openDatabase(`sqlite:${file}`);
  cleanup.push(() => void db.close());
  await migrateToLatest(db);
  await seedDemoData(db, { users: 120, transactions: 3000, now: new Date('2026-11-22T10:00:00.000Z') });
  const admin = await db.kysely.selectFrom('admins').select('id').where('email', '=', 'admin@demo.local').executeTakeFirstOrThrow();
  const job = await insertReport(db.kysely, {
    type: 'Transactions',
    adminId: admin.id,
    filters: '{}',
    dateFrom: null,
    dateTo: null,
    ignoredUserTags: JSON.stringify(ignoredUserTags),
    rowLimit: 1_000_000,
    at: new Date().toISOString(),
  });
  const state = () => db.kysely.selectFrom('reports').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
  return { dir, file, reportsDir, db, job, state };
}

/**
 * A seeded database with one Transactions report waiting, and server processes on it that write the
 * report slowly (small batches with a pause), so a stop or a takeover lands in the middle of the file.
 */
async function slowReportSetup() {
  const { dir, file, reportsDir, db, job, state } = await seededReportJob('bo-report-stop-', []);
  const partialFiles = () => (fs.existsSync(reportsDir) ? fs.readdirSync(reportsDir).filter((f) => f.endsWith('.part')) : []);

  const serve = (env: Record<string, string>) =>
    serveReports(file, reportsDir, { OUTBOX_DIR: path.join(dir, 'outbox'), REPORT_BATCH_ROWS: '5', REPORT_BATCH_PAUSE_MS: '10', ...env });
  const midway = () =>
    waitFor('the server to be in the middle of the report', async () => {
      const r = await state();
      return r.status === 'inProgress' && (r.row_count ?? 0) >= 50 && partialFiles().length === 1 ? r : undefined;
    });
  return { db, job, state, partialFiles, serve, midway };
}

describe('a server stopped or overtaken while it writes a report', () => {
  it('SIGTERM mid-file: the server exits 0, the job is given back at once, no partial file is left', async () => {
    const { state, partialFiles, serve, midway } = await slowReportSetup();
    const server = await serve({});
    await midway();

    server.child.kill('SIGTERM');
    expect(await server.exit, server.stderr()).toBe(0);
    expect(server.stderr()).not.toContain('ERR_STREAM_DESTROYED');
    expect(server.messages).toContain('Report given back for another worker (stopping)');
    expect(server.messages).toContain('Stopped');
    expect(partialFiles()).toEqual([]);
    const after = await state();
    expect(after.status).toBe('inProgress');
    expect(Date.parse(after.lease_until!)).toBeLessThanOrEqual(Date.now());
  }, 180_000);

  it('another process takes the job over mid-file: this one keeps serving, removes its partial file and later stops with 0', async () => {
    const { db, job, partialFiles, serve, midway } = await slowReportSetup();
    const server = await serve({ REPORT_LEASE_SECONDS: '2' });
    await midway();

    // What another process's claim does once it believes the lease ran out.
    await db.kysely
      .updateTable('reports')
      .set((eb) => ({ claimed_by: 'another-process', lease_until: new Date(Date.now() + 3_600_000).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', job.id)
      .execute();
    await waitFor('the server to notice it lost the job', async () =>
      server.messages.includes('Report taken over by another worker (lease lost); this copy stops') ? true : undefined,
    );
    await waitFor('its partial file to be removed', async () => (partialFiles().length === 0 ? true : undefined));
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    server.child.kill('SIGTERM');
    expect(await server.exit, server.stderr()).toBe(0);
    expect(server.stderr()).not.toContain('ERR_STREAM_DESTROYED');
  }, 180_000);
});
