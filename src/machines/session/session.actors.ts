import { fromPromise } from 'xstate';
import type { SessionApi } from '../../api/sessionApi.ts';
import type { SignInRequest } from '../../api/sessionTypes.ts';
import { sessionMachine, type SessionMachine } from './session.machine.ts';

/** Where the access token lives; the app passes the api's tokenStore. */
export interface TokenStorage {
  setToken(token: string): void;
  clearToken(): void;
}

/**
 * The session machine with its effects: each named actor calls one API function, the token
 * actions write to the given storage.
 */
export function provideSessionMachine(api: SessionApi, tokens: TokenStorage): SessionMachine {
  return sessionMachine.provide({
    actors: {
      signIn: fromPromise(({ input }: { input: SignInRequest }) => api.signIn(input)),
      loadCurrentAdmin: fromPromise(() => api.getCurrentAdmin()),
      loadCurrencies: fromPromise(() => api.getCurrencies()),
      loadMarkets: fromPromise(() => api.getMarkets()),
      loadUserTags: fromPromise(() => api.getUserTags()),
      loadAdmins: fromPromise(() => api.getAdmins()),
      loadSystemStatus: fromPromise(() => api.getSystemStatus()),
      logout: fromPromise(() => api.logout()),
    },
    actions: {
      storeToken: (_, params) => tokens.setToken(params.token),
      clearToken: () => tokens.clearToken(),
    },
  });
}
