import { Section, SectionCard, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../components/dataTableModel.ts';
import { orderColumns, tradeColumns } from '../../components/orders/orderColumns.tsx';
import { orderQueries, type IndividualSettingRow } from '../../components/orders/ordersApi.ts';
import { useCan } from '../../components/access.ts';
import { useCancelOrder } from '../../components/orders/useCancelOrder.tsx';
import { Paging } from '../../components/Paging.tsx';
import { formatAmount } from '../../components/numberFormat.ts';
import { pageOffset } from '../../domain/paging.ts';
import { OPEN_ORDER_STATUSES } from '../../domain/trading.ts';
import { UserDetailSections } from './components/UserDetailLayout.tsx';
import { useAdminPageSize } from '../../components/useListQuery.ts';
import { queryRows, type RowsQuery } from '../../components/queryRows.ts';

/** Inner loads of a user's trades use limit 1000 (spec 3 §9). */
const INNER_LIMIT = 1000;

/** The Trading tab (spec 1 §2 user-trading): the user's orders (an open one can be cancelled), trades and individual settings. */
export function UserTradingScreen() {
  return <UserDetailSections sections={[UserOrders, UserTrades, UserSettings]} />;
}

function UserOrders({ userId }: { userId: number }) {
  const { t } = useTranslation('trading');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const [openOnly, setOpenOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(useAdminPageSize());
  const orders = useQuery(
    orderQueries.orders({
      userIdList: [userId], ...(openOnly ? { statusList: [...OPEN_ORDER_STATUSES] } : {}),
      sort: { field: 'dateCreated', desc: true }, offset: pageOffset(page, pageSize), limit: pageSize, getTotal: true,
    }),
  );
  const { cancel, dialog } = useCancelOrder();
  const canCancel = useCan('PUT Trading/CancelOrder');
  const columns = useMemo(
    () => orderColumns({ t, timeZone: admin?.settings.timezone, withUser: false, onCancel: canCancel ? (o) => void cancel(o) : undefined }),
    [t, admin?.settings.timezone, canCancel, cancel],
  );
  return (
    <Section title={t('trading.user.orders')} compact>
      <SectionCard>
        <Switch label={t('trading.user.openOnly')} checked={openOnly} onChange={(e) => { setOpenOnly(e.currentTarget.checked); setPage(1); }} />
        <DataTable label={t('trading.user.orders')} columns={columns} {...queryRows(orders, t('trading.list.loadFailed'))} skeletonRows={8} maxHeight={420} />
        <Paging page={page} pageSize={pageSize} total={orders.data?.total ?? 0} onPageChange={setPage} onPageSizeChange={(size) => { setPageSize(size); setPage(1); }} />
        {dialog}
      </SectionCard>
    </Section>
  );
}

function UserTrades({ userId }: { userId: number }) {
  const { t } = useTranslation('trading');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const trades = useQuery(orderQueries.trades({ userIdList: [userId], offset: 0, limit: INNER_LIMIT }));
  const columns = useMemo(() => tradeColumns({ t, timeZone: admin?.settings.timezone, withUser: false }), [t, admin?.settings.timezone]);
  return <TradingTableSection title={t('trading.user.trades')} columns={columns} query={trades} skeletonRows={6} maxHeight={360} />;
}

function UserSettings({ userId }: { userId: number }) {
  const { t } = useTranslation('trading');
  const settings = useQuery(orderQueries.individualSettings({ userId }));
  const tags = useQuery(sessionQueries.userTags()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const tagName = new Map((tags ?? []).map((tag) => [tag.id, tag.tagName]));
  const currencyTitle = new Map((currencies ?? []).map((c) => [c.id, c.title]));
  const columns: DataTableColumn<IndividualSettingRow>[] = [
    { key: 'type', header: 'trading.settings.type', width: 200, render: (s) => t(`trading.settingType.${s.type}`) },
    { key: 'tags', header: 'trading.settings.tags', width: 220, render: (s) => (s.userId ? '—' : s.userTagList.map((tag) => tagName.get(tag) ?? `#${tag}`).join(', ')) },
    { key: 'currency', header: 'trading.settings.currency', width: 120, render: (s) => (s.currencyId ? (currencyTitle.get(s.currencyId) ?? `#${s.currencyId}`) : t('trading.settings.anyCurrency')) },
    { key: 'value', header: 'trading.settings.value', width: 100, render: (s) => formatAmount(s.value) },
  ];
  return <TradingTableSection title={t('trading.user.settings')} columns={columns} query={settings} skeletonRows={4} maxHeight={300} />;
}

/** A section of the tab holding one whole list (no paging), titled as its table is named. */
function TradingTableSection<Row extends { id: RowKey }>({
  title,
  columns,
  query,
  skeletonRows,
  maxHeight,
}: {
  title: string;
  columns: readonly DataTableColumn<Row>[];
  query: RowsQuery<Row>;
  skeletonRows: number;
  maxHeight: number;
}) {
  const { t } = useTranslation('trading');
  return (
    <Section title={title} compact>
      <SectionCard>
        <DataTable label={title} columns={columns} {...queryRows(query, t('trading.list.loadFailed'))} skeletonRows={skeletonRows} maxHeight={maxHeight} />
      </SectionCard>
    </Section>
  );
}
