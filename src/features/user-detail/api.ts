import { queryOptions } from '@tanstack/react-query';
import i18next from 'i18next';
import { defineAction } from '../../components/actions.ts';
import { hasErrorReason } from '../../domain/errorMessage.ts';
import { userDetailRefusal } from './refusal.ts';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { userTabPage } from './userTabPage.ts';
import { v1Client, v2Client } from '../../api/clients.ts';
import type { components, operations } from '../../api/generated/v2.ts';
import type { Locale } from '../../domain/languages.ts';
import type { LimitPeriod } from '../../domain/limits.ts';
import type { EmailBodyType } from '../../domain/notifications.ts';
import type { VerificationResponse } from '../../domain/verification.ts';

/**
 * Calls of the user detail screens (spec 1 §7 "Users"): query options for the reads, plain async
 * functions for the writes (the screens run them behind confirm dialogs and invalidate the
 * queries they touched).
 */
type Schemas = components['schemas'];
type JsonOk<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

export type UserDetail = Schemas['UserDetail'];
export type UserDocument = Schemas['UserDocument'];
export type UserFileRef = Schemas['UserFileRef'];
export type VerificationInfo = Schemas['VerificationInfo'];
export type VerificationRequest = Schemas['VerificationRequest'];
export type LockHistoryItem = Schemas['LockHistoryItem'];
export type IpWhitelistEntry = Schemas['IpWhitelistEntry'];
export type NfaHistoryItem = Schemas['NfaHistoryItem'];
export type UserAction = Schemas['UserAction'];
export type TwoFaCode = Schemas['TwoFaCode'];
export type UserApiClient = Schemas['UserApiClient'];
export type UserTransactionLimit = Schemas['UserTransactionLimit'];
export type NotificationCommand = NonNullable<
  operations['POST User/UpdateUserNotificationsSettings']['requestBody']
>['content']['application/json']['commands'][number];
export type NotificationList = JsonOk<operations['GET User/GetUserNotificationSettings']>['notificationList'];

/** Documents load in one page (spec 1 §9: documents 1000). */
export const DOCUMENTS_LIMIT = 1000;
/** Lock history is short; one page shows it whole. */
export const LOCK_HISTORY_LIMIT = 1000;
/** Page size of the security tab's paged lists. */
export const SECURITY_PAGE_SIZE = 20;
/** Page size of the verification request history (the contract's default page). */
export const VERIFICATION_REQUESTS_PAGE_SIZE = 20;

const key = (userId: number, ...rest: unknown[]) => ['user-detail', userId, ...rest] as const;

/** Every query of one user, to invalidate after a write. */
export const userKeys = {
  all: (userId: number) => key(userId),
  user: (userId: number) => key(userId, 'user'),
  documents: (userId: number) => key(userId, 'documents'),
  verification: (userId: number) => key(userId, 'verification'),
  verificationRequests: (userId: number) => key(userId, 'verificationRequests'),
  lockHistory: (userId: number) => key(userId, 'lockHistory'),
  limits: (userId: number) => key(userId, 'limits'),
  ipWhitelist: (userId: number) => key(userId, 'ipWhitelist'),
  nfaHistory: (userId: number) => key(userId, 'nfaHistory'),
  codes: (userId: number) => key(userId, 'codes'),
  actions: (userId: number) => key(userId, 'actions'),
  notifications: (userId: number) => key(userId, 'notifications'),
  apiClients: (userId: number) => key(userId, 'apiClients'),
};

export const userDetailQueries = {
  user: (userId: number) =>
    queryOptions({
      queryKey: userKeys.user(userId),
      queryFn: async () => dataOf(await v2Client.POST('/v2/User/GetUser', { body: { userId } })),
    }),
  documents: (userId: number) =>
    queryOptions({
      queryKey: userKeys.documents(userId),
      queryFn: async () =>
        dataOf(
          await v2Client.POST('/v2/User/GetUserDocuments', {
            body: { userIdList: [userId], limit: DOCUMENTS_LIMIT, offset: 0, getTotal: false },
          }),
        ).items,
    }),
  /**
   * Whether the signed-in arbitrator arbitrates a trade of this user (spec 3 §6, issue 23): only then
   * may it read the user's documents and verification (`requireDisputeParties` on the server), so the
   * ID tab asks before it asks for them. The arbitrator's own cases, at most the list's 1,000.
   */
  disputeParty: (userId: number) =>
    queryOptions({
      queryKey: key(userId, 'disputeParty'),
      queryFn: async ({ signal }) =>
        dataOf(await v1Client.GET('/v1/arbitrator/trades/me', { params: { query: { limit: 1000 } }, signal })).data.some(
          (trade) => trade.sellerId === userId || trade.buyerId === userId,
        ),
    }),
  verification: (userId: number) =>
    queryOptions({
      queryKey: userKeys.verification(userId),
      queryFn: async () => dataOf(await v2Client.GET('/User/GetVerificationInfo', { params: { query: { userId } } })),
    }),
  /** This user's verification requests, newest first (the contract filters by userIdList and pages). */
  verificationRequests: (userId: number, page: number) =>
    queryOptions({
      queryKey: [...userKeys.verificationRequests(userId), page],
      queryFn: async () =>
        dataOf(
          await v2Client.POST('/v2/Verification/GetVerificationRequests', {
            body: {
              userIdList: [userId],
              offset: (page - 1) * VERIFICATION_REQUESTS_PAGE_SIZE,
              limit: VERIFICATION_REQUESTS_PAGE_SIZE,
              getTotal: true,
              sort: { field: 'dateCreated', desc: true },
            },
          }),
        ),
    }),
  lockHistory: (userId: number) =>
    queryOptions({
      queryKey: userKeys.lockHistory(userId),
      queryFn: async () =>
        dataOf(await v2Client.POST('/User/GetUserLockHistory', { body: { userId, offset: 0, limit: LOCK_HISTORY_LIMIT } })).items,
    }),
  limits: (userId: number) =>
    queryOptions({
      queryKey: userKeys.limits(userId),
      queryFn: async () => dataOf(await v2Client.POST('/v2/Transaction/GetUserTransactionLimits', { body: { userId } })).items,
    }),
  ipWhitelist: (userId: number) =>
    queryOptions({
      queryKey: userKeys.ipWhitelist(userId),
      queryFn: async () => dataOf(await v2Client.POST('/v2/User/GetUserIpWhiteList', { body: { userId } })).items,
    }),
  nfaHistory: (userId: number, page: number) =>
    queryOptions({
      queryKey: [...userKeys.nfaHistory(userId), page],
      queryFn: async () => dataOf(await v2Client.POST('/v2/User/GetUserNfaHistory', { body: { userId, ...userTabPage(page, SECURITY_PAGE_SIZE) } })),
    }),
  codes: (userId: number, page: number) =>
    pageQuery([...userKeys.codes(userId), page], async (signal) =>
      dataOf(await v2Client.POST('/User/Get2FaCodes', { body: { userId, offset: (page - 1) * SECURITY_PAGE_SIZE, limit: SECURITY_PAGE_SIZE }, signal })),
    ),
  actions: (userId: number, page: number) =>
    pageQuery([...userKeys.actions(userId), page], async (signal) =>
      dataOf(await v2Client.POST('/v2/User/GetUserActions', { body: { userId, ...userTabPage(page, SECURITY_PAGE_SIZE) }, signal })),
    ),
  notifications: (userId: number) =>
    queryOptions({
      queryKey: userKeys.notifications(userId),
      queryFn: async () =>
        dataOf(await v2Client.GET('/User/GetUserNotificationSettings', { params: { query: { UserId: userId } } })).notificationList,
    }),
  apiClients: (userId: number) =>
    queryOptions({
      queryKey: userKeys.apiClients(userId),
      queryFn: async () => dataOf(await v2Client.POST('/v2/User/GetUserApiClients', { body: { userId } })).items,
    }),
};

/** A user file (document scan) as a blob, fetched through the typed client so it carries the token. */
export async function fetchUserFile(userFileId: number): Promise<Blob> {
  const result = await v2Client.GET('/User/GetUserFile', { params: { query: { UserFileId: userFileId } }, parseAs: 'blob' });
  return dataOf(result) as unknown as Blob;
}

export async function changeIdentificator(userId: number, identificator: string): Promise<void> {
  await v1Client.PUT('/v1/user/{id}/identificator', { params: { path: { id: userId } }, body: { identificator } });
}

/**
 * The user's localization settings in one call: language and time zone (null clears the zone).
 * A language outside the list answers 'Language is not allowed' (spec 1 §8).
 */
export async function updateLocalization(userId: number, locale: Locale, timezone: string | null): Promise<void> {
  await v2Client.PUT('/v2/User/UpdateUserLocalizationSettings', { body: { userId, locale, timezone } });
}

export async function changePassword(userId: number, newPassword: string): Promise<void> {
  await v2Client.POST('/User/ChangeUserPassword', { body: { userId, newPassword } });
}

export async function checkUserDocument(userId: number, response: VerificationResponse, comment: string, documentId?: number): Promise<VerificationInfo> {
  return dataOf(
    await v2Client.PUT('/v2/User/CheckUserDocument', {
      body: { userId, response, ...(comment ? { comment } : {}), ...(documentId ? { documentId } : {}) },
    }),
  );
}

export async function updateLimit(
  userId: number,
  currencyId: number,
  period: LimitPeriod,
  depositLimit: string | null,
  withdrawalLimit: string | null,
): Promise<void> {
  await v2Client.PUT('/v2/Transaction/UpdateUserTransactionLimit', { body: { userId, currencyId, period, depositLimit, withdrawalLimit } });
}

export async function deleteLimit(userId: number, currencyId: number, period: LimitPeriod): Promise<void> {
  await v2Client.PUT('/v2/Transaction/DeleteUserTransactionLimit', { body: { userId, currencyId, period } });
}

export async function addIp(userId: number, ip: string): Promise<void> {
  await v2Client.PUT('/v2/User/AddIpToWhitelist', { body: { userId, ip } });
}

export async function deleteIp(userId: number, ip: string): Promise<void> {
  await v2Client.PUT('/v2/User/DeleteIpFromWhitelist', { body: { userId, ip } });
}

export async function clearIps(userId: number): Promise<void> {
  await v2Client.PUT('/v2/User/ClearIpWhitelist', { body: { userId } });
}

/**
 * Switches one of the user's second factors on (POST User/ManageUser2Fa) or off
 * (PUT v2/User/DisableUser2Fa, the spec's call for disabling). The server refuses the last active
 * method of types 0, 1 and 3, and a switch to the state it already has.
 */
export async function manage2Fa(userId: number, serviceType: NfaHistoryItem['serviceType'], isEnabled: boolean): Promise<void> {
  if (isEnabled) await v2Client.POST('/User/ManageUser2Fa', { body: { userId, serviceType, isEnabled } });
  else await v2Client.PUT('/v2/User/DisableUser2Fa', { body: { userId, serviceType } });
}

/** Saves changed cells; ids come from the domain's type and channel lists, which the contract's enums mirror. */
export async function saveNotifications(userId: number, commands: readonly { notification: number; service: number; ignore: boolean }[]): Promise<void> {
  await v2Client.POST('/User/UpdateUserNotificationsSettings', { body: { userId, commands: commands as NotificationCommand[] } });
}

export async function updateEmailBodyType(userId: number, emailBodyType: EmailBodyType): Promise<void> {
  await v2Client.PUT('/v2/User/UpdateUserEmailBodyType', { body: { userId, emailBodyType } });
}

// Actions (see "Screen kit" in docs/ARCHITECTURE.md): each write of the user's tabs, with the keys it refreshes and its words.

const methodName = (serviceType: NfaHistoryItem['serviceType']) => i18next.t(`userDetail.nfa.${serviceType}`);

export const changeIdentificatorAction = defineAction({
  operationId: 'PUT v1/user/{id}/identificator',
  call: ({ userId, identificator }: { userId: number; identificator: string }) => changeIdentificator(userId, identificator),
  refresh: ({ userId }) => [userKeys.user(userId)],
  success: 'userDetail.identificator.saved',
  refusal: userDetailRefusal,
});

export const updateLocalizationAction = defineAction({
  operationId: 'PUT v2/User/UpdateUserLocalizationSettings',
  call: ({ userId, locale, timezone }: { userId: number; locale: Locale; timezone: string | null }) => updateLocalization(userId, locale, timezone),
  refresh: ({ userId }) => [userKeys.user(userId)],
  success: 'userDetail.localization.saved',
  // The only refusal a staff member can act on is the language; anything else (an unknown zone) is unexpected.
  refusal: (error) => i18next.t(hasErrorReason(error, 'languageNotAllowed') ? 'userDetail.errors.languageNotAllowed' : 'userDetail.errors.unexpected'),
});

export const changePasswordAction = defineAction({
  operationId: 'POST User/ChangeUserPassword',
  call: ({ userId, newPassword }: { userId: number; newPassword: string }) => changePassword(userId, newPassword),
  success: 'userDetail.password.saved',
  refusal: userDetailRefusal,
});

export const checkUserDocumentAction = defineAction({
  operationId: 'PUT v2/User/CheckUserDocument',
  call: ({ userId, response, comment }: { userId: number; response: VerificationResponse; comment: string }) => checkUserDocument(userId, response, comment),
  refresh: ({ userId }) => [userKeys.all(userId)],
  success: 'userDetail.verification.saved',
  refusal: userDetailRefusal,
});

export interface LimitVars {
  userId: number;
  currencyId: number;
  period: LimitPeriod;
  depositLimit: string | null;
  withdrawalLimit: string | null;
}

export const updateLimitAction = defineAction({
  operationId: 'PUT v2/Transaction/UpdateUserTransactionLimit',
  call: (v: LimitVars) => updateLimit(v.userId, v.currencyId, v.period, v.depositLimit, v.withdrawalLimit),
  refresh: ({ userId }) => [userKeys.limits(userId)],
  success: 'userDetail.limits.saved',
  refusal: userDetailRefusal,
});

export const deleteLimitAction = defineAction({
  operationId: 'PUT v2/Transaction/DeleteUserTransactionLimit',
  call: ({ userId, currencyId, period }: { userId: number; currencyId: number; period: LimitPeriod }) => deleteLimit(userId, currencyId, period),
  refresh: ({ userId }) => [userKeys.limits(userId)],
  success: 'userDetail.limits.deleted',
  refusal: userDetailRefusal,
});

export const addIpAction = defineAction({
  operationId: 'PUT v2/User/AddIpToWhitelist',
  call: ({ userId, ip }: { userId: number; ip: string }) => addIp(userId, ip),
  refresh: ({ userId }) => [userKeys.ipWhitelist(userId)],
  success: 'userDetail.ip.added',
  refusal: userDetailRefusal,
});

export const deleteIpAction = defineAction({
  operationId: 'PUT v2/User/DeleteIpFromWhitelist',
  call: ({ userId, ip }: { userId: number; ip: string }) => deleteIp(userId, ip),
  refresh: ({ userId }) => [userKeys.ipWhitelist(userId)],
  success: 'userDetail.ip.deleted',
  refusal: userDetailRefusal,
});

export const clearIpsAction = defineAction({
  operationId: 'PUT v2/User/ClearIpWhitelist',
  call: (userId: number) => clearIps(userId),
  refresh: (userId) => [userKeys.ipWhitelist(userId)],
  success: 'userDetail.ip.cleared',
  refusal: userDetailRefusal,
});

type NfaVars = { userId: number; serviceType: NfaHistoryItem['serviceType'] };

/** Switching one second factor on or off: two operations of the contract, one shape. */
const nfaSwitch = (operationId: 'POST User/ManageUser2Fa' | 'PUT v2/User/DisableUser2Fa', isEnabled: boolean) =>
  defineAction({
    operationId,
    call: ({ userId, serviceType }: NfaVars) => manage2Fa(userId, serviceType, isEnabled),
    refresh: ({ userId }) => [userKeys.user(userId), userKeys.nfaHistory(userId)],
    success: ({ serviceType }) => ({ key: isEnabled ? 'userDetail.nfa.enabled' : 'userDetail.nfa.disabled', params: { method: methodName(serviceType) } }),
    refusal: userDetailRefusal,
  });

export const enable2FaAction = nfaSwitch('POST User/ManageUser2Fa', true);
export const disable2FaAction = nfaSwitch('PUT v2/User/DisableUser2Fa', false);

export const saveNotificationsAction = defineAction({
  operationId: 'POST User/UpdateUserNotificationsSettings',
  call: ({ userId, commands }: { userId: number; commands: readonly { notification: number; service: number; ignore: boolean }[] }) => saveNotifications(userId, commands),
  refresh: ({ userId }) => [userKeys.notifications(userId)],
  success: 'userDetail.notifications.saved',
  refusal: userDetailRefusal,
});

export const updateEmailBodyTypeAction = defineAction({
  operationId: 'PUT v2/User/UpdateUserEmailBodyType',
  call: ({ userId, emailBodyType }: { userId: number; emailBodyType: EmailBodyType }) => updateEmailBodyType(userId, emailBodyType),
  refresh: ({ userId }) => [userKeys.user(userId)],
  success: 'userDetail.notifications.bodyTypeSaved',
  refusal: userDetailRefusal,
});
