// The production server: server/main.ts and everything it imports from this repository, bundled
// by esbuild into one ES module, build/server/main.mjs, run with plain `node` (no tsx at run
// time). npm packages stay external (loaded from node_modules as usual). Fast (well under a
// second) and skipped while the bundle is newer than every file it was made from.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

export const SERVER_BUNDLE = path.join(root, 'build', 'server', 'main.mjs');
const META = path.join(root, 'build', 'server', 'meta.json');

/** The bundle is missing, or one of its inputs (listed by the last build) changed or vanished since. */
export function serverBuildIsStale() {
  if (!fs.existsSync(SERVER_BUNDLE) || !fs.existsSync(META)) return true;
  const built = fs.statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = Object.keys(JSON.parse(fs.readFileSync(META, 'utf8')).inputs);
  return [...inputs, 'package.json', 'scripts/buildServer.mjs'].some((file) => {
    const full = path.join(root, file);
    return !fs.existsSync(full) || fs.statSync(full).mtimeMs > built;
  });
}

/** Bundles the server; resolves when build/server/main.mjs is written. */
export async function buildServer() {
  // esbuild is a development tool (it comes with tsx and vite): loaded only when a build is due.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
    // Readable stack traces without source maps: names and layout kept, each module's path in a comment.
    minify: false,
    keepNames: true,
  });
  fs.writeFileSync(META, JSON.stringify(result.metafile));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`Built ${path.relative(root, SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms`);
}
