import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { v1Client } from '../../api/clients.ts';
import type { components as V1 } from '../../api/generated/v1.ts';
import type { TraderAction, TraderStatus } from '../../domain/traders.ts';

export type ExchangeOrder = V1['schemas']['ExchangeOrder'];
export type TraderTransaction = V1['schemas']['TraderTransaction'];

/** The two lists of the Orders tab: exchange orders and traders' transactions. */
export type TradersListKind = 'orders' | 'transactions';

export interface TradersListRequest {
  kind: TradersListKind;
  page: number;
  pageSize: number;
  status: TraderStatus | '';
  userId: number | null;
}

export const tradersKeys = {
  all: ['traders'] as const,
  list: (request: TradersListRequest) => ['traders', 'list', request] as const,
};

/** One page of exchange orders or transactions; empty filters are not sent (spec 2 §5). */
export function tradersListQuery(request: TradersListRequest) {
  return queryOptions({
    queryKey: tradersKeys.list(request),
    queryFn: async ({ signal }): Promise<{ rows: (ExchangeOrder | TraderTransaction)[]; total: number }> => {
      const query = {
        offset: (request.page - 1) * request.pageSize,
        limit: request.pageSize,
        ...(request.status ? { status: [request.status] } : {}),
        ...(request.userId !== null ? { userId: request.userId } : {}),
      };
      if (request.kind === 'orders') {
        const answer = dataOf(await v1Client.GET('/v1/exchange/orders', { params: { query }, signal }));
        return { rows: answer.items, total: answer.total };
      }
      const answer = dataOf(await v1Client.GET('/v1/transactions', { params: { query }, signal }));
      return { rows: answer.items, total: answer.total };
    },
    placeholderData: (previous) => previous,
  });
}

/** Confirm, complete or cancel one exchange order or transaction, with the admin's comment. */
export async function runTraderAction(kind: TradersListKind, action: TraderAction, id: number, comment: string): Promise<void> {
  const init = { params: { path: { id } }, body: comment ? { id, comment } : { id } };
  if (kind === 'orders') {
    if (action === 'confirm') dataOf(await v1Client.PUT('/v1/exchange/{id}/confirm', init));
    else if (action === 'complete') dataOf(await v1Client.PUT('/v1/exchange/{id}/complete', init));
    else dataOf(await v1Client.PUT('/v1/exchange/{id}/cancel', init));
    return;
  }
  if (action === 'confirm') dataOf(await v1Client.PUT('/v1/transactions/{id}/confirm', init));
  else if (action === 'complete') dataOf(await v1Client.PUT('/v1/transactions/{id}/complete', init));
  else dataOf(await v1Client.PUT('/v1/transactions/{id}/cancel', init));
}
