import fs from 'node:fs';
import {
  checkReportFilters,
  IGNORED_USER_TAGS,
  REPORT_ROW_LIMIT,
  reportPeriodBound,
  type ReportType,
} from '../../../src/domain/reports.ts';
import { mayOrderReport, seesEveryonesReports } from '../../../src/domain/operationAccess.ts';
import { accessRefused, impossible, invalid, notFound } from '../../http/apiError.ts';
import { FileResult, requireAdmin, type BodyOf, type RequestContext } from '../../http/operation.ts';
import { reportFilePath } from './files.ts';
import * as repo from './repository.ts';

export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_NOT_READY = 'The report is not completed yet';

type ReportInput = BodyOf<'PUT v2/Report/CreateReport'>;

/** The contract's Report from a job row. */
export function toReport(r: repo.ReportRow) {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    adminId: r.admin_id,
    dateCreated: r.date_created,
    dateStarted: r.date_started,
    dateCompleted: r.date_completed,
    fileName: r.file_name,
    error: r.error,
    filters: JSON.parse(r.filters) as Record<string, unknown>,
    dateFrom: r.date_from,
    dateTo: r.date_to,
    rowCount: r.row_count,
    excludedRows: r.excluded_rows,
    rowLimit: r.row_limit,
    mailedVia: r.mailed_via,
  };
}

/**
 * Orders a report: checks the type's filters and the period, stores a new job; a worker of any
 * server process builds it (server/jobs/reportWorker.ts) and the admin is told by e-mail.
 */
export async function createReport(ctx: RequestContext, body: ReportInput) {
  const admin = requireAdmin(ctx);
  const type = body.type as ReportType;
  // A report hands over the rows of the list it exports: only to those who may open that list.
  if (!mayOrderReport(type, admin.adminStatus)) throw accessRefused('reportTypeNotAllowed');
  const checked = checkReportFilters(type, body.filters as Record<string, unknown> | undefined);
  if (!checked.ok) throw invalid(checked.path, checked.message, checked.reason, checked.params);
  // The list's own date filter (unix seconds) may come with the filters of an export; the period wins.
  const filters = { ...checked.filters };
  const from = period(body.dateFrom, false, '/dateFrom');
  const to = period(body.dateTo, true, '/dateTo');
  if (from && to && from > to) throw invalid('/dateTo', 'The period ends before it starts', 'periodInverted');
  const row = await repo.insertReport(ctx.db, {
    type,
    adminId: admin.id,
    filters: JSON.stringify(filters),
    dateFrom: from,
    dateTo: to,
    ignoredUserTags: JSON.stringify(body.ignoredUserTags ?? IGNORED_USER_TAGS),
    rowLimit: Math.min(body.limit ?? REPORT_ROW_LIMIT, REPORT_ROW_LIMIT),
    at: ctx.now().toISOString(),
  });
  const report = toReport(row);
  await ctx.audit({ targetIds: [row.id], before: null, after: report });
  return report;
}

function period(value: string | null | undefined, end: boolean, path: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const bound = reportPeriodBound(value, end);
  if (bound === null) throw invalid(path, 'Must be a date (yyyy-mm-dd) or an ISO date-time', 'dateInvalid');
  return bound;
}

/** Support sees only the reports it ordered; admins and super admins see everyone's (REPORTS_OF_EVERYONE). */
function ownerScope(ctx: RequestContext): { adminId?: number } {
  const admin = requireAdmin(ctx);
  return seesEveryonesReports(admin.adminStatus) ? {} : { adminId: admin.id };
}

/**
 * One report, if this admin may see it: another admin's report is "not found" to support (its
 * existence is nobody else's business).
 */
async function visibleReport(ctx: RequestContext, id: number) {
  const row = await repo.findReport(ctx.db, id);
  const scope = ownerScope(ctx);
  if (!row || (scope.adminId !== undefined && row.admin_id !== scope.adminId)) throw notFound(REPORT_NOT_FOUND, 'reportNotFound');
  return row;
}

export async function listReports(ctx: RequestContext, body: BodyOf<'POST v2/Report/GetReports'>) {
  const filter = { type: body.type, status: body.status, ...ownerScope(ctx) };
  const { rows, total } = await repo.pageReports(ctx.db, filter, { desc: body.sort?.desc ?? true, offset: body.offset, limit: body.limit, getTotal: body.getTotal });
  return { items: rows.map(toReport), total };
}

export async function listReportsV1(ctx: RequestContext, q: { offset: number; limit: number; type?: string; status?: string }) {
  const filter = { type: q.type, status: q.status, ...ownerScope(ctx) };
  // v1 always answers the total.
  const { rows, total } = await repo.pageReports(ctx.db, filter, { desc: true, offset: q.offset, limit: q.limit, getTotal: true });
  return { items: rows.map(toReport), total };
}

export async function getReport(ctx: RequestContext, id: number) {
  return toReport(await visibleReport(ctx, id));
}

/** The CSV, streamed from the reports folder; 409 until the report is completed. */
export async function reportFile(ctx: RequestContext, id: number) {
  const row = await visibleReport(ctx, id);
  // Its owner's role may have lost the list since (or the report predates this rule): the file follows the list's rights.
  if (!mayOrderReport(row.type as ReportType, requireAdmin(ctx).adminStatus)) throw accessRefused('reportTypeNotAllowed');
  if (row.status !== 'completed' || !row.file_name) throw impossible(REPORT_NOT_READY, 'reportNotReady');
  const file = reportFilePath(ctx.config.reportsDir, row.id);
  if (!fs.existsSync(file)) throw notFound('The report file is missing from the reports folder', 'reportFileMissing');
  return new FileResult(fs.createReadStream(file), 'text/csv; charset=utf-8', row.file_name);
}
