import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { useListQuery } from '../../components/useListQuery.ts';
import type { TraderAction } from '../../domain/traders.ts';
import { traderAction, tradersListQuery, type ExchangeOrder, type TraderTransaction } from './api.ts';
import { AddressTransactionsPanel, ExchangeOrderPanel } from './TradersPanels.tsx';
import { orderColumns, transactionColumns } from './tradersColumns.tsx';
import { kindOf, STATUS_OPTIONS, statusOf, TRADERS_LIST_KINDS, tradersListSchema } from './tradersList.ts';
import { listQueryState, listCount } from '../../components/listQueryState.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { ViewButtons } from '../../components/ViewButtons.tsx';
import { statePaging } from '../../components/listPaging.ts';

type FilterValues = { status: string; userId: number | null };

const FILTER_FIELDS: readonly FilterField<keyof FilterValues>[] = [
  { name: 'status', kind: 'select', label: 'traders.filters.status', options: STATUS_OPTIONS },
  { name: 'userId', kind: 'numeric', label: 'traders.filters.userId' },
];

/**
 * The traders' Orders tab: exchange orders and traders' transactions, each with confirm, complete
 * and cancel behind the confirm dialog; a refusal reads "The exchange order has not been cancelled:
 * …" (spec 2 §8) in the admin's language, in the dialog so the admin sees which
 * row it was about. A row another admin has moved on meanwhile still offers its old actions until
 * the list refreshes; the server refuses them by the status it finds.
 */
export function TradersOrdersPage() {
  const { t } = useTranslation('traders');
  const run = useAction(traderAction);
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const { confirm, dialog } = useConfirm();

  const { state, patchState, serialize, setParams } = useListQuery(tradersListSchema);
  const kind = kindOf(state.filters.view);
  const request = { kind, page: state.page, pageSize: state.pageSize, status: statusOf(state.filters.status), userId: state.filters.userId };
  const list = useQuery(tradersListQuery(request));
  const rows = list.data?.rows ?? [];


  const act = (id: number, action: TraderAction) =>
    void confirm({
      title: t(`traders.confirm.${kind}.${action}Title`, { id }),
      text: t(`traders.confirm.${kind}.${action}Text`, { id }),
      withComment: true,
      action: async (comment) => {
        try {
          return await run.settle({ kind, action, id, comment });
        } catch (error) {
          // the row may be older than the server's state: show the list as it now is
          void list.refetch();
          throw error;
        }
      },
    });

  const timeZone = admin?.settings.timezone;
  // The columns are built once per kind; a click opens the panel over the list state of that moment.
  const latest = useRef(state);
  latest.current = state;
  const openOrder = (order: number) => setParams(serialize({ ...latest.current, filters: { ...latest.current.filters, order } }));
  const openAddress = (address: string) => setParams(serialize({ ...latest.current, filters: { ...latest.current.filters, address } }));
  const columns = useMemo(
    () => (kind === 'orders' ? orderColumns({ t, timeZone, act, openOrder }) : transactionColumns({ t, timeZone, act, openAddress })),
    // `act` reads the current kind; the columns are rebuilt when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, t, timeZone],
  );

  return (
    <div className="console-list-page">
      <ViewButtons
        label={t('traders.views.label')}
        views={TRADERS_LIST_KINDS}
        current={kind}
        titleOf={(view) => t(`traders.views.${view}`)}
        onChoose={(view) => patchState({ filters: { ...state.filters, view }, page: 1 })}
      />
      <FilterBar
        key={kind}
        fields={FILTER_FIELDS}
        values={{ status: statusOf(state.filters.status), userId: state.filters.userId }}
        initialValues={{ status: '', userId: null }}
        onSubmit={(values) => patchState({ filters: { ...state.filters, ...values }, page: 1 })}
        savedFiltersKey={`traders-${kind}`}
      />
      {/* One table for both kinds: the list answers rows of its kind, and the columns are built for that kind. */}
      <DataTable<ExchangeOrder | TraderTransaction>
        label={t(`traders.views.${kind}`)}
        columns={columns as DataTableColumn<ExchangeOrder | TraderTransaction>[]}
        rows={rows}
        getRowKey={(row) => row.id}
        {...listQueryState(list, t('traders.list.loadFailed'))}
        emptyText={t(`traders.list.empty.${kind}`)}
        skeletonRows={state.pageSize}
      />
      <ListFooter {...listCount(list)} {...statePaging(state, patchState)} />
      <ExchangeOrderPanel
        orderId={state.filters.order}
        timeZone={timeZone}
        act={act}
        onClose={() => patchState({ filters: { ...state.filters, order: null } })}
      />
      <AddressTransactionsPanel
        address={state.filters.address || null}
        timeZone={timeZone}
        onClose={() => patchState({ filters: { ...state.filters, address: '' } })}
      />
      {dialog}
    </div>
  );
}
