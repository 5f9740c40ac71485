import { Button } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { ActionButton, type ActionAccess } from '../../../components/ActionButton.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';

/**
 * The Actions column of a catalogue whose rows open an edit dialog: one Edit button named for its
 * row (`label`); with `access`, offered as the edit action's access allows.
 */
export function editColumn<Row>({ width, label, onEdit, access }: { width: number; label: (row: Row) => string; onEdit: (row: Row) => void; access?: ActionAccess }): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: 'p2pCatalogues.columns.actions',
    width,
    render: (row) => {
      const button = { variant: 'minimal', size: 'small', icon: <Edit />, 'aria-label': label(row), onClick: () => onEdit(row) } as const;
      return access ? <ActionButton action={access} loading={false} {...button} /> : <Button {...button} />;
    },
  };
}
