import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { ErrorCode } from '../src/domain/errors.ts';
import { ApiError } from './http/apiError.ts';
import { installErrorHandling, sendError } from './http/errorHandler.ts';
import { registerContractRoutes } from './http/routes.ts';
import { installValidation } from './http/validation.ts';
import { installMultipart } from './http/multipart.ts';
import { redactUrl } from './http/redact.ts';
import type { OperationMap } from './http/operation.ts';
import { implementedOperations } from './modules/index.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  /** Replaceable in tests (token expiry, sign-in throttling). */
  now?: () => Date;
  operations?: OperationMap;
  logger?: boolean;
}

/** Builds the whole product: the three contracts under /api, /api/health, /config.json and the console. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Request lines without secrets: User/CreateAdmin carries the new admin's password in its query.
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    bodyLimit: 2 * 1024 * 1024, // the largest upload is 1 MB; multipart framing needs a little more
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false } },
  });
  installValidation(app);
  // Chat uploads: up to 10 files of at most 1 MB each (the per-file limit answers with the spec's message).
  installMultipart(app, 12 * 1024 * 1024);
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
