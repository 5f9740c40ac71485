import { Button } from '@blueprintjs/core';
import { BankAccount, Export } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { useCan } from '../../components/access.ts';
import { AdminMoneyDialog, type AdminMoneyKind } from '../../components/money/AdminMoneyDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { useRowPages } from '../../components/RowLink.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { OrderReportDialog } from '../../components/reports/index.ts';
import { defaultFilters } from '../../domain/listQuery.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { KYT_STATUSES, TRANSACTION_STATUSES } from '../../domain/transactions.ts';
import { transactionQueries, useRefreshTransactions } from './api.ts';
import { transactionColumns } from './components/transactionColumns.tsx';
import { operationsRequest, TRANSACTIONS_PAGE_SIZE, transactionsReportOrder, transactionsSchema, type TransactionsState } from './transactionsQuery.ts';
import { listCount } from '../../components/listQueryState.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { queryRows } from '../../components/queryRows.ts';
import { stateSorting } from '../../components/listSorting.ts';

/**
 * Transactions (spec 3 §2): filter by date range, side, type, status, currency, user and KYT; 100 a page; a row opens the
 * transaction. Admin deposit and withdrawal for any user (the dialog asks for the user), to the statuses the access table allows.
 */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const timeZone = admin?.settings.timezone;
  // a sort, a page or a filter shows with its rows, in one render (useListQuery's prefetch)
  const { state, setState } = useListQuery(transactionsSchema, {
    prefetch: (next, client) => client.prefetchQuery(transactionQueries.list(operationsRequest(next as TransactionsState, timeZone))),
  });
  const request = operationsRequest(state, timeZone);
  const list = useQuery(transactionQueries.list(request));
  const [exporting, setExporting] = useState(false);
  const refreshTransactions = useRefreshTransactions();
  const canDeposit = useCan('POST Transaction/AdminDeposit');
  const canWithdraw = useCan('POST Transaction/AdminWithdrawal');
  const [moneyKind, setMoneyKind] = useState<AdminMoneyKind | null>(null);

  const fields = useMemo<FilterField<keyof TransactionsState['filters']>[]>(
    () => [
      { kind: 'dateRange', name: 'created', label: 'transactions.filters.created' },
      { kind: 'select', name: 'side', label: 'transactions.filters.side', options: [{ value: '', label: 'transactions.filters.any' }, { value: 'in', label: 'transactions.side.in' }, { value: 'out', label: 'transactions.side.out' }] },
      { kind: 'select', name: 'type', label: 'transactions.filters.type', options: [{ value: '', label: 'transactions.filters.any' }, { value: 'depositWithdrawal', label: 'transactions.type.depositWithdrawal' }, { value: 'adminDeposit', label: 'transactions.type.adminDeposit' }] },
      { kind: 'tags', name: 'status', label: 'transactions.filters.status', options: TRANSACTION_STATUSES.map((s) => ({ value: s, label: `transactions.status.${s}` })), placeholder: 'transactions.filters.anyStatus' },
      { kind: 'tags', name: 'currency', label: 'transactions.filters.currency', options: (currencies ?? []).map((c) => ({ value: c.id, label: c.title })), placeholder: 'transactions.filters.anyCurrency' },
      { kind: 'numeric', name: 'userId', label: 'transactions.filters.userId' },
      { kind: 'tags', name: 'kyt', label: 'transactions.filters.kyt', options: KYT_STATUSES.map((s) => ({ value: s, label: `transactions.kyt.${s}` })), placeholder: 'transactions.filters.anyKyt' },
    ],
    [currencies],
  );

  const { linkState, open } = useRowPages('/transactions/operation');
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c.decimals])), [currencies]);
  const columns = useMemo(
    () => transactionColumns({ t, timeZone, decimalsOf: (id) => decimals.get(id), linkState, open }),
    [t, timeZone, decimals, linkState, open],
  );

  return (
    <div className="transactions-page">
      <FilterBar
        fields={fields}
        values={state.filters}
        initialValues={defaultFilters(transactionsSchema)}
        onSubmit={(filters) => setState({ ...state, filters, page: 1 })}
        savedFiltersKey="transactions"
      />
      {(canDeposit || canWithdraw) && (
        <div className="transactions-toolbar" role="toolbar" aria-label={t('transactions.list.money')}>
          {canDeposit && <Button icon={<BankAccount />} text={t('finance.money.deposit')} onClick={() => setMoneyKind('deposit')} />}
          {canWithdraw && <Button icon={<BankAccount />} text={t('finance.money.withdrawal')} onClick={() => setMoneyKind('withdrawal')} />}
        </div>
      )}
      <DataTable
        label={t('transactions.list.label')}
        columns={columns}
        {...queryRows(list, t('transactions.list.loadFailed'))}
        skeletonRows={20}
        {...stateSorting(state, setState)}
        adminStatus={admin?.adminStatus}
        onRowActivate={(row) => open(row.id)}
        maxHeight={620}
      />
      <ListFooter
        start={
          <span>
            <Button variant="outlined" icon={<Export />} text={t('reports.export.button')} onClick={() => setExporting(true)} />{' '}
            <Link to="/reports">{t('reports.export.allReports')}</Link>
          </span>
        }
        {...listCount(list)}
        capped={list.data?.totalCapped}
        page={state.page}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        pageSizes={[TRANSACTIONS_PAGE_SIZE]}
        onPageChange={(page) => setState({ ...state, page })}
      />
      <OrderReportDialog isOpen={exporting} onClose={() => setExporting(false)} initial={transactionsReportOrder(request)} />
      {moneyKind && <AdminMoneyDialog initialKind={moneyKind} onClose={() => setMoneyKind(null)} onDone={refreshTransactions} />}
    </div>
  );
}
