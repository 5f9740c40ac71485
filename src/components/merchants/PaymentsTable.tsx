import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../useTranslation.ts';
import type { components } from '../../api/generated/v2.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../numberFormat.ts';
import { DataTable } from '../DataTable.tsx';
import { listQueryState, type ListQuery } from '../listQueryState.ts';
import type { DataTableColumn } from '../dataTableModel.ts';
import { TransactionStatusTag } from './StatusTags.tsx';
import './merchantWidgets.css';

export type MerchantTransaction = components['schemas']['MerchantTransaction'];

/** Props of {@link PaymentsTable}. */
export interface PaymentsTableProps {
  rows: readonly MerchantTransaction[];
  /** The query the rows come from: its loading, failure and Retry (see {@link listQueryState}). */
  query: ListQuery;
  label?: string;
  /** What the table says when there are no transactions; "Nothing to show" by default. */
  emptyText?: string;
}

/**
 * Merchant payment transactions (an order's, a store's or the whole list), with the currency
 * titles of the session's currency list. Shared by the Merchants section and the user's Merchant tab.
 */
export function PaymentsTable({ rows, query, label, emptyText }: PaymentsTableProps) {
  const { t } = useTranslation('merchants');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const timeZone = admin?.settings.timezone || undefined;
  const columns = useMemo<DataTableColumn<MerchantTransaction>[]>(() => {
    const currency = (id: number) => currencies?.find((c) => c.id === id)?.title ?? `#${id}`;
    return [
      { key: 'id', header: 'merchants.columns.id', width: 70, copyable: true, render: (r) => r.id },
      { key: 'orderId', header: 'merchants.columns.orderId', width: 90, copyable: true, render: (r) => r.orderId ?? '—' },
      { key: 'serviceMerchantId', header: 'merchants.columns.serviceMerchantId', width: 110, render: (r) => r.serviceMerchantId },
      { key: 'type', header: 'merchants.columns.type', width: 110, render: (r) => t(`merchants.txType.${r.type}`) },
      { key: 'status', header: 'merchants.columns.status', width: 110, render: (r) => <TransactionStatusTag status={r.status} /> },
      { key: 'amount', header: 'merchants.columns.amount', width: 160, render: (r) => `${formatAmount(r.amount)} ${currency(r.currencyId)}` },
      { key: 'fee', header: 'merchants.columns.fee', width: 120, render: (r) => formatAmount(r.fee) },
      { key: 'date', header: 'merchants.columns.dateCreated', width: 150, render: (r) => formatDateTime(r.dateCreated, timeZone) },
    ];
  }, [t, timeZone, currencies]);
  return (
    <DataTable<MerchantTransaction>
      label={label ?? t('merchants.transactions.title')}
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      {...listQueryState(query, t('merchants.list.loadFailed'))}
      emptyText={emptyText}
      maxHeight={360}
    />
  );
}
