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

export async function getAdmins(): Promise<AdminListItem[]> {
  const data = dataOf(
    await v2Client.GET('/User/GetAdmins', { params: { query: { Limit: ADMIN_LIST_LIMIT, Offset: 0, GetTotal: false } } }),
  );
  return data.items;
}

export async function getSystemStatus(): Promise<SystemStatus> {
  return dataOf(await v2Client.GET('/Options/GetStatus'));
}

export async function getCurrencies(): Promise<Currency[]> {
  return dataOf(await v2Client.GET('/Market/GetCurrencies'));
}

export async function getMarkets(): Promise<Market[]> {
  return dataOf(await v2Client.GET('/Market/GetMarkets'));
}

export async function getUserTags(): Promise<UserTag[]> {
  return dataOf(await v2Client.POST('/v2/User/GetUserTags', { body: {} })).items;
}

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
