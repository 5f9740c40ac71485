import { defineOperations } from '../../http/operation.ts';
import { findCurrencyByTitle, listCurrencies, listMarkets } from './repository.ts';

/** The cumulative (price-equivalent) currency markets are valued in: USD by default (spec 1 §3). */
const CUMULATIVE_CURRENCY_TITLE = 'USD';

export const catalogueOperations = defineOperations({
  'GET Market/GetCurrencies': { kind: 'read', handle: (_, ctx) => listCurrencies(ctx.db) },
  'POST v2/Market/GetCurrencies': {
    kind: 'read',
    handle: async ({ body }, ctx) => ({ items: await listCurrencies(ctx.db, body) }),
  },
  'GET v1/currencies': {
    kind: 'read',
    handle: async (_, ctx) => {
      const data = await listCurrencies(ctx.db);
      return { data, total: data.length };
    },
  },
  'GET Market/GetMarkets': {
    kind: 'read',
    handle: async (_, ctx) => (await listMarkets(ctx.db, { offset: 0, limit: 100000 })).items,
  },
  'POST v2/Market/GetMarkets': {
    kind: 'read',
    handle: async ({ body }, ctx) => {
      const page = await listMarkets(ctx.db, body);
      const usd = await findCurrencyByTitle(ctx.db, CUMULATIVE_CURRENCY_TITLE);
      return { ...page, cumulativeCurrencyId: usd?.id ?? 0, cumulativeCurrencyTitle: usd?.title ?? CUMULATIVE_CURRENCY_TITLE };
    },
  },
});
