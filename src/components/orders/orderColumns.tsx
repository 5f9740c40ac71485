import { Button, Intent, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../dataTableModel.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../numberFormat.ts';
import { isOpenOrderStatus } from '../../domain/trading.ts';
import type { OrderRow, TradeRow } from './ordersApi.ts';

const STATUS_INTENT: Record<string, Intent> = {
  new: Intent.PRIMARY, partiallyFilled: Intent.PRIMARY, awaiting: Intent.WARNING, inactive: Intent.WARNING,
  filled: Intent.SUCCESS, cancelled: Intent.NONE, deleted: Intent.NONE, rejected: Intent.DANGER,
};

/** An order status with its caption (spec 3 §3). */
export function OrderStatusTag({ status, t }: { status: string; t: TFunction }) {
  return <Tag multiline minimal intent={STATUS_INTENT[status] ?? Intent.NONE}>{t(`trading.status.${status}`, { defaultValue: status })}</Tag>;
}

interface ColumnOptions {
  t: TFunction;
  timeZone?: string;
  /** Cancel an open order (confirmed by the caller); absent where the viewer may not cancel. */
  onCancel?: (order: OrderRow) => void;
  /** Hides the user column (the user's own tab). */
  withUser?: boolean;
}

const amount = (value: string | null) => (value === null ? '—' : formatAmount(value));

/** The orders table, as data (trading section and the user's Trading tab). */
export function orderColumns({ t, timeZone, onCancel, withUser = true }: ColumnOptions): DataTableColumn<OrderRow>[] {
  const columns: DataTableColumn<OrderRow>[] = [
    { key: 'id', header: 'trading.orders.id', width: 80, sortable: true, copyable: true, render: (o) => o.id },
    { key: 'dateCreated', header: 'trading.orders.dateCreated', width: 150, sortable: true, render: (o) => formatDateTime(o.dateCreated, timeZone) },
    ...(withUser ? [{ key: 'user', header: 'trading.orders.user', width: 140, render: (o: OrderRow) => `${o.userName} (#${o.userId})` }] : []),
    { key: 'market', header: 'trading.orders.market', width: 110, render: (o) => o.marketTitle },
    { key: 'side', header: 'trading.orders.side', width: 70, render: (o) => <Tag multiline minimal intent={o.side === 'buy' ? Intent.SUCCESS : Intent.DANGER}>{t(`trading.side.${o.side}`)}</Tag> },
    { key: 'type', header: 'trading.orders.type', width: 110, render: (o) => t(`trading.type.${o.type}`) },
    { key: 'status', header: 'trading.orders.status', width: 140, render: (o) => <OrderStatusTag status={o.status} t={t} /> },
    { key: 'price', header: 'trading.orders.price', width: 120, render: (o) => amount(o.price) },
    { key: 'amount', header: 'trading.orders.amount', width: 120, render: (o) => amount(o.amount) },
    { key: 'filled', header: 'trading.orders.filled', width: 120, hiddenByDefault: true,  render: (o) => amount(o.filledAmount) },
    { key: 'hold', header: 'trading.orders.hold', width: 150, hiddenByDefault: true,  render: (o) => (o.holdAmount === '0' ? '—' : `${formatAmount(o.holdAmount)} ${o.holdCurrencyTitle}`) },
  ];
  if (onCancel) {
    // First, so the action stays in view however wide the table is.
    columns.unshift({
      key: 'actions',
      header: 'trading.orders.actions',
      width: 100,
      render: (o) =>
        isOpenOrderStatus(o.status) ? (
          <Button size="small" variant="minimal" intent={Intent.DANGER} onClick={() => onCancel(o)} aria-label={t('trading.orders.cancelNamed', { id: o.id })}>
            {t('trading.orders.cancel')}
          </Button>
        ) : null,
    });
  }
  return columns;
}

export function tradeColumns({ t, timeZone, withUser = true }: ColumnOptions): DataTableColumn<TradeRow>[] {
  return [
    { key: 'id', header: 'trading.trades.id', width: 80, copyable: true, render: (r) => r.id },
    { key: 'dateCreated', header: 'trading.trades.dateCreated', width: 160, render: (r) => formatDateTime(r.dateCreated, timeZone) },
    ...(withUser ? [{ key: 'user', header: 'trading.trades.user', width: 150, render: (r: TradeRow) => `${r.userName} (#${r.userId})` }] : []),
    { key: 'market', header: 'trading.trades.market', width: 110, render: (r) => r.marketTitle },
    { key: 'order', header: 'trading.trades.order', width: 90, render: (r) => `#${r.orderId}` },
    { key: 'counter', header: 'trading.trades.counter', width: 150, render: (r) => `#${r.counterOrderId} / #${r.counterUserId}` },
    { key: 'side', header: 'trading.trades.side', width: 70, render: (r) => t(`trading.side.${r.side}`) },
    { key: 'price', header: 'trading.trades.price', width: 120, render: (r) => formatAmount(r.price) },
    { key: 'amount', header: 'trading.trades.amount', width: 120, render: (r) => formatAmount(r.amount) },
    { key: 'fee', header: 'trading.trades.fee', width: 110, render: (r) => formatAmount(r.fee) },
  ];
}
