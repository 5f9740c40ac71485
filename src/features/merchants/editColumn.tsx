import { Button } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../components/dataTableModel.ts';

/** A merchants list's last column: Edit, its aria label (`ariaKey`, given the row's id) naming the row it opens. */
export function editColumn<Row extends { id: number }>(t: TFunction, ariaKey: string, width: number, onEdit: (row: Row) => void): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: 'merchants.columns.actions',
    width,
    render: (row) => (
      <Button size="small" variant="minimal" intent="primary" aria-label={t(ariaKey, { id: row.id })} onClick={() => onEdit(row)}>
        {t('merchants.actions.edit')}
      </Button>
    ),
  };
}
