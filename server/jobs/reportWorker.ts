import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { csvCell, csvLine, REPORT_TYPES, reportFileName, type ReportFilters, type ReportType } from '../../src/domain/reports.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { Decimal } from '../money.ts';
import { reportFilePath } from '../modules/reports/files.ts';
import * as repo from '../modules/reports/repository.ts';
import { REPORT_SOURCES, taggedUserIds, type Cell, type RawRow, type ReportSource, type SourceQuery } from '../modules/reports/sourcesRepository.ts';

/** The few log methods the worker uses (pino's and Fastify's loggers have them). */
export interface WorkerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ReportWorkerOptions {
  db: Db;
  /** Where the CSV files go (REPORTS_DIR). */
  reportsDir: string;
  mailer: Mailer;
  log?: WorkerLog;
  now?: () => Date;
  /** Names this worker in `claimed_by`; unique per process by default. */
  workerId?: string;
  /** How long a claim holds without renewal; a job whose holder stopped renewing is taken again after it. */
  leaseMs?: number;
  /** How often an idle worker looks for a job. */
  pollMs?: number;
  /** Rows per query: small enough that one query never holds the event loop for long (better-sqlite3 is synchronous). */
  batchSize?: number;
  /**
   * How long the worker runs batches before it lets the event loop answer requests (default 8 ms).
   * Yielding after every batch made a report pay for a request between each pair of 300-row
   * batches (a million rows took 12 s instead of 6); a slice keeps the wait of a request at about
   * this long while the report gets most of the process.
   */
  sliceMs?: number;
  /** A pause at each yield (0: only yield to the event loop, so requests keep being answered). */
  pauseMs?: number;
}

const silent: WorkerLog = { info() {}, warn() {}, error() {} };


/**
 * Builds reports in the background of a server process. Jobs live in the `reports` table; a worker
 * claims one atomically with a lease (repository `claimReport`), renews the lease after every batch,
 * writes the CSV to a partial file, renames it to `<id>.csv`, then marks the job completed only if
 * it still holds it. A process that dies mid-report stops renewing; after the lease another worker
 * (in this or another process) takes the job again and starts the file over. The admin who ordered
 * the report gets one e-mail when it completes or fails.
 */
export class ReportWorker {
  readonly id: string;
  private readonly db: Db;
  private readonly reportsDir: string;
  private readonly mailer: Mailer;
  private readonly log: WorkerLog;
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly pauseMs: number;
  private readonly sliceMs: number;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(options: ReportWorkerOptions) {
    this.db = options.db;
    this.reportsDir = options.reportsDir;
    this.mailer = options.mailer;
    this.log = options.log ?? silent;
    this.now = options.now ?? (() => new Date());
    this.id = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.batchSize = options.batchSize ?? 300;
    this.pauseMs = options.pauseMs ?? 0;
    this.sliceMs = options.sliceMs ?? 8;
  }

  /** Starts polling for jobs until {@link stop}. */
  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.poll();
  }

  /**
   * Stops claiming; a report being built stops at its next batch and gives its lease back, so
   * another process (or this one after a restart) takes it at once.
   */
  async stop() {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  private async poll() {
    while (this.running) {
      try {
        const job = await this.runOnce();
        if (job) continue;
      } catch (error) {
        this.log.error({ err: error }, 'Report worker: claiming a job failed');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private leaseUntil() {
    return new Date(this.now().getTime() + this.leaseMs).toISOString();
  }

  /** Claims and runs one job (building its file, or only sending its notice). Answers the job as claimed, or null when none waits. */
  async runOnce(): Promise<repo.ReportRow | null> {
    const job = await repo.claimReport(this.db, this.id, this.now().toISOString(), this.leaseUntil());
    if (!job) return null;
    if (job.status === 'inProgress') {
      this.log.info({ reportId: job.id, type: job.type, attempt: job.attempts }, 'Report started');
      const finished = await this.build(job);
      if (!finished) return job;
    }
    await this.notify(job.id);
    return job;
  }

  /** Writes the file and ends the job; false when the job was given up (stop, or another worker took it). */
  private async build(job: repo.ReportRow): Promise<boolean> {
    const type = job.type as ReportType;
    const part = path.join(this.reportsDir, `${job.id}.${this.id.replace(/[^A-Za-z0-9_-]/g, '_')}.part`);
    let rows = 0;
    let excludedRows = 0;
    try {
      await fsp.mkdir(this.reportsDir, { recursive: true });
      await this.removeLeftovers(job.id);
      if (!(REPORT_TYPES as readonly string[]).includes(type)) throw new Error(`Unknown report type ${job.type}`);
      const result = await this.writeFile(job, type, part);
      if (result === 'abandoned') {
        await fsp.rm(part, { force: true });
        return false;
      }
      rows = result.rows;
      excludedRows = result.excluded;
      const final = reportFilePath(this.reportsDir, job.id);
      await fsp.rename(part, final);
      const done = await repo.finishReport(this.db.kysely, job.id, this.id, {
        status: 'completed',
        at: this.now().toISOString(),
        leaseUntil: this.leaseUntil(),
        rowCount: rows,
        excludedRows,
        fileName: reportFileName(type, job.date_created),
        error: null,
        mailVia: this.mailer.usesOutbox ? 'outbox' : 'smtp',
      });
      if (!done) return false;
      this.log.info({ reportId: job.id, type, rows }, 'Report completed');
      return true;
    } catch (error) {
      await fsp.rm(part, { force: true }).catch(() => {});
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ reportId: job.id, err: error }, 'Report failed');
      return repo.finishReport(this.db.kysely, job.id, this.id, {
        status: 'error',
        at: this.now().toISOString(),
        leaseUntil: this.leaseUntil(),
        rowCount: rows,
        excludedRows: null,
        fileName: null,
        error: message.slice(0, 1024),
        mailVia: this.mailer.usesOutbox ? 'outbox' : 'smtp',
      });
    }
  }

  /** Partial files of earlier attempts (a process that died while writing). */
  private async removeLeftovers(id: number) {
    const names = await fsp.readdir(this.reportsDir).catch(() => [] as string[]);
    await Promise.all(names.filter((n) => n.startsWith(`${id}.`) && n.endsWith('.part')).map((n) => fsp.rm(path.join(this.reportsDir, n), { force: true })));
  }

  private async writeFile(job: repo.ReportRow, type: ReportType, part: string): Promise<{ rows: number; excluded: number } | 'abandoned'> {
    const source = REPORT_SOURCES[type];
    const query: SourceQuery = { filters: JSON.parse(job.filters) as ReportFilters, from: job.date_from, to: job.date_to };
    const ignoredTags = JSON.parse(job.ignored_user_tags) as string[];
    const excluded = await taggedUserIds(this.db.kysely, ignoredTags);
    const { keyAt, userAt, format } = source;
    const limit = job.row_limit;
    const out = fs.createWriteStream(part, { encoding: 'utf8', highWaterMark: 256 * 1024 });
    // The stream's errors arrive as events, possibly after the write that caused them (a full disk)
    // or after the stream was given up (a write still in flight when the report stops mid-file
    // fails with ERR_STREAM_DESTROYED): kept here, so one never goes unhandled and ends the process.
    let failed: unknown = null;
    out.on('error', (error) => {
      failed ??= error;
    });
    const write = async (text: string) => {
      if (failed) throw failed;
      if (!out.write(text)) await once(out, 'drain');
    };
    // The BOM lets spreadsheets read the file as UTF-8 (user names in every script).
    await write(`\ufeff${csvLine(source.columns)}`);
    let rows = 0;
    let excludedRows = 0;
    let after: number[] | null = null;
    let renewed = performance.now();
    let sliceStarted = performance.now();
    const renewEveryMs = Math.min(this.leaseMs / 4, 1_000);
    const totals = new Map<string, { available: Decimal; locked: Decimal; users: number }>();
    const cursor = source.open(this.db, query);
    try {
      while (rows < limit) {
        const batch = await cursor.next(after, this.batchSize);
        if (!batch.length) break;
        const last = batch[batch.length - 1]!;
        after = keyAt.map((i) => last[i] as number);
        // One write per batch: the stream's per-call cost is far above a string join.
        let chunk = '';
        for (const row of batch) {
          if (excluded.size && userAt.some((i) => excluded.has(row[i] as number))) {
            excludedRows += 1;
            continue;
          }
          if (type === 'TotalBalances') {
            // BalancesInfo's cells: user, currency, available, locked, updated.
            const key = String(row[1] ?? '');
            const t = totals.get(key) ?? { available: new Decimal(0), locked: new Decimal(0), users: 0 };
            t.available = t.available.plus(String(row[2]));
            t.locked = t.locked.plus(String(row[3]));
            t.users += 1;
            totals.set(key, t);
            continue;
          }
          chunk += csvRecord(row, format);
          rows += 1;
          if (rows >= limit) break;
        }
        if (chunk) await write(chunk);
        if (!this.running && this.loop !== null) {
          await this.release(job.id);
          return 'abandoned';
        }
        // The lease (and the progress the console shows) is renewed a few times per lease, not per
        // batch: a write per batch would cost more than the batch on a busy database.
        if (performance.now() - renewed >= renewEveryMs) {
          if (!(await repo.renewLease(this.db.kysely, job.id, this.id, this.leaseUntil(), rows))) {
            this.log.warn({ reportId: job.id }, 'Report taken over by another worker (lease lost); this copy stops');
            return 'abandoned';
          }
          renewed = performance.now();
        }
        if (this.pauseMs > 0 || performance.now() - sliceStarted >= this.sliceMs) {
          await new Promise((resolve) => (this.pauseMs > 0 ? setTimeout(resolve, this.pauseMs) : setImmediate(resolve)));
          sliceStarted = performance.now();
        }
      }
      if (type === 'TotalBalances') {
        for (const [currency, t] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
          if (rows >= limit) break;
          await write(csvLine([currency, t.available.toFixed(), t.locked.toFixed(), t.users]));
          rows += 1;
        }
      }
      if (failed) throw failed;
      out.end();
      await once(out, 'finish');
      if (failed) throw failed;
      return { rows, excluded: excludedRows };
    } finally {
      cursor.close();
      // Given up (stop, lease lost, failure): the file is closed before the caller removes it.
      if (!out.closed) {
        const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
        out.destroy();
        await closed;
      }
    }
  }

  /** Gives the job back (lease ends now) when the process stops mid-report. */
  private async release(id: number) {
    await repo.renewLease(this.db.kysely, id, this.id, this.now().toISOString(), 0).catch(() => false);
    this.log.info({ reportId: id }, 'Report given back for another worker (stopping)');
  }

  /** Sends the admin's notice once (the job's lease covers it; a notice recorded as sent is never sent again). */
  private async notify(id: number) {
    const job = await repo.findReport(this.db.kysely, id);
    if (!job || job.date_mailed !== null || (job.status !== 'completed' && job.status !== 'error')) return;
    if (job.claimed_by !== this.id) return;
    const to = await repo.adminEmail(this.db.kysely, job.admin_id);
    if (!to) return;
    const type = job.type as ReportType;
    const subject = job.status === 'completed' ? `Report ${type} is ready` : `Report ${type} failed`;
    const text =
      job.status === 'completed'
        ? `Your ${type} report #${job.id} is ready: ${job.row_count ?? 0} rows. Download it from the Reports screen of the back office (${job.file_name}).`
        : `Your ${type} report #${job.id} could not be built: ${job.error ?? 'unknown error'}. You can order it again from the Reports screen.`;
    try {
      const delivery = await this.mailer.send({ to, subject, text });
      await repo.markMailed(this.db.kysely, job.id, delivery.via, this.now().toISOString());
      if (delivery.via === 'outbox') this.log.info({ reportId: job.id, file: delivery.file }, 'Report notice written to the outbox (no SMTP_URL)');
    } catch (error) {
      // Not marked: the notice is tried again once the lease runs out.
      this.log.error({ reportId: job.id, err: error }, 'Report notice could not be sent');
    }
  }
}

/** One CSV record from a row's cells (the leading positions of the raw row), without an array per row. */
function csvRecord(row: RawRow, format: ReportSource['format']): string {
  let line = '';
  for (let i = 0; i < format.length; i++) {
    const f = format[i];
    const cell = csvCell(f ? f(row[i]) : (row[i] as Cell));
    line = i === 0 ? cell : `${line},${cell}`;
  }
  return `${line}\r\n`;
}
