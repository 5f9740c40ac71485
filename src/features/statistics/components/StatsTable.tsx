import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { useAmountFormat } from './format.ts';

/** One column of a statistics table: its head (a key under `statistics.columns`) and its cell. */
export interface StatsColumn<R> {
  head: string;
  cell: (row: R) => ReactNode;
}

/** Props of {@link StatsTable}. */
export interface StatsTableProps<R> {
  label: string;
  columns: readonly StatsColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** The cumulative currency, named in the heads that show it (`statistics.columns.equivalent`). */
  currency?: string;
  /** The cells of a footer row. */
  foot?: ReactNode;
  /** Default true: "No data" as the only row when there are none. */
  sayEmpty?: boolean;
}

/** A statistics table declared as columns: the heads, one row per item (or "No data"), an optional footer. */
export function StatsTable<R>({ label, columns, rows, rowKey, currency, foot, sayEmpty = true }: StatsTableProps<R>) {
  const { t } = useTranslation('statistics');
  return (
    <HTMLTable compact striped className="statistics-table" aria-label={label}>
      <thead>
        <tr>{columns.map((c) => <th key={c.head}>{t(`statistics.columns.${c.head}`, { currency })}</th>)}</tr>
      </thead>
      <tbody>
        {sayEmpty && rows.length === 0 && <tr><td colSpan={columns.length}>{t('statistics.state.empty')}</td></tr>}
        {rows.map((r) => <tr key={rowKey(r)}>{columns.map((c) => <td key={c.head}>{c.cell(r)}</td>)}</tr>)}
      </tbody>
      {foot && <tfoot><tr>{foot}</tr></tfoot>}
    </HTMLTable>
  );
}

type AmountFormat = ReturnType<typeof useAmountFormat>;

/** Column builders over the screen's amount format: each field's head is its own name. */
export function statsColumns(fmt: AmountFormat) {
  return {
    /** Amounts in the row's currency (`currencyId`), with its decimals. */
    amounts: <K extends string>(...fields: K[]): StatsColumn<{ currencyId: number } & Record<K, string>>[] =>
      fields.map((f) => ({ head: f, cell: (r) => fmt.ofId(r[f], r.currencyId) })),
    counts: <K extends string>(...fields: K[]): StatsColumn<Record<K, number>>[] => fields.map((f) => ({ head: f, cell: (r) => fmt.count(r[f]) })),
    /** A value in the cumulative currency (2 decimals), under `head`. */
    cumulative: <K extends string>(head: string, field: K): StatsColumn<Partial<Record<K, string | null>>> => ({ head, cell: (r) => fmt.cumulative(r[field] ?? '0') }),
    currencyTitle: { head: 'currency', cell: (r: { currencyTitle: string }) => r.currencyTitle },
    /** The rows of GET v1/statistic: the currency by title and its amount. */
    currency: { head: 'currency', cell: (r: { currency: string }) => r.currency },
    amountOfTitle: { head: 'amount', cell: (r: { amount: string; currency: string }) => fmt.ofTitle(r.amount, r.currency) },
  };
}
