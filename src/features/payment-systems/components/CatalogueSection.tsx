import { Card, H4, Intent } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { ActionButton, type ActionAccess } from '../../../components/ActionButton.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../../components/dataTableModel.ts';
import { queryRows, type RowsQuery } from '../../../components/queryRows.ts';

/** Props of {@link CatalogueSection}. */
export interface CatalogueSectionProps<Row extends { id: RowKey }> {
  /** The catalogue's part of the i18n keys: its heading is `paymentSystems.<catalogue>.heading`, its create button `paymentSystems.<catalogue>.create`. */
  catalogue: string;
  columns: readonly DataTableColumn<Row>[];
  /** The catalogue's query, its rows by id (a page of `items`, or the whole list): its loading, failure and Retry show in the table (see `queryRows`). */
  query: RowsQuery<Row>;
  /** The create button: what it opens, and the access of the create action (`useAction(...)`); no button without it. */
  create?: { access: ActionAccess; onClick: () => void; /** While what the dialog offers (its choices) is still loading: the button waits. */ loading?: boolean };
  renderExpanded?: (row: Row) => ReactNode;
  footer?: ReactNode;
  maxHeight?: number;
}

/** One catalogue: heading, create button, the dense table (skeleton rows while loading, "Nothing to show" when empty, the failure with a Retry in its place). */
export function CatalogueSection<Row extends { id: RowKey }>({
  catalogue, columns, query, create, renderExpanded, footer, maxHeight = 420,
}: CatalogueSectionProps<Row>) {
  const { t } = useTranslation('paymentSystems');
  const title = `paymentSystems.${catalogue}.heading`;
  return (
    <Card className="ps-section" compact>
      <div className="ps-section-head">
        <H4 className="ps-section-title">{t(title)}</H4>
        {create && (
          <ActionButton action={create.access} loading={create.loading ?? false} icon={<Plus />} intent={Intent.PRIMARY} onClick={create.onClick}>
            {t(`paymentSystems.${catalogue}.create`)}
          </ActionButton>
        )}
      </div>
      <DataTable
        label={t(title)}
        columns={columns}
        {...queryRows(query, t('paymentSystems.loadFailed'))}
        skeletonRows={5}
        maxHeight={maxHeight}
        {...(renderExpanded ? { renderExpanded } : {})}
      />
      {footer}
    </Card>
  );
}
