import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components, operations } from '../../api/generated/v2.ts';

export type Market = components['schemas']['Market'];
export type MarketsRequest = NonNullable<operations['POST v2/Market/GetMarkets']['requestBody']>['content']['application/json'];
export type CreateMarketBody = NonNullable<operations['POST v2/Market/CreateMarket']['requestBody']>['content']['application/json'];
export type EditMarketBody = NonNullable<operations['PUT v2/Market/EditMarket']['requestBody']>['content']['application/json'];
export type TradingOptions = components['schemas']['TradingOptions'];
export type ExchangeOptions = components['schemas']['ExchangeOptions'];

export const marketKeys = {
  all: ['markets'] as const,
  list: (request: MarketsRequest) => ['markets', 'list', request] as const,
  rates: ['markets', 'rates'] as const,
  tradingOptions: ['markets', 'tradingOptions'] as const,
  exchangeOptions: ['markets', 'exchangeOptions'] as const,
};

export const marketQueries = {
  list: (request: MarketsRequest) =>
    queryOptions({
      queryKey: marketKeys.list(request),
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Market/GetMarkets', { body: request, signal })),
      placeholderData: (previous) => previous,
    }),
  rates: () =>
    queryOptions({
      queryKey: marketKeys.rates,
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Market/GetRates', { body: {}, signal })).items,
    }),
  tradingOptions: () =>
    queryOptions({ queryKey: marketKeys.tradingOptions, queryFn: async ({ signal }) => dataOf(await v2Client.GET('/Options/GetTradingOptions', { signal })) }),
  exchangeOptions: () =>
    queryOptions({ queryKey: marketKeys.exchangeOptions, queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/Options/GetExchangeOptions', { signal })) }),
};

export const marketActions = {
  create: async (body: CreateMarketBody) => dataOf(await v2Client.POST('/v2/Market/CreateMarket', { body })),
  edit: async (body: EditMarketBody) => dataOf(await v2Client.PUT('/v2/Market/EditMarket', { body })),
  saveTradingOptions: async (body: TradingOptions) => dataOf(await v2Client.POST('/Options/UpdateTradingOptions', { body })),
  saveExchangeOptions: async (body: ExchangeOptions) => dataOf(await v2Client.POST('/v2/Options/UpdateExchangeOptions', { body })),
};

/** After a market changes: this section's lists and the session's market list every screen reads. */
export async function refreshMarkets(client: QueryClient) {
  await Promise.all([client.invalidateQueries({ queryKey: marketKeys.all }), client.invalidateQueries({ queryKey: ['session', 'markets'] })]);
}
