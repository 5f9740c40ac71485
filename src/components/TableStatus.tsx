import { Button, Classes, Intent } from '@blueprintjs/core';
import { Error as ErrorIcon, Refresh } from '@blueprintjs/icons';
import { useTranslation } from './useTranslation.ts';
import { errorText } from './errorText.ts';

/** Props of {@link TableStatus}. */
export interface TableStatusProps {
  /** Why the rows could not be loaded (a message, an error, the API's answer); absent when they were. */
  error?: unknown;
  /** Loads the rows again. */
  onRetry?: () => void;
  /** What an empty list says, when the list has its own words for it ("No stores"); "Nothing to show" by default. */
  emptyText?: string | undefined;
  /** Distance from the table's top to its body: the status sits under the column headers. */
  top: number;
}

/**
 * What a table says instead of rows, inside the table's own area under its headers: why the
 * load failed with a Retry, or that there is nothing to show (`emptyText`, else "Nothing to show"). Never both, and never next to skeleton rows.
 */
export function TableStatus({ error, onRetry, emptyText, top }: TableStatusProps) {
  const { t } = useTranslation('widgets');
  if (error !== undefined && error !== null) {
    return (
      <div className="console-table-status console-table-status-error" role="alert" style={{ top }}>
        <ErrorIcon className={Classes.intentClass(Intent.DANGER)} />
        <span>{typeof error === 'string' ? error : errorText(error)}</span>
        {onRetry && <Button size="small" icon={<Refresh />} text={t('widgets.table.retry')} onClick={onRetry} />}
      </div>
    );
  }
  return (
    <div className={`${Classes.TEXT_MUTED} console-table-status`} style={{ top }}>
      {emptyText ?? t('widgets.table.empty')}
    </div>
  );
}
