import { dayEndUnixSeconds, dayStartUnixSeconds, parseStorageDate } from '../../domain/dates.ts';
import { defineListQuery, type ListState } from '../../domain/listQuery.ts';
import { pageOffset } from '../../domain/paging.ts';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '../../domain/trading.ts';
import type { OrdersRequest } from '../../components/orders/ordersApi.ts';

/** The orders list: dateCreated descending by default, the common page sizes. */
export const ordersSchema = defineListQuery({
  filters: {
    created: { type: 'dateRange' },
    userId: { type: 'number' },
    orderId: { type: 'number' },
    tradeId: { type: 'number' },
    market: { type: 'string' },
    side: { type: 'string' },
    type: { type: 'strings' },
    status: { type: 'strings' },
  },
  sortFields: ['dateCreated', 'id'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});
export type OrdersState = ListState<typeof ordersSchema.filters, 'dateCreated' | 'id'>;

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);
const isType = (s: string): s is OrderType => (ORDER_TYPES as readonly string[]).includes(s);

/** The URL state as the call: empty filters dropped, dates as unix seconds with the end of the day inclusive (spec 3 §5). */
export function ordersRequest(state: OrdersState, timeZone?: string): OrdersRequest {
  const f = state.filters;
  const from = f.created[0] ? parseStorageDate(f.created[0]) : null;
  const to = f.created[1] ? parseStorageDate(f.created[1]) : null;
  const statuses = f.status.filter(isStatus);
  const types = f.type.filter(isType);
  const market = Number(f.market);
  return {
    ...(from ? { createdFrom: dayStartUnixSeconds(from, timeZone) } : {}),
    ...(to ? { createdTo: dayEndUnixSeconds(to, timeZone) } : {}),
    ...(f.userId ? { userIdList: [f.userId] } : {}),
    ...(f.orderId ? { orderIdList: [f.orderId] } : {}),
    ...(f.tradeId ? { tradeIdList: [f.tradeId] } : {}),
    ...(Number.isInteger(market) && market > 0 ? { marketId: market } : {}),
    ...(f.side === 'buy' || f.side === 'sell' ? { side: f.side } : {}),
    ...(types.length ? { typeList: types } : {}),
    ...(statuses.length ? { statusList: statuses } : {}),
    sort: { field: state.sort.field, desc: state.sort.direction === 'desc' },
    offset: pageOffset(state.page, state.pageSize),
    limit: state.pageSize,
    getTotal: true,
  };
}
