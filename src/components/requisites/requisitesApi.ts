import { queryOptions, type QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { defineAction } from '../actions.ts';
import { ApiError, errorFacts } from '../../api/apiError.ts';
import { dataOf } from '../../api/client.ts';
import { v1Client } from '../../api/clients.ts';
import type { components as V1 } from '../../api/generated/v1.ts';
import { REQUISITE_REASONS, type RequisiteReason } from '../../domain/requisites.ts';
import { errorText } from '../errorText.ts';

export type Requisite = V1['schemas']['Requisite'];
export type P2pPaymentMethod = V1['schemas']['P2pPaymentMethod'];
export type PaymentMethodTemplate = V1['schemas']['PaymentMethodTemplate'];

/** What the form sends: the owner, currency and method only on create (an edit keeps them). */
export interface RequisiteInput {
  userId: number;
  currencyId: number;
  paymentMethodId: number;
  name: string;
  fields: Record<string, string | number | boolean>;
}

export const requisiteFormKeys = {
  methods: (currencyId: number) => ['requisites', 'methods', currencyId] as const,
  templates: ['requisites', 'templates'] as const,
};

/** The P2P payment methods that take a currency (deleted ones left out: the server refuses them). */
export function methodsForCurrencyQuery(currencyId: number) {
  return queryOptions({
    queryKey: requisiteFormKeys.methods(currencyId),
    queryFn: async ({ signal }) => {
      const answer = dataOf(await v1Client.GET('/v1/p2p/payment-methods', { params: { query: { currencyId, offset: 0, limit: 1000 } }, signal }));
      return answer.items.filter((m) => m.status !== 'deleted');
    },
    staleTime: 60_000,
  });
}

/** The payment-method templates (their fields are the requisite's fields). */
export function templatesQuery() {
  return queryOptions({
    queryKey: requisiteFormKeys.templates,
    queryFn: async ({ signal }) => dataOf(await v1Client.GET('/v1/p2p/payment-methods/template', { signal })).templates,
    staleTime: 60_000,
  });
}

/** POST v1/p2p/requisites: the new requisite's id. */
export async function createRequisite(input: RequisiteInput): Promise<number> {
  return dataOf(await v1Client.POST('/v1/p2p/requisites', { body: input })).requisitesId;
}

/** PUT v1/p2p/requisites/{requisitesId}: name and field values (the owner is sent so another user's id is refused). */
export async function editRequisite(requisite: Pick<Requisite, 'requisitesId' | 'userId'>, input: Pick<RequisiteInput, 'name' | 'fields'>): Promise<void> {
  dataOf(
    await v1Client.PUT('/v1/p2p/requisites/{requisitesId}', {
      params: { path: { requisitesId: requisite.requisitesId } },
      body: { userId: requisite.userId, name: input.name, fields: input.fields },
    }),
  );
}

const isRequisiteReason = (reason: string): reason is RequisiteReason => (REQUISITE_REASONS as readonly string[]).includes(reason);

/**
 * Why a create or edit failed, in the admin's language: the requisites namespace's text for the
 * area's reasons (naming the field the server named), otherwise the server's sentence translated.
 */
export function requisiteRefusalText(error: unknown): string {
  const { reason } = errorFacts(error);
  if (isRequisiteReason(reason)) {
    const path = error instanceof ApiError ? (error.details[0]?.path ?? '') : '';
    const field = path.startsWith('/fields/') ? path.slice('/fields/'.length) : '';
    return i18next.t(`requisites.errors.${reason}`, { field });
  }
  return errorText(error);
}

/** The thing and the action, then the refusal by its reason: 'The requisite has not been created: …', in the admin's language. */
export function requisiteFailedText(verb: 'created' | 'edited', error: unknown): string {
  return i18next.t(`requisites.failed.${verb}`, { error: requisiteRefusalText(error) });
}

/** What the screen that opened the form shows of requisites: refreshed when one was saved. */
interface Refreshing {
  refresh: readonly QueryKey[];
}

/** Creates a requisite; the answer is the new requisite's id. */
export const createRequisiteAction = defineAction({
  operationId: 'POST v1/p2p/requisites',
  call: ({ input }: Refreshing & { input: RequisiteInput }) => createRequisite(input),
  refresh: ({ refresh }) => refresh,
  success: (_vars, id) => ({ key: 'requisites.form.created', params: { id } }),
  refusal: (error) => requisiteFailedText('created', error),
});

/** Saves a requisite's name and field values. */
export const editRequisiteAction = defineAction({
  operationId: 'PUT v1/p2p/requisites/{requisitesId}',
  call: ({ requisite, input }: Refreshing & { requisite: Pick<Requisite, 'requisitesId' | 'userId'>; input: Pick<RequisiteInput, 'name' | 'fields'> }) =>
    editRequisite(requisite, input),
  refresh: ({ refresh }) => refresh,
  success: ({ requisite }) => ({ key: 'requisites.form.edited', params: { id: requisite.requisitesId } }),
  refusal: (error) => requisiteFailedText('edited', error),
});
