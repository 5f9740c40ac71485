import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { installErrorHandling } from './http/errorHandler.ts';
import { installEdge, type SignInRate } from './http/edge.ts';
import { serveConsole } from './http/staticConsole.ts';
import { registerContractRoutes } from './http/routes.ts';
import { installValidation } from './http/validation.ts';
import { installMultipart } from './http/multipart.ts';
import { redactingLoggerOptions } from './http/logRedaction.ts';
import type { OperationMap } from './http/operation.ts';
import { implementedOperations } from './modules/index.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  /** Replaceable in tests (token expiry, sign-in throttling). */
  now?: () => Date;
  operations?: OperationMap;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back to prove secrets are redacted). */
  logStream?: DestinationStream;
  /** Sign-in requests per address (tests that sign in many times raise it). */
  signInRate?: SignInRate;
  /** The process's logger (server/main.ts): start-up and request lines in one stream, in order. */
  log?: FastifyBaseLogger;
}

/** Builds the whole product: the three contracts under /api, /api/health, /config.json and the console. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    // The process's logger (server/main.ts) is made with the same redaction (server/http/logRedaction.ts).
    ...(options.log
      ? { loggerInstance: options.log }
      : {
          logger:
            options.logger === false
              ? false
              : { level: config.logLevel, ...redactingLoggerOptions, ...(options.logStream ? { stream: options.logStream } : {}) },
        }),
    bodyLimit: 2 * 1024 * 1024, // the largest upload is 1 MB; multipart framing needs a little more
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false } },
  });
  installValidation(app);
  // Chat uploads: up to 10 files of at most 1 MB each (the per-file limit answers with the spec's message).
  installMultipart(app, 12 * 1024 * 1024);
  installErrorHandling(app);
  await installEdge(app, { db, ...(options.signInRate ? { signInRate: options.signInRate } : {}) });

  app.get('/api/health', async () => {
    await db.kysely.selectFrom('admins').select('id').limit(1).execute();
    return { status: 'ok', database: db.dialect, version: config.version };
  });
  app.get('/config.json', async () => ({ api: { v2: '/api', v1: '/api', p2p: '/api' }, version: config.version }));

  await registerContractRoutes(app, {
    db,
    config,
    operations: options.operations ?? implementedOperations,
    now: options.now ?? (() => new Date()),
  });
  await serveConsole(app, config.staticDir);
  return app;
}
