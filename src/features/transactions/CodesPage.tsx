import { HTMLSelect, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { pageOffset } from '../../domain/paging.ts';
import { transactionQueries, type CodeRow, type CodesRequest } from './api.ts';
import { listQueryState } from '../../components/listQueryState.ts';

/** The fuller status list, and the short list of spec 3 §3 it maps onto (both are shown, as the spec gives them). */
const CODE_STATUSES = ['active', 'expired', 'redeemed', 'unconfirmed', 'canceled', 'merged', 'blocked', 'devided'] as const;
const SHORT_STATUS: Record<string, string> = { active: 'new', redeemed: 'redeemed', expired: 'expired', canceled: 'cancelled' };
const PAGE_SIZE = 100;

/** Codes (spec 3 §2): 100 a page, newest first, filtered by status. */
export function CodesPage() {
  const { t } = useTranslation('transactions');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const request: CodesRequest = { offset: pageOffset(page, PAGE_SIZE), limit: PAGE_SIZE, ...(status ? { statusList: [status as (typeof CODE_STATUSES)[number]] } : {}) };
  const codes = useQuery(transactionQueries.codes(request));
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c.decimals])), [currencies]);
  const columns: DataTableColumn<CodeRow>[] = [
    { key: 'id', header: 'transactions.codes.id', width: 70, render: (c) => c.id },
    { key: 'code', header: 'transactions.codes.code', width: 200, copyable: true, render: (c) => c.code },
    { key: 'amount', header: 'transactions.codes.amount', width: 170, render: (c) => `${formatAmount(c.amount, decimals.get(c.currencyId))} ${c.currencyTitle}` },
    {
      key: 'status',
      header: 'transactions.codes.status',
      width: 200,
      render: (c) => `${t(`transactions.codes.statuses.${c.status}`)}${SHORT_STATUS[c.status] ? ` (${t(`transactions.codes.short.${SHORT_STATUS[c.status]}`)})` : ''}`,
    },
    { key: 'creator', header: 'transactions.codes.creator', width: 90, render: (c) => `#${c.creatorId}` },
    { key: 'redeemer', header: 'transactions.codes.redeemer', width: 90, render: (c) => (c.redeemerId ? `#${c.redeemerId}` : '—') },
    { key: 'dateCreated', header: 'transactions.codes.dateCreated', width: 160, render: (c) => formatDateTime(c.dateCreated, admin?.settings.timezone) },
    { key: 'dateRedeemed', header: 'transactions.codes.dateRedeemed', width: 160, render: (c) => (c.dateRedeemed ? formatDateTime(c.dateRedeemed, admin?.settings.timezone) : '—') },
  ];
  const pages = codes.data?.pages ?? 0;
  return (
    <div className="transactions-page">
      <label className={`${Classes.LABEL} ${Classes.INLINE}`}>
        {t('transactions.codes.filter')}{' '}
        <HTMLSelect value={status} onChange={(e) => { setStatus(e.currentTarget.value); setPage(1); }}>
          <option value="">{t('transactions.filters.any')}</option>
          {CODE_STATUSES.map((s) => (
            <option key={s} value={s}>{t(`transactions.codes.statuses.${s}`)}</option>
          ))}
        </HTMLSelect>
      </label>
      <DataTable label={t('transactions.codes.label')} columns={columns} rows={codes.data?.codes ?? []} getRowKey={(c) => c.id} {...listQueryState(codes, t('transactions.list.loadFailed'))} skeletonRows={20} maxHeight={620} />
      {/* the server counts pages, not codes: no total to show */}
      <ListFooter total={undefined} pagingTotal={pages * PAGE_SIZE} page={page} pageSize={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onPageChange={setPage} />
    </div>
  );
}
