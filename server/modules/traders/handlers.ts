import { defineOperations } from '../../http/operation.ts';
import { p2pProfile } from '../p2p-trades/adminTradesService.ts';
import * as requisites from './requisitesService.ts';
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
  // Requisites and devices
  'GET v1/p2p/requisites': { kind: 'read', handle: ({ query }, ctx) => requisites.listRequisites(ctx, query) },
  'POST p2p/Admin/requisites/search': { kind: 'read', handle: ({ body }, ctx) => requisites.searchRequisites(ctx, body) },
  'POST v1/p2p/requisites': { kind: 'write', handle: ({ body }, ctx) => requisites.createRequisite(ctx, body) },
  'PUT v1/p2p/requisites/{requisitesId}': { kind: 'write', handle: ({ params, body }, ctx) => requisites.editRequisite(ctx, params.requisitesId, body) },
  'DELETE v1/p2p/requisites/{requisitesId}': {
    kind: 'write',
    handle: ({ params, query }, ctx) => requisites.deleteRequisite(ctx, params.requisitesId, query.userId),
  },
  'GET v1/devices/search': { kind: 'read', handle: ({ query }, ctx) => requisites.searchDevices(ctx, query) },
  'PUT v1/devices/{id}': { kind: 'write', handle: ({ params, body }, ctx) => requisites.editDevice(ctx, params.id, body) },
  'DELETE v1/devices/{id}': { kind: 'write', handle: ({ params }, ctx) => requisites.deleteDevice(ctx, params.id) },
  // A trader's P2P statistics: the same profile the P2P desk reads.
  'GET v1/p2p/stats/profile': { kind: 'read', handle: async ({ query }, ctx) => ({ data: await p2pProfile(ctx, query.userId) }) },
});
