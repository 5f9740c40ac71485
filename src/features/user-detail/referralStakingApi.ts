import { queryOptions } from '@tanstack/react-query';
import { defineAction } from '../../components/actions.ts';
import { userDetailRefusal } from './refusal.ts';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { userTabPage } from './userTabPage.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';

export type UserReferralProgram = components['schemas']['ReferralProgram'];
export type UserReferralIncome = components['schemas']['ReferralIncome'];
export type UserStakingLog = components['schemas']['StakingLog'];
export type UserStakingStats = components['schemas']['UserStakingStats'];

export const USER_TAB_PAGE_SIZE = 20;

export const userReferralStakingKeys = {
  referrals: (userId: number) => ['user', userId, 'referrals'] as const,
  staking: (userId: number) => ['user', userId, 'staking'] as const,
};

/** The Referrals and Staking tabs: what one user owns, earns and has switched on. */
export const userReferralStakingQueries = {
  programs: (userId: number) =>
    queryOptions({
      queryKey: [...userReferralStakingKeys.referrals(userId), 'programs'] as const,
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Referral/GetReferralPrograms', { body: { userId, limit: 100 }, signal })).items,
    }),
  incomes: (userId: number, page: number) =>
    pageQuery([...userReferralStakingKeys.referrals(userId), 'incomes', page] as const, async (signal) =>
      dataOf(await v2Client.POST('/v2/Referral/GetReferralProgramIncomes', { body: { userId, ...userTabPage(page, USER_TAB_PAGE_SIZE) }, signal })),
    ),
  stats: (userId: number) =>
    queryOptions({
      queryKey: [...userReferralStakingKeys.staking(userId), 'stats'] as const,
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Staking/GetUserStakingStats', { body: { userId }, signal })),
    }),
  logs: (userId: number, page: number) =>
    pageQuery([...userReferralStakingKeys.staking(userId), 'logs', page] as const, async (signal) =>
      dataOf(await v2Client.POST('/v2/Staking/GetStakingLogs', { body: { userId, ...userTabPage(page, USER_TAB_PAGE_SIZE) }, signal })),
    ),
};

export async function updateUserStaking(userId: number, isEnabled: boolean) {
  return dataOf(await v2Client.PUT('/v2/Staking/UpdateUserStaking', { body: { userId, isEnabled } }));
}

/** Switches staking on or off for the user (the action of the Staking tab). */
export const updateUserStakingAction = defineAction({
  operationId: 'PUT v2/Staking/UpdateUserStaking',
  call: ({ userId, isEnabled }: { userId: number; isEnabled: boolean }) => updateUserStaking(userId, isEnabled),
  refresh: ({ userId }) => [userReferralStakingKeys.staking(userId)],
  success: ({ isEnabled }) => (isEnabled ? 'staking.toast.userEnabled' : 'staking.toast.userDisabled'),
  refusal: userDetailRefusal,
});
