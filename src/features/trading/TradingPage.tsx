import { Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { useCan } from '../../components/access.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { orderColumns, tradeColumns } from '../../components/orders/orderColumns.tsx';
import { orderQueries, type IndividualSettingRow } from '../../components/orders/ordersApi.ts';
import { useCancelOrder } from '../../components/orders/useCancelOrder.tsx';
import { TagMultiSelect } from '../../components/TagMultiSelect.tsx';
import { defaultFilters } from '../../domain/listQuery.ts';
import { useAdminPageSize, useListQuery } from '../../components/useListQuery.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { pageRequest } from '../../domain/pageRequest.ts';
import { ORDER_STATUSES, ORDER_TYPES } from '../../domain/trading.ts';
import { OrderBookView } from './OrderBookView.tsx';
import { ordersRequest, ordersSchema, type OrdersState } from './ordersQuery.ts';
import { listCount } from '../../components/listQueryState.ts';
import { queryRows } from '../../components/queryRows.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { ViewTabs } from '../../components/ViewTabs.tsx';
import { statePaging } from '../../components/listPaging.ts';
import { stateSorting } from '../../components/listSorting.ts';

/** /trading (spec 3 §2): orders, trades, a market's order book and individual settings, one tab each. */
export function TradingPage() {
  const { t } = useTranslation('trading');
  return (
    <div className="trading-page">
      <ViewTabs
        id="trading-views"
        views={[
          { id: 'orders', title: t('trading.views.orders'), panel: <OrdersView /> },
          { id: 'trades', title: t('trading.views.trades'), panel: <TradesView /> },
          { id: 'book', title: t('trading.views.book'), panel: <OrderBookView /> },
          { id: 'settings', title: t('trading.views.settings'), panel: <IndividualSettingsView /> },
        ]}
      />
    </div>
  );
}

function OrdersView() {
  const { t } = useTranslation('trading');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const markets = useQuery(sessionQueries.markets()).data;
  const { state, setState } = useListQuery(ordersSchema);
  const timeZone = admin?.settings.timezone;
  const list = useQuery(orderQueries.orders(ordersRequest(state, timeZone)));
  const { cancel, dialog } = useCancelOrder();
  const canCancel = useCan('PUT Trading/CancelOrder');

  const fields = useMemo<FilterField<keyof OrdersState['filters']>[]>(
    () => [
      { kind: 'dateRange', name: 'created', label: 'trading.filters.created' },
      { kind: 'select', name: 'market', label: 'trading.filters.market', options: [{ value: '', label: 'trading.filters.any' }, ...(markets ?? []).map((m) => ({ value: String(m.id), label: `${m.baseCurrencyTitle}/${m.derivedCurrencyTitle}` }))] },
      { kind: 'select', name: 'side', label: 'trading.filters.side', options: [{ value: '', label: 'trading.filters.any' }, { value: 'buy', label: 'trading.side.buy' }, { value: 'sell', label: 'trading.side.sell' }] },
      { kind: 'tags', name: 'status', label: 'trading.filters.status', options: ORDER_STATUSES.map((s) => ({ value: s, label: `trading.status.${s}` })), placeholder: 'trading.filters.anyStatus' },
      { kind: 'tags', name: 'type', label: 'trading.filters.type', options: ORDER_TYPES.map((s) => ({ value: s, label: `trading.type.${s}` })), placeholder: 'trading.filters.anyType' },
      { kind: 'numeric', name: 'userId', label: 'trading.filters.userId' },
      { kind: 'numeric', name: 'orderId', label: 'trading.filters.orderId' },
      { kind: 'numeric', name: 'tradeId', label: 'trading.filters.tradeId' },
    ],
    [markets],
  );
  const columns = useMemo(() => orderColumns({ t, timeZone, onCancel: canCancel ? (o) => void cancel(o) : undefined }), [t, timeZone, canCancel, cancel]);
  return (
    <div className="trading-view">
      <FilterBar fields={fields} values={state.filters} initialValues={defaultFilters(ordersSchema)} onSubmit={(filters) => setState({ ...state, filters, page: 1 })} savedFiltersKey="trading-orders" />
      <DataTable
        label={t('trading.orders.label')}
        columns={columns}
        {...queryRows(list, t('trading.list.loadFailed'))}
        skeletonRows={20}
        {...stateSorting(state, setState)}
        maxHeight={560}
      />
      <ListFooter {...listCount(list)} capped={list.data?.totalCapped} {...statePaging(state, setState)} />
      {dialog}
    </div>
  );
}

function TradesView() {
  const { t } = useTranslation('trading');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const markets = useQuery(sessionQueries.markets()).data;
  const [filters, setFilters] = useState<{ userId: number | null; orderId: number | null; market: string }>({ userId: null, orderId: null, market: '' });
  // the trades view keeps its page on the screen, not in the URL, but starts at the admin's page size too
  const [paging, setPaging] = useState({ page: 1, pageSize: useAdminPageSize() });
  const market = Number(filters.market);
  const list = useQuery(
    orderQueries.trades({
      ...(filters.userId ? { userIdList: [filters.userId] } : {}),
      ...(filters.orderId ? { orderIdList: [filters.orderId] } : {}),
      ...(market > 0 ? { marketId: market } : {}),
      ...pageRequest(paging),
    }),
  );
  const fields: FilterField<'userId' | 'orderId' | 'market'>[] = [
    { kind: 'select', name: 'market', label: 'trading.filters.market', options: [{ value: '', label: 'trading.filters.any' }, ...(markets ?? []).map((m) => ({ value: String(m.id), label: `${m.baseCurrencyTitle}/${m.derivedCurrencyTitle}` }))] },
    { kind: 'numeric', name: 'userId', label: 'trading.filters.userId' },
    { kind: 'numeric', name: 'orderId', label: 'trading.filters.orderId' },
  ];
  const columns = useMemo(() => tradeColumns({ t, timeZone: admin?.settings.timezone }), [t, admin?.settings.timezone]);
  return (
    <div className="trading-view">
      <FilterBar fields={fields} values={filters} initialValues={{ userId: null, orderId: null, market: '' }} onSubmit={(next) => { setFilters(next); setPaging({ ...paging, page: 1 }); }} />
      <DataTable label={t('trading.trades.label')} columns={columns} {...queryRows(list, t('trading.list.loadFailed'))} skeletonRows={20} maxHeight={560} />
      <ListFooter {...listCount(list)} capped={list.data?.totalCapped} {...statePaging(paging, setPaging)} />
    </div>
  );
}

/** Individual settings (spec 3 §3) of one user, or of user tags. */
function IndividualSettingsView() {
  const { t } = useTranslation('trading');
  const tags = useQuery(sessionQueries.userTags()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const [userId, setUserId] = useState('');
  const [tagIds, setTagIds] = useState<number[]>([]);
  const id = Number(userId);
  const request = { ...(Number.isInteger(id) && id > 0 ? { userId: id } : {}), ...(tagIds.length ? { userTagList: tagIds } : {}) };
  const settings = useQuery(orderQueries.individualSettings(request));
  const tagName = new Map((tags ?? []).map((tag) => [tag.id, tag.tagName]));
  const currencyTitle = new Map((currencies ?? []).map((c) => [c.id, c.title]));
  const columns: DataTableColumn<IndividualSettingRow>[] = [
    { key: 'id', header: 'trading.settings.id', width: 70, render: (s) => s.id },
    { key: 'type', header: 'trading.settings.type', width: 200, render: (s) => t(`trading.settingType.${s.type}`) },
    { key: 'user', header: 'trading.settings.user', width: 100, render: (s) => (s.userId ? `#${s.userId}` : '—') },
    { key: 'tags', header: 'trading.settings.tags', width: 220, render: (s) => s.userTagList.map((tag) => tagName.get(tag) ?? `#${tag}`).join(', ') || '—' },
    { key: 'currency', header: 'trading.settings.currency', width: 100, render: (s) => (s.currencyId ? (currencyTitle.get(s.currencyId) ?? `#${s.currencyId}`) : t('trading.settings.anyCurrency')) },
    { key: 'value', header: 'trading.settings.value', width: 100, render: (s) => formatAmount(s.value) },
  ];
  return (
    <div className="trading-view">
      <div className="trading-toolbar">
        <label className={`${Classes.LABEL} ${Classes.INLINE}`}>
          {t('trading.filters.userId')}{' '}
          <input className={Classes.INPUT} inputMode="numeric" value={userId} onChange={(e) => setUserId(e.currentTarget.value.replace(/\D/g, ''))} aria-label={t('trading.filters.userId')} />
        </label>
        <TagMultiSelect
          options={(tags ?? []).map((tag) => ({ value: tag.id, label: tag.tagName }))}
          value={tagIds}
          onChange={(values) => setTagIds(values.map(Number))}
          placeholder="trading.settings.tagsPlaceholder"
        />
      </div>
      <DataTable label={t('trading.settings.label')} columns={columns} {...queryRows(settings, t('trading.list.loadFailed'))} skeletonRows={8} maxHeight={520} />
    </div>
  );
}

