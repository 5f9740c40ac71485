import type { Db } from '../db/database.ts';
import { expireDueRequests } from '../modules/approvals/service.ts';
import { releaseApprovalHold } from '../modules/ledger/service.ts';
import { startPeriodic, type PeriodicJob } from './periodic.ts';
import type { WorkerLog } from './reportWorker.ts';

/** How often a server process expires four-eyes requests past their time (reads also expire them first). */
export const APPROVALS_EXPIRY_EVERY_MS = 60_000;

/**
 * Issue 29: a pending request whose time ran out is expired, and its held amount given back, even
 * when nobody opens the Approvals screen. Each expiry is a conditional update, so several server
 * processes (and a racing approval) expire a request once.
 */
export function startApprovalsExpiry(db: Db, log: WorkerLog, now: () => Date = () => new Date()): PeriodicJob {
  return startPeriodic(
    APPROVALS_EXPIRY_EVERY_MS,
    async () => {
      const expired = await expireDueRequests(db.kysely, { releaseHold: releaseApprovalHold }, now(), '127.0.0.1');
      if (expired) log.info({ expired }, 'Approval requests expired');
    },
    (error) => log.error({ err: error }, 'Expiring approval requests failed'),
  );
}
