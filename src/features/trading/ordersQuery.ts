import { createdRangeToUnix } from '../../domain/dateRangeFilter.ts';
import { defineListQuery, type ListState } from '../../domain/listQuery.ts';
import { oneOf } from '../../domain/oneOf.ts';
import { sortedPageRequest } from '../../domain/pageRequest.ts';
import { ORDER_STATUSES, ORDER_TYPES } from '../../domain/trading.ts';
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

const isStatus = oneOf(ORDER_STATUSES);
const isType = oneOf(ORDER_TYPES);

/** The URL state as the call: empty filters dropped, dates as unix seconds with the end of the day inclusive (spec 3 §5). */
export function ordersRequest(state: OrdersState, timeZone?: string): OrdersRequest {
  const f = state.filters;
  const statuses = f.status.filter(isStatus);
  const types = f.type.filter(isType);
  const market = Number(f.market);
  return {
    ...createdRangeToUnix(f.created, timeZone),
    ...(f.userId ? { userIdList: [f.userId] } : {}),
    ...(f.orderId ? { orderIdList: [f.orderId] } : {}),
    ...(f.tradeId ? { tradeIdList: [f.tradeId] } : {}),
    ...(Number.isInteger(market) && market > 0 ? { marketId: market } : {}),
    ...(f.side === 'buy' || f.side === 'sell' ? { side: f.side } : {}),
    ...(types.length ? { typeList: types } : {}),
    ...(statuses.length ? { statusList: statuses } : {}),
    ...sortedPageRequest(state),
  };
}
