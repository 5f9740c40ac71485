import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { blueprintProductionEnv } from '../../../scripts/vite/blueprintPatches.ts';
import { precompressAssets } from '../../../scripts/vite/precompress.ts';
import { profileReact, reactProfilingResolve } from '../../../scripts/vite/reactProfiling.ts';

/**
 * The floor page of `npm run bench:ui` (issue 27): React + Blueprint core CSS + Table2 and nothing
 * else, built with the console's own package versions and compressed like the console's build, into
 * `dist-floor/`, which a second server (STATIC_DIR) serves beside the console's. With FLOOR_PAGE=screen
 * the screen floor instead (screen/main.tsx: the console's /users first screen in bare Blueprint), into
 * `dist-floor-screen/`.
 */
const screen = process.env.FLOOR_PAGE === 'screen';
const root = import.meta.dirname;
/** The screen floor is the same page with the other entry: index.html names ./main.tsx. */
const screenEntry: Plugin = {
  name: 'floor-screen-entry',
  // before Vite reads the page's scripts as the build's entries
  transformIndexHtml: { order: 'pre', handler: (html) => html.replace('./main.tsx', './screen/main.tsx').replace('<title>Floor page</title>', '<title>Screen floor</title>') },
};
export default defineConfig({
  root,
  // the same JSX transform as the console's build, and Blueprint's production flag as its docs ask of a
  // bundler (the console's build sets it too: without it Blueprint runs its development checks)
  plugins: [react(), blueprintProductionEnv(), precompressAssets(), ...(screen ? [screenEntry] : [])],
  logLevel: 'warn',
  // with VITE_PROFILE_REACT=1 React's profiling build, as the console's, into dist-floor-rprof/ or
  // dist-floor-screen-rprof/ (`bench:ui --profile-react` serves them), for `bench:trace` to compare
  resolve: reactProfilingResolve(),
  build: {
    outDir: path.resolve(root, '../../..', `${screen ? 'dist-floor-screen' : 'dist-floor'}${profileReact ? '-rprof' : ''}`),
    minify: !profileReact,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
