import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/domain/errors.ts';
import { ApiError } from './apiError.ts';
import { sendError } from './errorHandler.ts';

/**
 * The built console, with history-mode fallback: any non-API GET that is not a file gets index.html.
 * Files go out as the build compressed them (`.br`, `.gz` beside each asset, made by
 * scripts/vite/precompress.ts), chosen by the request's Accept-Encoding; no compression at run time.
 */
export async function serveConsole(app: FastifyInstance, staticDir: string) {
  const index = path.join(staticDir, 'index.html');
  const html = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : null;
  if (html) await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false, serve: false, preCompressed: true });
  app.setNotFoundHandler((request, reply) => {
    if (html && request.method === 'GET' && !request.url.startsWith('/api/')) {
      const file = path.join(staticDir, decodeURIComponent(request.url.split('?')[0] ?? '/'));
      if (file.startsWith(staticDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        // The same URL answers brotli, gzip or plain bytes: caches must key on Accept-Encoding.
        return reply.header('vary', 'accept-encoding').sendFile(path.relative(staticDir, file), { maxAge: '1y', immutable: true });
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    }
    return sendError(request, reply, new ApiError(ErrorCode.NotFound));
  });
}
