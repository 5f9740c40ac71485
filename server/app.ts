import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { installErrorHandling } from './http/errorHandler.ts';
import { installEdge, type SignInRate } from './http/edge.ts';
import { serveConsole } from './http/staticConsole.ts';
import { registerContractRoutes } from './http/routes.ts';
import { installValidation } from './http/validation.ts';
import { redactingLoggerOptions } from './http/logRedaction.ts';
import { installRequestPipeline } from './http/requestPipeline.ts';
import { clientErrorHandler } from './http/clientErrors.ts';
import type { OperationMap } from './http/operation.ts';
import { implementedOperations } from './modules/index.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

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
  /** How long a request may take to arrive, headers and body (a slow sender then gets 408). */
  requestTimeoutMs?: number;
  /** Tests may pass their own transport (a real SMTP server's); by default the config's. */
  mailer?: Mailer;
}

/** A slow or stalled sender is cut after this long; the largest body (10 chat files) needs far less. */
const REQUEST_TIMEOUT_MS = 10_000;

/** How long a browser may use its copy of /config.json while it asks again: a working day. */
export const CONFIG_REVALIDATE_SECONDS = 12 * 60 * 60;

/** Builds the whole product: the three contracts under /api, /api/health, /config.json and the console. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
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
    // Each operation sets its own limit (requestShape.ts); this covers the few routes outside the contracts.
    bodyLimit: 16 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false } },
    // Request pipeline: slow headers (Node) and slow bodies (requestPipeline.ts) answer 408,
    // oversized headers 431, all in the error envelope.
    requestTimeout: requestTimeoutMs,
    http: { headersTimeout: requestTimeoutMs, requestTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(1000, requestTimeoutMs) },
    clientErrorHandler,
  });
  installValidation(app);
  await installRequestPipeline(app, { requestTimeoutMs });
  installErrorHandling(app);
  await installEdge(app, { db, signInRate: options.signInRate ?? { max: config.signInRatePerMinute, windowMs: 60_000 } });

  app.get('/api/health', async () => {
    await db.kysely.selectFrom('admins').select('id').limit(1).execute();
    return { status: 'ok', database: db.dialect, version: config.version };
  });
  // Every page load reads it before its first call: a reload takes the copy it has at once and
  // asks again in the background (stale-while-revalidate), where it waited a round trip to a busy
  // server first (issue 27, warm opens); a changed file is used from the load after.
  // The console's page carries the same answer inline (http/consolePage.ts): the console asks
  // for this file only when another server serves the page.
  const runtimeConfig = { api: { v2: '/api', v1: '/api', p2p: '/api' }, version: config.version };
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', `max-age=0, stale-while-revalidate=${CONFIG_REVALIDATE_SECONDS}`);
    return runtimeConfig;
  });

  await registerContractRoutes(app, {
    db,
    config,
    mailer: options.mailer ?? createMailer(config),
    operations: options.operations ?? implementedOperations,
    now: options.now ?? (() => new Date()),
  });
  await serveConsole(app, config.staticDir, runtimeConfig);
  return app;
}
