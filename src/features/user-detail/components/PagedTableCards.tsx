import { SectionCard } from '@blueprintjs/core';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../../components/dataTableModel.ts';
import type { ListQuery } from '../../../components/listQueryState.ts';
import { Paging } from '../../../components/Paging.tsx';
import { queryRows } from '../../../components/queryRows.ts';
import { errorText } from './shared.tsx';

/**
 * One page of a tab's history in its section: the table, and below it the pager only when the
 * history holds more than one page (most users' histories fit one).
 */
export function PagedTableCards<Row extends { id: RowKey }>({
  label,
  columns,
  query,
  maxHeight,
  page,
  pageSize,
  onPageChange,
}: {
  label: string;
  columns: DataTableColumn<Row>[];
  query: ListQuery & { data?: { items: readonly Row[]; total: number } };
  maxHeight: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const total = query.data?.total ?? 0;
  return (
    <>
      <SectionCard padded={false}>
        <DataTable label={label} columns={columns} {...queryRows(query, (error) => errorText(error, t))} maxHeight={maxHeight} />
      </SectionCard>
      {total > pageSize && (
        <SectionCard>
          <Paging page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
        </SectionCard>
      )}
    </>
  );
}
