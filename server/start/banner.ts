import type { Logger } from 'pino';
import type { ServerConfig } from '../config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/staff.ts';

/** The start banner, through the logger like every other line: the URL, then the demo accounts. */
export function logBanner(log: Logger, config: ServerConfig) {
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  log.info({ url, workers: config.workers }, `Back-office console: ${url}`);
  if (!config.seed) return;
  for (const account of DEMO_ACCOUNTS) {
    const totp = account.totpSecret ? `, TOTP secret ${account.totpSecret}` : '';
    log.info(`Demo account ${account.email}: ${account.caption}, password ${DEMO_PASSWORD}${totp}`);
  }
}
