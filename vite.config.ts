import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { blueprintIcons16Only } from './scripts/vite/blueprintIcons16.ts';
import { chunkCyclesGuard, compiledOnLoad, consoleChunkGroups } from './scripts/vite/chunkGroups.ts';
import { compileHints } from './scripts/vite/compileHints.ts';
import { lazyTimezoneItems } from './scripts/vite/lazyTimezoneItems.ts';
import { precompressAssets } from './scripts/vite/precompress.ts';
import { profileReact, reactProfilingResolve } from './scripts/vite/reactProfiling.ts';
import { shellPreload } from './scripts/vite/shellPreload.ts';
import { blueprintProductionEnv, iconNamesAtBuild, tableCellsInOnePass, tableScrollBarWidth, textWithoutEllipsis, tooltipProviderState } from './scripts/vite/blueprintPatches.ts';

// The API server (server/main.ts) serves both /api and the built console; in development
// Vite serves the console and proxies /api and /config.json to the server on API_PORT.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
// `VITE_PROFILE_REACT=1 npx vite build --outDir dist-rprof`: React's profiling build, unminified, the console
// under a <Profiler> (src/main.tsx), so a Chromium trace has a "Components ⚛" track with every component's
// render and effects by name (issue 27; docs/DECISIONS.md "Measuring the console"; scripts/vite/reactProfiling.ts).

export default defineConfig({
  plugins: [react(), blueprintProductionEnv(), blueprintIcons16Only(), lazyTimezoneItems(), tableScrollBarWidth(), ...tableCellsInOnePass(), textWithoutEllipsis(), iconNamesAtBuild(), tooltipProviderState(), chunkCyclesGuard(), shellPreload(), compileHints(compiledOnLoad), precompressAssets()],
  resolve: reactProfilingResolve(),
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/config.json': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    minify: !profileReact,
    // bench/bundle.ts reads the manifest to add up what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: consoleChunkGroups } } },
  },
  test: {
    // One test file per core. Vitest's default keeps a core back for its main process, which only
    // collects results: on the 2-core CI machine that meant one file at a time and half the machine idle.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // A test's stubbed globals (fetch, through stubApi) are put back before the next test, not
          // after this one: its afterEach hooks still see them, so the calls a screen has under way
          // when a test ends finish on the stub (src/components/testing/settleQueries.ts).
          unstubGlobals: true,
          // Limits for a slow, shared machine, set once (tests/web/setup.ts sets the waits'):
          // the default 5 s failed 24 tests of a loaded CI run that pass in under a second alone, and
          // 30 s failed the render-count test at a load of 20 (23 s at 14, 3 s on a quiet machine).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          // Generous limits, set once: a loaded machine once needed over 60 s for a hook that
          // builds the PostgreSQL template database, and the lifecycle tests start real servers.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // Each worker imports the server once for all its files, not once per file: importing it
          // was most of a file's time (2.1 s of 3.1 s a file; the project took 259 s, 149 s without).
          // Safe because no server test mocks a module, stubs the environment or fakes the clock,
          // and the server's module-level state is caches of files it reads.
          isolate: false,
        },
      },
    ],
  },
});
