import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { blueprintIcons16Only } from './scripts/vite/blueprintIcons16.ts';
import { precompressAssets } from './scripts/vite/precompress.ts';
import { signedInChunkName } from './scripts/vite/signedInChunk.ts';

/** What the login and start screens read (src/app/i18n.ts START_NAMESPACES); the rest comes with the shell. */
const START_NAMESPACES = new Set(['common', 'login', 'shell', 'widgets']);

/** `locale-<lng>-start` or `locale-<lng>` for a locale file, null for any other module. */
function localeChunkName(moduleId: string): string | null {
  const match = /[\\/]locales[\\/]([a-z]{2})[\\/]([^\\/]+)\.json$/.exec(moduleId);
  if (!match) return null;
  return START_NAMESPACES.has(match[2]!) ? `locale-${match[1]}-start` : `locale-${match[1]}`;
}

// The API server (server/main.ts) serves both /api and the built console; in development
// Vite serves the console and proxies /api and /config.json to the server on API_PORT.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), blueprintIcons16Only(), precompressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/config.json': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // bench/bundle.ts reads the manifest to add up what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Fewer, larger files where one screen would otherwise wait on many (issue 10): a locale's
        // texts in two files (the login page's and the signed-in console's) instead of one per
        // namespace; the shell and the list kit in one file instead of some fifty.
        codeSplitting: {
          groups: [
            { name: localeChunkName, debugName: 'locales' },
            { name: signedInChunkName(import.meta.dirname), debugName: 'signed-in console' },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
