import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { userTabPage } from './userTabPage.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';

/** Calls of the user's Balance tab (spec 1 §2 user-balance, spec 3 §7 Trading and Transactions). */
export type BalanceInfoRow = components['schemas']['BalanceInfoRow'];
export type UserOperation = components['schemas']['Operation'];
export type UserAddress = components['schemas']['UserAddress'];

/** The transactions list's page size (spec 3 §2: 100). */
export const USER_OPERATIONS_PAGE_SIZE = 100;
/** Deposit addresses are few per user; a page of 20 with paging beyond. */
export const USER_ADDRESSES_PAGE_SIZE = 20;

export const userBalanceKeys = {
  all: (userId: number) => ['userBalance', userId] as const,
};

export const userBalanceQueries = {
  balances: (userId: number, cumulativeCurrencyId: number) =>
    queryOptions({
      queryKey: [...userBalanceKeys.all(userId), 'balances', cumulativeCurrencyId] as const,
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Trading/GetBalanceInfo', { body: { userId, cumulativeCurrencyId }, signal })),
    }),
  operations: (userId: number, page: number) =>
    pageQuery([...userBalanceKeys.all(userId), 'operations', page] as const, async (signal) =>
      dataOf(await v2Client.POST('/v2/Trading/GetOperations', { body: { userIdList: [userId], ...userTabPage(page, USER_OPERATIONS_PAGE_SIZE) }, signal })),
    ),
  addresses: (userId: number, page: number) =>
    pageQuery([...userBalanceKeys.all(userId), 'addresses', page] as const, async (signal) =>
      dataOf(await v2Client.POST('/Transaction/GetUserAddressList', { body: { userId, ...userTabPage(page, USER_ADDRESSES_PAGE_SIZE) }, signal })),
    ),
};
