import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_OPTIONS } from './scripts/lib.mjs';

// The suite runs against the real product: the server on a fresh SQLite file with demo data,
// serving the built console (npm test builds it first). Chromium is Debian's, never a download.
//
// E2E_PART splits the suite in two that npm test runs side by side, each with its own server,
// database, port and output folder, so neither sees the other's writes: `a11y` is the axe pass over
// every route in both themes (a third of the suite's time, in one file), `main` every other spec.
// Without it, one run takes every spec.
const part = process.env.E2E_PART as 'a11y' | 'main' | undefined;
const A11Y_SPEC = 'a11y.spec.ts';
const port = Number(process.env.E2E_PORT ?? (part === 'a11y' ? 8192 : 8191));
const database = path.join(os.tmpdir(), `backoffice-e2e-${process.pid}.sqlite`);

export default defineConfig({
  testDir: 'e2e',
  ...(part === 'a11y' ? { testMatch: A11Y_SPEC } : part === 'main' ? { testIgnore: A11Y_SPEC } : {}),
  outputDir: part ? `test-results/playwright-${part}` : 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Limits sized for a loaded 2-core machine, set once here (waits follow conditions, so a passing
  // test is no slower): two confirm dialogs took over 10 s to appear at a load average of 16.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    viewport: { width: 1440, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh SQLite file each run (e2e/startServer.mjs deletes it, then runs server/main.ts),
    // with the demo staff the tests sign in as (a database named by DATABASE_URL gets them only on SEED=demo).
    command: 'node --import tsx e2e/startServer.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { NODE_OPTIONS: SERVER_NODE_OPTIONS, PORT: String(port), DATABASE_URL: `sqlite:${database}`, SEED: 'demo', SEED_USERS: '2000', LOG_LEVEL: 'warn', SIGN_IN_RATE_PER_MINUTE: '600' },
  },
});
