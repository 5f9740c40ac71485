import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { v1Client } from '../../api/clients.ts';
import type { components as V1 } from '../../api/generated/v1.ts';

export type UserRequisite = V1['schemas']['Requisite'];
export type UserTraderTransaction = V1['schemas']['TraderTransaction'];
export type TraderProfile = V1['schemas']['P2pProfileStatistics'];

/** The trader build's user tabs: requisites (limit 1000, spec 2 §9), transactions, P2P statistics. */
export const userTraderQueries = {
  requisites: (userId: number) =>
    queryOptions({
      queryKey: ['user-detail', userId, 'requisites'],
      queryFn: async ({ signal }) => dataOf(await v1Client.GET('/v1/p2p/requisites', { params: { query: { userId, offset: 0, limit: 1000 } }, signal })),
    }),
  transactions: (userId: number) =>
    queryOptions({
      queryKey: ['user-detail', userId, 'trader-transactions'],
      queryFn: async ({ signal }) => dataOf(await v1Client.GET('/v1/transactions', { params: { query: { userId, offset: 0, limit: 100 } }, signal })),
    }),
  profile: (userId: number) =>
    queryOptions({
      queryKey: ['user-detail', userId, 'trader-profile'],
      queryFn: async ({ signal }) => dataOf(await v1Client.GET('/v1/p2p/stats/profile', { params: { query: { userId } }, signal })).data,
    }),
};
