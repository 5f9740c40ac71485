import { Button, Checkbox } from '@blueprintjs/core';
import { ChevronDown, ChevronRight } from '@blueprintjs/icons';
import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from './useTranslation.ts';
import { CONTROL_COLUMN_WIDTH } from './dataTableMeasure.ts';
import { pageSelection, toggleAllOnPage, toggleRow, type RowKey } from './dataTableModel.ts';
import { PlainCheckbox } from './plain/plainBlueprint.tsx';
import { textWithValue } from './textWithValue.ts';

const CHECKBOX_STYLE = { margin: 0 } as const;

/** DataTable's row selection (the tick column, Space on a row) and expandable rows (the toggle column). */

/** Row selection of a DataTable; the parent owns the selected keys. */
export interface DataTableSelection {
  selected: readonly RowKey[];
  onChange: (selected: RowKey[]) => void;
  /** Rows matching the filter across all pages; enables "Select all N matching". */
  matchingTotal?: number;
  /** The parent selects every matching row (e.g. an action over the whole filter). */
  onSelectAllMatching?: () => void;
  allMatchingSelected?: boolean;
}

/** A column of the table's own controls, before the data columns. */
export interface ControlColumn {
  key: string;
  width: number;
  header: () => ReactNode;
  cell: (index: number) => ReactNode;
}

/** The selection of one page: the selected keys as a set, and whether the page is all, some or none selected. */
export function usePageSelection(pageKeys: readonly RowKey[], selection: DataTableSelection | undefined) {
  const selectedKeys = selection?.selected;
  const selected = useMemo(() => new Set(selectedKeys ?? []), [selectedKeys]);
  return { selected, pageState: pageSelection(pageKeys, selected) };
}

/** Which row is expanded (its content under the table). */
export function useExpandedRow() {
  const [expandedKey, setExpandedKey] = useState<RowKey | null>(null);
  return { expandedKey, setExpandedKey };
}

/**
 * The control columns: a tick column when the table selects rows (its header ticks the whole page)
 * and an expand toggle when rows expand. The callbacks read the latest selection through `latest`,
 * so the columns are made again only when what they show changes.
 */
export function useControlColumns(options: {
  latest: RefObject<{ selection?: DataTableSelection | undefined }>;
  hasSelection: boolean;
  hasExpand: boolean;
  pageKeys: readonly RowKey[];
  selected: ReadonlySet<RowKey>;
  pageState: ReturnType<typeof pageSelection>;
  rowCount: number;
  expandedKey: RowKey | null;
  setExpandedKey: (key: RowKey | null) => void;
}): ControlColumn[] {
  const { latest, hasSelection, hasExpand, pageKeys, selected, pageState, rowCount, expandedKey, setExpandedKey } = options;
  const { t } = useTranslation('widgets');
  return useMemo(() => {
    const rowName = (index: number) => String(pageKeys[index] ?? index + 1);
    const selectRowText = textWithValue(t, 'widgets.table.selectRow', 'row');
    const expandRowText = textWithValue(t, 'widgets.table.expandRow', 'row');
    const collapseRowText = textWithValue(t, 'widgets.table.collapseRow', 'row');
    const list: ControlColumn[] = [];
    if (hasSelection) {
      list.push({
        key: '__select',
        width: CONTROL_COLUMN_WIDTH,
        header: () => (
          <Checkbox
            aria-label={t('widgets.table.selectAllOnPage')}
            checked={pageState === 'all'}
            indeterminate={pageState === 'some'}
            disabled={rowCount === 0}
            onChange={() => latest.current.selection?.onChange(toggleAllOnPage(pageKeys, selected))}
            // Table2's header name text has pointer-events: none; the checkbox must still take clicks.
            style={{ margin: 0, pointerEvents: 'auto' }}
          />
        ),
        // plain markup: drawn for every row of every page (the header's box stays Blueprint's, for its indeterminate state)
        cell: (index) => (
          <PlainCheckbox
            aria-label={selectRowText(rowName(index))}
            checked={selected.has(pageKeys[index]!)}
            onChange={() => latest.current.selection?.onChange(toggleRow(pageKeys[index]!, selected))}
            style={CHECKBOX_STYLE}
          />
        ),
      });
    }
    if (hasExpand) {
      list.push({
        key: '__expand',
        width: CONTROL_COLUMN_WIDTH,
        header: () => null,
        cell: (index) => {
          const key = pageKeys[index]!;
          const open = key === expandedKey;
          return (
            <Button
              variant="minimal"
              size="small"
              aria-expanded={open}
              aria-label={(open ? collapseRowText : expandRowText)(rowName(index))}
              icon={open ? <ChevronDown /> : <ChevronRight />}
              onClick={() => setExpandedKey(open ? null : key)}
            />
          );
        },
      });
    }
    return list;
  }, [latest, hasSelection, hasExpand, pageKeys, selected, pageState, rowCount, expandedKey, setExpandedKey, t]);
}
