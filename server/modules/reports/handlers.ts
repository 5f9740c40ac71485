import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

/** Reports (issue 16): order, list, one, download; the older v1 calls answer the same jobs. */
export const reportOperations = defineOperations({
  'PUT v2/Report/CreateReport': { kind: 'write', handle: ({ body }, ctx) => service.createReport(ctx, body) },
  'POST v2/Report/GetReports': { kind: 'read', handle: ({ body }, ctx) => service.listReports(ctx, body) },
  'POST v2/Report/GetReport': { kind: 'read', handle: ({ body }, ctx) => service.getReport(ctx, body.id) },
  'GET v2/Report/GetReportFile': { kind: 'read', handle: ({ query }, ctx) => service.reportFile(ctx, query.ReportId) },
  'POST v1/reports': { kind: 'write', handle: async ({ body }, ctx) => ({ id: (await service.createReport(ctx, body)).id }) },
  'GET v1/reports': { kind: 'read', handle: ({ query }, ctx) => service.listReportsV1(ctx, query) },
  'GET v1/reports/{reportId}': { kind: 'read', handle: async ({ params }, ctx) => ({ data: await service.getReport(ctx, params.reportId) }) },
});
