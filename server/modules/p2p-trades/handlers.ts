import { defineOperations } from '../../http/operation.ts';
import * as adminTrades from './adminTradesService.ts';
import * as arbitration from './arbitrationService.ts';
import * as traderTrades from './traderTradesService.ts';

export const p2pTradeOperations = defineOperations({
  'GET v1/arbitrator/trades': {
    kind: 'read',
    handle: ({ query }, ctx) => arbitration.listArbitratorTrades(ctx, query),
  },
  'GET v1/arbitrator/trades/me': {
    kind: 'read',
    handle: ({ query }, ctx) => arbitration.listMyArbitratorTrades(ctx, query),
  },
  'PUT v1/arbitrator/trades/{id}/join': {
    kind: 'write',
    handle: ({ params, body }, ctx) => arbitration.arbitrate(ctx, 'join', params.id, body),
  },
  'POST v1/arbitrator/trades/{id}/assign': {
    kind: 'write',
    handle: ({ params, body }, ctx) => arbitration.arbitrate(ctx, 'assign', params.id, body),
  },
  'POST v1/arbitrator/trades/{id}/confirmation': {
    kind: 'write',
    handle: ({ params, body }, ctx) => arbitration.arbitrate(ctx, 'confirm', params.id, body),
  },
  'POST v1/arbitrator/trades/{id}/cancellation': {
    kind: 'write',
    handle: ({ params, body }, ctx) => arbitration.arbitrate(ctx, 'cancel', params.id, body),
  },
  'GET p2p/Admin/Trade': {
    kind: 'read',
    handle: ({ query }, ctx) => adminTrades.listAdminTrades(ctx, query),
  },
  'GET p2p/Admin/Trade/statistic': {
    kind: 'read',
    handle: ({ query }, ctx) => adminTrades.tradeStatistic(ctx, query),
  },
  'GET p2p/Admin/profile': {
    kind: 'read',
    handle: ({ query }, ctx) => adminTrades.p2pProfile(ctx, query.userId),
  },
  'GET v1/p2p/trades': {
    kind: 'read',
    handle: ({ query }, ctx) => traderTrades.listTraderTrades(ctx, query),
  },
  'PUT v1/p2p/trades/notify': {
    kind: 'write',
    handle: ({ body }, ctx) => traderTrades.notifyTrades(ctx, body),
  },
  'PUT v1/p2p/trades/{tradeId}': {
    kind: 'write',
    handle: ({ params, body }, ctx) => traderTrades.editTrade(ctx, params.tradeId, body),
  },
});
