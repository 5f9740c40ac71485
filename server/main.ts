import cluster from 'node:cluster';
import { readConfigOrExit } from './config.ts';
import { createServerLogger } from './http/logRedaction.ts';
import { logBanner } from './start/banner.ts';
import { runPrimary } from './start/cluster.ts';
import { openConfiguredDatabase, prepareDatabase } from './start/prepare.ts';
import { serveUntilSignalled } from './start/serve.ts';

/**
 * The production entry (`npm start` runs its compiled form): validate the configuration, migrate,
 * seed demo data into an empty database when SEED allows it, serve until SIGTERM/SIGINT. With
 * WORKERS > 1 this process becomes the cluster primary and the workers re-enter here to serve only.
 */
const config = readConfigOrExit();
// Secrets never reach a log line: the request serializer and redact paths of server/http/logRedaction.ts.
const log = createServerLogger(config.logLevel);

// Launched by `npm start` (scripts/start.mjs holds an IPC channel to this process): when the
// launcher is gone, even killed outright, this server stops as on SIGTERM instead of serving on orphaned.
if (cluster.isPrimary && process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

try {
  if (config.workers > 1 && cluster.isPrimary) {
    await runPrimary(config, log);
  } else {
    const db = openConfiguredDatabase(config);
    const demo = cluster.isPrimary ? await prepareDatabase(db, config, log) : [];
    await serveUntilSignalled(config, db, log);
    if (cluster.isPrimary) logBanner(log, config, demo);
  }
} catch (error) {
  // A port in use, an unreachable database: one log line, not an unhandled rejection.
  log.fatal({ err: error }, `Start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
