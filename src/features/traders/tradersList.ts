import { defineListQuery } from '../../domain/listQuery.ts';
import { isTraderStatus, TRADER_STATUSES, type TraderStatus } from '../../domain/traders.ts';
import type { TradersListKind } from './api.ts';

/** URL state of the Orders tab: which list, its filters and its page (20/50/100 a page, newest first). */
export const tradersListSchema = defineListQuery({
  filters: {
    view: { type: 'string', default: 'orders' },
    status: { type: 'string', default: '' },
    userId: { type: 'number', default: null },
    // the panels: one exchange order, or the transactions of one address
    order: { type: 'number', default: null },
    address: { type: 'string', default: '' },
  },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});

export const TRADERS_LIST_KINDS: readonly TradersListKind[] = ['orders', 'transactions'];

export function kindOf(view: string): TradersListKind {
  return view === 'transactions' ? 'transactions' : 'orders';
}

/** A status from the URL, or '' (any) when it is not one of the traders' statuses. */
export function statusOf(text: string): TraderStatus | '' {
  return isTraderStatus(text) ? text : '';
}

export const STATUS_OPTIONS = [
  { value: '', label: 'traders.filters.anyStatus' },
  ...TRADER_STATUSES.map((status) => ({ value: status, label: `traders.status.${status}` })),
];
