import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

const tradeId = (params: Record<string, string>, key = 'id') => Number(params[key]);

export const p2pTradeOperations = defineOperations({
  'GET v1/arbitrator/trades': {
    kind: 'read',
    handle: ({ query }, ctx) => service.listArbitratorTrades(ctx, query as unknown as service.ArbitratorTradesQuery),
  },
  'GET v1/arbitrator/trades/me': {
    kind: 'read',
    handle: ({ query }, ctx) => service.listMyArbitratorTrades(ctx, query as unknown as service.MyTradesQuery),
  },
  'PUT v1/arbitrator/trades/{id}/join': {
    kind: 'write',
    handle: ({ params, body }, ctx) => service.arbitrate(ctx, 'join', tradeId(params), body as service.ArbitrationBody),
  },
  'POST v1/arbitrator/trades/{id}/assign': {
    kind: 'write',
    handle: ({ params, body }, ctx) => service.arbitrate(ctx, 'assign', tradeId(params), body as service.ArbitrationBody),
  },
  'POST v1/arbitrator/trades/{id}/confirmation': {
    kind: 'write',
    handle: ({ params, body }, ctx) => service.arbitrate(ctx, 'confirm', tradeId(params), body as service.ArbitrationBody),
  },
  'POST v1/arbitrator/trades/{id}/cancellation': {
    kind: 'write',
    handle: ({ params, body }, ctx) => service.arbitrate(ctx, 'cancel', tradeId(params), body as service.ArbitrationBody),
  },
  'GET p2p/Admin/Trade': {
    kind: 'read',
    handle: ({ query }, ctx) => service.listAdminTrades(ctx, query as unknown as service.AdminTradesQuery),
  },
  'GET p2p/Admin/Trade/statistic': {
    kind: 'read',
    handle: ({ query }, ctx) => service.tradeStatistic(ctx, query as unknown as service.StatisticQuery),
  },
  'GET p2p/Admin/profile': {
    kind: 'read',
    handle: ({ query }, ctx) => service.p2pProfile(ctx, Number(query.userId)),
  },
  'GET v1/p2p/trades': {
    kind: 'read',
    handle: ({ query }, ctx) => service.listTraderTrades(ctx, query as unknown as service.TraderTradesQuery),
  },
  'PUT v1/p2p/trades/notify': {
    kind: 'write',
    handle: ({ body }, ctx) => service.notifyTrades(ctx, body as { tradeIds: number[]; message?: string }),
  },
  'PUT v1/p2p/trades/{tradeId}': {
    kind: 'write',
    handle: ({ params, body }, ctx) => service.editTrade(ctx, tradeId(params, 'tradeId'), body as service.TradeEdit),
  },
});
