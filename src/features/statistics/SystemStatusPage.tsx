import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { systemStatusRequests } from '../../domain/statistics.ts';
import { type StatsColumn } from './components/StatsTable.tsx';
import { TablePanel, useStatsScreen } from './components/statsScreen.tsx';

/** System status: finance status per currency and the balance of each transaction method. */
export function SystemStatusPage() {
  const { t, range, cols, rangeBar } = useStatsScreen({ withPeriod: false });
  const requests = systemStatusRequests(range);
  const finance = useQuery(statisticsQueries.financeStatus(requests.finance));
  const methods = useQuery(statisticsQueries.methodsStatus(requests.methods));
  type Method = NonNullable<typeof methods.data>['items'][number];
  const methodColumns: StatsColumn<Method>[] = [
    { head: 'id', cell: (m) => m.transactionMethodId },
    { head: 'provider', cell: (m) => m.provider },
    { head: 'method', cell: (m) => m.method },
    { head: 'currency', cell: (m) => m.currencyId },
    ...cols.amounts('balance'),
    { head: 'state', cell: (m) => <Tag multiline minimal intent={m.isEnabled ? 'success' : 'none'}>{t(m.isEnabled ? 'statistics.system.enabled' : 'statistics.system.disabled')}</Tag> },
  ];
  return (
    <div className="statistics-page">
      {rangeBar}
      <TablePanel
        title={t('statistics.system.finance')}
        query={finance}
        table={(data) => ({
          currency: data.cumulativeCurrencyTitle,
          columns: [cols.currencyTitle, ...cols.amounts('balanceUser', 'balanceOnWallets', 'deposits', 'withdrawals', 'fees'), cols.cumulative('equivalent', 'equivalent')],
          rowKey: (r) => r.currencyId,
        })}
      />
      <TablePanel title={t('statistics.system.methods')} query={methods} table={() => ({ columns: methodColumns, rowKey: (m) => m.transactionMethodId })} />
    </div>
  );
}
