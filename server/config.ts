import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Runtime configuration, read once from the environment at start and validated there. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * Seed demo data (the demo staff accounts with their published password among it) into an empty
   * database at start. `SEED=demo` asks for it and `SEED=false` refuses it; left unset, only the
   * default SQLite file outside production gets it (the README's first `npm start`), never a
   * database named by DATABASE_URL nor a start with NODE_ENV=production: such an installation's
   * first super admin comes from `npm run admin:create`.
   */
  seed: boolean;
  seedUsers: number;
  tokenTtlMinutes: number;
  /** Folder holding the built console (index.html and assets). */
  staticDir: string;
  logLevel: LogLevel;
  sqliteCacheMb: number;
  sqliteMmapMb: number;
  /**
   * Fastify's `trustProxy`: false (default, the client address is the socket's), true (trust every
   * X-Forwarded-For hop), or the proxies' addresses and networks. Only a deployment behind a known
   * proxy may turn it on, or the address written to the admin log can be forged by any client.
   */
  trustProxy: boolean | string[];
  /** Server processes sharing the port (node:cluster); 1 runs the server in the launched process. */
  workers: number;
  /**
   * Outgoing mail (report notices, notifications to users): an SMTP URL (`smtp://user:pass@host:587`,
   * `smtps://…`), or null to write each message to `outboxDir` as an .eml file instead.
   */
  smtpUrl: string | null;
  /**
   * Sign-in requests one address may make per minute, whatever their outcome (30 by default). Raised
   * only where many staff share one address on purpose, such as the browser test suite.
   */
  signInRatePerMinute: number;
  /** Where messages go when no SMTP server is configured. */
  outboxDir: string;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** Where report files are written (CSV); every server process building reports must see the same folder. */
  reportsDir: string;
  /** How long a report worker's claim on a job holds without renewal; a dead process's job is taken again after it. */
  reportLeaseSeconds: number;
  /** Rows a report worker reads per query (one short query each; the lease is renewed after each). */
  reportBatchRows: number;
  /** A pause after each batch, in ms: throttles reports on a database busy with requests (0: only yield). */
  reportBatchPauseMs: number;
  version: string;
}

/**
 * The repository root: the nearest folder above this module holding package.json. The server runs
 * from `server/` (tsx) and from `build/server/` (the compiled bundle); both find the same root,
 * which holds `openapi/`, `dist/` and `data/`.
 */
export const ROOT_DIR = findRoot(import.meta.dirname);
export const DEFAULT_SQLITE_FILE = path.join(ROOT_DIR, 'data', 'backoffice.sqlite');

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}

/** Every refused variable, each with its allowed values; the message is meant for the operator. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates every variable the server uses; throws one {@link ConfigError} listing all bad values. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];
  // An empty value counts as unset, as docker and compose files write `VAR=` for "default".
  const raw = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const refuse = (name: string, allowed: string) => {
    problems.push(`${name}=${JSON.stringify(env[name])}: must be ${allowed}`);
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const value = raw(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      refuse(name, `a whole number from ${min} to ${max}`);
      return fallback;
    }
    return Number(value);
  };

  const host = raw('HOST') ?? '127.0.0.1';
  if (!net.isIP(host) && !/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(host)) refuse('HOST', 'an IP address or a host name (127.0.0.1, 0.0.0.0, ::, localhost)');

  const databaseUrl = raw('DATABASE_URL') ?? `sqlite:${DEFAULT_SQLITE_FILE}`;
  if (!/^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(databaseUrl)) {
    refuse('DATABASE_URL', 'sqlite:<file>, sqlite::memory: or postgres://user@host:5432/database');
  }

  const logLevel = raw('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) refuse('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`);

  const workersValue = raw('WORKERS');
  let workers = 1;
  if (workersValue === 'auto') workers = os.availableParallelism();
  else if (workersValue !== undefined) workers = integer('WORKERS', 1, 1, 64);

  const smtpUrl = raw('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) refuse('SMTP_URL', 'smtp://[user:password@]host[:port] or smtps://…');
  const mailFrom = raw('MAIL_FROM') ?? 'Back office <backoffice@localhost>';
  if (!/^[^\r\n]*@[^\r\n]+$/.test(mailFrom)) refuse('MAIL_FROM', 'an e-mail address, optionally with a name: Back office <backoffice@example.com>');

  const seedValue = raw('SEED');
  let seed = raw('DATABASE_URL') === undefined && raw('NODE_ENV') !== 'production';
  // `true` was this variable's old way of asking: still read as `demo`.
  if (seedValue === 'demo' || seedValue === 'true') seed = true;
  else if (seedValue === 'false') seed = false;
  else if (seedValue !== undefined) refuse('SEED', 'demo (demo data into an empty database) or false; unset: only into the default SQLite file, outside production');

  const config: ServerConfig = {
    port: integer('PORT', 8080, 0, 65535),
    host,
    databaseUrl,
    seed,
    seedUsers: integer('SEED_USERS', 5000, 0, 10_000_000),
    tokenTtlMinutes: integer('TOKEN_TTL_MINUTES', 12 * 60, 1, 30 * 24 * 60),
    staticDir: path.resolve(raw('STATIC_DIR') ?? path.join(ROOT_DIR, 'dist')),
    logLevel: logLevel as LogLevel,
    sqliteCacheMb: integer('SQLITE_CACHE_MB', 32, 0, 65_536),
    sqliteMmapMb: integer('SQLITE_MMAP_MB', 0, 0, 65_536),
    trustProxy: readTrustProxy(raw('TRUST_PROXY'), () =>
      refuse('TRUST_PROXY', "false, true, or the proxies' addresses and networks, comma-separated (10.0.0.1,10.1.0.0/16)"),
    ),
    workers,
    smtpUrl,
    signInRatePerMinute: integer('SIGN_IN_RATE_PER_MINUTE', 30, 1, 10_000),
    outboxDir: path.resolve(raw('OUTBOX_DIR') ?? path.join(ROOT_DIR, 'data', 'outbox')),
    mailFrom,
    reportsDir: path.resolve(raw('REPORTS_DIR') ?? path.join(ROOT_DIR, 'data', 'reports')),
    reportLeaseSeconds: integer('REPORT_LEASE_SECONDS', 60, 1, 3600),
    reportBatchRows: integer('REPORT_BATCH_ROWS', 300, 1, 100_000),
    reportBatchPauseMs: integer('REPORT_BATCH_PAUSE_MS', 0, 0, 1000),
    version: packageVersion(),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

function readTrustProxy(value: string | undefined, refuse: () => void): ServerConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const addresses = value.split(',').map((a) => a.trim());
  const valid = addresses.every((a) => {
    const [ip, bits, ...rest] = a.split('/');
    const family = net.isIP(ip ?? '');
    if (!family || rest.length) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (!valid) {
    refuse();
    return false;
  }
  return addresses;
}

function packageVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** {@link readConfig} for entry points: a bad value prints its message (no stack) and exits with 1. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
