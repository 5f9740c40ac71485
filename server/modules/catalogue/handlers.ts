import { defineOperations } from '../../http/operation.ts';
import { listCurrencies, listMarkets, marketsPage } from './service.ts';

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
  'POST v2/Market/GetMarkets': { kind: 'read', handle: ({ body }, ctx) => marketsPage(ctx.db, body) },
});
