import { Card, Spinner, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../components/useTranslation.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import { p2pQueries } from '../api.ts';
import { TermList } from '../../../components/TermList.tsx';

export interface StatisticsPanelProps {
  /** The deal list's period and crypto currency, so the figures match what the list shows. */
  query: { dateFrom?: number; dateTo?: number; cryptoCurrencyId?: number };
}

/** The P2P statistics of a period (GET p2p/Admin/Trade/statistic) as one compact row; turnover in USD. */
export function StatisticsPanel({ query }: StatisticsPanelProps) {
  const { t } = useTranslation('p2p');
  const stats = useQuery(p2pQueries.statistic(query));
  const s = stats.data;
  const figures: [string, string][] = s
    ? [
        ['tradesCount', String(s.tradesCount)],
        ['completedCount', String(s.completedCount)],
        ['cancelledCount', String(s.cancelledCount)],
        ['activeCount', String(s.activeCount)],
        ['disputesCount', String(s.disputesCount)],
        ['arbitratorCallsCount', String(s.arbitratorCallsCount)],
        ['turnover', `${formatAmount(s.turnover, 2)} ${s.equivalentCurrencyTitle}`],
      ]
    : [];
  return (
    <Card compact className="p2p-stats" aria-labelledby="p2p-stats-title">
      <h2 id="p2p-stats-title" className={`${Classes.HEADING} p2p-panel-title`}>
        {t('p2p.stats.title')}
      </h2>
      {stats.isPending && <Spinner size={16} aria-label={t('p2p.stats.loading')} />}
      {stats.isError && <span role="alert">{t('p2p.stats.loadFailed')}</span>}
      <TermList className="p2p-figures" items={figures.map(([key, value]) => ({ label: t(`p2p.stats.${key}`), value }))} />
    </Card>
  );
}
