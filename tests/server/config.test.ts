import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, ROOT_DIR } from '../../server/config.ts';

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('server configuration', () => {
  it('has working defaults: local only, no proxy trusted, one process, the repository database', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${path.join(ROOT_DIR, 'data', 'backoffice.sqlite')}`,
      seed: true,
      seedUsers: 5000,
      tokenTtlMinutes: 720,
      logLevel: 'info',
      sqliteCacheMb: 32,
      sqliteMmapMb: 0,
      trustProxy: false,
      workers: 1,
      signInRatePerMinute: 30,
      staticDir: path.join(ROOT_DIR, 'dist'),
      reportsDir: path.join(ROOT_DIR, 'data', 'reports'),
      reportLeaseSeconds: 60,
      reportBatchRows: 300,
      reportBatchPauseMs: 0,
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/backoffice',
      SEED: 'false',
      SEED_USERS: '100',
      TOKEN_TTL_MINUTES: '30',
      LOG_LEVEL: 'warn',
      SQLITE_CACHE_MB: '64',
      SQLITE_MMAP_MB: '256',
      STATIC_DIR: '/srv/console',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      WORKERS: '2',
      SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
      SIGN_IN_RATE_PER_MINUTE: '120',
      OUTBOX_DIR: '/srv/outbox',
      MAIL_FROM: 'Exchange back office <ops@example.com>',
      REPORTS_DIR: '/srv/reports',
      REPORT_LEASE_SECONDS: '5',
      REPORT_BATCH_ROWS: '100',
      REPORT_BATCH_PAUSE_MS: '10',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/backoffice',
      seed: false,
      seedUsers: 100,
      tokenTtlMinutes: 30,
      logLevel: 'warn',
      sqliteCacheMb: 64,
      sqliteMmapMb: 256,
      staticDir: '/srv/console',
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      workers: 2,
      smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
      signInRatePerMinute: 120,
      outboxDir: '/srv/outbox',
      mailFrom: 'Exchange back office <ops@example.com>',
      reportsDir: '/srv/reports',
      reportLeaseSeconds: 5,
      reportBatchRows: 100,
      reportBatchPauseMs: 10,
    });
    // Without an SMTP server, mail goes to the outbox folder.
    expect(readConfig({}).smtpUrl).toBeNull();
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ WORKERS: 'auto' }).workers).toBeGreaterThanOrEqual(1);
    // An empty value is the default, as compose files write `PORT=` for "unset".
    expect(readConfig({ PORT: '' }).port).toBe(8080);
  });

  it.each([
    ['PORT', 'http', 'a whole number from 0 to 65535'],
    ['PORT', '65536', 'a whole number from 0 to 65535'],
    ['PORT', '80.5', 'a whole number from 0 to 65535'],
    ['PORT', '0x50', 'a whole number from 0 to 65535'],
    ['HOST', 'http://example.com', 'an IP address or a host name'],
    ['DATABASE_URL', 'mysql://root@db/backoffice', 'sqlite:<file>, sqlite::memory: or postgres://'],
    ['DATABASE_URL', 'data/backoffice.sqlite', 'sqlite:<file>'],
    ['SEED', 'yes', 'demo (demo data into an empty database) or false'],
    ['SEED_USERS', '-5', 'a whole number from 0 to 10000000'],
    ['TOKEN_TTL_MINUTES', '0', 'a whole number from 1 to 43200'],
    ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['SQLITE_CACHE_MB', 'lots', 'a whole number from 0 to 65536'],
    ['SQLITE_MMAP_MB', '1e3', 'a whole number from 0 to 65536'],
    ['TRUST_PROXY', 'yes', "false, true, or the proxies' addresses"],
    ['TRUST_PROXY', '10.0.0.1/33', "false, true, or the proxies' addresses"],
    ['WORKERS', '0', 'a whole number from 1 to 64'],
    ['WORKERS', 'many', 'a whole number from 1 to 64'],
    ['SMTP_URL', 'mail.example.com', 'smtp://[user:password@]host[:port]'],
    ['MAIL_FROM', 'nobody', 'an e-mail address'],
    ['SIGN_IN_RATE_PER_MINUTE', '0', 'a whole number from 1 to 10000'],
    ['REPORT_LEASE_SECONDS', '0', 'a whole number from 1 to 3600'],
    ['REPORT_BATCH_ROWS', '1e5', 'a whole number from 1 to 100000'],
    ['REPORT_BATCH_PAUSE_MS', '-1', 'a whole number from 0 to 1000'],
  ])('refuses %s=%s, naming the allowed values', (name, value, allowed) => {
    const found = problems({ [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`${name}=${JSON.stringify(value)}`);
    expect(found[0]).toContain(allowed);
  });

  it('seeds demo data (and its published passwords) only into the default SQLite file outside production, unless SEED asks', () => {
    expect(readConfig({}).seed).toBe(true);
    // A database of one's own, or production: only when asked for.
    expect(readConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/backoffice' }).seed).toBe(false);
    expect(readConfig({ DATABASE_URL: 'sqlite:/srv/backoffice.sqlite' }).seed).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).seed).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).seed).toBe(true);
    expect(readConfig({ DATABASE_URL: 'sqlite:/srv/backoffice.sqlite', SEED: 'demo' }).seed).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe(true);
    // The old explicit value still asks for it; false refuses it everywhere.
    expect(readConfig({ DATABASE_URL: 'sqlite:/srv/backoffice.sqlite', SEED: 'true' }).seed).toBe(true);
    expect(readConfig({ SEED: 'false' }).seed).toBe(false);
    expect(readConfig({ DATABASE_URL: '', SEED: '' }).seed).toBe(true);
  });

  it('lists every bad variable at once', () => {
    expect(problems({ PORT: 'x', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' }).map((p) => p.split('=')[0])).toEqual(['LOG_LEVEL', 'PORT', 'TRUST_PROXY']);
  });

  it('a bad value stops the server before it starts: exit code 1, the message, no stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT_DIR,
      env: { ...process.env, PORT: 'eighty', WORKERS: '1', DATABASE_URL: 'sqlite::memory:' },
      encoding: 'utf8',
      // A guard against a server that does not stop, under the test's own 120 s: spawnSync returns at
      // the exit. Starting Node with tsx took 22 s at a load of 17, past the 20 s this was.
      timeout: 110_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT="eighty": must be a whole number from 0 to 65535');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  });
});
