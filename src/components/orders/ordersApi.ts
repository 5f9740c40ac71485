import { queryOptions } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import type { RequestBodyOf } from '../../api/requestBody.ts';

export type OrderRow = components['schemas']['Order'];
export type TradeRow = components['schemas']['Trade'];
export type OrdersRequest = RequestBodyOf<'POST v2/Trading/GetOrders'>;
export type TradesRequest = RequestBodyOf<'POST v2/Trading/GetTrades'>;
export type IndividualSettingRow = components['schemas']['IndividualSetting'];

/** Query keys of orders and trades, shared by the trading section and the user's Trading tab; a cancel invalidates `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  orders: (request: OrdersRequest) => ['orders', 'list', request] as const,
  trades: (request: TradesRequest) => ['orders', 'trades', request] as const,
  book: (marketId: number, depth: number) => ['orders', 'book', marketId, depth] as const,
  settings: (request: object) => ['orders', 'individualSettings', request] as const,
};

export const orderQueries = {
  orders: (request: OrdersRequest) =>
    pageQuery(orderKeys.orders(request), async (signal) => dataOf(await v2Client.POST('/v2/Trading/GetOrders', { body: request, signal }))),
  trades: (request: TradesRequest) =>
    pageQuery(orderKeys.trades(request), async (signal) => dataOf(await v2Client.POST('/v2/Trading/GetTrades', { body: request, signal }))),
  book: (marketId: number, depth: number) =>
    queryOptions({
      queryKey: orderKeys.book(marketId, depth),
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Trading/GetOrderBook', { body: { marketId, depth }, signal })),
    }),
  individualSettings: (request: { userId?: number; userTagList?: number[] }) =>
    queryOptions({
      queryKey: orderKeys.settings(request),
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Trading/GetIndividualSettings', { body: request, signal })).items,
    }),
};

/** PUT Trading/CancelOrder: one order (there is no bulk cancel). */
export async function cancelOrder(orderId: number, userId?: number) {
  return dataOf(await v2Client.PUT('/Trading/CancelOrder', { body: { orderId, ...(userId ? { userId } : {}) } }));
}
