import { Button } from '@blueprintjs/core';
import { BankAccount } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { defaultFilters, defineListQuery } from '../../domain/listQuery.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { sortedPageRequest } from '../../domain/pageRequest.ts';
import { financeKeys, financeQueries, type CumulativeRow } from './api.ts';
import { AdminMoneyDialog } from '../../components/money/AdminMoneyDialog.tsx';
import { listQueryState, listCount } from '../../components/listQueryState.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { statePaging } from '../../components/listPaging.ts';
import { stateSorting } from '../../components/listSorting.ts';

const schema = defineListQuery({
  filters: { currency: { type: 'numbers' } },
  sortFields: ['cumulativeBalance', 'availableFunds', 'userId'],
  defaultSort: { field: 'cumulativeBalance', direction: 'desc' },
});

/** Balances (spec 3 §2): users' balances in the cumulative currency, cumulativeBalance descending by default, filter by currency. */
export function BalancesPage() {
  const { t } = useTranslation('finance');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const { state, setState } = useListQuery(schema);
  const [moneyFor, setMoneyFor] = useState<CumulativeRow | null>(null);
  const list = useQuery(
    financeQueries.balances({
      ...(state.filters.currency.length ? { currencyIdList: state.filters.currency } : {}),
      ...sortedPageRequest(state),
    }),
  );
  const title = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c])), [currencies]);
  const cumulativeTitle = list.data?.cumulativeCurrencyTitle ?? 'USD';
  const fields: FilterField<'currency'>[] = [
    { kind: 'tags', name: 'currency', label: 'finance.balances.currency', options: (currencies ?? []).map((c) => ({ value: c.id, label: c.title })), placeholder: 'finance.balances.anyCurrency' },
  ];
  const columns: DataTableColumn<CumulativeRow>[] = [
    { key: 'userId', header: 'finance.balances.userId', width: 90, sortable: true, copyable: true, render: (r) => r.userId },
    { key: 'user', header: 'finance.balances.user', width: 170, render: (r) => r.userName ?? '—' },
    { key: 'email', header: 'finance.balances.email', width: 220, render: (r) => r.userEmail },
    {
      key: 'balances',
      header: 'finance.balances.balances',
      width: 420,
      render: (r) =>
        r.balances
          .filter((b) => b.availableBalance !== '0')
          .map((b) => `${formatAmount(b.availableBalance, title.get(b.currencyId)?.decimals)} ${title.get(b.currencyId)?.title ?? ''}`)
          .join(' · ') || '—',
    },
    { key: 'cumulativeBalance', header: 'finance.balances.cumulative', width: 180, sortable: true, render: (r) => `${formatAmount(r.cumulativeBalance, 2)} ${cumulativeTitle}` },
    {
      key: 'actions',
      header: 'finance.balances.actions',
      width: 70,
      maxAdminStatus: 1,
      render: (r) => <Button small minimal icon={<BankAccount />} aria-label={t('finance.balances.money', { user: r.userName ?? r.userId })} onClick={() => setMoneyFor(r)} />,
    },
  ];
  return (
    <div className="finance-page">
      <FilterBar fields={fields} values={state.filters} initialValues={defaultFilters(schema)} onSubmit={(filters) => setState({ ...state, filters, page: 1 })} savedFiltersKey="finance-balances" />
      <DataTable
        label={t('finance.balances.label')}
        columns={columns}
        rows={list.data?.items ?? []}
        getRowKey={(r) => r.userId}
        {...listQueryState(list, t('finance.loadFailed'))}
        skeletonRows={state.pageSize}
        {...stateSorting(state, setState)}
        adminStatus={admin?.adminStatus}
        maxHeight={640}
      />
      <ListFooter {...listCount(list)} {...statePaging(state, setState)} />
      {moneyFor && <AdminMoneyDialog userId={moneyFor.userId} userName={moneyFor.userName} onClose={() => setMoneyFor(null)} refresh={[financeKeys.all]} />}
    </div>
  );
}
