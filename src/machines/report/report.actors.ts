import { fromPromise } from 'xstate';
import { reportMachine, type ReportMachine, type ReportOrder, type ReportSnapshot } from './report.machine.ts';

/** The calls of the workflow (each rejects with the server's error). */
export interface ReportApi {
  create(order: ReportOrder): Promise<ReportSnapshot>;
  /** Waits the polling interval, then reads the report. */
  poll(id: number): Promise<ReportSnapshot>;
  download(report: ReportSnapshot): Promise<unknown>;
}

/** The machine with its effects provided. */
export function provideReportMachine(api: ReportApi): ReportMachine {
  return reportMachine.provide({
    actors: {
      createReport: fromPromise<ReportSnapshot, ReportOrder>(({ input }) => api.create(input)),
      pollReport: fromPromise<ReportSnapshot, { id: number }>(({ input }) => api.poll(input.id)),
      downloadReport: fromPromise<unknown, { report: ReportSnapshot }>(({ input }) => api.download(input.report)),
    },
  });
}
