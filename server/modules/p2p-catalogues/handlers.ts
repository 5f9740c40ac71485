import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

const done = async (work: Promise<unknown>) => {
  await work;
  return {};
};

/** The P2P desk's catalogues (issue 14): fees, personal fees, limits, rates, groups, payment methods, templates, localisation, chat options, turnover. */
export const p2pCatalogueOperations = defineOperations({
  // Fees
  'GET p2p/Admin/Currency': { kind: 'read', handle: async (_, ctx) => ({ items: await service.listCurrencies(ctx) }) },
  'POST p2p/Admin/Currency/fee': {
    kind: 'write',
    handle: async ({ body }, ctx) => {
      await service.saveFee(ctx, body, 'create');
      return { success: true as const };
    },
  },
  'PUT p2p/Admin/Currency/fee': {
    kind: 'write',
    handle: async ({ body }, ctx) => {
      await service.saveFee(ctx, body, 'update');
      return { success: true as const };
    },
  },
  'GET v1/p2p/fee': { kind: 'read', handle: (_, ctx) => service.listFees(ctx) },
  'PUT v1/p2p/fee': { kind: 'write', handle: ({ body }, ctx) => done(service.saveFee(ctx, body, 'upsert')) },
  'GET v1/p2p/fee/profile': { kind: 'read', handle: ({ query }, ctx) => service.getPersonalFees(ctx, query.userId) },
  'PUT v1/p2p/fee/profile': { kind: 'write', handle: ({ body }, ctx) => done(service.savePersonalFees(ctx, body)) },
  // Rates
  'GET v1/p2p/rate/settings': { kind: 'read', handle: (_, ctx) => service.listRateSettings(ctx) },
  'PUT v1/p2p/rate/settings': { kind: 'write', handle: ({ body }, ctx) => done(service.saveRateSetting(ctx, body)) },
  'DELETE v1/p2p/rate/settings': { kind: 'write', handle: ({ query }, ctx) => done(service.deleteRateSetting(ctx, query)) },
  'GET v1/p2p/rate/sources': { kind: 'read', handle: (_, ctx) => service.listRateSources(ctx) },
  'GET v1/p2p/rate/paymentMethods': { kind: 'read', handle: ({ query }, ctx) => service.listRatePaymentMethods(ctx, query.sourceId) },
  'GET v1/p2p/currencies/active': { kind: 'read', handle: (_, ctx) => service.activeCurrencies(ctx) },
  // Limits
  'GET v1/p2p/limits': { kind: 'read', handle: ({ query }, ctx) => service.listLimits(ctx, query) },
  'PUT v1/p2p/limits': { kind: 'write', handle: ({ body }, ctx) => done(service.saveLimits(ctx, body)) },
  // Groups
  'GET v1/p2p/groups': { kind: 'read', handle: ({ query }, ctx) => service.listGroups(ctx, query) },
  'POST v1/p2p/groups': { kind: 'write', handle: ({ body }, ctx) => service.createGroup(ctx, body) },
  'DELETE v1/p2p/groups/{id}': { kind: 'write', handle: ({ params }, ctx) => done(service.deleteGroup(ctx, params.id)) },
  'POST v1/p2p/groups/{id}/profiles': { kind: 'write', handle: ({ params, body }, ctx) => done(service.addProfiles(ctx, params.id, body.userIds)) },
  'DELETE v1/p2p/groups/{id}/profiles': { kind: 'write', handle: ({ params, query }, ctx) => done(service.removeProfiles(ctx, params.id, query.userId)) },
  // Payment methods and templates
  'GET v1/p2p/payment-methods': { kind: 'read', handle: ({ query }, ctx) => service.listPaymentMethods(ctx, query) },
  'POST v1/p2p/payment-methods': { kind: 'write', handle: ({ body }, ctx) => service.createPaymentMethod(ctx, body) },
  'PUT v1/p2p/payment-methods/{id}': { kind: 'write', handle: ({ params, body }, ctx) => done(service.editPaymentMethod(ctx, params.id, body)) },
  'GET v1/p2p/payment-methods/template': { kind: 'read', handle: (_, ctx) => service.listTemplates(ctx) },
  'POST v1/p2p/payment-methods/template': { kind: 'write', handle: ({ body }, ctx) => service.createTemplate(ctx, body) },
  'PUT v1/p2p/payment-methods/template/{id}': { kind: 'write', handle: ({ params, body }, ctx) => done(service.editTemplate(ctx, params.id, body)) },
  'DELETE v1/p2p/payment-methods/template/{id}': { kind: 'write', handle: ({ params }, ctx) => done(service.deleteTemplate(ctx, params.id)) },
  // Localisation and chat options
  'GET p2p/Admin/Localisation/All': { kind: 'read', handle: ({ query }, ctx) => service.listLocalisation(ctx, query.language) },
  'PUT p2p/Admin/Localisation/{id}': { kind: 'write', handle: ({ params, body }, ctx) => service.editLocalisation(ctx, params.id, body.value) },
  'GET Options/GetChatOptions': { kind: 'read', handle: (_, ctx) => service.getChatOptions(ctx) },
  'POST Options/UpdateChatOptions': { kind: 'write', handle: ({ body }, ctx) => service.updateChatOptions(ctx, body) },
  // Turnover (in USD unless asked)
  'POST p2p/Admin/statistic/all': { kind: 'read', handle: ({ body }, ctx) => service.turnover(ctx, { ...body }) },
  'POST p2p/Admin/statistic/currency': { kind: 'read', handle: ({ body }, ctx) => service.turnover(ctx, body) },
});
