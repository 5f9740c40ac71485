import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { ErrorCode } from '../src/domain/errors.ts';
import { ApiError } from './http/apiError.ts';
import { installErrorHandling, sendError } from './http/errorHandler.ts';
import { registerContractRoutes } from './http/routes.ts';
import { installValidation } from './http/validation.ts';
import { installRequestPipeline } from './http/requestPipeline.ts';
import { clientErrorHandler } from './http/clientErrors.ts';
import type { OperationMap } from './http/operation.ts';
import { implementedOperations } from './modules/index.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  /** Replaceable in tests (token expiry, sign-in throttling). */
  now?: () => Date;
  operations?: OperationMap;
  logger?: boolean;
  /** The process's logger (server/main.ts): start-up and request lines in one stream, in order. */
  log?: FastifyBaseLogger;
  /** How long a request may take to arrive, headers and body (a slow sender then gets 408). */
  requestTimeoutMs?: number;
}

/** A slow or stalled sender is cut after this long; the largest body (10 chat files) needs far less. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Builds the whole product: the three contracts under /api, /api/health, /config.json and the console. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    ...(options.log ? { loggerInstance: options.log } : { logger: options.logger === false ? false : { level: config.logLevel } }),
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

/** The built console, with history-mode fallback: any non-API GET that is not a file gets index.html. */
async function serveConsole(app: FastifyInstance, staticDir: string) {
  const index = path.join(staticDir, 'index.html');
  const html = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : null;
  if (html) await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false, serve: false });
  app.setNotFoundHandler((request, reply) => {
    if (html && request.method === 'GET' && !request.url.startsWith('/api/')) {
      const file = path.join(staticDir, decodeURIComponent(request.url.split('?')[0] ?? '/'));
      if (file.startsWith(staticDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(staticDir, file), { maxAge: '1y', immutable: true });
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    }
    return sendError(request, reply, new ApiError(ErrorCode.NotFound));
  });
}
