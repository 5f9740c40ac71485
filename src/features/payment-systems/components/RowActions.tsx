import { Edit, Media, Trash } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { ActionButton, type ActionAccess } from '../../../components/ActionButton.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';

/** One row button: what it opens, and the access of the action it leads to (`useAction(...)`). */
export interface RowAction {
  access: ActionAccess;
  onClick: () => void;
}

/** The row's name (the buttons' labels say it) and the buttons it has. */
export interface RowActionsProps {
  name: string;
  edit?: RowAction;
  icon?: RowAction;
  remove?: RowAction;
}

/**
 * Edit, icon and delete buttons of a catalogue row, each named for the row (screen readers, tests),
 * each disabled with the access table's reason when the admin may not call the action it leads to.
 * A running call spins nowhere here: the dialog it runs in shows it.
 */
export function RowActions({ name, edit, icon, remove }: RowActionsProps) {
  const { t } = useTranslation('paymentSystems');
  const button = (row: RowAction, label: string, glyph: ReactElement, danger = false) => (
    <ActionButton
      action={row.access}
      loading={false}
      size="small"
      variant="minimal"
      icon={glyph}
      {...(danger ? { intent: 'danger' as const } : {})}
      aria-label={label}
      title={label}
      onClick={row.onClick}
    />
  );
  return (
    <span className="ps-row-actions">
      {edit && button(edit, t('paymentSystems.actions.edit', { name }), <Edit />)}
      {icon && button(icon, t('paymentSystems.actions.icon', { name }), <Media />)}
      {remove && button(remove, t('paymentSystems.actions.delete', { name }), <Trash />, true)}
    </span>
  );
}

/** A catalogue table's last column, "Actions": the {@link RowActions} of each row, `width` wide. */
export function rowActionsColumn<Row>(width: number, actionsOf: (row: Row) => RowActionsProps): DataTableColumn<Row> {
  return { key: 'actions', header: 'paymentSystems.columns.actions', width, render: (row) => <RowActions {...actionsOf(row)} /> };
}
