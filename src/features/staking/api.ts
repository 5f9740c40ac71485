import { queryOptions } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { defineAction } from '../../components/actions.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import type { RequestBodyOf } from '../../api/requestBody.ts';

export type StakingSettings = components['schemas']['StakingSettings'];
export type StakingSettingsInput = components['schemas']['StakingSettingsInput'];
export type StakingLog = components['schemas']['StakingLog'];
export type LogsRequest = RequestBodyOf<'POST v2/Staking/GetStakingLogs'>;

export const stakingKeys = {
  all: ['staking'] as const,
  settings: () => ['staking', 'settings'] as const,
  logs: (r: LogsRequest) => ['staking', 'logs', r] as const,
};

export const stakingQueries = {
  /** Every tier, removed ones too (the console sends all: true, as the spec says). */
  settings: () =>
    queryOptions({
      queryKey: stakingKeys.settings(),
      queryFn: async ({ signal }) => dataOf(await v2Client.PUT('/v2/Staking/GetStakingDataList', { body: { all: true }, signal })).items,
    }),
  logs: (body: LogsRequest) =>
    pageQuery(stakingKeys.logs(body), async (signal) => dataOf(await v2Client.POST('/v2/Staking/GetStakingLogs', { body, signal }))),
};

export async function addStakingSettings(body: StakingSettingsInput) {
  return dataOf(await v2Client.PUT('/v2/Staking/AddStakingSettings', { body }));
}

export async function removeStakingSettings(id: number) {
  return dataOf(await v2Client.PUT('/v2/Staking/RemoveStakingSettings', { body: { id } }));
}

/** Adds a staking tier for a currency. */
export const addStakingTier = defineAction({
  operationId: 'PUT v2/Staking/AddStakingSettings',
  call: (body: StakingSettingsInput) => addStakingSettings(body),
  refresh: () => [stakingKeys.all],
  success: 'staking.toast.added',
});

/** Removes a staking tier (it stays in the list as removed). */
export const removeStakingTier = defineAction({
  operationId: 'PUT v2/Staking/RemoveStakingSettings',
  call: (id: number) => removeStakingSettings(id),
  refresh: () => [stakingKeys.all],
  success: 'staking.toast.removed',
});
