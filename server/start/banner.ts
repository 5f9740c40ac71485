import type { Logger } from 'pino';
import type { ServerConfig } from '../config.ts';
import type { DemoSignIn } from './prepare.ts';

/**
 * The start banner, through the logger like every other line: the URL, then the demo accounts that
 * still sign in with the published password (checked against their stored hashes at start).
 */
export function logBanner(log: Logger, config: ServerConfig, demo: readonly DemoSignIn[]) {
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  log.info({ url, workers: config.workers }, `Back-office console: ${url}`);
  for (const account of demo) {
    const totp = account.totpSecret ? `, TOTP secret ${account.totpSecret}` : '';
    log.info(`Demo account ${account.email}: ${account.caption}, password ${account.password}${totp}`);
  }
}
