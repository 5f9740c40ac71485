import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DateRangeInput } from '../../../components/DateRangeInput.tsx';
import { STATS_PERIODS, STATS_PERIOD_CAPTION_KEYS, type StatsPeriod } from '../../../domain/statistics.ts';
import type { StatsRangeState } from './statsRange.ts';

/** Period (Day by default) and the date range of a statistics screen. */
export function RangeBar({ range, onChange, withPeriod = true }: { range: StatsRangeState; onChange: (next: Partial<StatsRangeState>) => void; withPeriod?: boolean }) {
  const { t } = useTranslation('statistics');
  return (
    <div className="statistics-range">
      {withPeriod && (
        <FormGroup label={t('statistics.range.period')} labelFor="statistics-period" inline>
          <HTMLSelect id="statistics-period" value={range.period} onChange={(e) => onChange({ period: e.currentTarget.value as StatsPeriod })}>
            {STATS_PERIODS.map((p) => (
              <option key={p} value={p}>{t(STATS_PERIOD_CAPTION_KEYS[p])}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      <FormGroup label={t('statistics.range.dates')} inline>
        <DateRangeInput
          value={[range.from, range.to]}
          startLabel={t('statistics.range.from')}
          endLabel={t('statistics.range.to')}
          onChange={([from, to]) => onChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) })}
        />
      </FormGroup>
    </div>
  );
}
