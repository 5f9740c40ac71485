import { queryOptions } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components, operations } from '../../api/generated/v2.ts';
import { defineAction } from '../../components/actions.ts';
import { errorText } from '../../components/errorText.ts';
import { translateMessage } from '../../components/translateMessage.ts';
import { errorMessageOf } from '../../domain/errorMessage.ts';
import { TRADING_MESSAGES } from '../../domain/trading.ts';

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
    pageQuery(marketKeys.list(request), async (signal) => dataOf(await v2Client.POST('/v2/Market/GetMarkets', { body: request, signal }))),
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

const marketRequests = {
  create: async (body: CreateMarketBody) => dataOf(await v2Client.POST('/v2/Market/CreateMarket', { body })),
  edit: async (body: EditMarketBody) => dataOf(await v2Client.PUT('/v2/Market/EditMarket', { body })),
};

/** A market's form as the dialog holds it: the market's id when it exists. */
export interface MarketDraft {
  id: number | null;
  baseCurrencyId: number;
  derivedCurrencyId: number;
  min: string;
  max: string;
  minOrderPrice: string;
  sortId: string;
  isEnabled: boolean;
  individualLimitsType: CreateMarketBody['individualLimitsType'];
}

const bodyOf = (v: MarketDraft) => ({
  baseCurrencyId: v.baseCurrencyId,
  derivedCurrencyId: v.derivedCurrencyId,
  orderAmountLimit: { min: v.min, max: v.max },
  minOrderPrice: v.minOrderPrice,
  sortId: Number(v.sortId) || 0,
  isEnabled: v.isEnabled,
  individualLimitsType: v.individualLimitsType,
});

/** After a market changes: this section's lists and the session's market list every screen reads. */
const marketsChanged = () => [marketKeys.all, ['session', 'markets']];

/** The server answers the spec's English text; a known rule reads in the admin's language. */
const marketRefusal = (error: unknown) => {
  const { message } = errorMessageOf(error);
  const key = Object.entries(TRADING_MESSAGES).find(([, text]) => text === message)?.[0];
  return key ? translateMessage(`markets.rules.${key}`) : errorText(error);
};

export const createMarket = defineAction({
  operationId: 'POST v2/Market/CreateMarket',
  call: (v: MarketDraft) => marketRequests.create(bodyOf(v)),
  refresh: marketsChanged,
  success: 'markets.toasts.created',
  refusal: marketRefusal,
});

export const editMarket = defineAction({
  operationId: 'PUT v2/Market/EditMarket',
  call: (v: MarketDraft) => marketRequests.edit({ id: v.id ?? 0, ...bodyOf(v) }),
  refresh: marketsChanged,
  success: 'markets.toasts.edited',
  refusal: marketRefusal,
});

export const saveTradingOptions = defineAction({
  operationId: 'POST Options/UpdateTradingOptions',
  call: async (body: TradingOptions) => dataOf(await v2Client.POST('/Options/UpdateTradingOptions', { body })),
  refresh: () => [marketKeys.tradingOptions],
  success: 'markets.toasts.limitsSaved',
});

export const saveExchangeOptions = defineAction({
  operationId: 'POST v2/Options/UpdateExchangeOptions',
  call: async (body: ExchangeOptions) => dataOf(await v2Client.POST('/v2/Options/UpdateExchangeOptions', { body })),
  refresh: () => [marketKeys.exchangeOptions],
  success: 'markets.toasts.exchangeSaved',
});
