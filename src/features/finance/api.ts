import { queryOptions } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { defineAction } from '../../components/actions.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components, operations } from '../../api/generated/v2.ts';

export type CumulativeRow = components['schemas']['CumulativeBalanceRow'];
export type UserFinanceRow = components['schemas']['UserFinanceRow'];
export type CumulativeRequest = NonNullable<operations['POST v2/Trading/GetCumulativeBalances']['requestBody']>['content']['application/json'];
export type UserFinanceRequest = NonNullable<operations['POST Trading/UserFinanceFileterSearch']['requestBody']>['content']['application/json'];

export const financeKeys = {
  all: ['finance'] as const,
  balances: (request: CumulativeRequest) => ['finance', 'balances', request] as const,
  wallets: (request: UserFinanceRequest) => ['finance', 'wallets', request] as const,
  status: () => ['finance', 'walletStatus'] as const,
};

export const financeQueries = {
  balances: (request: CumulativeRequest) =>
    pageQuery(financeKeys.balances(request), async (signal) => dataOf(await v2Client.POST('/v2/Trading/GetCumulativeBalances', { body: request, signal }))),
  wallets: (request: UserFinanceRequest) =>
    pageQuery(financeKeys.wallets(request), async (signal) => dataOf(await v2Client.POST('/Trading/UserFinanceFileterSearch', { body: request, signal }))),
  walletStatus: () =>
    queryOptions({
      queryKey: financeKeys.status(),
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Multiwallet/GetFinanceStatus', { body: {}, signal })).items,
    }),
};


/** Makes a user's wallet their main one for its currency. */
export const makeWalletMain = defineAction({
  operationId: 'POST Multiwallet/UpdateWallet',
  call: async (walletId: number) => dataOf(await v2Client.POST('/Multiwallet/UpdateWallet', { body: { walletId, isMain: true } })),
  refresh: () => [financeKeys.all],
  success: 'finance.wallets.changed',
});

export const deleteWallet = defineAction({
  operationId: 'POST Multiwallet/DeleteWallet',
  call: async (walletId: number) => dataOf(await v2Client.POST('/Multiwallet/DeleteWallet', { body: { walletId } })),
  refresh: () => [financeKeys.all],
  success: 'finance.wallets.deleted',
});
