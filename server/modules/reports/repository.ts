import { sql, type Selectable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { ReportsTable } from '../../db/schema.ts';
import { pageWithTotalIfAsked } from '../../core/countRows.ts';

export type ReportRow = Selectable<ReportsTable>;

export interface NewReport {
  type: string;
  adminId: number;
  filters: string;
  dateFrom: string | null;
  dateTo: string | null;
  ignoredUserTags: string;
  rowLimit: number;
  at: string;
}

export async function insertReport(db: Executor, r: NewReport): Promise<ReportRow> {
  return db
    .insertInto('reports')
    .values({
      type: r.type,
      status: 'new',
      admin_id: r.adminId,
      filters: r.filters,
      date_from: r.dateFrom,
      date_to: r.dateTo,
      ignored_user_tags: r.ignoredUserTags,
      row_limit: r.rowLimit,
      date_created: r.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findReport(db: Executor, id: number): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ReportListFilter {
  type?: string;
  status?: string;
  adminId?: number;
}

/** One page of the reports by date (then id), beside their total when the request asks for it. */
export function pageReports(db: Executor, f: ReportListFilter, page: { desc: boolean; offset: number; limit: number; getTotal: boolean | undefined }) {
  const dir = page.desc ? 'desc' : 'asc';
  return pageWithTotalIfAsked(filteredReports(db, f), page, (q) => q.selectAll().orderBy('date_created', dir).orderBy('id', dir).offset(page.offset).limit(page.limit).execute());
}

function filteredReports(db: Executor, f: ReportListFilter) {
  return db
    .selectFrom('reports')
    .$if(f.type !== undefined, (q) => q.where('type', '=', f.type!))
    .$if(f.status !== undefined, (q) => q.where('status', '=', f.status!))
    .$if(f.adminId !== undefined, (q) => q.where('admin_id', '=', f.adminId!));
}

export async function adminEmail(db: Executor, adminId: number): Promise<string | null> {
  const row = await db.selectFrom('admins').select('email').where('id', '=', adminId).executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Claims the oldest job that needs a worker, in one statement: a new job, a job in progress whose
 * lease ran out (its process died), or a finished job whose e-mail notice was never sent (the
 * process died between finishing and mailing). PostgreSQL skips rows another transaction is
 * claiming (FOR UPDATE SKIP LOCKED); SQLite runs one writer at a time, and the outer condition
 * repeats the inner one, so a job changed between the two is not taken.
 */
export async function claimReport(db: Db, worker: string, now: string, leaseUntil: string): Promise<ReportRow | undefined> {
  const needsWorker = sql`((status = 'new') or (status = 'inProgress' and lease_until < ${now}) or (status in ('completed', 'error') and date_mailed is null and lease_until < ${now}))`;
  const lock = db.dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<ReportRow>`
    update reports
       set claimed_by = ${worker},
           lease_until = ${leaseUntil},
           attempts = attempts + 1,
           status = case when status = 'new' then 'inProgress' else status end,
           date_started = coalesce(date_started, ${now})
     where id = (select id from reports where ${needsWorker} order by id limit 1 ${lock})
       and ${needsWorker}
     returning *`.execute(db.kysely);
  return result.rows[0];
}

/** Extends the lease while the file is written; false when another worker holds the job now (this one must stop). */
export async function renewLease(db: Executor, id: number, worker: string, leaseUntil: string, rowCount: number): Promise<boolean> {
  const r = await db
    .updateTable('reports')
    .set({ lease_until: leaseUntil, row_count: rowCount })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'inProgress')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends the job (completed or error) if this worker still holds it; the lease then covers the e-mail notice. */
export async function finishReport(
  db: Executor,
  id: number,
  worker: string,
  end: {
    status: 'completed' | 'error';
    at: string;
    leaseUntil: string;
    rowCount: number | null;
    excludedRows: number | null;
    fileName: string | null;
    error: string | null;
    /** Where the notice is going (the console says so at once; date_mailed records the sending). */
    mailVia: 'smtp' | 'outbox';
  },
): Promise<boolean> {
  const r = await db
    .updateTable('reports')
    .set({ status: end.status, date_completed: end.at, lease_until: end.leaseUntil, row_count: end.rowCount, excluded_rows: end.excludedRows, file_name: end.fileName, error: end.error, mailed_via: end.mailVia })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'inProgress')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records the notice as sent (and where it went), once. */
export async function markMailed(db: Executor, id: number, via: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('reports')
    .set({ mailed_via: via, date_mailed: at })
    .where('id', '=', id)
    .where('date_mailed', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
