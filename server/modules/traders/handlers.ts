import { defineOperations } from '../../http/operation.ts';
import * as traders from './service.ts';

export const traderOperations = defineOperations({
  'GET v1/transactions': { kind: 'read', handle: ({ query }, ctx) => traders.listTransactions(ctx, query) },
  'GET v1/transactions/address': { kind: 'read', handle: ({ query }, ctx) => traders.listAddressTransactions(ctx, query) },
  'PUT v1/transactions/{id}/confirm': { kind: 'write', handle: ({ params, body }, ctx) => traders.actOnTransaction(ctx, 'confirm', params.id, body) },
  'PUT v1/transactions/{id}/complete': { kind: 'write', handle: ({ params, body }, ctx) => traders.actOnTransaction(ctx, 'complete', params.id, body) },
  'PUT v1/transactions/{id}/cancel': { kind: 'write', handle: ({ params, body }, ctx) => traders.actOnTransaction(ctx, 'cancel', params.id, body) },
  'GET v1/exchange/orders': { kind: 'read', handle: ({ query }, ctx) => traders.listOrders(ctx, query) },
  'GET v1/exchange/orders/{id}': { kind: 'read', handle: ({ params }, ctx) => traders.getOrder(ctx, params.id) },
  'PUT v1/exchange/{id}/confirm': { kind: 'write', handle: ({ params, body }, ctx) => traders.actOnOrder(ctx, 'confirm', params.id, body) },
  'PUT v1/exchange/{id}/complete': { kind: 'write', handle: ({ params, body }, ctx) => traders.actOnOrder(ctx, 'complete', params.id, body) },
  'PUT v1/exchange/{id}/cancel': { kind: 'write', handle: ({ params, body }, ctx) => traders.actOnOrder(ctx, 'cancel', params.id, body) },
});
