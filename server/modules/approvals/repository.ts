import type { Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ApprovalRequestsTable } from '../../db/schema.ts';
import { countRows } from '../../core/countRows.ts';
import { whereInRange } from '../../core/dateRange.ts';

export type ApprovalRow = Selectable<ApprovalRequestsTable> & { maker_email: string | null; checker_email: string | null };

export interface ApprovalListFilter {
  status?: string;
  /** true: every status but pending; false: pending only. */
  decided?: boolean;
  action?: string;
  makerId?: number;
  amountUsdFrom?: number;
  amountUsdTo?: number;
  createdFrom?: string;
  createdTo?: string;
}

export interface ApprovalPage {
  field: 'createdAt' | 'amountUsd' | 'expiresAt';
  desc: boolean;
  offset: number;
  limit: number;
}

const SORT_COLUMNS = { createdAt: 'r.created_at', amountUsd: 'r.amount_usd_sort', expiresAt: 'r.expires_at' } as const;

function withEmails(db: Executor) {
  return db
    .selectFrom('approval_requests as r')
    .leftJoin('admins as m', 'm.id', 'r.maker_id')
    .leftJoin('admins as c', 'c.id', 'r.checker_id');
}

function filtered(db: Executor, f: ApprovalListFilter) {
  return withEmails(db)
    .$if(f.status !== undefined, (q) => q.where('r.status', '=', f.status!))
    .$if(f.decided === true, (q) => q.where('r.status', '<>', 'pending'))
    .$if(f.decided === false, (q) => q.where('r.status', '=', 'pending'))
    .$if(f.action !== undefined, (q) => q.where('r.action', '=', f.action!))
    .$if(f.makerId !== undefined, (q) => q.where('r.maker_id', '=', f.makerId!))
    .$if(f.amountUsdFrom !== undefined, (q) => q.where('r.amount_usd_sort', '>=', f.amountUsdFrom!))
    .$if(f.amountUsdTo !== undefined, (q) => q.where('r.amount_usd_sort', '<=', f.amountUsdTo!))
    .$call((query) => whereInRange(query, 'r.created_at', f.createdFrom, f.createdTo));
}

export async function listRequests(db: Executor, f: ApprovalListFilter, page: ApprovalPage): Promise<ApprovalRow[]> {
  const dir = page.desc ? 'desc' : 'asc';
  return filtered(db, f)
    .selectAll('r')
    .select(['m.email as maker_email', 'c.email as checker_email'])
    .orderBy(SORT_COLUMNS[page.field], dir)
    .orderBy('r.id', dir)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countRequests(db: Executor, f: ApprovalListFilter): Promise<number> {
  return countRows(filtered(db, f));
}

export async function findRequest(db: Executor, id: number): Promise<ApprovalRow | undefined> {
  return withEmails(db).selectAll('r').select(['m.email as maker_email', 'c.email as checker_email']).where('r.id', '=', id).executeTakeFirst();
}

/** Pending requests, optionally of one maker, excluding another's, limited to some operations. */
export async function countPending(db: Executor, q: { makerId?: number; notMakerId?: number; operationIds?: readonly string[]; now: string }): Promise<number> {
  if (q.operationIds && q.operationIds.length === 0) return 0;
  return countRows(
    db
      .selectFrom('approval_requests')
      .where('status', '=', 'pending')
      .where('expires_at', '>', q.now)
      .$if(q.makerId !== undefined, (b) => b.where('maker_id', '=', q.makerId!))
      .$if(q.notMakerId !== undefined, (b) => b.where('maker_id', '<>', q.notMakerId!))
      .$if(q.operationIds !== undefined, (b) => b.where('operation_id', 'in', q.operationIds!)),
  );
}

/**
 * Ends a pending request, conditionally: only while it is still pending (and, unless `expiring`, not yet
 * past its expiry). Of parallel decisions (approvals, a rejection, the maker's withdrawal, an expiry)
 * exactly one updates the row; the others get false and change nothing.
 */
export async function decideIfPending(db: Executor, id: number, change: Updateable<ApprovalRequestsTable>, now: string, expiring = false): Promise<boolean> {
  const result = await db
    .updateTable('approval_requests')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', expiring ? '<=' : '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending requests past their expiry (a handful at a time: each is then expired conditionally). */
export async function duePending(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('approval_requests')
    .select(['id', 'maker_id', 'user_id', 'currency_id', 'hold_amount', 'target_id', 'action', 'expires_at'])
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function setResult(db: Executor, id: number, result: string) {
  await db.updateTable('approval_requests').set({ result }).where('id', '=', id).execute();
}
