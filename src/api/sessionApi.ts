import type { AdminSettings } from '../domain/adminSettings.ts';
import { dataOf } from './client.ts';
import { v2Client } from './clients.ts';
import type {
  AdminListItem,
  CurrentAdmin,
  Currency,
  Market,
  SignInRequest,
  SignInResult,
  SystemStatus,
  UserTag,
} from './sessionTypes.ts';

/** Admin list limit (spec 1 §9). */
export const ADMIN_LIST_LIMIT = 1000;

export async function signIn(request: SignInRequest): Promise<SignInResult> {
  return dataOf(await v2Client.POST('/Login/SignIn', { body: request }));
}

export async function getCurrentAdmin(): Promise<CurrentAdmin> {
  return dataOf(await v2Client.POST('/Login/GetCurrentAdmin'));
}

export async function logout(): Promise<void> {
  await v2Client.POST('/Login/Logout');
}

/** Saves a partial settings object; the server answers with the merged settings. */
export async function updateAdminSettings(settings: Partial<AdminSettings>): Promise<AdminSettings> {
  return dataOf(await v2Client.PUT('/Login/UpdateAdminSettings', { body: { settings } }));
}

/**
 * One request at a time per catalogue: the console shows before the start-up catalogues have
 * answered, and a screen asking for one meanwhile (through its query) joins the session's
 * request instead of sending a second. A later call, once that one answered, asks again.
 */
function sharedWhilePending<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().finally(() => {
      pending = null;
    });
    return pending;
  };
}

export const getAdmins = sharedWhilePending(async (): Promise<AdminListItem[]> => {
  const data = dataOf(
    await v2Client.GET('/User/GetAdmins', { params: { query: { Limit: ADMIN_LIST_LIMIT, Offset: 0, GetTotal: false } } }),
  );
  return data.items;
});

export const getSystemStatus = sharedWhilePending(async (): Promise<SystemStatus> => dataOf(await v2Client.GET('/Options/GetStatus')));

export const getCurrencies = sharedWhilePending(async (): Promise<Currency[]> => dataOf(await v2Client.GET('/Market/GetCurrencies')));

export const getMarkets = sharedWhilePending(async (): Promise<Market[]> => dataOf(await v2Client.GET('/Market/GetMarkets')));

export const getUserTags = sharedWhilePending(async (): Promise<UserTag[]> => dataOf(await v2Client.POST('/v2/User/GetUserTags', { body: {} })).items);

/** Everything the session machine's actors call, as one injectable object. */
export const sessionApi = {
  signIn,
  getCurrentAdmin,
  logout,
  updateAdminSettings,
  getAdmins,
  getSystemStatus,
  getCurrencies,
  getMarkets,
  getUserTags,
};

export type SessionApi = typeof sessionApi;
