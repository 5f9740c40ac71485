import { HTMLTable } from '@blueprintjs/core';
import { useQueries } from '@tanstack/react-query';
import { statisticsQueries } from '../../api/statisticsQueries.ts';
import { EChart } from '../../components/charts/EChart.tsx';
import { categoryOption } from '../../components/charts/chartOptions.ts';
import { REFERRAL_INCOME_TYPES } from '../../domain/statistics.ts';
import { Panel } from './components/Panel.tsx';
import { useStatsScreen } from './components/statsScreen.tsx';
import { TableHead } from '../../components/TableHead.tsx';

/** Referral incomes, asked once per income type (spec 3 §3), per currency and in the cumulative currency. */
export function RefProgramPage() {
  const { t, dark, range, fmt, rangeBar } = useStatsScreen({ withPeriod: false });
  const queries = useQueries({
    queries: REFERRAL_INCOME_TYPES.map((incomeType) => statisticsQueries.referralStats({ incomeType, dateFrom: range.dateFrom, dateTo: range.dateTo })),
  });
  const all = {
    isPending: queries.some((q) => q.isPending),
    isError: queries.some((q) => q.isError),
    error: queries.find((q) => q.isError)?.error ?? null,
    data: queries.every((q) => q.data) ? queries.map((q) => q.data!) : undefined,
  };
  return (
    <div className="statistics-page">
      {rangeBar}
      <Panel title={t('statistics.referral.title')} query={all as never}>
        {(data: NonNullable<typeof all.data>) => (
          <>
            <EChart
              label={t('statistics.referral.chart')}
              option={categoryOption(data.map((d) => ({ name: t(`statistics.income.${d.incomeType}`), value: d.cumulativeAmount })), { dark, seriesName: data[0]?.cumulativeCurrencyTitle ?? '' })}
              height={260}
            />
            <HTMLTable compact striped className="statistics-table" aria-label={t('statistics.referral.title')}>
              <TableHead columns={[t('statistics.columns.incomeType'), t('statistics.columns.currency'), t('statistics.columns.amount'), t('statistics.columns.equivalent', { currency: data[0]?.cumulativeCurrencyTitle ?? '' })]} />
              <tbody>
                {data.flatMap((d) => [
                  ...d.items.map((i) => (
                    <tr key={`${d.incomeType}-${i.currencyId}`}>
                      <td>{t(`statistics.income.${d.incomeType}`)}</td>
                      <td>{i.currencyTitle}</td>
                      <td>{fmt.ofId(i.amount, i.currencyId)}</td>
                      <td>{fmt.cumulative(i.equivalentAmount)}</td>
                    </tr>
                  )),
                  <tr key={`${d.incomeType}-total`} className="statistics-subtotal">
                    <th colSpan={3}>{t('statistics.referral.typeTotal', { type: t(`statistics.income.${d.incomeType}`) })}</th>
                    <th>{fmt.cumulative(d.cumulativeAmount)}</th>
                  </tr>,
                ])}
              </tbody>
            </HTMLTable>
          </>
        )}
      </Panel>
    </div>
  );
}
