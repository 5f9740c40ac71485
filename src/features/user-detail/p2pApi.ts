import { queryOptions } from '@tanstack/react-query';
import { defineAction } from '../../components/actions.ts';
import { dataOf } from '../../api/client.ts';
import { p2pClient, v1Client } from '../../api/clients.ts';
import type { OfferModerationFlag, P2pRole } from '../../domain/p2pOffers.ts';
import { userDetailRefusal } from './refusal.ts';

/** The user-p2p tab's queries: profile statistics, roles, offers and deals of one user. */
export const userP2pKeys = {
  all: (userId: number) => ['userDetail', 'p2p', userId] as const,
};

export const USER_P2P_PAGE_SIZE = 10;

export const userP2pQueries = {
  profile: (userId: number) =>
    queryOptions({
      queryKey: [...userP2pKeys.all(userId), 'profile'] as const,
      queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/profile', { params: { query: { userId } } })),
      retry: false,
    }),
  roles: (userId: number) =>
    queryOptions({
      queryKey: [...userP2pKeys.all(userId), 'roles'] as const,
      queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/profiles/search', { params: { query: { userId, offset: 0, limit: 10, getTotal: false } } })).data,
    }),
  offers: (userId: number, flag: OfferModerationFlag | '', page: number) =>
    queryOptions({
      queryKey: [...userP2pKeys.all(userId), 'offers', flag, page] as const,
      queryFn: async () =>
        dataOf(
          await v1Client.GET('/v1/p2p/offers', {
            params: { query: { userId, offset: (page - 1) * USER_P2P_PAGE_SIZE, limit: USER_P2P_PAGE_SIZE, ...(flag ? { [flag]: true } : {}) } },
          }),
        ),
    }),
  deals: (userId: number, page: number) =>
    queryOptions({
      queryKey: [...userP2pKeys.all(userId), 'deals', page] as const,
      queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/Trade', { params: { query: { userId, offset: (page - 1) * USER_P2P_PAGE_SIZE, limit: USER_P2P_PAGE_SIZE } } })),
    }),
};

/** Sets the user's roles to exactly the list (an empty list removes them). */
/** Sets the user's P2P roles (an empty list takes them all away). */
export const grantUserRolesAction = defineAction({
  operationId: 'POST p2p/Admin/grant/{userId}',
  call: async ({ userId, roles }: { userId: number; roles: P2pRole[] }) =>
    dataOf(await p2pClient.POST('/p2p/Admin/grant/{userId}', { params: { path: { userId }, query: { roles } } })),
  refresh: ({ userId }) => [userP2pKeys.all(userId)],
  success: ({ userId, roles }) => ({ key: roles.length ? 'p2pOffers.roles.granted' : 'p2pOffers.roles.removed', params: { user: userId } }),
  refusal: userDetailRefusal,
});
