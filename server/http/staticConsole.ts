import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/domain/errors.ts';
import { ApiError } from './apiError.ts';
import { cachedAsset, pickEncoding } from './assetCache.ts';
import { consolePageReader, isCurrent } from './consolePage.ts';
import { sendError } from './errorHandler.ts';

/**
 * The built console, with history-mode fallback: any non-API GET (or HEAD) that is not a file gets index.html.
 * Files go out as the build compressed them (`.br`, `.gz` beside each asset, made by
 * scripts/vite/precompress.ts), chosen by the request's Accept-Encoding; no compression at run time.
 */
export async function serveConsole(app: FastifyInstance, staticDir: string, runtimeConfig: unknown) {
  const index = path.join(staticDir, 'index.html');
  const hasConsole = fs.existsSync(index);
  const consolePage = consolePageReader(index, runtimeConfig);
  // the build's content-hashed files, answered from memory (assetCache.ts)
  const assetsDir = path.join(staticDir, 'assets') + path.sep;
  if (hasConsole) await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false, serve: false, preCompressed: true });
  app.setNotFoundHandler((request, reply) => {
    if (hasConsole && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      const file = consoleFile(staticDir, request.url);
      const asset = file && file.startsWith(assetsDir) ? cachedAsset(file) : null;
      if (asset) {
        const { body, encoding } = pickEncoding(asset, request.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding').header('cache-control', 'public, max-age=31536000, immutable').type(asset.type);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
      if (file && file !== index && fs.existsSync(file) && fs.statSync(file).isFile()) {
        // The same URL answers brotli, gzip or plain bytes: caches must key on Accept-Encoding.
        return reply.header('vary', 'accept-encoding').sendFile(path.relative(staticDir, file), { maxAge: '1y', immutable: true });
      }
      // A missing file (favicon.ico, a chunk of an older build) is a 404, never the page's HTML:
      // a browser would otherwise run HTML as a script or show it as an icon.
      if (file !== index && looksLikeFile(request.url)) return sendError(request, reply, new ApiError(ErrorCode.NotFound));
      // The page, with the service bases inline, compressed; never cached without asking (a new
      // build shows at once), and a reload whose copy is current gets 304.
      const page = consolePage();
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag).type(page.type);
      if (isCurrent(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      const { body, encoding } = pickEncoding(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    return sendError(request, reply, new ApiError(ErrorCode.NotFound));
  });
}

/** A URL whose last segment has an extension names a file; the console's routes never do. */
function looksLikeFile(url: string): boolean {
  const last = (url.split('?')[0] ?? '').split('/').pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/** The file a URL names inside the build folder, or null (outside it, or not a decodable path). */
function consoleFile(staticDir: string, url: string): string | null {
  try {
    const file = path.join(staticDir, decodeURIComponent(url.split('?')[0] ?? '/'));
    return file.startsWith(staticDir + path.sep) ? file : null;
  } catch {
    return null;
  }
}
