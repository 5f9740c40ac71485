import { HTMLTable } from '@blueprintjs/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { FiguresCard } from '../../components/FiguresCard.tsx';
import { dataOf } from '../../api/client.ts';
import { p2pClient, v1Client } from '../../api/clients.ts';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart, useIsDarkTheme } from '../../components/charts/EChart.tsx';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { dashboardCardsFor, type DashboardCardId } from '../../domain/dashboardCards.ts';
import { formatAmount, formatCount } from '../../components/numberFormat.ts';
import { TableHead } from '../../components/TableHead.tsx';
import { TermList, type TermListItem } from '../../components/TermList.tsx';
import { CODE_INTERNAL_METHOD_TYPES, HISTOGRAM_GROUPS, defaultStatsRange, sumDecimals } from '../../domain/statistics.ts';
import './dashboard.css';

/** One dashboard card with its query's loading and error states (403: the figure is not for this admin status). */
function DashCard<T>({ title, query, children }: { title: string; query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <FiguresCard className="dashboard-card" title={title} query={query}>
      {children}
    </FiguresCard>
  );
}

const usd = (v: string) => formatAmount(v, 2);

/** A card's figures, each under its name; a `total` one stands out as the card's headline. */
function Figures({ figures }: { figures: readonly TermListItem[] }) {
  return <TermList className="dashboard-figures" items={figures} totalClass="dashboard-total" />;
}

const USER_FIGURES = ['totalUsers', 'newUsers', 'activeUsers', 'verificationRequests', 'warningAccounts'] as const;

/** P2P deal counts (GET p2p/Admin/Trade/statistic): without dates, of every deal, so "active" means open now. */
const dealCounts = (range: { dateFrom?: number; dateTo?: number }) => ({
  queryKey: ['dashboard', 'p2pDeals', range] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => dataOf(await p2pClient.GET('/p2p/Admin/Trade/statistic', { params: { query: range }, signal })),
});

/** Deals waiting for an arbitrator now (the arbitrator's "calls": in dispute, nobody joined); only the total is read. */
const awaitingArbitrator = {
  queryKey: ['dashboard', 'awaitingArbitrator'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    dataOf(await v1Client.GET('/v1/arbitrator/trades', { params: { query: { isInDispute: true, isArbitratorJoined: false, offset: 0, limit: 1 } }, signal })).total,
};

/**
 * The dashboard: users, finance status, gross profit, user stats, transaction stats and the P2P
 * statistic of the last 30 days, with spec 1's active deals and arbitrator calls. Each card is
 * drawn, and its request sent, only when the access table lets the admin's status make its calls (`DASHBOARD_CARDS`): support sees the user figures,
 * never a card the server refuses.
 */
export function DashboardPage() {
  const { t } = useTranslation('statistics');
  // counts are grouped as the interface language writes numbers (amounts keep the spec's en-US)
  const dark = useIsDarkTheme();
  const status = useQuery(sessionQueries.currentAdmin()).data?.adminStatus;
  const cards = status === undefined ? new Set<DashboardCardId>() : dashboardCardsFor(status);
  const shows = (card: DashboardCardId) => cards.has(card);
  const range = defaultStatsRange('Day', Math.floor(Date.now() / 1000));
  const users = useQuery({ ...statisticsQueries.usersStats(range), enabled: shows('users') });
  const finance = useQuery({ ...statisticsQueries.financeStatus(range), enabled: shows('finance') });
  const gross = useQuery({ ...statisticsQueries.grossProfit({ ...range, period: 'Day' }), enabled: shows('grossProfit') });
  const registrations = useQuery({ ...statisticsQueries.usersChart({ ...range, period: 'Day' }), enabled: shows('userStats') });
  const transactions = useQuery({
    ...statisticsQueries.transactionStats({ ...range, excludeMethodTypes: [...CODE_INTERNAL_METHOD_TYPES] }),
    enabled: shows('transactionStats'),
  });
  const p2p = useQuery({
    ...statisticsQueries.v1Statistic({ kind: 'p2p', createdFrom: range.dateFrom, createdTo: range.dateTo, offset: 0, limit: 1000 }),
    enabled: shows('p2p'),
  });
  const openDeals = useQuery({ ...dealCounts({}), enabled: shows('activeDeals') });
  const recentDeals = useQuery({ ...dealCounts({ dateFrom: range.dateFrom, dateTo: range.dateTo }), enabled: shows('arbitratorCalls') });
  const awaiting = useQuery({ ...awaitingArbitrator, enabled: shows('arbitratorCalls') });
  return (
    <div className="dashboard-grid">
      {shows('activeDeals') && (
        <DashCard title={t('statistics.dashboard.activeDeals')} query={openDeals}>
          {(d) => (
            <Figures
              figures={[
                { label: t('statistics.dashboard.openNow'), value: formatCount(d.activeCount), total: true },
                { label: t('statistics.dashboard.inDispute'), value: formatCount(d.disputesCount) },
              ]}
            />
          )}
        </DashCard>
      )}
      {shows('arbitratorCalls') && (
        <DashCard title={t('statistics.dashboard.arbitratorCalls')} query={recentDeals}>
          {(d) => (
            <Figures
              figures={[
                { label: t('statistics.dashboard.calledIn30Days'), value: formatCount(d.arbitratorCallsCount), total: true },
                { label: t('statistics.dashboard.awaitingArbitrator'), value: awaiting.data === undefined ? (awaiting.isError ? '—' : '…') : formatCount(awaiting.data) },
              ]}
            />
          )}
        </DashCard>
      )}
      {shows('users') && <DashCard title={t('statistics.dashboard.users')} query={users}>
        {(d) => <Figures figures={USER_FIGURES.map((k) => ({ label: t(`statistics.users.${k}`), value: formatCount(d[k]) }))} />}
      </DashCard>}
      {shows('finance') && <DashCard title={t('statistics.dashboard.finance')} query={finance}>
        {(d) => (
          <>
            <p className="dashboard-total">{`${usd(sumDecimals(d.items.map((i) => i.equivalent)))} ${d.cumulativeCurrencyTitle}`}</p>
            <HTMLTable compact className="dashboard-table" aria-label={t('statistics.dashboard.finance')}>
              <tbody>
                {[...d.items].sort((a, b) => Number(b.equivalent) - Number(a.equivalent)).slice(0, 5).map((i) => (
                  <tr key={i.currencyId}>
                    <td>{i.currencyTitle}</td>
                    <td>{formatAmount(i.balanceUser)}</td>
                    <td>{`${usd(i.equivalent)} ${d.cumulativeCurrencyTitle}`}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </DashCard>}
      {shows('grossProfit') && <DashCard title={t('statistics.dashboard.grossProfit')} query={gross}>
        {(d) => (
          <>
            <p className="dashboard-total">{`${usd(d.cumulativeProfit)} ${d.cumulativeCurrencyTitle}`}</p>
            <EChart label={t('statistics.dashboard.grossProfit')} option={seriesOption(d.chart ?? [], { dark, period: 'Day', order: HISTOGRAM_GROUPS })} height={200} />
          </>
        )}
      </DashCard>}
      {shows('userStats') && <DashCard title={t('statistics.dashboard.userStats')} query={registrations}>
        {(d) => <EChart label={t('statistics.dashboard.userStats')} option={seriesOption(d.items, { dark, period: d.period, kind: 'line', seriesName: () => t('statistics.users.registrations') })} height={200} />}
      </DashCard>}
      {shows('transactionStats') && <DashCard title={t('statistics.dashboard.transactionStats')} query={transactions}>
        {(d) => (
          <HTMLTable compact className="dashboard-table" aria-label={t('statistics.dashboard.transactionStats')}>
            <TableHead columns={[t('statistics.columns.currency'), t('statistics.columns.depositCount'), t('statistics.columns.withdrawalCount'), t('statistics.columns.turnoverUsd')]} />
            <tbody>
              {d.items.slice(0, 6).map((i) => (
                <tr key={i.currencyId}>
                  <td>{i.currencyTitle}</td>
                  <td>{formatCount(i.depositCount)}</td>
                  <td>{formatCount(i.withdrawalCount)}</td>
                  <td>{usd(i.equivalentAmount ?? '0')}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DashCard>}
      {shows('p2p') && <DashCard title={t('statistics.dashboard.p2p')} query={p2p}>
        {(d) => (
          <>
            <p className="dashboard-total">{`${usd(sumDecimals(d.items.map((i) => i.equivalentAmount)))} USD`}</p>
            <HTMLTable compact className="dashboard-table" aria-label={t('statistics.dashboard.p2p')}>
              <tbody>
                {d.items.map((i) => (
                  <tr key={i.currency}>
                    <td>{i.currency}</td>
                    <td>{t('statistics.dashboard.deals', { count: i.count })}</td>
                    <td>{`${usd(i.equivalentAmount)} USD`}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </DashCard>}
    </div>
  );
}
