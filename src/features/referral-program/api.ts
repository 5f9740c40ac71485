import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { v2Client } from '../../api/clients.ts';
import { defineAction } from '../../components/actions.ts';
import type { components } from '../../api/generated/v2.ts';
import type { RequestBodyOf } from '../../api/requestBody.ts';


export type ReferralProgram = components['schemas']['ReferralProgram'];
export type ReferralLevelFees = components['schemas']['ReferralLevelFees'];
export type Referral = components['schemas']['Referral'];
export type ReferralIncome = components['schemas']['ReferralIncome'];
export type ProgramsRequest = RequestBodyOf<'POST v2/Referral/GetReferralPrograms'>;
export type IncomesRequest = RequestBodyOf<'POST v2/Referral/GetReferralProgramIncomes'>;
export type ReferralsRequest = RequestBodyOf<'POST v2/Referral/GetReferrals'>;
export type OwnersRequest = RequestBodyOf<'POST v2/Referral/GetReferralProgramOwners'>;
export type UpdateProgramRequest = RequestBodyOf<'POST v2/Referral/UpdateReferralProgram'>;

export const referralKeys = {
  all: ['referral'] as const,
  programs: (r: ProgramsRequest) => ['referral', 'programs', r] as const,
  incomes: (r: IncomesRequest) => ['referral', 'incomes', r] as const,
  referrals: (r: ReferralsRequest) => ['referral', 'referrals', r] as const,
  owners: (r: OwnersRequest) => ['referral', 'owners', r] as const,
  options: () => ['referral', 'options'] as const,
};

export const referralQueries = {
  programs: (body: ProgramsRequest) => pageQuery(referralKeys.programs(body), async (signal) => dataOf(await v2Client.POST('/v2/Referral/GetReferralPrograms', { body, signal }))),
  incomes: (body: IncomesRequest) => pageQuery(referralKeys.incomes(body), async (signal) => dataOf(await v2Client.POST('/v2/Referral/GetReferralProgramIncomes', { body, signal }))),
  referrals: (body: ReferralsRequest) => pageQuery(referralKeys.referrals(body), async (signal) => dataOf(await v2Client.POST('/v2/Referral/GetReferrals', { body, signal }))),
  owners: (body: OwnersRequest) => pageQuery(referralKeys.owners(body), async (signal) => dataOf(await v2Client.POST('/v2/Referral/GetReferralProgramOwners', { body, signal }))),
  options: () =>
    queryOptions({
      queryKey: referralKeys.options(),
      queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/Options/GetReferralOptions', { signal })),
    }),
};

export async function updateProgram(body: UpdateProgramRequest) {
  return dataOf(await v2Client.POST('/v2/Referral/UpdateReferralProgram', { body }));
}

export async function addUserToProgram(referralProgramId: number, userId: number, level: number) {
  return dataOf(await v2Client.PUT('/v2/Referral/AddUserToReferral', { body: { referralProgramId, userId, level } }));
}

export async function removeUserFromProgram(referralProgramId: number, userId: number) {
  return dataOf(await v2Client.PUT('/v2/Referral/RemoveUserFromReferral', { body: { referralProgramId, userId } }));
}

export async function updateReferralOptions(levels: ReferralLevelFees[]) {
  return dataOf(await v2Client.POST('/v2/Options/UpdateReferralOptions', { body: { levels } }));
}

type ProgramFlag = 'block' | 'unblock' | 'activate' | 'disable';
const FLAG_CHANGES: Record<ProgramFlag, { isBlocked?: boolean; isActive?: boolean }> = {
  block: { isBlocked: true },
  unblock: { isBlocked: false },
  activate: { isActive: true },
  disable: { isActive: false },
};

/** Blocks, unblocks, activates or disables a program. */
export const flagProgram = defineAction({
  operationId: 'POST v2/Referral/UpdateReferralProgram',
  call: ({ programId, what }: { programId: number; what: ProgramFlag }) => updateProgram({ referralProgramId: programId, ...FLAG_CHANGES[what] }),
  refresh: () => [referralKeys.all],
  success: ({ what }) => `referralProgram.toast.${what}`,
});

/** A program's fees per level. */
export const saveProgramFees = defineAction({
  operationId: 'POST v2/Referral/UpdateReferralProgram',
  call: ({ programId, levels }: { programId: number; levels: ReferralLevelFees[] }) => updateProgram({ referralProgramId: programId, levels }),
  refresh: () => [referralKeys.all],
  success: 'referralProgram.toast.feesSaved',
});

export const addProgramUser = defineAction({
  operationId: 'PUT v2/Referral/AddUserToReferral',
  call: ({ programId, userId, level }: { programId: number; userId: number; level: number }) => addUserToProgram(programId, userId, level),
  refresh: () => [referralKeys.all],
  success: 'referralProgram.toast.userAdded',
});

export const removeProgramUser = defineAction({
  operationId: 'PUT v2/Referral/RemoveUserFromReferral',
  call: ({ programId, userId }: { programId: number; userId: number }) => removeUserFromProgram(programId, userId),
  refresh: () => [referralKeys.all],
  success: 'referralProgram.toast.userRemoved',
});

/** The default fees per level of new programs. */
export const saveReferralOptions = defineAction({
  operationId: 'POST v2/Options/UpdateReferralOptions',
  call: (levels: ReferralLevelFees[]) => updateReferralOptions(levels),
  refresh: () => [referralKeys.options()],
  success: 'referralProgram.toast.optionsSaved',
});
