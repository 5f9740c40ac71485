import { Card, H4, Intent } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, type ActionAccess } from '../../../components/ActionButton.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../../components/dataTableModel.ts';
import { listQueryState, type ListQuery } from '../../../components/listQueryState.ts';

/** Props of {@link CatalogueSection}. */
export interface CatalogueSectionProps<Row> {
  /** i18n key of the heading. */
  title: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  getRowKey: (row: Row) => RowKey;
  /** The catalogue's query: its loading, failure and Retry show in the table (see `listQueryState`). */
  query: ListQuery;
  /** The create button: its i18n key, what it opens, and the access of the create action (`useAction(...)`); no button without it. */
  create?: { label: string; access: ActionAccess; onClick: () => void };
  renderExpanded?: (row: Row) => ReactNode;
  footer?: ReactNode;
  maxHeight?: number;
}

/** One catalogue: heading, create button, the dense table (skeleton rows while loading, "Nothing to show" when empty, the failure with a Retry in its place). */
export function CatalogueSection<Row>({
  title, columns, rows, getRowKey, query, create, renderExpanded, footer, maxHeight = 420,
}: CatalogueSectionProps<Row>) {
  const { t } = useTranslation('paymentSystems');
  return (
    <Card className="ps-section" compact>
      <div className="ps-section-head">
        <H4 className="ps-section-title">{t(title)}</H4>
        {create && (
          <ActionButton action={create.access} loading={false} icon={<Plus />} intent={Intent.PRIMARY} onClick={create.onClick}>
            {t(create.label)}
          </ActionButton>
        )}
      </div>
      <DataTable
        label={t(title)}
        columns={columns}
        rows={rows ?? []}
        getRowKey={getRowKey}
        {...listQueryState(query, t('paymentSystems.loadFailed'))}
        skeletonRows={5}
        maxHeight={maxHeight}
        {...(renderExpanded ? { renderExpanded } : {})}
      />
      {footer}
    </Card>
  );
}
