import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { v2Client } from '../../api/clients.ts';
import type { RequestBodyOf } from '../../api/requestBody.ts';
import { reportKeys } from '../../components/reports/index.ts';
import { isReportFinal } from '../../domain/reports.ts';

export type ReportsRequest = RequestBodyOf<'POST v2/Report/GetReports'>;

/** The reports list; read again every few seconds while one of its reports is still being built. */
export const reportQueries = {
  list: (request: ReportsRequest) =>
    queryOptions({
      ...pageQuery(reportKeys.list(request), async (signal) => dataOf(await v2Client.POST('/v2/Report/GetReports', { body: request, signal }))),
      refetchInterval: (query) => (query.state.data?.items.some((r) => !isReportFinal(r.status)) ? 2_000 : false),
    }),
};
