import { DAY_SECONDS, dayOf } from '../../src/domain/statistics.ts';
import type { Db } from '../db/database.ts';
import { refreshDays, YEAR_REBUILD } from '../modules/statistics/refresh.ts';
import * as repo from '../modules/statistics/repository.ts';
import { startPeriodic, type PeriodicJob } from './periodic.ts';
import type { WorkerLog } from './reportWorker.ts';

/** How often the past year's statistics are rebuilt from the landed tables. */
export const YEAR_REBUILD_EVERY_MS = 24 * 3600_000;
/** How often a server process looks whether the rebuild is due. */
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Rebuilds the derived statistics of the past year when the last rebuild is a day old. Reads keep
 * today and yesterday current (`ensureFresh`), but an older operation can still change (a
 * withdrawal completed a week after it was made, a deal resolved by arbitration): this is what
 * brings those days in line. Of several server processes, the one whose conditional claim
 * succeeds rebuilds; the others see the new time and wait another day. True when it rebuilt.
 */
export async function rebuildYearIfDue(db: Db, now: Date): Promise<boolean> {
  const last = await repo.refreshedAt(db.kysely, YEAR_REBUILD);
  if (last && now.getTime() - Date.parse(last) < YEAR_REBUILD_EVERY_MS) return false;
  if (!(await repo.claimRefresh(db.kysely, YEAR_REBUILD, last, now.toISOString()))) return false;
  const today = Math.floor(now.getTime() / 1000);
  await refreshDays(db.kysely, db.dialect, dayOf(today - 365 * DAY_SECONDS), dayOf(today));
  return true;
}

/** Runs `rebuildYearIfDue` every ten minutes in this process until stopped. */
export function startStatisticsRebuild(db: Db, log: WorkerLog, now: () => Date = () => new Date()): PeriodicJob {
  return startPeriodic(
    CHECK_EVERY_MS,
    async () => {
      if (await rebuildYearIfDue(db, now())) log.info({}, 'Statistics of the past year rebuilt');
    },
    (error) => log.error({ err: error }, 'Statistics rebuild failed'),
  );
}
