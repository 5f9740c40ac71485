import { defineOperations } from '../../http/operation.ts';
import { listCurrencies, listMarkets, type MarketQuery } from './repository.ts';

/** The cumulative (price-equivalent) currency markets are valued in: USD by default (spec 1 §3). */
const CUMULATIVE_CURRENCY_TITLE = 'USD';

export const catalogueOperations = defineOperations({
  'GET Market/GetCurrencies': { kind: 'read', handle: (_, ctx) => listCurrencies(ctx.db) },
  'POST v2/Market/GetCurrencies': {
    kind: 'read',
    handle: async ({ body }, ctx) => ({ items: await listCurrencies(ctx.db, (body ?? {}) as { isInUse?: boolean }) }),
  },
  'GET v1/currencies': {
    kind: 'read',
    handle: async (_, ctx) => {
      const data = await listCurrencies(ctx.db);
      return { result: { Success: true, Error: null }, data, total: data.length };
    },
  },
  'GET Market/GetMarkets': {
    kind: 'read',
    handle: async (_, ctx) => (await listMarkets(ctx.db, { offset: 0, limit: 100000 })).items,
  },
  'POST v2/Market/GetMarkets': {
    kind: 'read',
    handle: async ({ body }, ctx) => {
      const page = await listMarkets(ctx.db, body as MarketQuery);
      const usd = await ctx.db.selectFrom('currencies').select(['id', 'title']).where('title', '=', CUMULATIVE_CURRENCY_TITLE).executeTakeFirst();
      return { ...page, cumulativeCurrencyId: usd?.id ?? 0, cumulativeCurrencyTitle: usd?.title ?? CUMULATIVE_CURRENCY_TITLE };
    },
  },
});
