import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { pageWindow, presentFilters, type PageRequest } from '../../domain/pageRequest.ts';
import { p2pClient, v1Client } from '../../api/clients.ts';
import type { components as V1 } from '../../api/generated/v1.ts';
import i18next from 'i18next';
import { errorText } from '../../components/errorText.ts';
import { defineAction } from '../../components/actions.ts';
import { actionFailedText } from './refusal.ts';
import { type TraderAction, type TraderStatus, type V1Subject, type V1Verb } from '../../domain/traders.ts';

export type ExchangeOrder = V1['schemas']['ExchangeOrder'];
export type TraderTransaction = V1['schemas']['TraderTransaction'];

/** The two lists of the Orders tab: exchange orders and traders' transactions. */
export type { TradersListKind } from '../../domain/traders.ts';
import type { TradersListKind } from '../../domain/traders.ts';

export interface TradersListRequest extends PageRequest {
  kind: TradersListKind;
  status: TraderStatus | '';
  userId: number | null;
}

export const tradersKeys = {
  all: ['traders'] as const,
  list: (request: TradersListRequest) => ['traders', 'list', request] as const,
};

/** One page of exchange orders or transactions; empty filters are not sent (spec 2 §5). */
export function tradersListQuery(request: TradersListRequest) {
  return pageQuery(tradersKeys.list(request), async (signal): Promise<{ rows: (ExchangeOrder | TraderTransaction)[]; total: number }> => {
    const query = { ...pageWindow(request), ...presentFilters({ status: request.status ? [request.status] : null, userId: request.userId }) };
    if (request.kind === 'orders') {
      const answer = dataOf(await v1Client.GET('/v1/exchange/orders', { params: { query }, signal }));
      return { rows: answer.items, total: answer.total };
    }
    const answer = dataOf(await v1Client.GET('/v1/transactions', { params: { query }, signal }));
    return { rows: answer.items, total: answer.total };
  });
}

/** GET v1/exchange/orders/{id}: one exchange order. */
export function exchangeOrderQuery(id: number) {
  return queryOptions({
    queryKey: [...tradersKeys.all, 'order', id] as const,
    queryFn: async ({ signal }) => dataOf(await v1Client.GET('/v1/exchange/orders/{id}', { params: { path: { id } }, signal })).data,
  });
}

/** The address panel shows the latest 100 transactions of an address (the call's own default). */
export const ADDRESS_TRANSACTIONS_LIMIT = 100;

/** GET v1/transactions/address: the transactions to or from one address, newest first. */
export function addressTransactionsQuery(address: string) {
  return queryOptions({
    queryKey: [...tradersKeys.all, 'address', address] as const,
    queryFn: async ({ signal }) =>
      dataOf(await v1Client.GET('/v1/transactions/address', { params: { query: { address, offset: 0, limit: ADDRESS_TRANSACTIONS_LIMIT } }, signal })),
  });
}

/** Confirm, complete or cancel one exchange order or transaction, with the admin's comment. */
export async function runTraderAction(kind: TradersListKind, action: TraderAction, id: number, comment: string): Promise<void> {
  const init = { params: { path: { id } }, body: comment ? { id, comment } : { id } };
  if (kind === 'orders') {
    if (action === 'confirm') dataOf(await v1Client.PUT('/v1/exchange/{id}/confirm', init));
    else if (action === 'complete') dataOf(await v1Client.PUT('/v1/exchange/{id}/complete', init));
    else dataOf(await v1Client.PUT('/v1/exchange/{id}/cancel', init));
    return;
  }
  if (action === 'confirm') dataOf(await v1Client.PUT('/v1/transactions/{id}/confirm', init));
  else if (action === 'complete') dataOf(await v1Client.PUT('/v1/transactions/{id}/complete', init));
  else dataOf(await v1Client.PUT('/v1/transactions/{id}/cancel', init));
}

// ── Requisites and devices ─────────────────────────────────────────────────

export type Requisite = V1['schemas']['Requisite'];
export type RequisiteStatus = Requisite['status'];
export type RequisiteState = Requisite['state'];
export type Device = V1['schemas']['Device'];
export type DeviceStatus = Device['status'];
export type DeviceType = Device['type'];

export interface RequisitesRequest extends PageRequest {
  searchString: string;
  status: RequisiteStatus | '';
  state: RequisiteState | '';
  userId: number | null;
}

export interface DevicesRequest extends PageRequest {
  status: DeviceStatus | '';
  type: DeviceType | '';
  userId: number | null;
}

export const requisitesKeys = {
  all: ['traders', 'requisites'] as const,
  search: (request: RequisitesRequest) => ['traders', 'requisites', 'search', request] as const,
  devices: (request: DevicesRequest) => ['traders', 'requisites', 'devices', request] as const,
};

/** POST p2p/Admin/requisites/search: one page; empty filters are not sent. */
export function requisitesSearchQuery(request: RequisitesRequest) {
  const { searchString, status, state, userId } = request;
  const body = { ...pageWindow(request), ...presentFilters({ searchString, status, state, userId }) };
  return pageQuery(requisitesKeys.search(request), async (signal) => dataOf(await p2pClient.POST('/p2p/Admin/requisites/search', { body, signal })));
}

/** GET v1/devices/search: one page. */
export function devicesQuery(request: DevicesRequest) {
  const { status, type, userId } = request;
  const query = { ...pageWindow(request), ...presentFilters({ status, type, userId }) };
  return pageQuery(requisitesKeys.devices(request), async (signal) => {
    const answer = dataOf(await v1Client.GET('/v1/devices/search', { params: { query }, signal }));
    return { items: answer.items, total: answer.total };
  });
}

/** Marks a requisite approved, problematic or unmarked (new); the server keeps who and when. */
export async function markRequisite(requisite: Pick<Requisite, 'requisitesId' | 'userId'>, status: RequisiteStatus): Promise<void> {
  dataOf(await v1Client.PUT('/v1/p2p/requisites/{requisitesId}', { params: { path: { requisitesId: requisite.requisitesId } }, body: { userId: requisite.userId, status } }));
}

/** Deletes a requisite (the call carries its owner); refused while an open deal uses it. */
export async function deleteRequisite(requisite: Pick<Requisite, 'requisitesId' | 'userId'>): Promise<void> {
  dataOf(await v1Client.DELETE('/v1/p2p/requisites/{requisitesId}', { params: { path: { requisitesId: requisite.requisitesId }, query: { userId: requisite.userId } } }));
}

export async function setDeviceStatus(id: number, status: DeviceStatus): Promise<void> {
  dataOf(await v1Client.PUT('/v1/devices/{id}', { params: { path: { id } }, body: { status } }));
}

export async function deleteDevice(id: number): Promise<void> {
  dataOf(await v1Client.DELETE('/v1/devices/{id}', { params: { path: { id } } }));
}

// ── Actions ────────────────────────────────────────────────────────────────

/** The spec's words for a refused v1 call ('The requisite has not been deleted because of Error: …'). */
/** A refusal naming the thing and the action ('The requisite has not been deleted: …'), in the admin's language. */
const v1Refusal = (subject: V1Subject, verb: V1Verb) => (error: unknown) => i18next.t(`traders.v1Failed.${subject}.${verb}`, { error: errorText(error) });
const requisitesChanged = () => [requisitesKeys.all];

/** Marks a requisite approved, problematic or unmarked (undone by another mark, so no confirmation). */
export const markRequisiteAction = defineAction({
  operationId: 'PUT v1/p2p/requisites/{requisitesId}',
  call: ({ requisite, status }: { requisite: Requisite; status: RequisiteStatus }) => markRequisite(requisite, status),
  refresh: requisitesChanged,
  success: ({ requisite, status }) => ({ key: `traders.requisites.marked.${status}`, params: { id: requisite.requisitesId } }),
  refusal: v1Refusal('requisite', 'edited'),
});

export const deleteRequisiteAction = defineAction({
  operationId: 'DELETE v1/p2p/requisites/{requisitesId}',
  call: (requisite: Requisite) => deleteRequisite(requisite),
  refresh: requisitesChanged,
  success: (requisite) => ({ key: 'traders.requisites.deleted', params: { id: requisite.requisitesId } }),
  refusal: v1Refusal('requisite', 'deleted'),
});

/** Suspends or reactivates a device. */
export const setDeviceStatusAction = defineAction({
  operationId: 'PUT v1/devices/{id}',
  call: ({ device, status }: { device: Device; status: DeviceStatus }) => setDeviceStatus(device.id, status),
  refresh: requisitesChanged,
  success: ({ device, status }) => ({ key: `traders.devices.done.${status}`, params: { id: device.id } }),
  refusal: v1Refusal('device', 'edited'),
});

export const deleteDeviceAction = defineAction({
  operationId: 'DELETE v1/devices/{id}',
  call: (device: Device) => deleteDevice(device.id),
  refresh: requisitesChanged,
  success: (device) => ({ key: 'traders.devices.deleted', params: { id: device.id } }),
  refusal: v1Refusal('device', 'deleted'),
});

/**
 * Confirms, completes or cancels an exchange order or a trader's transaction, with the admin's
 * comment; the six calls are allowed alike. The refusal words need the screen's `t` (actionFailedText).
 */
export const traderAction = defineAction({
  operationId: 'PUT v1/exchange/{id}/confirm',
  call: ({ kind, action, id, comment }: { kind: TradersListKind; action: TraderAction; id: number; comment: string }) => runTraderAction(kind, action, id, comment),
  refresh: () => [tradersKeys.all],
  success: ({ kind, action, id }) => ({ key: `traders.done.${kind}.${action}`, params: { id } }),
  refusal: (error, { kind, action }) => actionFailedText(i18next.t, kind, action, error),
});
