import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { VERIFICATION_STATUS_CAPTION_KEYS, type VerificationStatus } from '../../domain/verification.ts';
import { Panel } from './components/Panel.tsx';
import { ChartPanel, useStatsScreen } from './components/statsScreen.tsx';

const USER_FIGURES = ['totalUsers', 'newUsers', 'activeUsers', 'verifiedUsers', 'verificationRequests', 'warningAccounts'] as const;

/** Users: the figures of the range, registrations and verification requests per bucket. */
export function UsersStatsPage() {
  const { t, dark, range, fmt, rangeBar } = useStatsScreen({ ns: ['statistics', 'users'] });
  const body = { period: range.period, dateFrom: range.dateFrom, dateTo: range.dateTo };
  const stats = useQuery(statisticsQueries.usersStats({ dateFrom: range.dateFrom, dateTo: range.dateTo }));
  const users = useQuery(statisticsQueries.usersChart(body));
  const verifications = useQuery(statisticsQueries.verificationsChart(body));
  const statusName = (s: string) => (s in VERIFICATION_STATUS_CAPTION_KEYS ? t(VERIFICATION_STATUS_CAPTION_KEYS[s as VerificationStatus]) : s);
  return (
    <div className="statistics-page">
      {rangeBar}
      <Panel title={t('statistics.users.figures')} query={stats}>
        {(data) => (
          <HTMLTable compact className="statistics-table" aria-label={t('statistics.users.figures')}>
            <tbody>
              {USER_FIGURES.map((k) => (
                <tr key={k}>
                  <th>{t(`statistics.users.${k}`)}</th>
                  <td>{fmt.count(data[k])}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Panel>
      <ChartPanel title={t('statistics.users.registrations')} query={users} option={(data) => seriesOption(data.items, { dark, period: data.period, kind: 'line', seriesName: () => t('statistics.users.registrations') })} />
      <ChartPanel title={t('statistics.users.verifications')} query={verifications} option={(data) => seriesOption(data.items, { dark, period: data.period, seriesName: statusName })} />
    </div>
  );
}
