import { HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { systemStatusRequests } from '../../domain/statistics.ts';
import { Panel } from './components/Panel.tsx';
import { RangeBar } from './components/RangeBar.tsx';
import { useAmountFormat } from './components/format.ts';
import { useStatsRange } from './components/statsRange.ts';

/** System status: finance status per currency and the balance of each transaction method. */
export function SystemStatusPage() {
  const { t } = useTranslation('statistics');
  const [range, setRange] = useStatsRange();
  const fmt = useAmountFormat();
  const requests = systemStatusRequests(range);
  const finance = useQuery(statisticsQueries.financeStatus(requests.finance));
  const methods = useQuery(statisticsQueries.methodsStatus(requests.methods));
  return (
    <div className="statistics-page">
      <RangeBar range={range} onChange={setRange} withPeriod={false} />
      <Panel title={t('statistics.system.finance')} query={finance}>
        {(data) => (
          <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.system.finance')}>
            <thead>
              <tr>
                <th>{t('statistics.columns.currency')}</th>
                <th>{t('statistics.columns.balanceUser')}</th>
                <th>{t('statistics.columns.balanceOnWallets')}</th>
                <th>{t('statistics.columns.deposits')}</th>
                <th>{t('statistics.columns.withdrawals')}</th>
                <th>{t('statistics.columns.fees')}</th>
                <th>{t('statistics.columns.equivalent', { currency: data.cumulativeCurrencyTitle })}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <tr><td colSpan={7}>{t('statistics.state.empty')}</td></tr>}
              {data.items.map((r) => (
                <tr key={r.currencyId}>
                  <td>{r.currencyTitle}</td>
                  <td>{fmt.ofId(r.balanceUser, r.currencyId)}</td>
                  <td>{fmt.ofId(r.balanceOnWallets, r.currencyId)}</td>
                  <td>{fmt.ofId(r.deposits, r.currencyId)}</td>
                  <td>{fmt.ofId(r.withdrawals, r.currencyId)}</td>
                  <td>{fmt.ofId(r.fees, r.currencyId)}</td>
                  <td>{fmt.cumulative(r.equivalent)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Panel>
      <Panel title={t('statistics.system.methods')} query={methods}>
        {(data) => (
          <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.system.methods')}>
            <thead>
              <tr>
                <th>{t('statistics.columns.id')}</th>
                <th>{t('statistics.columns.provider')}</th>
                <th>{t('statistics.columns.method')}</th>
                <th>{t('statistics.columns.currency')}</th>
                <th>{t('statistics.columns.balance')}</th>
                <th>{t('statistics.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <tr><td colSpan={6}>{t('statistics.state.empty')}</td></tr>}
              {data.items.map((m) => (
                <tr key={m.transactionMethodId}>
                  <td>{m.transactionMethodId}</td>
                  <td>{m.provider}</td>
                  <td>{m.method}</td>
                  <td>{m.currencyId}</td>
                  <td>{fmt.ofId(m.balance, m.currencyId)}</td>
                  <td><Tag multiline minimal intent={m.isEnabled ? 'success' : 'none'}>{t(m.isEnabled ? 'statistics.system.enabled' : 'statistics.system.disabled')}</Tag></td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Panel>
    </div>
  );
}
