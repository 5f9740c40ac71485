import { CaretDown, CaretUp, DoubleCaretVertical } from '@blueprintjs/icons';
import type { KeyboardEvent } from 'react';
import type { ListSort } from '../domain/listQuery.ts';
import { ariaSortOf, nextSort } from './dataTableModel.ts';
import { TableClasses } from './tableClasses.ts';

/** Props of {@link SortableHeader}. */
export interface SortableHeaderProps {
  field: string;
  label: string;
  sortable?: boolean;
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
}

/**
 * A column header's name. Sortable headers toggle on click or Enter and state their order in
 * aria-sort; Blueprint's header cells carry no roles, so this element is the column header.
 */
export function SortableHeader({ field, label, sortable, sort, onSortChange }: SortableHeaderProps) {
  if (!sortable || !onSortChange) {
    return (
      <div role="columnheader" className={TableClasses.TABLE_TRUNCATED_TEXT}>
        {label}
      </div>
    );
  }
  const ariaSort = ariaSortOf(sort, field);
  const activate = () => onSortChange(nextSort(sort, field));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    // The table's own hotkeys must not also see this key.
    event.stopPropagation();
    activate();
  };
  const Icon = ariaSort === 'ascending' ? CaretUp : ariaSort === 'descending' ? CaretDown : DoubleCaretVertical;
  return (
    <div
      role="columnheader"
      aria-sort={ariaSort}
      tabIndex={0}
      onClick={activate}
      onKeyDown={onKeyDown}
      // pointer-events: Table2's header name text ignores the mouse; a sortable header must not.
      style={{ cursor: 'pointer', display: 'flex', alignItems: 'center', gap: 4, userSelect: 'none', pointerEvents: 'auto' }}
    >
      <span className={TableClasses.TABLE_TRUNCATED_TEXT}>{label}</span>
      <Icon size={12} style={{ opacity: ariaSort === 'none' ? 0.4 : 1 }} aria-hidden />
    </div>
  );
}
