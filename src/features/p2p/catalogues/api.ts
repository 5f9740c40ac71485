import type { QueryKey } from '@tanstack/react-query';
import i18next, { type TFunction } from 'i18next';
import { defineAction, type ActionDefinition } from '../../../components/actions.ts';
import { dataOf } from '../../../api/client.ts';
import { p2pClient, v1Client, v2Client } from '../../../api/clients.ts';
import type { components as P2pComponents } from '../../../api/generated/p2p.ts';
import type { components as V1Components } from '../../../api/generated/v1.ts';
import type { components as V2Components } from '../../../api/generated/v2.ts';
import type { LocalisationLanguage } from '../../../domain/p2pCatalogues.ts';
import { rateFailureText, serverText, templateFailureText, v1FailureText } from './catalogueErrors.ts';

export type P2pCurrency = P2pComponents['schemas']['P2pCurrency'];
export type FeeParts = P2pCurrency['fees'];
export type P2pFee = V1Components['schemas']['P2pFee'];
export type PersonalFeeSetting = V1Components['schemas']['PersonalFeeSetting'];
export type P2pLimit = V1Components['schemas']['P2pLimit'];
export type RateSetting = V1Components['schemas']['RateSetting'];
export type RateSource = V1Components['schemas']['RateSource'];
export type RatePaymentMethod = V1Components['schemas']['RatePaymentMethod'];
export type ActiveCurrency = V1Components['schemas']['ActiveP2pCurrency'];
export type P2pGroup = V1Components['schemas']['P2pGroup'];
export type P2pPaymentMethod = V1Components['schemas']['P2pPaymentMethod'];
export type P2pPaymentMethodInput = V1Components['schemas']['P2pPaymentMethodInput'];
export type PaymentMethodTemplate = V1Components['schemas']['PaymentMethodTemplate'];
export type TemplateInput = V1Components['schemas']['PaymentMethodTemplateInput'];
export type LocalisationEntry = P2pComponents['schemas']['LocalisationEntry'];
export type ChatOptions = V2Components['schemas']['ChatOptions'];
export type P2pStatistic = P2pComponents['schemas']['P2pStatistic'];

/** Every query of the catalogues starts with this key; a save refreshes the catalogue it touched. */
export const CATALOGUES_KEY = 'p2p-catalogues';

export const catalogueQueries = {
  currencies: () => ({
    queryKey: [CATALOGUES_KEY, 'currencies'] as const,
    queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/Currency')).items,
  }),
  fees: () => ({
    queryKey: [CATALOGUES_KEY, 'fees'] as const,
    queryFn: async () => dataOf(await v1Client.GET('/v1/p2p/fee')).items,
  }),
  personalFees: (userId: number) => ({
    queryKey: [CATALOGUES_KEY, 'personal-fees', userId] as const,
    queryFn: async () => {
      const { settings, currencyIdsAvailableForFees } = dataOf(await v1Client.GET('/v1/p2p/fee/profile', { params: { query: { userId } } }));
      return { settings, currencyIdsAvailableForFees };
    },
  }),
  activeCurrencies: () => ({
    queryKey: [CATALOGUES_KEY, 'active-currencies'] as const,
    queryFn: async () => dataOf(await v1Client.GET('/v1/p2p/currencies/active')).items,
  }),
  limits: () => ({
    queryKey: [CATALOGUES_KEY, 'limits'] as const,
    queryFn: async () => {
      const { limits, total } = dataOf(await v1Client.GET('/v1/p2p/limits', { params: { query: { offset: 0, limit: 1000 } } }));
      return { limits, total };
    },
  }),
  rateSettings: () => ({
    queryKey: [CATALOGUES_KEY, 'rate-settings'] as const,
    queryFn: async () => dataOf(await v1Client.GET('/v1/p2p/rate/settings')).items,
  }),
  rateSources: () => ({
    queryKey: [CATALOGUES_KEY, 'rate-sources'] as const,
    queryFn: async () => dataOf(await v1Client.GET('/v1/p2p/rate/sources')).items,
  }),
  ratePaymentMethods: () => ({
    queryKey: [CATALOGUES_KEY, 'rate-payment-methods'] as const,
    queryFn: async () => dataOf(await v1Client.GET('/v1/p2p/rate/paymentMethods')).items,
  }),
  groups: () => ({
    queryKey: [CATALOGUES_KEY, 'groups'] as const,
    queryFn: async () => {
      const { items, total } = dataOf(await v1Client.GET('/v1/p2p/groups', { params: { query: { offset: 0, limit: 1000 } } }));
      return { items, total };
    },
  }),
  paymentMethods: (filter: { category?: P2pPaymentMethod['category']; status?: P2pPaymentMethod['status'] }) => ({
    queryKey: [CATALOGUES_KEY, 'payment-methods', filter] as const,
    queryFn: async () => {
      const { items, total } = dataOf(await v1Client.GET('/v1/p2p/payment-methods', { params: { query: { offset: 0, limit: 1000, ...filter } } }));
      return { items, total };
    },
  }),
  templates: () => ({
    queryKey: [CATALOGUES_KEY, 'templates'] as const,
    queryFn: async () => dataOf(await v1Client.GET('/v1/p2p/payment-methods/template')).templates,
  }),
  localisation: (language: LocalisationLanguage) => ({
    queryKey: [CATALOGUES_KEY, 'localisation', language] as const,
    queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/Localisation/All', { params: { query: { language } } })).items,
  }),
  chatOptions: () => ({
    queryKey: [CATALOGUES_KEY, 'chat-options'] as const,
    queryFn: async () => dataOf(await v2Client.GET('/Options/GetChatOptions')),
  }),
  turnover: (filter: { dateFrom?: number; dateTo?: number; currencyIdList: number[] }) => ({
    queryKey: [CATALOGUES_KEY, 'turnover', filter] as const,
    queryFn: async () => {
      const { currencyIdList, ...period } = filter;
      // Without chosen currencies the whole turnover is asked for; with them, only theirs.
      return currencyIdList.length
        ? dataOf(await p2pClient.POST('/p2p/Admin/statistic/currency', { body: { ...period, currencyIdList } }))
        : dataOf(await p2pClient.POST('/p2p/Admin/statistic/all', { body: period }));
    },
  }),
};

/** The catalogues' writes; each resolves when the server has stored the change (and rejects with its ApiError). */
export const catalogueActions = {
  createFee: async (body: { currencyId: number; serviceFee: string; fees: FeeParts }) => dataOf(await p2pClient.POST('/p2p/Admin/Currency/fee', { body })),
  changeFee: async (body: { currencyId: number; serviceFee: string; fees: FeeParts }) => dataOf(await p2pClient.PUT('/p2p/Admin/Currency/fee', { body })),
  setFeeV1: async (body: { currencyId: number; serviceFee?: string; fees: FeeParts }) => dataOf(await v1Client.PUT('/v1/p2p/fee', { body })),
  savePersonalFees: async (userId: number, settings: PersonalFeeSetting[]) => dataOf(await v1Client.PUT('/v1/p2p/fee/profile', { body: { userId, settings } })),
  saveLimits: async (limits: { currencyId: number; minAmount: string; maxAmount: string }[]) => dataOf(await v1Client.PUT('/v1/p2p/limits', { body: { limits } })),
  saveRate: async (body: { baseCurrency: string; quoteCurrency: string; sources: RateSetting['sources'] }) => dataOf(await v1Client.PUT('/v1/p2p/rate/settings', { body })),
  deleteRate: async (baseCurrency: string, quoteCurrency: string) =>
    dataOf(await v1Client.DELETE('/v1/p2p/rate/settings', { params: { query: { baseCurrency, quoteCurrency } } })),
  createGroup: async (name: string) => dataOf(await v1Client.POST('/v1/p2p/groups', { body: { name } })),
  deleteGroup: async (id: number) => dataOf(await v1Client.DELETE('/v1/p2p/groups/{id}', { params: { path: { id } } })),
  addToGroup: async (id: number, userIds: number[]) => dataOf(await v1Client.POST('/v1/p2p/groups/{id}/profiles', { params: { path: { id } }, body: { userIds } })),
  removeFromGroup: async (id: number, userIds: number[]) =>
    dataOf(await v1Client.DELETE('/v1/p2p/groups/{id}/profiles', { params: { path: { id }, query: { userId: userIds } } })),
  createPaymentMethod: async (body: P2pPaymentMethodInput & { name: string; category: P2pPaymentMethod['category'] }) =>
    dataOf(await v1Client.POST('/v1/p2p/payment-methods', { body })),
  editPaymentMethod: async (id: number, body: P2pPaymentMethodInput) => dataOf(await v1Client.PUT('/v1/p2p/payment-methods/{id}', { params: { path: { id } }, body })),
  createTemplate: async (body: TemplateInput) => dataOf(await v1Client.POST('/v1/p2p/payment-methods/template', { body })),
  editTemplate: async (id: number, body: TemplateInput) => dataOf(await v1Client.PUT('/v1/p2p/payment-methods/template/{id}', { params: { path: { id } }, body })),
  deleteTemplate: async (id: number) => dataOf(await v1Client.DELETE('/v1/p2p/payment-methods/template/{id}', { params: { path: { id } } })),
  editLocalisation: async (id: number, value: string) => dataOf(await p2pClient.PUT('/p2p/Admin/Localisation/{id}', { params: { path: { id } }, body: { value } })),
  saveChatOptions: async (body: ChatOptions) => dataOf(await v2Client.POST('/Options/UpdateChatOptions', { body })),
};

/** A payment method's form: the id of the one edited (null for a new one) and what is sent. */
export type MethodVars = { id: number | null; body: P2pPaymentMethodInput & { name: string; category: P2pPaymentMethod['category'] } };
/** A template's form: the id of the one edited (null for a new one) and what is sent. */
export type TemplateVars = { id: number | null; body: TemplateInput };

const tr = ((key: string, options?: Record<string, unknown>) => i18next.t(key, options)) as unknown as TFunction;
const catalogue = (part: string) => (): readonly QueryKey[] => [[CATALOGUES_KEY, part]];

/** A write to one part of the catalogues that names nothing in its refusal: it refreshes that part, a refusal is the server's own words. */
function catalogueWrite<Vars, Result>(part: string, definition: Pick<ActionDefinition<Vars, Result>, 'operationId' | 'call' | 'success'>) {
  return defineAction({ ...definition, refresh: catalogue(part), refusal: (error) => serverText(tr, error) });
}

/** The catalogues' writes as screen-kit actions: operation id, the catalogue they refresh, the success words, the refusal naming the thing. */
export const catalogueKit = {
  saveLimit: defineAction({
    operationId: 'PUT v1/p2p/limits',
    call: (vars: { limit: { currencyId: number; minAmount: string; maxAmount: string }; isNew: boolean }) => catalogueActions.saveLimits([vars.limit]),
    refresh: catalogue('limits'),
    success: 'p2pCatalogues.limits.saved',
    refusal: (error, vars) => v1FailureText(tr, 'limit', vars.isNew ? 'created' : 'edited', error),
  }),
  editLocalisation: catalogueWrite('localisation', {
    operationId: 'PUT p2p/Admin/Localisation/{id}',
    call: (vars: { id: number; value: string }) => catalogueActions.editLocalisation(vars.id, vars.value),
    success: 'p2pCatalogues.localisation.saved',
  }),
  saveChatOptions: catalogueWrite('chat-options', {
    operationId: 'POST Options/UpdateChatOptions',
    call: (body: ChatOptions) => catalogueActions.saveChatOptions(body),
    success: 'p2pCatalogues.chat.saved',
  }),
  saveRate: defineAction({
    operationId: 'PUT v1/p2p/rate/settings',
    call: (vars: { body: { baseCurrency: string; quoteCurrency: string; sources: RateSetting['sources'] }; isNew: boolean }) => catalogueActions.saveRate(vars.body),
    refresh: catalogue('rate-settings'),
    success: 'p2pCatalogues.rates.saved',
    refusal: (error, vars) => rateFailureText(tr, vars.isNew ? 'created' : 'edited', error),
  }),
  deleteRate: defineAction({
    operationId: 'DELETE v1/p2p/rate/settings',
    call: (vars: { baseCurrency: string; quoteCurrency: string }) => catalogueActions.deleteRate(vars.baseCurrency, vars.quoteCurrency),
    refresh: catalogue('rate-settings'),
    success: 'p2pCatalogues.rates.deleted',
    refusal: (error) => rateFailureText(tr, 'deleted', error),
  }),
  createFee: defineAction({
    operationId: 'POST p2p/Admin/Currency/fee',
    call: (body: { currencyId: number; serviceFee: string; fees: FeeParts }) => catalogueActions.createFee(body),
    refresh: () => [[CATALOGUES_KEY]],
    success: 'p2pCatalogues.fees.saved',
    refusal: (error) => v1FailureText(tr, 'fees', 'created', error),
  }),
  changeFee: defineAction({
    operationId: 'PUT p2p/Admin/Currency/fee',
    call: (body: { currencyId: number; serviceFee: string; fees: FeeParts }) => catalogueActions.changeFee(body),
    refresh: () => [[CATALOGUES_KEY]],
    success: 'p2pCatalogues.fees.saved',
    refusal: (error) => v1FailureText(tr, 'fees', 'edited', error),
  }),
  resetFee: defineAction({
    operationId: 'PUT v1/p2p/fee',
    call: (body: { currencyId: number; serviceFee?: string; fees: FeeParts }) => catalogueActions.setFeeV1(body),
    refresh: () => [[CATALOGUES_KEY]],
    success: 'p2pCatalogues.fees.saved',
    refusal: (error) => v1FailureText(tr, 'fees', 'edited', error),
  }),
  savePersonalFees: defineAction({
    operationId: 'PUT v1/p2p/fee/profile',
    call: (vars: { userId: number; settings: PersonalFeeSetting[] }) => catalogueActions.savePersonalFees(vars.userId, vars.settings),
    refresh: (vars) => [[CATALOGUES_KEY, 'personal-fees', vars.userId]],
    success: 'p2pCatalogues.personal.saved',
    refusal: (error) => v1FailureText(tr, 'personal fees', 'edited', error),
  }),
  createGroup: catalogueWrite('groups', {
    operationId: 'POST v1/p2p/groups',
    call: (name: string) => catalogueActions.createGroup(name),
    success: (name) => ({ key: 'p2pCatalogues.groups.created', params: { name } }),
  }),
  deleteGroup: catalogueWrite('groups', {
    operationId: 'DELETE v1/p2p/groups/{id}',
    call: (group: { id: number; name: string }) => catalogueActions.deleteGroup(group.id),
    success: (group) => ({ key: 'p2pCatalogues.groups.deleted', params: { name: group.name } }),
  }),
  addToGroup: catalogueWrite('groups', {
    operationId: 'POST v1/p2p/groups/{id}/profiles',
    call: (vars: { group: { id: number; name: string }; userIds: number[] }) => catalogueActions.addToGroup(vars.group.id, vars.userIds),
    success: (vars) => ({ key: 'p2pCatalogues.groups.added', params: { group: vars.group.name } }),
  }),
  removeFromGroup: catalogueWrite('groups', {
    operationId: 'DELETE v1/p2p/groups/{id}/profiles',
    call: (vars: { group: { id: number; name: string }; userIds: number[] }) => catalogueActions.removeFromGroup(vars.group.id, vars.userIds),
    success: (vars) => ({ key: 'p2pCatalogues.groups.removed', params: { group: vars.group.name } }),
  }),
  createPaymentMethod: catalogueWrite('payment-methods', {
    operationId: 'POST v1/p2p/payment-methods',
    call: async ({ body }: MethodVars): Promise<unknown> => catalogueActions.createPaymentMethod(body),
    success: 'p2pCatalogues.methods.saved',
  }),
  editPaymentMethod: catalogueWrite('payment-methods', {
    operationId: 'PUT v1/p2p/payment-methods/{id}',
    call: async ({ id, body }: MethodVars): Promise<unknown> => catalogueActions.editPaymentMethod(id ?? 0, body),
    success: 'p2pCatalogues.methods.saved',
  }),
  createTemplate: defineAction({
    operationId: 'POST v1/p2p/payment-methods/template',
    call: async ({ body }: TemplateVars): Promise<unknown> => catalogueActions.createTemplate(body),
    refresh: catalogue('templates'),
    success: 'p2pCatalogues.templates.saved',
    refusal: (error) => templateFailureText(tr, 'add', error),
  }),
  editTemplate: defineAction({
    operationId: 'PUT v1/p2p/payment-methods/template/{id}',
    call: async ({ id, body }: TemplateVars): Promise<unknown> => catalogueActions.editTemplate(id ?? 0, body),
    refresh: catalogue('templates'),
    success: 'p2pCatalogues.templates.saved',
    refusal: (error) => templateFailureText(tr, 'add', error),
  }),
  deleteTemplate: defineAction({
    operationId: 'DELETE v1/p2p/payment-methods/template/{id}',
    call: (id: number) => catalogueActions.deleteTemplate(id),
    refresh: catalogue('templates'),
    success: 'p2pCatalogues.templates.deleted',
    refusal: (error) => templateFailureText(tr, 'delete', error),
  }),
};
