import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { ColumnLayout } from '@blueprintjs/icons';
import { memo, useId } from 'react';
import { useTranslation } from './useTranslation.ts';
import type { TableLayout } from '../domain/adminSettings.ts';
import { EMPTY_TABLE_LAYOUT, hiddenColumnKeys, isLayoutChanged, toggleColumnHidden } from './tableLayout.ts';

/** Props of {@link ColumnsMenu}. */
export interface ColumnsMenuProps {
  /** The columns this admin may see, with their translated headers. */
  columns: readonly { key: string; header: string; hiddenByDefault?: boolean }[];
  layout: TableLayout;
  onLayoutChange: (layout: TableLayout) => void;
  /** The table's name, so the button says which table it changes. */
  tableLabel?: string;
}

/**
 * The "Columns" menu of a table: a checkbox per column (Tab and Space reach every one), the last
 * shown column cannot be hidden, and "Reset columns" brings back the declared widths and columns.
 */
export const ColumnsMenu = memo(function ColumnsMenu({ columns, layout, onLayoutChange, tableLabel }: ColumnsMenuProps) {
  const { t } = useTranslation('widgets');
  const titleId = useId();
  const hidden = new Set(hiddenColumnKeys(columns, layout));
  const shownCount = columns.filter((column) => !hidden.has(column.key)).length;
  const label = tableLabel ? t('widgets.table.columnsOf', { table: tableLabel }) : t('widgets.table.columns');
  return (
    <PopoverNext
      lazy
      placement="bottom-end"
      content={
        <div className="console-columns-menu" role="group" aria-labelledby={titleId}>
          <div id={titleId} className="console-columns-menu-title">
            {t('widgets.table.columns')}
          </div>
          {columns.map((column) => {
            const shown = !hidden.has(column.key);
            return (
              <Checkbox
                key={column.key}
                label={column.header}
                checked={shown}
                // the table never loses its last column
                disabled={shown && shownCount === 1}
                onChange={() => onLayoutChange(toggleColumnHidden(layout, column.key, columns))}
              />
            );
          })}
          <Button size="small" variant="minimal" text={t('widgets.table.resetColumns')} disabled={!isLayoutChanged(layout, columns)} onClick={() => onLayoutChange(EMPTY_TABLE_LAYOUT)} />
        </div>
      }
    >
      <Button className="console-columns-button" size="small" variant="minimal" icon={<ColumnLayout />} aria-label={label} title={label} />
    </PopoverNext>
  );
});
