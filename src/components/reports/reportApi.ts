import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import { REPORT_ROW_LIMIT } from '../../domain/reports.ts';
import type { ReportApi } from '../../machines/report/report.actors.ts';
import type { ReportOrder, ReportSnapshot } from '../../machines/report/report.machine.ts';

export type Report = components['schemas']['Report'];

/** How often an ordered report is read again while it is new or in progress. */
export const REPORT_POLL_MS = 1_500;

/** Query keys of reports; ordering a report invalidates `all`. */
export const reportKeys = {
  all: ['reports'] as const,
  list: (request: object) => ['reports', 'list', request] as const,
};

const snapshotOf = (r: Report): ReportSnapshot => ({
  id: r.id,
  type: r.type,
  status: r.status,
  rowCount: r.rowCount,
  fileName: r.fileName,
  error: r.error ?? null,
  mailedVia: r.mailedVia ?? null,
});

export async function getReport(id: number, signal?: AbortSignal): Promise<Report> {
  return dataOf(await v2Client.POST('/v2/Report/GetReport', { body: { id }, signal }));
}

/** Saves the CSV under its own name ("Report {type} {date}.csv"). */
export async function downloadReportFile(report: { id: number; fileName: string | null }) {
  const answer = await v2Client.GET('/v2/Report/GetReportFile', { params: { query: { ReportId: report.id } }, parseAs: 'blob' });
  const url = URL.createObjectURL(answer.data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = report.fileName ?? `Report ${report.id}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The report workflow's calls on the v2 service. */
export const reportApi: ReportApi = {
  async create(order: ReportOrder) {
    const body = {
      type: order.type,
      filters: order.filters,
      limit: REPORT_ROW_LIMIT,
      ...(order.dateFrom ? { dateFrom: order.dateFrom } : {}),
      ...(order.dateTo ? { dateTo: order.dateTo } : {}),
    };
    return snapshotOf(dataOf(await v2Client.PUT('/v2/Report/CreateReport', { body })));
  },
  async poll(id: number) {
    await new Promise((resolve) => setTimeout(resolve, REPORT_POLL_MS));
    return snapshotOf(await getReport(id));
  },
  download: (report) => downloadReportFile(report),
};
