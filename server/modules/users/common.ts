import { notFound } from '../../http/apiError.ts';
import type { Executor } from '../../db/database.ts';
import { findUserRow } from './repository.ts';

export const USER_NOT_FOUND = 'User not found';

/** The user row (removed or not), or 404. */
export async function requireUser(db: Executor, userId: number) {
  const user = await findUserRow(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND, 'userNotFound');
  return user;
}

export interface PageQuery {
  offset?: number;
  limit?: number;
  getTotal?: boolean;
}

/** Offset and limit with the contract's defaults, for calls that reach the service without them. */
export function pageOf(q: PageQuery, defaultLimit = 20) {
  return { offset: q.offset ?? 0, limit: q.limit ?? defaultLimit, getTotal: q.getTotal ?? false };
}

export const bool = (value: number | null | undefined) => value === 1;

/** Rows in chunks, so `IN (…)` lists stay under the drivers' parameter limits. */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
