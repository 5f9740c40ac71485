import fs from 'node:fs';

/**
 * The console's built assets (`dist/assets/*`, content-hashed, so never changed in place) answered
 * from memory. Through `@fastify/static` each one cost a stat, an open and a stream: 6 ms for a
 * 390-byte chunk and 21 ms for the 384 kB libraries chunk on this 2-core machine, some 150 ms of
 * the server's one thread during a cold open that asks for 20 files at once, while the browser
 * needed the other core. From memory: about 1 ms each. A file is read on its first request,
 * with the `.br` and `.gz` copies the build wrote beside it; the folder is finite (a few MB).
 */
export interface CachedAsset {
  type: string;
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  eot: 'application/vnd.ms-fontobject',
};

const cache = new Map<string, CachedAsset>();

function readIfFile(file: string): Buffer | null {
  try {
    return fs.statSync(file).isFile() ? fs.readFileSync(file) : null;
  } catch {
    return null;
  }
}

/** The asset at `file` (an absolute path inside the build's assets folder), or null when there is none or its type is unknown. */
export function cachedAsset(file: string): CachedAsset | null {
  const cached = cache.get(file);
  if (cached) return cached;
  const type = TYPES[file.split('.').pop()?.toLowerCase() ?? ''];
  const plain = type ? readIfFile(file) : null;
  if (!type || !plain) return null; // not remembered: a build that writes it later is served at once
  const asset = { type, plain, br: readIfFile(`${file}.br`), gzip: readIfFile(`${file}.gz`) };
  cache.set(file, asset);
  return asset;
}

/** Whether `accept-encoding` accepts `coding` (named, or by `*`, with a q above 0). */
function accepts(acceptEncoding: string, coding: string): boolean {
  let wildcard = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === coding) return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

/** The bytes to send and their content coding: brotli, else gzip, else the file itself. */
export function pickEncoding(asset: CachedAsset, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const accept = acceptEncoding ?? '';
  if (asset.br && accepts(accept, 'br')) return { body: asset.br, encoding: 'br' };
  if (asset.gzip && accepts(accept, 'gzip')) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.plain, encoding: null };
}
