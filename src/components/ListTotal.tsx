import { useTranslation } from './useTranslation.ts';
import { formatCount } from './numberFormat.ts';

/** Props of {@link ListTotal}. */
export interface ListTotalProps {
  /** Rows matching the list's filters; undefined while the list has not loaded (or failed). */
  total: number | undefined;
  /** The server stopped counting at `total` (show "1,000+"). */
  capped?: boolean;
  className?: string;
}

/**
 * "Total: N" of a list, the one wording every list uses. No text while the count is unknown: a
 * loading or failed list must not claim "Total: 0".
 */
export function ListTotal({ total, capped = false, className }: ListTotalProps) {
  const { t } = useTranslation('widgets');
  // An empty span keeps its place: in a space-between paging row the pager must not jump when the count arrives.
  if (total === undefined) return <span className={className} />;
  return <span className={className}>{t(capped ? 'widgets.table.totalCapped' : 'widgets.table.total', { count: formatCount(total) })}</span>;
}
