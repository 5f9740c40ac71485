import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { INLINE_CONFIG_ID } from '../../src/domain/runtimeConfig.ts';
import type { CachedAsset } from './assetCache.ts';

/** The build's preload of /config.json (index.html), which the inline copy makes unneeded. */
const CONFIG_PRELOAD = /[ \t]*<link rel="preload" href="\/config\.json"[^>]*>\n?/;

/**
 * The console's page with the service bases written into it: a script element of type
 * application/json holding what GET /config.json answers, in place of the build's preload of that
 * file. Every open of the console read the file before its first call; even answered from the
 * browser's cache it took 20-40 ms of a warm open, in which the first list's request waited
 * (issue 27). A page served by another server (Vite's, or a static host) has no inline copy and
 * the console asks for /config.json as before. `<` is escaped, so no value can close the element.
 */
export function withInlineConfig(html: string, runtimeConfig: unknown): string {
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  const element = `<script id="${INLINE_CONFIG_ID}" type="application/json">${json}</script>`;
  const withoutPreload = html.replace(CONFIG_PRELOAD, '');
  return withoutPreload.includes('</head>') ? withoutPreload.replace('</head>', `    ${element}\n  </head>`) : `${element}${withoutPreload}`;
}

export interface ConsolePage extends CachedAsset {
  etag: string;
}

/** Whether a request's If-None-Match names the page as the browser has it. */
export function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * index.html with the inline config, compressed once per build of it: read again when the file
 * changes (a new build shows at once, as when the file itself was sent).
 */
export function consolePageReader(indexFile: string, runtimeConfig: unknown): () => ConsolePage {
  let stamp = '';
  let page: ConsolePage | null = null;
  return () => {
    const stat = fs.statSync(indexFile);
    const current = `${stat.mtimeMs}:${stat.size}`;
    if (page && current === stamp) return page;
    const plain = Buffer.from(withInlineConfig(fs.readFileSync(indexFile, 'utf8'), runtimeConfig));
    page = {
      type: 'text/html; charset=utf-8',
      plain,
      br: zlib.brotliCompressSync(plain),
      gzip: zlib.gzipSync(plain),
      // weak: the plain, brotli and gzip bytes are one page
      etag: `W/"${crypto.createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    };
    stamp = current;
    return page;
  };
}
