import { defineOperations } from '../../http/operation.ts';
import * as referral from './referralService.ts';
import * as staking from './stakingService.ts';

/** Issue 13, the referral program and staking: programs, members, incomes, fees per level; staking settings, switches and logs. */
export const referralStakingOperations = defineOperations({
  'POST v2/Referral/GetReferralPrograms': { kind: 'read', handle: ({ body }, ctx) => referral.listPrograms(ctx, body) },
  'POST v2/Referral/GetReferralProgramIncomes': { kind: 'read', handle: ({ body }, ctx) => referral.listIncomes(ctx, body) },
  'POST v2/Referral/GetReferrals': { kind: 'read', handle: ({ body }, ctx) => referral.listReferrals(ctx, body) },
  'POST v2/Referral/GetReferralProgramOwners': { kind: 'read', handle: ({ body }, ctx) => referral.listOwners(ctx, body) },
  'POST v2/Referral/UpdateReferralProgram': { kind: 'write', handle: ({ body }, ctx) => referral.updateProgram(ctx, body) },
  'PUT v2/Referral/AddUserToReferral': { kind: 'write', handle: ({ body }, ctx) => referral.addUser(ctx, body) },
  'PUT v2/Referral/RemoveUserFromReferral': { kind: 'write', handle: ({ body }, ctx) => referral.removeUser(ctx, body) },
  'GET v2/Options/GetReferralOptions': { kind: 'read', handle: (_, ctx) => referral.getOptions(ctx) },
  'POST v2/Options/UpdateReferralOptions': { kind: 'write', handle: ({ body }, ctx) => referral.updateOptions(ctx, body) },

  'PUT v2/Staking/GetStakingDataList': { kind: 'read', handle: ({ body }, ctx) => staking.listSettings(ctx, body) },
  'PUT v2/Staking/GetStakingData': { kind: 'read', handle: ({ body }, ctx) => staking.currencySettings(ctx, body.currencyId) },
  'PUT v2/Staking/AddStakingSettings': { kind: 'write', handle: ({ body }, ctx) => staking.addSettings(ctx, body) },
  'PUT v2/Staking/RemoveStakingSettings': { kind: 'write', handle: ({ body }, ctx) => staking.removeSettings(ctx, body.id) },
  'PUT v2/Staking/UpdateUserStaking': { kind: 'write', handle: ({ body }, ctx) => staking.updateUserStaking(ctx, body) },
  'POST v2/Staking/GetStakingLogs': { kind: 'read', handle: ({ body }, ctx) => staking.listLogs(ctx, body) },
  'POST v2/Staking/GetUserStakingStats': { kind: 'read', handle: ({ body }, ctx) => staking.userStats(ctx, body.userId) },
});
