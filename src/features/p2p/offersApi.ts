import type { QueryKey } from '@tanstack/react-query';
import { defineAction } from '../../components/actions.ts';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { p2pClient, v1Client, v2Client } from '../../api/clients.ts';
import type { components as CommonP2p, operations as P2pOperations } from '../../api/generated/p2p.ts';
import type { components as V1Components, operations as V1Operations } from '../../api/generated/v1.ts';
import type { components as V2Components } from '../../api/generated/v2.ts';
import type { OfferModerationFlag, P2pRole } from '../../domain/p2pOffers.ts';

export type P2pOffer = V1Components['schemas']['P2pOffer'];
export type OfferEdit = V1Components['schemas']['P2pOfferEdit'];
export type OfferHistoryItem = CommonP2p['schemas']['OfferHistoryItem'];
export type ModerationWordGroup = CommonP2p['schemas']['ModerationWordGroup'];
export type RoleProfile = CommonP2p['schemas']['P2pRoleProfile'];
export type Banner = V2Components['schemas']['Banner'];
export type OffersQuery = NonNullable<V1Operations['GET v1/p2p/offers']['parameters']['query']>;
export type ProfilesQuery = NonNullable<P2pOperations['GET p2p/Admin/profiles/search']['parameters']['query']>;

/** Every query of the offers, words, roles and banners screens starts with this key. */
export const DESK_KEY = 'p2pDesk';

export const deskQueries = {
  offers: (query: OffersQuery) => pageQuery([DESK_KEY, 'offers', query] as const, async (signal) => dataOf(await v1Client.GET('/v1/p2p/offers', { params: { query }, signal }))),
  offer: (offerId: number) => ({
    queryKey: [DESK_KEY, 'offer', offerId] as const,
    queryFn: async () => dataOf(await v1Client.GET('/v1/p2p/offers/{offerId}', { params: { path: { offerId } } })).data,
  }),
  offerHistory: (id: number) => ({
    queryKey: [DESK_KEY, 'offerHistory', id] as const,
    queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/Offer/{id}/history', { params: { path: { id } } })).items,
  }),
  words: (search: string, offset: number, limit: number) =>
    pageQuery([DESK_KEY, 'words', search, offset, limit] as const, async (signal) =>
      dataOf(await p2pClient.GET('/p2p/Admin/advertisements/moderation-words', { params: { query: { ...(search ? { search } : {}), offset, limit } }, signal })),
    ),
  profiles: (query: ProfilesQuery) => ({
    queryKey: [DESK_KEY, 'profiles', query] as const,
    queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/profiles/search', { params: { query: { ...query, getTotal: true } } })),
  }),
  userSearch: (searchString: string) => ({
    queryKey: [DESK_KEY, 'userSearch', searchString] as const,
    queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/search', { params: { query: { searchString, limit: 20 } } })).items,
  }),
  banners: () => ({
    queryKey: [DESK_KEY, 'banners'] as const,
    queryFn: async () => dataOf(await v2Client.GET('/v2/Options/GetBannerOptions')),
  }),
};

const refreshDesk = (): readonly QueryKey[] => [[DESK_KEY]];

/** Hide or block several offers in one call; `bulk` names the action for the success words. */
export const setOfferFlags = defineAction({
  operationId: 'PUT p2p/Admin/Offers',
  call: async ({ ids, flag, value }: { ids: number[]; flag: OfferModerationFlag; value: boolean; bulk: string }) =>
    dataOf(await p2pClient.PUT('/p2p/Admin/Offers', { body: { idList: ids, [flag]: value } })),
  refresh: refreshDesk,
  success: ({ ids, bulk }) => ({ key: `p2pOffers.offers.bulk.${bulk}Done`, params: { count: ids.length } }),
});

export const deleteOffers = defineAction({
  operationId: 'DELETE p2p/Admin/Offer',
  call: async (ids: number[]) => dataOf(await p2pClient.DELETE('/p2p/Admin/Offer', { params: { query: { id: ids } } })),
  refresh: refreshDesk,
  success: (ids) => ({ key: 'p2pOffers.offers.bulk.deleteDone', params: { count: ids.length } }),
});

/** Edits one offer; `done` is the last part of the success words' key (`saved`, `hideDone`…). */
export const editOffer = defineAction({
  operationId: 'PUT p2p/Admin/Offer/{id}',
  call: async ({ id, body }: { id: number; body: OfferEdit; done: string }) => dataOf(await p2pClient.PUT('/p2p/Admin/Offer/{id}', { params: { path: { id } }, body })),
  refresh: refreshDesk,
  success: ({ id, done }) => ({ key: `p2pOffers.offer.${done}`, params: { id } }),
});

type WordGroupVars = { groupName: string; words: string[] };

export const createWordGroup = defineAction({
  operationId: 'POST p2p/Admin/advertisements/moderation-words',
  call: async ({ groupName, words }: WordGroupVars) => dataOf(await p2pClient.POST('/p2p/Admin/advertisements/moderation-words', { params: { query: { groupName, words } } })),
  refresh: refreshDesk,
  success: ({ groupName }) => ({ key: 'p2pOffers.words.saved', params: { name: groupName } }),
});

export const editWordGroup = defineAction({
  operationId: 'PUT p2p/Admin/advertisements/moderation-words',
  call: async ({ id, groupName, words }: WordGroupVars & { id: number }) =>
    dataOf(await p2pClient.PUT('/p2p/Admin/advertisements/moderation-words', { params: { query: { id, groupName, words } } })),
  refresh: refreshDesk,
  success: ({ groupName }) => ({ key: 'p2pOffers.words.saved', params: { name: groupName } }),
});

export const deleteWordGroup = defineAction({
  operationId: 'DELETE p2p/Admin/advertisements/moderation-words',
  call: async ({ id }: { id: number; groupName: string }) => dataOf(await p2pClient.DELETE('/p2p/Admin/advertisements/moderation-words', { params: { query: { id } } })),
  refresh: refreshDesk,
  success: ({ groupName }) => ({ key: 'p2pOffers.words.deleted', params: { name: groupName } }),
});

/** Sets a user's roles to exactly the list; an empty list removes them. `user` names them and `done` picks the success words. */
export const grantRoles = defineAction({
  operationId: 'POST p2p/Admin/grant/{userId}',
  call: async ({ userId, roles }: { userId: number; roles: P2pRole[]; user: string | number; done: 'granted' | 'removed' }) =>
    dataOf(await p2pClient.POST('/p2p/Admin/grant/{userId}', { params: { path: { userId }, query: { roles } } })),
  refresh: refreshDesk,
  success: ({ user, done }) => ({ key: `p2pOffers.roles.${done}`, params: { user } }),
});

export const setBannersEnabled = defineAction({
  operationId: 'POST v2/Options/UpdateGlobalBannersOptions',
  call: async (isBannersEnabled: boolean) => dataOf(await v2Client.POST('/v2/Options/UpdateGlobalBannersOptions', { body: { isBannersEnabled } })),
  refresh: refreshDesk,
  success: (enabled) => (enabled ? 'p2pOffers.banners.enabled' : 'p2pOffers.banners.disabled'),
});

function bannerForm(position: number, link: string, file: File | null) {
  const form = new FormData();
  form.append('position', String(position));
  form.append('link', link);
  if (file) form.append('File', file, file.name);
  return form;
}

type BannerVars = { position: number; link: string; file: File | null };

export const createBanner = defineAction({
  operationId: 'POST v2/Options/CreateBannerOption',
  call: async ({ position, link, file }: BannerVars) => dataOf(await v2Client.POST('/v2/Options/CreateBannerOption', { body: bannerForm(position, link, file) as never })),
  refresh: refreshDesk,
  success: ({ position }) => ({ key: 'p2pOffers.banners.saved', params: { position } }),
});

export const updateBanner = defineAction({
  operationId: 'POST v2/Options/UpdateBannerOption',
  call: async ({ position, link, file }: BannerVars) => dataOf(await v2Client.POST('/v2/Options/UpdateBannerOption', { body: bannerForm(position, link, file) as never })),
  refresh: refreshDesk,
  success: ({ position }) => ({ key: 'p2pOffers.banners.saved', params: { position } }),
});

export const deleteBanner = defineAction({
  operationId: 'POST v2/Options/DeleteBannerOption',
  call: async (position: number) => dataOf(await v2Client.POST('/v2/Options/DeleteBannerOption', { params: { query: { position } } })),
  refresh: refreshDesk,
  success: (position) => ({ key: 'p2pOffers.banners.deleted', params: { position } }),
});
