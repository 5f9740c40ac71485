/**
 * `npm run bench:bundle`: gzip bytes of the JavaScript a browser loads for /login and for /users
 * after sign-in, from the production build's manifest (entry chunk, the route group's lazy chunk,
 * and everything they import statically). Targets: /login ≤ 150 kB, /users ≤ 260 kB.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

function measure(groups: string[]) {
  const keys = closure(entryKey);
  for (const group of groups) {
    const key = featureChunk(group);
    if (!key) throw new Error(`No lazy chunk for src/features/${group}`);
    closure(key, keys);
  }
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  return { chunks: files.length, gzipBytes: files.reduce((n, f) => n + gzipBytes(f), 0) };
}

const TARGETS = { '/login': 150_000, '/users': 260_000 };
const results = { '/login': measure(['login']), '/users': measure(['src/app/shell/Shell.tsx', 'users']) };
const report = Object.fromEntries(
  Object.entries(results).map(([route, r]) => [route, { ...r, kB: Math.round(r.gzipBytes / 100) / 10, targetKB: TARGETS[route as keyof typeof TARGETS] / 1000, withinTarget: r.gzipBytes <= TARGETS[route as keyof typeof TARGETS] }]),
);
console.log(JSON.stringify({ bench: 'bundle', routes: report }));
if (Object.values(report).some((r) => !r.withinTarget)) process.exitCode = 1;
