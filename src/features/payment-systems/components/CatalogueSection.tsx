import { Button, Card, H4, Intent } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** i18n key of the create button; no button without it. */
  createLabel?: string;
  onCreate?: () => void;
  renderExpanded?: (row: Row) => ReactNode;
  footer?: ReactNode;
  maxHeight?: number;
}

/** One catalogue: heading, create button, the dense table (skeleton rows while loading, "Nothing to show" when empty, the failure with a Retry in its place). */
export function CatalogueSection<Row>({
  title, columns, rows, getRowKey, query, createLabel, onCreate, renderExpanded, footer, maxHeight = 420,
}: CatalogueSectionProps<Row>) {
  const { t } = useTranslation('paymentSystems');
  return (
    <Card className="ps-section" compact>
      <div className="ps-section-head">
        <H4 className="ps-section-title">{t(title)}</H4>
        {createLabel && onCreate && (
          <Button icon={<Plus />} intent={Intent.PRIMARY} onClick={onCreate}>
            {t(createLabel)}
          </Button>
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
