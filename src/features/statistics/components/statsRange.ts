import { useSearchParams } from 'react-router-dom';
import { DEFAULT_STATS_PERIOD, END_OF_DAY_SECONDS, STATS_PERIODS, dayOf, defaultStatsRange, secondsOfDay, type StatsPeriod } from '../../../domain/statistics.ts';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface StatsRangeState {
  period: StatsPeriod;
  /** Stored dates (YYYY-MM-DD) of both ends. */
  from: string;
  to: string;
  /** Unix seconds: the start of the first day and the end of the last (+86399 s). */
  dateFrom: number;
  dateTo: number;
}

/** The period and range of a statistics screen, kept in the URL so a link or reload keeps them. */
export function useStatsRange(): [StatsRangeState, (next: Partial<Pick<StatsRangeState, 'period' | 'from' | 'to'>>) => void] {
  const [params, setParams] = useSearchParams();
  const state = readStatsRange(params, Math.floor(Date.now() / 1000));
  const update = (next: Partial<Pick<StatsRangeState, 'period' | 'from' | 'to'>>) => {
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(next)) if (v) out.set(k, v);
      return out;
    }, { replace: true });
  };
  return [state, update];
}

/** Reads period, from and to, falling back to the period's default range (Day: the last 30 days). */
export function readStatsRange(params: URLSearchParams, nowSeconds: number): StatsRangeState {
  const asked = params.get('period');
  const period = (STATS_PERIODS as readonly string[]).includes(asked ?? '') ? (asked as StatsPeriod) : DEFAULT_STATS_PERIOD;
  const def = defaultStatsRange(period, nowSeconds);
  const fromParam = params.get('from');
  const toParam = params.get('to');
  let from = fromParam && DAY_RE.test(fromParam) ? fromParam : dayOf(def.dateFrom);
  let to = toParam && DAY_RE.test(toParam) ? toParam : dayOf(def.dateTo);
  if (to < from) [from, to] = [to, from];
  return { period, from, to, dateFrom: secondsOfDay(from), dateTo: secondsOfDay(to) + END_OF_DAY_SECONDS };
}
