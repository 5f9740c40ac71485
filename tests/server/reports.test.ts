import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReportWorker } from '../../server/jobs/reportWorker.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { claimReport, renewLease } from '../../server/modules/reports/repository.ts';
import { buildReport, startTestServer, taggedUserIds, type TestServer } from './harness.ts';

const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((f) => fs.rmSync(f, { recursive: true, force: true })));

/** Splits the file into records (CRLF lines; no cell of these reports holds a line break). */
const csvRows = (text: string) => text.replace(/^\ufeff/, '').split('\r\n').filter(Boolean);

describe('reports', () => {
  let server: TestServer;
  let token: string;
  let reportsDir: string;
  let outboxDir: string;
  const worker = (id: string, extra: { leaseMs?: number; batchSize?: number } = {}) =>
    new ReportWorker({
      db: server.db,
      reportsDir,
      mailer: createMailer({ smtpUrl: null, outboxDir, mailFrom: 'Back office <bo@example.com>' }),
      now: server.clock.now,
      workerId: id,
      batchSize: extra.batchSize ?? 50,
      leaseMs: extra.leaseMs ?? 60_000,
    });
  const order = async (body: object) => {
    const res = await server.call('PUT', '/api/v2/Report/CreateReport', { token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; status: string; fileName: string | null };
  };
  const report = async (id: number) => (await server.call('POST', '/api/v2/Report/GetReport', { token, body: { id } })).json();
  const file = (id: number) => server.call('GET', `/api/v2/Report/GetReportFile?ReportId=${id}`, { token });
  const taggedIds = () => taggedUserIds(server);

  beforeEach(async () => {
    reportsDir = tempDir('reports-');
    outboxDir = tempDir('outbox-');
    server = await startTestServer({ reportsDir });
    token = await server.signIn('admin@demo.local');
  });
  afterEach(() => server.close());

  it('goes new → in progress → completed, files the CSV as "Report {type} {date}.csv" and mails the admin once', async () => {
    const created = await order({ type: 'Transactions', filters: { statusList: ['depositCompleted', 'withdrawalCompleted'] }, dateFrom: '2026-01-01', dateTo: '2026-11-22' });
    expect(created).toMatchObject({ status: 'new', fileName: null, rowCount: null, mailedVia: null, rowLimit: 1_000_000 });
    expect((await file(created.id)).statusCode).toBe(409);

    const w = worker('w1');
    expect((await w.runOnce())?.id).toBe(created.id);
    expect(await w.runOnce()).toBeNull();
    const done = await report(created.id);
    expect(done).toMatchObject({ status: 'completed', fileName: 'Report Transactions 2026-11-22.csv', mailedVia: 'outbox', error: null });
    expect(done.dateStarted).toBeTruthy();
    expect(done.dateCompleted).toBeTruthy();

    const res = await file(created.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('filename="Report Transactions 2026-11-22.csv"');
    const rows = csvRows(res.body);
    expect(rows[0]).toBe('Id,User id,User name,Side,Side code,Operation type,Operation type code,Amount,Fee,Currency,Method,Status,Status code,KYT status,KYT status code,Date created');
    expect(rows.length - 1).toBe(done.rowCount);
    // Issue 25 item 13: the coded columns say words (the console's en captions), the code beside them.
    const cells = rows.slice(1).map((row) => row.split(','));
    const side = cells.map((c) => [c[3], c[4]]);
    expect(side.every(([word, code]) => (code === 'in' && word === 'Deposit') || (code === 'out' && word === 'Withdrawal'))).toBe(true);
    const status = new Set(cells.map((c) => `${c[11]}|${c[12]}`));
    expect([...status].sort()).toEqual(['Deposit completed|depositCompleted', 'Withdrawal completed|withdrawalCompleted'].filter((s) => status.has(s)).sort());
    expect(status.size).toBeGreaterThan(0);
    const words = new Set(cells.flatMap((c) => [c[3], c[5], c[11], c[13]]));
    for (const code of ['in', 'out', 'depositCompleted', 'withdrawalCompleted', 'depositWithdrawal']) expect(words.has(code), code).toBe(false);

    // The same rows as the list with the same filters, less the users tagged dev, test or bot.
    const tagged = await taggedIds();
    const expected = await server.db.kysely
      .selectFrom('transactions')
      .select(['id', 'user_id'])
      .where('status', 'in', ['depositCompleted', 'withdrawalCompleted'])
      .where('date_created', '>=', '2026-01-01T00:00:00.000Z')
      .where('date_created', '<=', '2026-11-22T23:59:59.999Z')
      .execute();
    expect(done.rowCount).toBe(expected.filter((r) => !tagged.has(r.user_id)).length);
    expect(done.excludedRows).toBe(expected.filter((r) => tagged.has(r.user_id)).length);
    expect(done.rowCount + done.excludedRows).toBe(expected.length);
    expect(done.rowCount).toBeGreaterThan(0);
    expect(expected.some((r) => tagged.has(r.user_id))).toBe(true);

    // One notice, to the admin who ordered it.
    const mails = fs.readdirSync(outboxDir);
    expect(mails).toHaveLength(1);
    const mail = fs.readFileSync(path.join(outboxDir, mails[0]!), 'utf8');
    expect(mail).toContain('To: admin@demo.local');
    expect(mail).toContain('Subject: Report Transactions is ready');
    // One file, no partial leftovers.
    expect(fs.readdirSync(reportsDir)).toEqual([`${created.id}.csv`]);
  });

  it('leaves out users tagged dev, test or bot, and escapes cells a spreadsheet would run', async () => {
    const tagged = await taggedIds();
    expect(tagged.size).toBeGreaterThan(0);
    const [victim] = await server.db.kysely.selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id').limit(1).execute();
    const names = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', '-2'];
    const ids = await server.db.kysely.selectFrom('users').select('id').where('is_deleted', '=', 0).where('id', 'not in', [...tagged]).orderBy('id').limit(names.length).execute();
    for (const [i, { id }] of ids.entries()) await server.db.kysely.updateTable('users').set({ user_name: names[i]! }).where('id', '=', id).execute();

    const { file: text } = await buildReport(server, token, worker('w1'), { type: 'Users' });
    const rows = csvRows(text.replace(/\r(?!\n)/g, '<CR>'));
    const fileIds = rows.slice(1).map((r) => Number(r.split(',')[0]));
    expect(fileIds.some((id) => tagged.has(id))).toBe(false);
    const live = await server.db.kysely.selectFrom('users').select('id').where('is_deleted', '=', 0).execute();
    expect(fileIds.length).toBe(live.filter((u) => !tagged.has(u.id)).length);
    expect(victim).toBeDefined();
    expect(text).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(text).toContain(`,'+1+1,`);
    expect(text).toContain(`,'-2+3,`);
    // A name that is a plain number opens as that number: nothing to run.
    expect(text).toContain(`,-2,`);
    expect(text).toContain(`,'@SUM(A1),`);
    expect(text).toContain(`,'\tTAB,`);
    expect(text).toContain(`,"'\rCR",`);
    expect(text).not.toMatch(/,=|,\+|,-(?!2,)|,@/);

    // An explicit empty list of ignored tags keeps everyone.
    const all = await buildReport(server, token, worker('w1'), { type: 'Users', ignoredUserTags: [] });
    expect(all.report.rowCount).toBe(live.length);
  });

  it('writes negative amounts as numbers a spreadsheet sums, not as escaped text', async () => {
    const { file: text, report: done } = await buildReport(server, token, worker('w1', { batchSize: 500 }), { type: 'Operations', ignoredUserTags: [] });
    const rows = csvRows(text);
    const amountAt = rows[0]!.split(',').indexOf('Amount');
    const amounts = rows.slice(1).map((r) => r.split(',')[amountAt]!);
    expect(amounts).toHaveLength(done.rowCount ?? -1);
    const stored = await server.db.kysely.selectFrom('ledger_entries').select('amount').orderBy('id').execute();
    const negatives = stored.filter((e) => String(e.amount).startsWith('-')).length;
    expect(negatives).toBeGreaterThan(0);
    expect(amounts.filter((a) => a.startsWith('-'))).toHaveLength(negatives);
    expect(amounts.filter((a) => a.startsWith("'"))).toEqual([]);
    expect(amounts).toEqual(stored.map((e) => String(e.amount)));
  });

  it('stops at the row limit (at most 1,000,000) and refuses filters the type does not have', async () => {
    const limited = await buildReport(server, token, worker('w1'), { type: 'Transactions', limit: 7 });
    expect(limited.report).toMatchObject({ status: 'completed', rowCount: 7, rowLimit: 7 });
    expect(csvRows(limited.file)).toHaveLength(8);

    const bad = await server.call('PUT', '/api/v2/Report/CreateReport', { token, body: { type: 'Users', filters: { kytStatusList: ['ok'] } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('/filters/kytStatusList');
    const tooMany = await server.call('PUT', '/api/v2/Report/CreateReport', { token, body: { type: 'Users', limit: 1_000_001 } });
    expect(tooMany.statusCode).toBe(400);
    const badDate = await server.call('PUT', '/api/v2/Report/CreateReport', { token, body: { type: 'Users', dateFrom: '22.11.2026' } });
    expect(badDate.statusCode).toBe(400);
    const backwards = await server.call('PUT', '/api/v2/Report/CreateReport', { token, body: { type: 'Users', dateFrom: '2026-11-22', dateTo: '2026-11-01' } });
    expect(backwards.statusCode).toBe(400);
  });

  it('builds every one of the 13 types, each with rows from the seeded data', async () => {
    const types = ['TotalBalances', 'Users', 'chats', 'Transactions', 'Operations', 'Trades', 'Orders', 'UserActions', 'ReferralProgramIncomes', 'StakingLogs', 'BalancesInfo', 'P2pDeals', 'P2pOffers'];
    const ids = [];
    for (const type of types) ids.push((await order({ type })).id);
    const w = worker('w1', { batchSize: 500 });
    while (await w.runOnce());
    const counts: Record<string, number> = {};
    for (const [i, id] of ids.entries()) {
      const r = await report(id);
      expect(r.status, `${types[i]}: ${r.error}`).toBe('completed');
      expect(csvRows((await file(id)).body).length - 1).toBe(r.rowCount);
      counts[types[i]!] = r.rowCount;
    }
    for (const type of types) expect(counts[type], type).toBeGreaterThan(0);
    expect(fs.readdirSync(outboxDir)).toHaveLength(types.length);
  });

  it('a job fails with its reason in the error status and the admin is told', async () => {
    const blocker = path.join(tempDir('blocked-'), 'not-a-folder');
    fs.writeFileSync(blocker, 'x');
    reportsDir = blocker;
    const created = await order({ type: 'Users' });
    await worker('w1').runOnce();
    const r = await report(created.id);
    expect(r.status).toBe('error');
    expect(r.error).toBeTruthy();
    expect(r.mailedVia).toBe('outbox');
    expect(fs.readFileSync(path.join(outboxDir, fs.readdirSync(outboxDir)[0]!), 'utf8')).toContain('Subject: Report Users failed');
    expect((await file(created.id)).statusCode).toBe(409);
  });

  it('two workers racing for the same jobs build each one exactly once', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await order({ type: 'Transactions' })).id);
    const a = worker('a');
    const b = worker('b');
    const drain = async (w: ReportWorker) => {
      const got: number[] = [];
      for (let job = await w.runOnce(); job; job = await w.runOnce()) got.push(job.id);
      return got;
    };
    const [gotA, gotB] = await Promise.all([drain(a), drain(b)]);
    expect([...gotA, ...gotB].sort((x, y) => x - y)).toEqual(ids);
    const rows = await server.db.kysely.selectFrom('reports').select(['attempts', 'status']).execute();
    expect(rows.every((r) => r.attempts === 1 && r.status === 'completed')).toBe(true);
    expect(fs.readdirSync(reportsDir).sort()).toEqual(ids.map((id) => `${id}.csv`).sort());
    expect(fs.readdirSync(outboxDir)).toHaveLength(4);
  });

  it('a job held by a worker that stopped renewing is taken again after the lease, and the old holder cannot finish it', async () => {
    const created = await order({ type: 'Transactions' });
    const now = server.clock.now();
    const lease = new Date(now.getTime() + 60_000).toISOString();
    const dead = await claimReport(server.db, 'dead-process', now.toISOString(), lease);
    expect(dead?.id).toBe(created.id);
    // A stale partial file of the dead process.
    fs.writeFileSync(path.join(reportsDir, `${created.id}.dead-process.part`), 'half');
    expect((await report(created.id)).status).toBe('inProgress');

    const w = worker('alive');
    expect(await w.runOnce()).toBeNull();
    server.clock.advanceMinutes(2);
    expect((await w.runOnce())?.id).toBe(created.id);
    const r = await report(created.id);
    expect(r.status).toBe('completed');
    expect(fs.readdirSync(reportsDir)).toEqual([`${created.id}.csv`]);
    expect(await renewLease(server.db.kysely, created.id, 'dead-process', lease, 1)).toBe(false);
    const row = await server.db.kysely.selectFrom('reports').select(['attempts', 'claimed_by']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 2, claimed_by: 'alive' });
    expect(fs.readdirSync(outboxDir)).toHaveLength(1);
  });

  it('a notice left unsent by a process that died after finishing is sent once by the next worker', async () => {
    const created = await order({ type: 'Users' });
    await server.db.kysely
      .updateTable('reports')
      .set({ status: 'completed', claimed_by: 'dead', lease_until: server.clock.now().toISOString(), row_count: 0, file_name: 'Report Users 2026-11-22.csv' })
      .where('id', '=', created.id)
      .execute();
    server.clock.advanceMinutes(1);
    const w = worker('alive');
    expect((await w.runOnce())?.id).toBe(created.id);
    expect(await w.runOnce()).toBeNull();
    expect(fs.readdirSync(outboxDir)).toHaveLength(1);
    expect((await report(created.id)).mailedVia).toBe('outbox');
  });

  it('lists reports newest first with type and status filters; the v1 calls answer the same jobs', async () => {
    const first = await order({ type: 'Users' });
    const second = await order({ type: 'Transactions' });
    const list = await server.call('POST', '/api/v2/Report/GetReports', { token, body: { getTotal: true } });
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    const users = await server.call('POST', '/api/v2/Report/GetReports', { token, body: { type: 'Users', status: 'new', getTotal: true } });
    expect(users.json()).toMatchObject({ total: 1, items: [{ id: first.id }] });

    const v1 = await server.call('POST', '/api/v1/reports', { token, body: { type: 'chats' } });
    expect(v1.json()).toMatchObject({ result: { Success: true }, id: second.id + 1 });
    const v1List = await server.call('GET', '/api/v1/reports?type=chats', { token });
    expect(v1List.json()).toMatchObject({ result: { Success: true }, total: 1, items: [{ type: 'chats', status: 'new' }] });
    const v1One = await server.call('GET', `/api/v1/reports/${first.id}`, { token });
    expect(v1One.json()).toMatchObject({ result: { Success: true }, data: { id: first.id, type: 'Users' } });
    expect((await server.call('GET', '/api/v1/reports/99999', { token })).statusCode).toBe(404);

    // Ordering leaves an admin-log row.
    const log = await server.db.kysely.selectFrom('admin_logs').select('operation_id').where('operation_id', '=', 'PUT v2/Report/CreateReport').execute();
    expect(log).toHaveLength(2);
  });
});
