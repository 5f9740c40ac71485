import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

// Attempt counters in the database (table sign_in_throttle), shared by every server process: the
// session module counts failed sign-ins per account and address with them, the HTTP edge counts
// requests per address for its rate limit.

export interface ThrottleCount {
  failures: number;
  window_start: string;
  locked_until: string | null;
}

/**
 * Counts one attempt against `key` in a single upsert, so parallel attempts each see their own
 * count (the old read-then-insert let 19 of 100 parallel attempts through a limit of 5).
 * A window that started at or before `windowCutoff` starts again; a running lock keeps counting.
 */
export async function countAttempt(db: Executor, key: string, now: string, windowCutoff: string): Promise<ThrottleCount> {
  const locked = sql<boolean>`sign_in_throttle.locked_until > ${now}`;
  const expired = sql<boolean>`sign_in_throttle.window_start <= ${windowCutoff}`;
  return db
    .insertInto('sign_in_throttle')
    .values({ key, failures: 1, window_start: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`CASE WHEN ${locked} THEN sign_in_throttle.failures + 1 WHEN ${expired} THEN 1 ELSE sign_in_throttle.failures + 1 END`,
        window_start: sql<string>`CASE WHEN ${locked} THEN sign_in_throttle.window_start WHEN ${expired} THEN ${now} ELSE sign_in_throttle.window_start END`,
        locked_until: sql<string | null>`CASE WHEN ${locked} THEN sign_in_throttle.locked_until ELSE NULL END`,
      }),
    )
    .returning(['failures', 'window_start', 'locked_until'])
    .executeTakeFirstOrThrow();
}

/**
 * Starts a lock on `key` when its count reached `limit` and no lock runs yet. True only for the
 * call that started it, so each lockout is logged once however many attempts race into it.
 */
export async function lockWhenReached(db: Executor, key: string, limit: number, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_throttle')
    .set({ locked_until: until })
    .where('key', '=', key)
    .where('failures', '>=', limit)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findCount(db: Executor, key: string) {
  return db.selectFrom('sign_in_throttle').select(['failures', 'window_start', 'locked_until']).where('key', '=', key).executeTakeFirst();
}

/** Gives back one counted attempt (it turned out not to be a failure). */
export async function refundAttempt(db: Executor, key: string) {
  await db
    .updateTable('sign_in_throttle')
    .set({ failures: sql<number>`failures - 1` })
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/** A successful sign-in clears the count, unless a lock is running (it runs to its end). */
export async function clearCount(db: Executor, key: string, now: string) {
  await db
    .updateTable('sign_in_throttle')
    .set({ failures: 0 })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

/** Whether this account signed in successfully from this address since `since`. */
export async function signedInFrom(db: Executor, email: string, ip: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select('id')
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('succeeded', '=', 1)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
