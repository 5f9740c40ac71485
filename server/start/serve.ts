import type { Logger } from 'pino';
import { buildApp } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createMailer } from '../mail/mailer.ts';
import { startStatisticsRebuild } from '../jobs/statisticsRebuild.ts';
import { startApprovalsExpiry } from '../jobs/approvalsExpiry.ts';
import { startReportWorker } from './reports.ts';

/** How long a stop waits for requests in flight before it closes their connections. */
export const STOP_GRACE_MS = 10_000;

/**
 * Serves the product on the configured port until SIGTERM or SIGINT, then stops: no new
 * connections, requests in flight finish (at most {@link STOP_GRACE_MS}), the database closes,
 * and the process exits 0 (1 when requests had to be cut off or closing failed).
 */
export async function serveUntilSignalled(config: ServerConfig, db: Db, log: Logger) {
  // One mail transport for the requests and the report worker.
  const mailer = createMailer(config);
  const app = await buildApp({ config, db, log, mailer });
  let worker: ReturnType<typeof startReportWorker> | null = null;
  let statistics: ReturnType<typeof startStatisticsRebuild> | null = null;
  let approvals: ReturnType<typeof startApprovalsExpiry> | null = null;
  let stopping = false;
  // Once stopping, every answer closes its connection: a keep-alive client would otherwise hold
  // the server open until the grace period ends, and its next request would find nobody.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  const stop = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl+C reaches the launcher and every server process, and the launcher
    // forwards it too: the second signal must not start a second close.
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      process.exitCode = 1;
      app.server.closeAllConnections();
      log.warn(`Requests still in flight after ${STOP_GRACE_MS / 1000} s: their connections were closed`);
    }, STOP_GRACE_MS);
    force.unref();
    // Connections that went idle after their last answer (answered before the stop began).
    const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
    sweep.unref();
    // Closing starts before the log line: a log that cannot be written (its reader gone) must
    // not keep the server from stopping.
    // The report worker stops with the requests: a report being built gives its job back, so the
    // next process (or this one restarted) takes it at once instead of after the lease.
    const closed = Promise.all([app.close(), worker?.stop(), statistics?.stop(), approvals?.stop()]);
    log.info({ signal }, `${signal}: finishing requests in flight, then stopping`);
    closed
      .then(() => db.close())
      .then(
        () => {
          clearTimeout(force);
          clearInterval(sweep);
          log.info('Stopped');
          process.exit(process.exitCode ?? 0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'Stopping failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await app.listen({ port: config.port, host: config.host });
  if (!stopping) {
    worker = startReportWorker(config, db, mailer, log);
    statistics = startStatisticsRebuild(db, log.child({ component: 'statistics' }));
    approvals = startApprovalsExpiry(db, log.child({ component: 'approvals' }));
  }
  return app;
}
