import { defineOperations } from '../../http/operation.ts';
import { listMarkets, marketsPage } from './marketsService.ts';
import * as trading from './service.ts';

/** Markets, trading and exchange options, orders, trades, the order book and individual settings (issue 13). */
export const tradingOperations = defineOperations({
  'GET Market/GetMarkets': {
    kind: 'read',
    handle: async (_, ctx) => (await listMarkets(ctx.db, { offset: 0, limit: 100000 })).items,
  },
  'POST v2/Market/GetMarkets': { kind: 'read', handle: ({ body }, ctx) => marketsPage(ctx.db, body) },
  'POST v2/Market/CreateMarket': { kind: 'write', handle: ({ body }, ctx) => trading.createMarket(ctx, body) },
  'PUT v2/Market/EditMarket': { kind: 'write', handle: ({ body }, ctx) => trading.editMarket(ctx, body) },
  'POST v2/Market/GetRates': { kind: 'read', handle: ({ body }, ctx) => trading.getRates(ctx, body) },
  'GET Options/GetTradingOptions': { kind: 'read', handle: (_, ctx) => trading.getTradingOptions(ctx) },
  'POST Options/UpdateTradingOptions': { kind: 'write', handle: ({ body }, ctx) => trading.updateTradingOptions(ctx, body) },
  'GET v2/Options/GetExchangeOptions': { kind: 'read', handle: (_, ctx) => trading.getExchangeOptions(ctx) },
  'POST v2/Options/UpdateExchangeOptions': { kind: 'write', handle: ({ body }, ctx) => trading.updateExchangeOptions(ctx, body) },
  'POST v2/Trading/GetOrders': { kind: 'read', handle: ({ body }, ctx) => trading.getOrders(ctx, body) },
  'POST v2/Trading/GetTrades': { kind: 'read', handle: ({ body }, ctx) => trading.getTrades(ctx, body) },
  'PUT Trading/CancelOrder': { kind: 'write', handle: ({ body }, ctx) => trading.cancelOrder(ctx, body) },
  'POST v2/Trading/GetOrderBook': { kind: 'read', handle: ({ body }, ctx) => trading.getOrderBook(ctx, body) },
  'POST v2/Trading/GetIndividualSettings': { kind: 'read', handle: ({ body }, ctx) => trading.getIndividualSettings(ctx, body) },
});
