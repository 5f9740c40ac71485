import { Checkbox } from '@blueprintjs/core';

/** One box of a {@link TickBoxRow}. */
export interface TickBox {
  /** What a screen reader says of the box: the row's and the column's names. */
  label: string;
  checked: boolean;
  /** The box holds an unsaved edit (`useCellEdits`): its cell is marked. */
  edited: boolean;
  onToggle: () => void;
}

/**
 * A row of a matrix of tick boxes edited then saved (a notification and its channels): the row's
 * name as its header, then one box per column; a cell holding an unsaved edit gets
 * `editedClassName`. While the admin may not change them the boxes are `disabled`, with the
 * access table's `reason` as their title.
 */
export function TickBoxRow<Column extends string | number>({
  name,
  columns,
  box,
  editedClassName,
  disabled,
  reason,
}: {
  name: string;
  columns: readonly Column[];
  box: (column: Column) => TickBox;
  editedClassName: string;
  disabled?: boolean;
  reason?: string;
}) {
  return (
    <tr>
      <th scope="row">{name}</th>
      {columns.map((column) => {
        const { label, checked, edited, onToggle } = box(column);
        return (
          <td key={column} className={edited ? editedClassName : undefined}>
            <Checkbox aria-label={label} checked={checked} disabled={disabled} title={reason} onChange={onToggle} />
          </td>
        );
      })}
    </tr>
  );
}
