import { Button, Callout, Intent, Tab, Tabs, Classes } from '@blueprintjs/core';
import { Edit, Notifications } from '@blueprintjs/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useNavigate } from 'react-router-dom';
import { TabPanel } from '../../../components/TabPanel.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../../components/dataTableModel.ts';
import { FilterBar } from '../../../components/FilterBar.tsx';
import type { FilterField } from '../../../components/filterFields.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { errorText } from '../../../components/errorText.ts';
import { useAction } from '../../../components/useAction.ts';
import { currencyOptionLabel } from '../../../components/currencyOption.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { defaultFilters, type ListState } from '../../../domain/listQuery.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG, P2P_TRADE_STATUSES, P2pTradeStatus } from '../../../domain/p2p.ts';
import { notifyTrades, p2pQueries, type DealRow, type P2pTrade, type TraderTrade } from '../api.ts';
import {
  ARBITRATION_PAGE_SIZES,
  dealListCall,
  dealListSchema,
  displayStatusOf,
  FILTERS_OF_LIST,
  FLOW_TYPES,
  isArbitrationList,
  type DealFilters,
  type DealList,
} from '../dealQuery.ts';
import { useP2pAdmin } from '../useP2pAdmin.ts';
import { DEAL_STATUS_KEYS, DealStatusTag } from '../../../components/p2p-deal/index.ts';
import { EditDealDialog } from './EditDealDialog.tsx';
import { DealLink } from './DealLink.tsx';
import { partyLabel } from './partyLabel.ts';
import { listQueryState, listCount } from '../../../components/listQueryState.ts';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { statePaging } from '../../../components/listPaging.ts';

type DealState = ListState<typeof dealListSchema.filters, 'dateCreated'>;

/** The statuses a list's filter offers: the v1 list cannot tell a timeout (9) from a call (10). */
function statusOptions(list: DealList): readonly P2pTradeStatus[] {
  return list === 'all' ? P2P_TRADE_STATUSES.filter((s) => s !== P2pTradeStatus.TimeoutArbitrator) : P2P_TRADE_STATUSES;
}

export interface DealsSectionProps {
  /** The screen's view tabs, drawn at the start of the list tabs' row. */
  viewTabs?: ReactNode;
  list: DealList;
  /** Lists this admin and build offer (my and others' arbitration need the arbitrator section). */
  lists: readonly DealList[];
  state: DealState;
  onListChange: (list: DealList) => void;
  onStateChange: (state: DealState) => void;
}

/**
 * The deals part of "Offers and deals": the five lists as tabs, filters and paging in the URL, row
 * selection with "notify the parties", and editing a deal.
 */
export function DealsSection({ viewTabs, list, lists, state, onListChange, onStateChange }: DealsSectionProps) {
  const { t } = useTranslation('p2p');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = useP2pAdmin();
  const call = dealListCall(list, state, admin.timeZone);
  const deals = useQuery({ ...p2pQueries.deals(call), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [editing, setEditing] = useState<P2pTrade | null>(null);
  const notify = useAction(notifyTrades);
  const [openFailure, setOpenFailure] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const openEdit = async (id: number) => {
    setOpenFailure(null);
    try {
      // List rows lack some of what the dialog shows (comment, currencies' titles): it edits the full deal.
      setEditing(await queryClient.fetchQuery(p2pQueries.trade(id)));
    } catch (error) {
      setOpenFailure(errorText(error));
    }
  };

  const editColumn = <R extends { id: number }>(): DataTableColumn<R> => ({
    key: 'actions',
    header: 'p2p.deals.columns.actions',
    width: 48,
    render: (r) => (
      <Button size="small" variant="minimal" icon={<Edit />} title={t('p2p.actions.edit')} aria-label={t('p2p.deals.editDeal', { id: r.id })} onClick={() => void openEdit(r.id)} />
    ),
  });

  // The v1 trades list (All deals): the deal in the traders module's words, with the admin's comment the edit changes.
  const traderColumns = useMemo<DataTableColumn<TraderTrade>[]>(() => {
    const cols: DataTableColumn<TraderTrade>[] = [
      { key: 'id', header: 'p2p.deals.columns.id', width: 60, render: (r) => <DealLink id={r.id} /> },
      { key: 'dateCreated', header: 'p2p.deals.columns.dateCreated', width: 132, render: (r) => formatDateTime(r.dateCreated, admin.timeZone) },
      { key: 'status', header: 'p2p.deals.columns.status', width: 184, render: (r) => <DealStatusTag status={displayStatusOf(r.status)} /> },
      { key: 'flow', header: 'p2p.deals.columns.flow', width: 84, hiddenByDefault: true,  render: (r) => t(`p2p.deals.flow.${r.flowType}`) },
      { key: 'trader', header: 'p2p.deals.columns.trader', width: 172, copyable: true, copyValue: (r) => String(r.traderId), render: (r) => `${r.traderUserName} (#${r.traderId})` },
      { key: 'counterparty', header: 'p2p.deals.columns.counterparty', width: 172, copyable: true, copyValue: (r) => String(r.counterpartyId), render: (r) => `${r.counterpartyUserName} (#${r.counterpartyId})` },
      { key: 'amount', header: 'p2p.deals.columns.amount', width: 136, render: (r) => `${formatAmount(r.amount)} ${r.currency}` },
      { key: 'fiat', header: 'p2p.deals.columns.fiat', width: 132, render: (r) => `${formatAmount(r.fiatAmount, 2)} ${r.fiatCurrency}` },
      { key: 'comment', header: 'p2p.deals.columns.comment', width: 220, hiddenByDefault: true,  render: (r) => r.comment ?? '' },
    ];
    if (admin.canChange) cols.push(editColumn<TraderTrade>());
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [admin.timeZone, admin.canChange, t]);

  const columns = useMemo<DataTableColumn<DealRow>[]>(() => {
    const cols: DataTableColumn<DealRow>[] = [
      { key: 'id', header: 'p2p.deals.columns.id', width: 60, render: (r) => <DealLink id={r.id} /> },
      { key: 'dateCreated', header: 'p2p.deals.columns.dateCreated', width: 132, render: (r) => formatDateTime(r.dateCreated, admin.timeZone) },
      { key: 'status', header: 'p2p.deals.columns.status', width: 184, render: (r) => <DealStatusTag status={r.status} /> },
      { key: 'seller', header: 'p2p.deals.columns.seller', width: 140, copyable: true, copyValue: (r) => String(r.sellerId), render: (r) => partyLabel(r.sellerUserName, r.sellerId) },
      { key: 'buyer', header: 'p2p.deals.columns.buyer', width: 140, copyable: true, copyValue: (r) => String(r.buyerId), render: (r) => partyLabel(r.buyerUserName, r.buyerId) },
      { key: 'amount', header: 'p2p.deals.columns.amount', width: 136, render: (r) => `${formatAmount(r.sellerAmount)} ${r.cryptoCurrencyTitle}` },
      { key: 'fiat', header: 'p2p.deals.columns.fiat', width: 132, render: (r) => `${formatAmount(r.fiatAmount, 2)} ${r.fiatCurrencyTitle}` },
      { key: 'fee', header: 'p2p.deals.columns.fee', width: 90, render: (r) => formatAmount(r.serviceFee) },
      { key: 'arbitrator', header: 'p2p.deals.columns.arbitrator', width: 92, render: (r) => r.arbitratorUserName ?? '—' },
    ];
    if (admin.canChange) cols.push(editColumn<DealRow>());
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [admin.timeZone, admin.canChange, t]);

  const cryptoOptions = admin.currencies.filter((c) => c.currencyType === 'crypto').map((c) => ({ value: String(c.id), label: currencyOptionLabel(c) }));
  const allFields: FilterField<Extract<keyof DealFilters, string>>[] = [
    { name: 'id', label: 'p2p.deals.filters.id', kind: 'numeric' },
    { name: 'userId', label: 'p2p.deals.filters.userId', kind: 'numeric' },
    { name: 'status', label: 'p2p.deals.filters.status', kind: 'tags', placeholder: 'p2p.deals.filters.chooseStatuses', options: statusOptions(list).map((s) => ({ value: s, label: DEAL_STATUS_KEYS[s] ?? String(s) })) },
    { name: 'crypto', label: 'p2p.deals.filters.crypto', kind: 'select', options: cryptoOptions },
    { name: 'flow', label: 'p2p.deals.filters.flow', kind: 'select', options: FLOW_TYPES.map((f) => ({ value: f, label: `p2p.deals.flow.${f}` })) },
    { name: 'created', label: 'p2p.deals.filters.created', kind: 'dateRange' },
  ];
  const fields = allFields.filter((f) => FILTERS_OF_LIST[list].includes(f.name));

  const notifySelected = async () => {
    // the button is disabled (with the reason as its tip) while nothing is selected
    if (selected.length === 0) return;
    const tradeIds = selected.map(Number);
    const done = await confirm({
      title: t('p2p.notify.confirmTitle'),
      text: t('p2p.notify.confirmText', { count: tradeIds.length, ids: tradeIds.join(', ') }),
      withComment: true,
      action: async (message) => {
        if (message.length > CHAT_MESSAGE_MAX_LENGTH) throw new Error(CHAT_MESSAGE_TOO_LONG);
        return notify.settle({ tradeIds, message: message || undefined });
      },
    });
    if (done) setSelected([]);
  };

  // what the v1 trades list's table and the other lists' share; a failed load says why in the table, with a Retry
  const tableProps = {
    label: t(`p2p.deals.lists.${list}`),
    getRowKey: (r: { id: number }) => r.id,
    ...listQueryState(deals, t('p2p.deals.loadFailed')),
    selection: admin.canChange ? { selected, onChange: setSelected } : undefined,
    onRowActivate: (r: { id: number }) => void navigate(`/p2p/deals/${r.id}`),
    maxHeight: 520,
  };
  return (
    <div className="p2p-deals">
      <div className="p2p-tabs-row">
        {viewTabs}
        {viewTabs && <span className="p2p-tabs-divider" aria-hidden="true" />}
        <Tabs animate={false}
          id="p2p-deal-lists"
          selectedTabId={list}
          onChange={(next) => {
            setSelected([]);
            onListChange(next as DealList);
          }}
        >
          {lists.map((l) => (
            <Tab disabled={false} key={l} id={l} title={t(`p2p.deals.lists.${l}`)} />
          ))}
        </Tabs>
        {admin.canChange && (
          <div className="p2p-selection-bar">
            <span className={Classes.TEXT_MUTED} aria-live="polite">
              {t('p2p.deals.selected', { count: selected.length })}
            </span>
            <ActionButton action={notify} icon={<Notifications />} intent={Intent.PRIMARY} text={t('p2p.notify.button')} disabled={selected.length === 0} title={selected.length === 0 ? t('p2p.notify.noneSelected') : undefined} onClick={() => void notifySelected()} />
          </div>
        )}
      </div>
      {/* the list is the panel of its tab (kept at this indentation to keep merges small) */}
      <TabPanel tabsId="p2p-deal-lists" tabId={list}>
      {openFailure && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {openFailure}
        </Callout>
      )}
      <div className="p2p-toolbar">
        <FilterBar
          key={list}
          fields={fields}
          values={state.filters}
          initialValues={defaultFilters(dealListSchema)}
          onSubmit={(filters) => onStateChange({ ...state, filters, page: 1 })}
          savedFiltersKey={`p2p-deals-${list}`}
        />
      </div>
      {deals.data?.kind === 'trader' ? (
        <DataTable {...tableProps} columns={traderColumns} rows={deals.data.rows} layoutKey="p2p-deals-all" />
      ) : (
        <DataTable {...tableProps} columns={columns} rows={deals.data?.rows ?? []} layoutKey="p2p-deals" />
      )}
      <ListFooter {...listCount(deals)} {...statePaging(state, onStateChange)} pageSizes={isArbitrationList(list) ? ARBITRATION_PAGE_SIZES : undefined} />
      </TabPanel>
      <EditDealDialog trade={editing} onClose={() => setEditing(null)} />
      {dialog}
    </div>
  );
}
