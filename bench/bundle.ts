/**
 * `npm run bench:bundle` (after `npm run build`): what a browser loads for /login and for /users
 * after sign-in.
 * - `gzipBytes`: gzip -9 of the JavaScript from the production build's manifest (entry chunk, the
 *   route group's lazy chunk, and everything they import statically). Targets: /login ≤ 150 kB,
 *   /users ≤ 260 kB.
 * - `wire`: the bytes the server really sends for the same files, the page's HTML and CSS, measured
 *   over HTTP against the built server started here (port 8102 or a free one, a temporary SQLite
 *   file), with the Accept-Encoding a browser sends. `uncompressed` is the same files asked for
 *   with `identity`: what the server sent for all of them before compression (issue 9).
 *   /users adds the API answers the screen starts with (current admin, first page of users).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase, type Db } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { DEMO_PASSWORD } from '../server/db/seed/staff.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;

/** The chunk key plus everything it imports statically, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** A lazy chunk by source: a feature group's index, or another module such as the signed-in shell. */
function featureChunk(group: string): string | undefined {
  if (group.startsWith('src/')) return manifest[group] ? group : undefined;
  return Object.keys(manifest).find((k) => k.startsWith(`src/features/${group}/`) && k.match(/index\.tsx?$/));
}

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The JavaScript and CSS files a route loads. */
function routeFiles(groups: string[]) {
  const keys = closure(entryKey);
  for (const group of groups) {
    const key = featureChunk(group);
    if (!key) throw new Error(`No lazy chunk for src/features/${group}`);
    closure(key, keys);
  }
  const chunks = [...keys].map((k) => manifest[k]!);
  return { js: chunks.map((c) => c.file).filter((f) => f.endsWith('.js')), css: [...new Set(chunks.flatMap((c) => c.css ?? []))] };
}

// ---- over HTTP ----------------------------------------------------------------------------

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface Fetched {
  /** Body bytes as they crossed the wire (still compressed). */
  bytes: number;
  encoding: string;
}

/** One request; counts the raw body bytes without decoding them. */
function fetchRaw(port: number, method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}) } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${method} ${url}: ${response.statusCode}`));
          else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface Resource {
  kind: 'html' | 'js' | 'css' | 'api';
  method: string;
  url: string;
  body?: unknown;
  token?: boolean;
}

async function measureWire(port: number, token: string, resources: Resource[]) {
  const totals: Record<string, { sent: number; uncompressed: number; encodings: string[] }> = {};
  for (const r of resources) {
    const auth: Record<string, string> = r.token ? { 'x-auth-token': token } : {};
    const sent = await fetchRaw(port, r.method, r.url, { ...auth, 'accept-encoding': BROWSER_ENCODINGS }, r.body);
    const plain = await fetchRaw(port, r.method, r.url, { ...auth, 'accept-encoding': 'identity' }, r.body);
    const total = (totals[r.kind] ??= { sent: 0, uncompressed: 0, encodings: [] });
    total.sent += sent.bytes;
    total.uncompressed += plain.bytes;
    if (!total.encodings.includes(sent.encoding)) total.encodings.push(sent.encoding);
  }
  const all = Object.values(totals).reduce((n, t) => ({ sent: n.sent + t.sent, uncompressed: n.uncompressed + t.uncompressed }), { sent: 0, uncompressed: 0 });
  return { ...totals, total: all };
}

/** The built server on a temporary SQLite file, listening on `port` (or a free one when taken). */
async function startBuiltServer(port: number): Promise<{ app: FastifyInstance; db: Db; port: number; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  const db = openDatabase(`sqlite:${path.join(dir, 'bench.sqlite')}`);
  await migrateToLatest(db);
  await seedDemoData(db, { users: 500 });
  const app = await buildApp({ config: readConfig({ STATIC_DIR: dist, LOG_LEVEL: 'silent' }), db, logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port });
  } catch {
    await app.listen({ host: '127.0.0.1', port: 0 });
  }
  const address = app.server.address();
  return { app, db, dir, port: typeof address === 'object' && address ? address.port : port };
}

// ---- report -------------------------------------------------------------------------------

const TARGETS = { '/login': 150_000, '/users': 260_000 };
const ROUTES: Record<keyof typeof TARGETS, string[]> = { '/login': ['login'], '/users': ['src/app/shell/Shell.tsx', 'users'] };
const USERS_SCREEN_API: Resource[] = [
  { kind: 'api', method: 'POST', url: '/api/Login/GetCurrentAdmin', token: true },
  { kind: 'api', method: 'POST', url: '/api/v2/User/GetUsers', body: { offset: 0, limit: 20, getTotal: true }, token: true },
];

const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 8102));
try {
  const signIn = await server.app.inject({ method: 'POST', url: '/api/Login/SignIn', payload: { email: 'admin@demo.local', password: DEMO_PASSWORD } });
  const token = signIn.json().accessToken as string;
  const report: Record<string, unknown> = {};
  for (const [route, groups] of Object.entries(ROUTES) as [keyof typeof TARGETS, string[]][]) {
    const files = routeFiles(groups);
    const gzip = files.js.reduce((n, f) => n + gzipBytes(f), 0);
    const resources: Resource[] = [
      { kind: 'html', method: 'GET', url: route },
      ...files.js.map((f): Resource => ({ kind: 'js', method: 'GET', url: `/${f}` })),
      ...files.css.map((f): Resource => ({ kind: 'css', method: 'GET', url: `/${f}` })),
      ...(route === '/users' ? USERS_SCREEN_API : []),
    ];
    report[route] = {
      chunks: files.js.length,
      gzipBytes: gzip,
      kB: Math.round(gzip / 100) / 10,
      targetKB: TARGETS[route] / 1000,
      withinTarget: gzip <= TARGETS[route],
      wire: await measureWire(server.port, token, resources),
    };
  }
  console.log(JSON.stringify({ bench: 'bundle', port: server.port, routes: report }));
  if (Object.values(report).some((r) => !(r as { withinTarget: boolean }).withinTarget)) process.exitCode = 1;
} finally {
  await server.app.close();
  await server.db.close();
  fs.rmSync(server.dir, { recursive: true, force: true });
}
