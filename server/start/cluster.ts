import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.ts';
import { logBanner } from './banner.ts';
import { openConfiguredDatabase, prepareDatabase } from './prepare.ts';

/**
 * WORKERS > 1: this process migrates and seeds once, then forks that many server processes that
 * share the port (node:cluster hands each connection to one of them). The API keeps no state in
 * memory, so any worker can answer any request. SIGTERM and SIGINT are passed to every worker; the
 * primary exits when all have, with 0 when every worker stopped cleanly. A worker that dies while
 * serving is replaced; one that dies before it ever listened stops the whole server (a bad port,
 * say, would fail the same way in every replacement).
 */
export async function runPrimary(config: ServerConfig, log: Logger) {
  const db = openConfiguredDatabase(config);
  const demo = await prepareDatabase(db, config, log);
  await db.close();

  let stopping = false;
  let exitCode = 0;
  const listening = new Set<Worker>();
  const fork = () => cluster.fork();

  let bannerShown = false;
  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (!bannerShown && listening.size === config.workers) {
      bannerShown = true;
      logBanner(log, config, demo);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker);
    // The exit code reports the stop itself: a worker replaced earlier does not turn a clean stop into a failure.
    if (stopping && (code !== 0 || signal)) exitCode = 1;
    if (!stopping) {
      if (!started) {
        log.error({ workerPid: worker.process.pid, code, signal }, 'A server process failed to start: stopping');
        exitCode = 1;
        stopAll('SIGTERM');
      } else {
        log.error({ workerPid: worker.process.pid, code, signal }, 'A server process died: starting a replacement');
        fork();
      }
    }
    exitOnceAllGone();
  });
  // Node drops a worker from cluster.workers once it has both exited and disconnected, in either
  // order, before the later of the two events: waiting on 'exit' alone missed the last worker
  // whenever its 'disconnect' came second, and the primary never exited (a CI run hung on it).
  cluster.on('disconnect', () => exitOnceAllGone());

  function exitOnceAllGone() {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) {
      log.info('Stopped');
      process.exit(exitCode);
    }
  }

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Workers first, the log line after: a log that cannot be written must not keep them running.
    const workers = Object.values(cluster.workers ?? {});
    for (const worker of workers) worker?.process.kill(signal);
    log.info({ signal }, `${signal}: stopping ${workers.length} server processes`);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));

  for (let i = 0; i < config.workers; i++) fork();
}
