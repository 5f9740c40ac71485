import type { Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { ApprovalRequest, ApprovalStatus } from '../../../api/approvals.ts';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { PlainTag } from '../../../components/plain/plainBlueprint.tsx';
import { RowLink, type RowLinkColumnsOptions } from '../../../components/RowLink.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { describeRequest, usdText, type CurrencyOf } from '../approvalWords.ts';

const STATUS_INTENT: Record<ApprovalStatus, Intent> = {
  pending: 'warning',
  executed: 'success',
  failed: 'danger',
  rejected: 'danger',
  withdrawn: 'none',
  expired: 'none',
};

/** A request's status as a tag (Blueprint's Tag markup without its hooks: one per row of the list). */
export function ApprovalStatusTag({ status, t }: { status: ApprovalStatus; t: TFunction }) {
  return (
    <PlainTag minimal intent={STATUS_INTENT[status]} data-status={status}>
      {t(`approvals.status.${status}`)}
    </PlainTag>
  );
}

/** The columns of the Approvals list, as data (ARCHITECTURE convention 6). */
export function approvalColumns({ t, timeZone, currencyOf, linkState, open }: RowLinkColumnsOptions & { currencyOf: CurrencyOf }): DataTableColumn<ApprovalRequest>[] {
  return [
    {
      key: 'id',
      header: 'approvals.columns.id',
      width: 60,
      render: (row) => <RowLink id={row.id} to={`/approvals/${row.id}`} state={linkState} label={t('approvals.list.open', { id: row.id })} open={open} />,
    },
    { key: 'action', header: 'approvals.columns.action', width: 130, render: (row) => t(`approvals.action.${row.action}`) },
    { key: 'what', header: 'approvals.columns.what', width: 230, render: (row) => describeRequest(row, t, currencyOf) },
    { key: 'amountUsd', header: 'approvals.columns.amountUsd', width: 110, sortable: true, render: (row) => usdText(row.amountUsd) ?? '—' },
    { key: 'maker', header: 'approvals.columns.maker', width: 140, copyable: true, render: (row) => row.makerEmail },
    { key: 'status', header: 'approvals.columns.status', width: 90, render: (row) => <ApprovalStatusTag status={row.status} t={t} /> },
    { key: 'createdAt', header: 'approvals.columns.createdAt', width: 135, sortable: true, render: (row) => formatDateTime(row.createdAt, timeZone) },
    {
      key: 'expiresAt',
      header: 'approvals.columns.expiresOrDecided',
      width: 135,
      sortable: true,
      render: (row) => formatDateTime(row.status === 'pending' ? row.expiresAt : (row.decidedAt ?? row.expiresAt), timeZone),
    },
    { key: 'checker', header: 'approvals.columns.checker', width: 130, render: (row) => row.checkerEmail ?? '—' },
  ];
}
