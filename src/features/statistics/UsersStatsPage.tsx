import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart, useIsDarkTheme } from '../../components/charts/EChart.tsx';
import { seriesOption } from '../../components/charts/chartOptions.ts';
import { VERIFICATION_STATUS_CAPTION_KEYS, type VerificationStatus } from '../../domain/verification.ts';
import { Panel } from './components/Panel.tsx';
import { RangeBar } from './components/RangeBar.tsx';
import { useAmountFormat } from './components/format.ts';
import { useStatsRange } from './components/statsRange.ts';

const USER_FIGURES = ['totalUsers', 'newUsers', 'activeUsers', 'verifiedUsers', 'verificationRequests', 'warningAccounts'] as const;

/** Users: the figures of the range, registrations and verification requests per bucket. */
export function UsersStatsPage() {
  const { t } = useTranslation(['statistics', 'users']);
  const dark = useIsDarkTheme();
  const [range, setRange] = useStatsRange();
  const fmt = useAmountFormat();
  const body = { period: range.period, dateFrom: range.dateFrom, dateTo: range.dateTo };
  const stats = useQuery(statisticsQueries.usersStats({ dateFrom: range.dateFrom, dateTo: range.dateTo }));
  const users = useQuery(statisticsQueries.usersChart(body));
  const verifications = useQuery(statisticsQueries.verificationsChart(body));
  const statusName = (s: string) => (s in VERIFICATION_STATUS_CAPTION_KEYS ? t(VERIFICATION_STATUS_CAPTION_KEYS[s as VerificationStatus]) : s);
  return (
    <div className="statistics-page">
      <RangeBar range={range} onChange={setRange} />
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
      <Panel title={t('statistics.users.registrations')} query={users}>
        {(data) => <EChart label={t('statistics.users.registrations')} option={seriesOption(data.items, { dark, period: data.period, kind: 'line', seriesName: () => t('statistics.users.registrations') })} />}
      </Panel>
      <Panel title={t('statistics.users.verifications')} query={verifications}>
        {(data) => <EChart label={t('statistics.users.verifications')} option={seriesOption(data.items, { dark, period: data.period, seriesName: statusName })} />}
      </Panel>
    </div>
  );
}
