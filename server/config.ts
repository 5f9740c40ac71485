import path from 'node:path';

/** Runtime configuration, read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  tokenTtlMinutes: number;
  /** Folder holding the built console (index.html and assets). */
  staticDir: string;
  logLevel: string;
  version: string;
}

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');
export const DEFAULT_SQLITE_FILE = path.join(ROOT_DIR, 'data', 'backoffice.sqlite');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? `sqlite:${DEFAULT_SQLITE_FILE}`,
    tokenTtlMinutes: Number(env.TOKEN_TTL_MINUTES ?? 12 * 60),
    staticDir: env.STATIC_DIR ?? path.join(ROOT_DIR, 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.npm_package_version ?? '0.1.0',
  };
}
