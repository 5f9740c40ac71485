import type { Logger } from 'pino';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ReportWorker } from '../jobs/reportWorker.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * The report worker of this server process: every process runs one (WORKERS, several hosts on one
 * PostgreSQL), and the jobs table's atomic claim keeps any report from being built twice at once.
 */
export function startReportWorker(config: ServerConfig, db: Db, mailer: Mailer, log: Logger): ReportWorker {
  const worker = new ReportWorker({
    db,
    reportsDir: config.reportsDir,
    mailer,
    log: log.child({ component: 'reports' }),
    leaseMs: config.reportLeaseSeconds * 1000,
    batchSize: config.reportBatchRows,
    pauseMs: config.reportBatchPauseMs,
  });
  worker.start();
  if (mailer.usesOutbox) log.info({ outboxDir: config.outboxDir }, 'No SMTP_URL: report notices are written to the outbox folder');
  return worker;
}
