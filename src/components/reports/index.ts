export { OrderReportDialog, type OrderReportDialogProps } from './OrderReportDialog.tsx';
export { downloadReportFile, getReport, REPORT_POLL_MS, reportApi, reportKeys, type Report } from './reportApi.ts';
