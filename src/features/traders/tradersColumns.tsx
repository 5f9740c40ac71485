import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { TRADER_ACTIONS_BY_STATUS, type TraderAction } from '../../domain/traders.ts';
import type { ExchangeOrder, TraderTransaction } from './api.ts';

interface ColumnContext {
  t: TFunction;
  timeZone: string | undefined;
  /** Asks for confirmation, then runs the action on the row. */
  act: (id: number, action: TraderAction) => void;
  /** Opens the exchange order's panel. */
  openOrder?: (id: number) => void;
  /** Opens the panel of an address's transactions. */
  openAddress?: (address: string) => void;
}

const STATUS_INTENT: Record<string, 'success' | 'danger' | 'warning' | 'primary' | 'none'> = {
  completed: 'success',
  error: 'danger',
  cancelled: 'none',
  awaiting: 'warning',
  frozen: 'warning',
  processing: 'primary',
};

function statusColumn<Row extends { status: string }>(t: TFunction): DataTableColumn<Row> {
  return {
    key: 'status',
    header: 'traders.columns.status',
    width: 120,
    render: (row) => (
      <Tag multiline minimal intent={STATUS_INTENT[row.status] ?? 'none'}>
        {t(`traders.status.${row.status}`)}
      </Tag>
    ),
  };
}

/** Only the buttons the status table allows (src/domain/traders.ts); the server refuses the rest anyway. */
function actionsColumn<Row extends { id: number; status: string }>({ t, act }: ColumnContext): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: 'traders.columns.actions',
    width: 260,
    render: (row) => {
      const allowed = TRADER_ACTIONS_BY_STATUS[row.status as keyof typeof TRADER_ACTIONS_BY_STATUS] ?? [];
      if (allowed.length === 0) return null;
      return (
        <ButtonGroup>
          {allowed.map((action) => (
            <Button
              key={action}
              size="small"
              variant="minimal"
              intent={action === 'cancel' ? 'danger' : 'primary'}
              aria-label={t(`traders.actions.${action}Aria`, { id: row.id })}
              onClick={() => act(row.id, action)}
            >
              {t(`traders.actions.${action}`)}
            </Button>
          ))}
        </ButtonGroup>
      );
    },
  };
}

const user = (id: number) => `#${id}`;

/** Exchange orders (GET v1/exchange/orders). */
export function orderColumns(context: ColumnContext): DataTableColumn<ExchangeOrder>[] {
  const { timeZone } = context;
  return [
    {
      key: 'id',
      header: 'traders.columns.id',
      width: 80,
      render: (order) =>
        context.openOrder ? (
          <Button size="small" variant="minimal" intent="primary" aria-label={context.t('traders.order.openAria', { id: order.id })} onClick={() => context.openOrder?.(order.id)}>
            {order.id}
          </Button>
        ) : (
          order.id
        ),
    },
    { key: 'user', header: 'traders.columns.user', width: 90, copyable: true, copyValue: (order) => String(order.userId), render: (order) => user(order.userId) },
    statusColumn<ExchangeOrder>(context.t),
    { key: 'from', header: 'traders.columns.from', width: 160, render: (order) => `${formatAmount(order.fromAmount)} ${order.fromCurrency}` },
    { key: 'to', header: 'traders.columns.to', width: 160, render: (order) => `${formatAmount(order.toAmount)} ${order.toCurrency}` },
    { key: 'rate', header: 'traders.columns.rate', width: 110, render: (order) => order.rate },
    { key: 'date', header: 'traders.columns.date', width: 160, render: (order) => formatDateTime(order.dateCreated, timeZone) },
    actionsColumn<ExchangeOrder>(context),
  ];
}

/** Traders' transactions (GET v1/transactions). */
export function transactionColumns(context: ColumnContext): DataTableColumn<TraderTransaction>[] {
  const { t, timeZone } = context;
  return [
    { key: 'id', header: 'traders.columns.id', width: 70, copyable: true, render: (tx) => tx.id },
    { key: 'user', header: 'traders.columns.user', width: 90, copyable: true, copyValue: (tx) => String(tx.userId), render: (tx) => user(tx.userId) },
    { key: 'type', header: 'traders.columns.type', width: 120, render: (tx) => t(`traders.type.${tx.type}`) },
    statusColumn<TraderTransaction>(t),
    { key: 'amount', header: 'traders.columns.amount', width: 160, render: (tx) => `${formatAmount(tx.amount)} ${tx.currency}` },
    {
      key: 'address',
      header: 'traders.columns.address',
      width: 180,
      render: (tx) =>
        tx.address && context.openAddress ? (
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            className="console-clipped-button"
            title={tx.address}
            aria-label={t('traders.address.openAria', { address: tx.address })}
            onClick={() => context.openAddress?.(tx.address!)}
          >
            {tx.address}
          </Button>
        ) : (
          (tx.address ?? '—')
        ),
    },
    { key: 'date', header: 'traders.columns.date', width: 160, render: (tx) => formatDateTime(tx.dateCreated, timeZone) },
    actionsColumn<TraderTransaction>(context),
  ];
}
