import { Button, HTMLSelect, Tag, type Intent, Classes } from '@blueprintjs/core';
import { Download, Plus } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { formatCount } from '../../components/numberFormat.ts';
import { downloadReportFile, OrderReportDialog, reportKeys, type Report } from '../../components/reports/index.ts';
import { showError } from '../../components/toasts.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { mayOrderReport } from '../../domain/operationAccess.ts';
import { REPORT_STATUSES, REPORT_TYPES, type ReportStatus, type ReportType } from '../../domain/reports.ts';
import { reportQueries } from './api.ts';
import { listCount } from '../../components/listQueryState.ts';
import { queryRows } from '../../components/queryRows.ts';
import { ListFooter } from '../../components/ListFooter.tsx';

const PAGE_SIZE = 20;
/** What an order refreshes: the list of reports. */
const REFRESHED = [reportKeys.all];
const STATUS_INTENT: Record<ReportStatus, Intent> = { new: 'none', inProgress: 'primary', completed: 'success', error: 'danger' };

/** Reports (spec 3 §3, §4): the ordered reports newest first, their status and rows, the download; ordering a new one. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const timeZone = admin?.settings.timezone;
  const adminStatus = admin?.adminStatus;
  const type = (REPORT_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as ReportType) : undefined;
  const status = (REPORT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ReportStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [ordering, setOrdering] = useState(false);
  const list = useQuery(reportQueries.list({ ...(type ? { type } : {}), ...(status ? { status } : {}), offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, getTotal: true }));
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };

  const columns = useMemo<DataTableColumn<Report>[]>(
    () => [
      { key: 'id', header: 'reports.columns.id', width: 70, render: (r) => r.id },
      { key: 'type', header: 'reports.columns.type', width: 190, render: (r) => t(`reports.types.${r.type}`) },
      {
        key: 'status',
        header: 'reports.columns.status',
        width: 130,
        render: (r) => (
          <Tag multiline minimal intent={STATUS_INTENT[r.status]} title={r.error ?? undefined}>
            {t(`reports.status.${r.status}`)}
          </Tag>
        ),
      },
      {
        key: 'file',
        header: 'reports.columns.file',
        width: 130,
        render: (r) =>
          // A file of a type this admin may no longer order is refused by the server: no download offered.
          r.status === 'completed' && adminStatus !== undefined && mayOrderReport(r.type, adminStatus) ? (
            <Button
              size="small"
              variant="minimal"
              icon={<Download />}
              text={t('reports.list.download')}
              aria-label={t('reports.list.downloadReport', { id: r.id })}
              onClick={() => void downloadReportFile(r).catch(showError)}
            />
          ) : r.status === 'error' ? (
            <span className={Classes.TEXT_MUTED} title={r.error ?? undefined}>
              {r.error}
            </span>
          ) : null,
      },
      { key: 'period', header: 'reports.columns.period', width: 220, render: (r) => (r.dateFrom || r.dateTo ? `${r.dateFrom ? formatDateTime(r.dateFrom, timeZone) : '…'} – ${r.dateTo ? formatDateTime(r.dateTo, timeZone) : '…'}` : t('reports.list.wholeHistory')) },
      { key: 'rows', header: 'reports.columns.rows', width: 110, render: (r) => (r.rowCount === null ? '' : formatCount(r.rowCount)) },
      { key: 'excluded', header: 'reports.columns.excluded', width: 110, hiddenByDefault: true,  render: (r) => (r.excludedRows === null ? '' : formatCount(r.excludedRows)) },
      { key: 'created', header: 'reports.columns.created', width: 160, render: (r) => formatDateTime(r.dateCreated, timeZone) },
      { key: 'completed', header: 'reports.columns.completed', width: 160, hiddenByDefault: true,  render: (r) => (r.dateCompleted ? formatDateTime(r.dateCompleted, timeZone) : '') },
      {
        key: 'notice',
        header: 'reports.columns.notice',
        width: 150,
        render: (r) => (r.mailedVia === 'outbox' ? <span title={t('reports.mail.outbox')}>{t('reports.mail.outboxShort')}</span> : r.mailedVia === 'smtp' ? t('reports.mail.smtpShort') : ''),
      },
    ],
    [t, timeZone, adminStatus],
  );

  return (
    <div className="reports-page" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <HTMLSelect
          aria-label={t('reports.list.type')}
          value={type ?? ''}
          onChange={(e) => setParam('type', e.currentTarget.value)}
          options={[{ value: '', label: t('reports.list.anyType') }, ...REPORT_TYPES.map((value) => ({ value, label: t(`reports.types.${value}`) }))]}
        />
        <HTMLSelect
          aria-label={t('reports.list.status')}
          value={status ?? ''}
          onChange={(e) => setParam('status', e.currentTarget.value)}
          options={[{ value: '', label: t('reports.list.anyStatus') }, ...REPORT_STATUSES.map((value) => ({ value, label: t(`reports.status.${value}`) }))]}
        />
        <span style={{ flex: 1 }} />
        <Button intent="primary" icon={<Plus />} text={t('reports.list.order')} onClick={() => setOrdering(true)} />
      </div>
      <DataTable label={t('reports.list.label')} columns={columns} {...queryRows(list, t('reports.list.loadFailed'))} skeletonRows={5} adminStatus={admin?.adminStatus} maxHeight={620} />
      <ListFooter {...listCount(list)} page={page} pageSize={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onPageChange={(p) => setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('page', String(p));
        return next;
      })} />
      <OrderReportDialog isOpen={ordering} onClose={() => setOrdering(false)} refresh={REFRESHED} />
    </div>
  );
}
