import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blueprintProductionEnv } from '../../../scripts/vite/blueprintPatches.ts';
import { precompressAssets } from '../../../scripts/vite/precompress.ts';

/**
 * The floor page of `npm run bench:ui` (issue 27): React + Blueprint core CSS + Table2 and nothing
 * else, built with the console's own package versions and compressed like the console's build, into
 * `dist-floor/`, which a second server (STATIC_DIR) serves beside the console's. With FLOOR_PAGE=screen
 * the screen floor instead (screen/: the console's /users first screen in bare Blueprint), into
 * `dist-floor-screen/`.
 */
const screen = process.env.FLOOR_PAGE === 'screen';
const root = screen ? path.join(import.meta.dirname, 'screen') : import.meta.dirname;
export default defineConfig({
  root,
  // the same JSX transform as the console's build, and Blueprint's production flag as its docs ask of a
  // bundler (the console's build sets it too: without it Blueprint runs its development checks)
  plugins: [react(), blueprintProductionEnv(), precompressAssets()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(import.meta.dirname, '../../..', screen ? 'dist-floor-screen' : 'dist-floor'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
