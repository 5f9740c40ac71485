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

export async function logout(): Promise<void> {
  await v2Client.POST('/Login/Logout');
}

/** Saves a partial settings object; the server answers with the merged settings. */
export async function updateAdminSettings(settings: Partial<AdminSettings>): Promise<AdminSettings> {
  return dataOf(await v2Client.PUT('/Login/UpdateAdminSettings', { body: { settings } }));
}

/**
 * A start-up request (the admin's or a catalogue's) made by the session's start, while it is on
 * its way. The console shows before the start-up catalogues have answered; a screen asking for one
 * meanwhile (through its query) joins that request instead of sending a second. Only the start's request is shared: a
 * refetch after a change (an invalidated query) always asks the server again, whatever else is
 * still on its way.
 */
function catalogue<T>(load: () => Promise<T>) {
  let starting: Promise<T> | null = null;
  // a start's request has answered (or failed): the shell has the catalogue, or retries the start
  let settled = false;
  // the start's request from now until it answers
  const begin = (): Promise<T> => {
    const request = load();
    starting = request;
    const done = () => {
      if (starting === request) starting = null;
      settled = true;
    };
    request.then(done, done);
    return request;
  };
  let early: Promise<T> | null = null;
  return {
    /** For a screen's query: the start's request while it is pending, else a new one. */
    get: (): Promise<T> => starting ?? load(),
    /**
     * For a screen's first requests (a reload's warm-up, which may run before the start, or a menu
     * click): the start's request, begun now if no start has begun one, so the screen's first
     * render has the catalogue and the start sends no second request; null once a start's request
     * has answered (the shell seeded the cache with it, and a newer copy may be there since).
     */
    early: (): Promise<T> | null => {
      if (starting) return (early = starting);
      return settled ? null : (early = begin());
    },
    /** For the session's start: the warm-up's request when one is on its way, else a new one. */
    atStart: (): Promise<T> => {
      const joined = early !== null && early === starting ? early : null;
      early = null;
      return joined ?? begin();
    },
  };
}

// the admin too: a reload's warm-up asks for it first (routes/warmUp.ts), the start joins that request
const currentAdmin = catalogue(async (): Promise<CurrentAdmin> => dataOf(await v2Client.POST('/Login/GetCurrentAdmin')));
const admins = catalogue(async (): Promise<AdminListItem[]> => {
  const data = dataOf(
    await v2Client.GET('/User/GetAdmins', { params: { query: { Limit: ADMIN_LIST_LIMIT, Offset: 0, GetTotal: false } } }),
  );
  return data.items;
});
const systemStatus = catalogue(async (): Promise<SystemStatus> => dataOf(await v2Client.GET('/Options/GetStatus')));
const currencies = catalogue(async (): Promise<Currency[]> => dataOf(await v2Client.GET('/Market/GetCurrencies')));
const markets = catalogue(async (): Promise<Market[]> => dataOf(await v2Client.GET('/Market/GetMarkets')));
const userTags = catalogue(async (): Promise<UserTag[]> => dataOf(await v2Client.POST('/v2/User/GetUserTags', { body: {} })).items);

export const getCurrentAdmin = currentAdmin.get;
export const getAdmins = admins.get;
export const getSystemStatus = systemStatus.get;
export const getCurrencies = currencies.get;
export const getMarkets = markets.get;
export const getUserTags = userTags.get;
/**
 * The start-up requests a reload's warm-up or a screen's first requests may begin, which the start
 * then joins: the admin (asked for first, nothing shows before it has answered) and the catalogues
 * a screen draws with (sessionQueries.ts `earlyCatalogue`).
 */
export const earlyCatalogueRequests = { currentAdmin: currentAdmin.early, userTags: userTags.early, currencies: currencies.early };

/** Everything the session machine's actors call, as one injectable object. */
export const sessionApi = {
  signIn,
  getCurrentAdmin: currentAdmin.atStart,
  logout,
  updateAdminSettings,
  getAdmins: admins.atStart,
  getSystemStatus: systemStatus.atStart,
  getCurrencies: currencies.atStart,
  getMarkets: markets.atStart,
  getUserTags: userTags.atStart,
};

export type SessionApi = typeof sessionApi;
