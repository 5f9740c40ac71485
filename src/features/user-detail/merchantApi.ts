import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';

export type UserStore = components['schemas']['Store'];

/** The Merchant tab's reads: the user's stores and one store's payment transactions. */
export const userMerchantQueries = {
  stores: (userId: number) =>
    queryOptions({
      queryKey: ['userDetail', 'merchant', 'stores', userId] as const,
      queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/Marketplace/stores', { params: { query: { merchantId: userId, offset: 0, limit: 100, getTotal: true } }, signal })),
    }),
  payments: (serviceMerchantId: number) =>
    queryOptions({
      queryKey: ['userDetail', 'merchant', 'payments', serviceMerchantId] as const,
      queryFn: async ({ signal }) => {
        const answer = dataOf(await v2Client.GET('/v2/Merchant/Payments/transactions', { params: { query: { serviceMerchantId, offset: 0, limit: 50 } }, signal }));
        return { items: answer.result.items, total: answer.total };
      },
    }),
};
