import { Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { formatAmount, formatCount } from '../../components/numberFormat.ts';
import { transactionQueries } from './api.ts';
import { TableHead } from '../../components/TableHead.tsx';
import { EmptyTableRow } from '../../components/EmptyTableRow.tsx';

/** Transactions statistics: completed deposits and withdrawals per currency, counts and exact sums. */
export function StatisticsPage() {
  const { t } = useTranslation('transactions');
  // counts are grouped as the interface language writes numbers (amounts keep the spec's en-US)
  const currencies = useQuery(sessionQueries.currencies()).data;
  const stats = useQuery(transactionQueries.stats({}));
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c.decimals])), [currencies]);
  if (stats.isLoading) return <Spinner aria-label={t('transactions.view.loading')} />;
  if (stats.isError) return <Callout intent="danger" role="alert">{t('transactions.list.loadFailed')}</Callout>;
  const rows = stats.data ?? [];
  return (
    <HTMLTable striped compact aria-label={t('transactions.stats.label')}>
      <TableHead columns={[t('transactions.stats.currency'), t('transactions.stats.depositCount'), t('transactions.stats.depositAmount'), t('transactions.stats.withdrawalCount'), t('transactions.stats.withdrawalAmount')]} />
      <tbody>
        {rows.length === 0 && <EmptyTableRow columns={5} text={t('transactions.stats.empty')} />}
        {rows.map((r) => (
          <tr key={r.currencyId}>
            <td>{r.currencyTitle}</td>
            <td>{formatCount(r.depositCount)}</td>
            <td>{formatAmount(r.depositAmount, decimals.get(r.currencyId))}</td>
            <td>{formatCount(r.withdrawalCount)}</td>
            <td>{formatAmount(r.withdrawalAmount, decimals.get(r.currencyId))}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
