import { assign, fromPromise, setup } from 'xstate';
import { mergeAdminSettings, type AdminSettings } from '../../domain/adminSettings.ts';
import { ERROR_DEFINITIONS, ErrorCode, WRONG_CREDENTIAL_CODES } from '../../domain/errors.ts';
import { errorFacts } from '../../api/apiError.ts';
import type { SessionApi } from '../../api/sessionApi.ts';
import type { SignInRequest, SignInResult } from '../../api/sessionTypes.ts';
import { notProvided } from '../notProvided.ts';

/**
 * Why a sign-in attempt failed, with the message to show: the spec's en text (also the i18n
 * key of the `errors` table) or, for the rate limit, the server's own message.
 */
export type SignInError =
  | { kind: 'wrongCredentials'; message: string }
  | { kind: 'blocked'; message: string }
  | { kind: 'tooManyAttempts'; message: string; minutes: number | null }
  | { kind: 'sessionExpired'; message: string }
  | { kind: 'unexpected'; message: string };

/** What a call of the session API answers: the actors the app provides answer the same. */
type AnswerOf<Call extends keyof SessionApi> = Awaited<ReturnType<SessionApi[Call]>>;

/** What the shell loads in parallel at start (spec 1 §2, "Shell start"); it shows once `admin` is there. */
export interface StartData {
  admin: AnswerOf<'getCurrentAdmin'> | null;
  currencies: AnswerOf<'getCurrencies'> | null;
  markets: AnswerOf<'getMarkets'> | null;
  userTags: AnswerOf<'getUserTags'> | null;
  admins: AnswerOf<'getAdmins'> | null;
  systemStatus: AnswerOf<'getSystemStatus'> | null;
}

export interface SessionContext extends StartData {
  /** Set from the input: a token kept from an earlier visit is tried before asking to sign in. */
  hasStoredToken: boolean;
  /** Kept only between the password step and the authentication-code step. */
  credentials: { email: string; password: string } | null;
  authCode: string | null;
  signInError: SignInError | null;
  /** Message of a start failure other than an expired session. */
  startError: string | null;
}

export interface SessionInput {
  hasStoredToken: boolean;
}

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.submitCode'; authCode: string }
  | { type: 'session.cancelCode' }
  | { type: 'session.retry' }
  | { type: 'session.logout' }
  | { type: 'session.confirmLogout' }
  | { type: 'session.cancelLogout' }
  | { type: 'session.expired' }
  | { type: 'session.settingsChanged'; settings: AdminSettings };

/** Keys of StartData in the order the model test resolves them. */
export const START_DATA_KEYS = ['admin', 'currencies', 'markets', 'userTags', 'admins', 'systemStatus'] as const;

const EMPTY_START_DATA: StartData = {
  admin: null,
  currencies: null,
  markets: null,
  userTags: null,
  admins: null,
  systemStatus: null,
};

/**
 * The invocation of a catalogue the start loads beside the admin (`src`, stored in `field` of the
 * context as it comes): failing, it fails the start.
 */
const startCatalogue = <Src extends 'loadCurrencies' | 'loadMarkets' | 'loadUserTags' | 'loadSystemStatus', Field extends 'currencies' | 'markets' | 'userTags' | 'systemStatus'>(
  src: Src,
  field: Field,
) =>
  ({
    id: src,
    src,
    onDone: { actions: { type: 'storeStartData', params: ({ event }: { event: { output: StartData[Field] } }) => ({ [field]: event.output }) as Partial<StartData> } },
    onError: { target: 'startFailed', actions: { type: 'setStartError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
  }) as const;

/** Tag of every state in which the shell (not the login page) is shown. */
export const AUTHENTICATED_TAG = 'authenticated';

/** Maps a SignIn rejection to what the login page shows (spec 1 §8 and the project's codes). */
export function toSignInError(error: unknown): SignInError {
  const facts = errorFacts(error);
  if (WRONG_CREDENTIAL_CODES.includes(facts.code)) {
    return { kind: 'wrongCredentials', message: ERROR_DEFINITIONS[ErrorCode.WrongCredentials].message };
  }
  if (facts.code === ErrorCode.AdminBlocked) {
    return { kind: 'blocked', message: ERROR_DEFINITIONS[ErrorCode.AdminBlocked].message };
  }
  if (facts.code === ErrorCode.TooManyAttempts) {
    const raw = (error as { params?: Record<string, unknown> } | null)?.params?.minutes;
    const minutes = typeof raw === 'number' ? raw : typeof raw === 'string' && raw ? Number(raw) : null;
    return { kind: 'tooManyAttempts', message: facts.message, minutes: Number.isFinite(minutes) ? minutes : null };
  }
  return { kind: 'unexpected', message: facts.message || ERROR_DEFINITIONS[ErrorCode.Unexpected].message };
}

const SESSION_EXPIRED: SignInError = {
  kind: 'sessionExpired',
  message: ERROR_DEFINITIONS[ErrorCode.Unauthorized].message,
};

/**
 * The session: sign-in (with the optional authentication-code step), the parallel start,
 * the signed-in life with its logout confirmation, and expiry from anywhere.
 * No React and no fetch here: the app provides the named actors and the token actions.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as typeof AUTHENTICATED_TAG,
  },
  actors: {
    signIn: fromPromise<SignInResult, SignInRequest>(notProvided('signIn')),
    loadCurrentAdmin: fromPromise<AnswerOf<'getCurrentAdmin'>>(notProvided('loadCurrentAdmin')),
    loadCurrencies: fromPromise<AnswerOf<'getCurrencies'>>(notProvided('loadCurrencies')),
    loadMarkets: fromPromise<AnswerOf<'getMarkets'>>(notProvided('loadMarkets')),
    loadUserTags: fromPromise<AnswerOf<'getUserTags'>>(notProvided('loadUserTags')),
    loadAdmins: fromPromise<AnswerOf<'getAdmins'>>(notProvided('loadAdmins')),
    loadSystemStatus: fromPromise<AnswerOf<'getSystemStatus'>>(notProvided('loadSystemStatus')),
    logout: fromPromise<void>(notProvided('logout')),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    isAuthCodeRequired: (_, params: { error: unknown }) => errorFacts(params.error).code === ErrorCode.AuthCodeRequired,
    hadAuthCode: ({ context }) => context.authCode !== null,
    isUnauthorized: (_, params: { error: unknown }) => {
      const facts = errorFacts(params.error);
      return facts.status === 401 || facts.code === ErrorCode.Unauthorized;
    },
  },
  actions: {
    // provided by the app: where the token is kept is not the machine's business
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    rememberCredentials: assign((_, params: { email: string; password: string }) => ({
      credentials: { email: params.email, password: params.password },
      authCode: null,
      signInError: null,
    })),
    rememberAuthCode: assign((_, params: { authCode: string }) => ({ authCode: params.authCode, signInError: null })),
    forgetCredentials: assign({ credentials: null, authCode: null }),
    setSignInError: assign((_, params: { error: unknown }) => ({ signInError: toSignInError(params.error) })),
    setSessionExpired: assign({ signInError: SESSION_EXPIRED }),
    clearSignInError: assign({ signInError: null }),
    resetStartData: assign({ ...EMPTY_START_DATA, startError: null }),
    forgetSession: assign({ ...EMPTY_START_DATA, credentials: null, authCode: null, startError: null }),
    storeStartData: assign((_, params: Partial<StartData>) => params),
    setStartError: assign((_, params: { error: unknown }) => ({ startError: errorFacts(params.error).message })),
    applySettings: assign(({ context }, params: { settings: AdminSettings }) => ({
      admin: context.admin ? { ...context.admin, settings: mergeAdminSettings(context.admin.settings, params.settings) } : null,
    })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...EMPTY_START_DATA,
    hasStoredToken: input.hasStoredToken,
    credentials: null,
    authCode: null,
    signInError: null,
    startError: null,
  }),
  initial: 'booting',
  on: {
    // A 401 anywhere ends the session, whatever the console was doing.
    'session.expired': {
      target: '.signedOut',
      actions: ['clearToken', 'setSessionExpired'],
    },
  },
  states: {
    booting: {
      // Why: a token kept from an earlier visit may still be valid; trying it spares a sign-in.
      always: [{ guard: 'hasStoredToken', target: 'started' }, { target: 'signedOut' }],
    },
    signedOut: {
      // Why: without a valid token nothing but the login page may be shown; data of the
      // previous admin must not survive into the next session.
      entry: 'forgetSession',
      on: {
        'session.signIn': {
          target: 'signingIn',
          actions: { type: 'rememberCredentials', params: ({ event }) => ({ email: event.email, password: event.password }) },
        },
      },
    },
    signingIn: {
      // Why: one SignIn call serves both steps; the answer decides whether a code is needed.
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({
          email: context.credentials?.email ?? '',
          password: context.credentials?.password ?? '',
          ...(context.authCode === null ? {} : { authCode: context.authCode }),
        }),
        onDone: {
          target: 'started',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.output.accessToken }) }, 'forgetCredentials'],
        },
        onError: [
          {
            // code 125 without a code sent: the admin has 2FA, ask for the code
            guard: { type: 'isAuthCodeRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'awaitingAuthCode',
            actions: 'clearSignInError',
          },
          {
            // a rejected code keeps the admin on the code step
            guard: 'hadAuthCode',
            target: 'awaitingAuthCode',
            actions: { type: 'setSignInError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'signedOut',
            actions: { type: 'setSignInError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    awaitingAuthCode: {
      // Why: the password was accepted but the admin has 2FA; the 6-digit code completes sign-in.
      on: {
        'session.submitCode': {
          target: 'signingIn',
          actions: { type: 'rememberAuthCode', params: ({ event }) => ({ authCode: event.authCode }) },
        },
        'session.cancelCode': { target: 'signedOut', actions: 'clearSignInError' },
      },
    },
    started: {
      // Why: the shell loads six things in parallel at start (spec 1 §2). Only the admin
      // (status and settings) decides what may be shown, so the console appears once the admin
      // is known; the five catalogues go on loading beside it and fill the query cache as they
      // come (a screen that needs one shows its own loading meanwhile, issue 10: "start-up
      // calls not blocking a screen that does not need them"). Any of them failing, but the
      // admin list, is still a failed start.
      entry: 'resetStartData',
      // the admin first: the browser sends at most six requests at once, and it is the one that counts
      invoke: [
        {
          id: 'loadCurrentAdmin',
          src: 'loadCurrentAdmin',
          onDone: { target: '.signedIn', actions: { type: 'storeStartData', params: ({ event }) => ({ admin: event.output }) } },
          onError: [
            {
              guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
              target: 'signedOut',
              actions: ['clearToken', 'setSessionExpired'],
            },
            { target: 'startFailed', actions: { type: 'setStartError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
        startCatalogue('loadCurrencies', 'currencies'),
        startCatalogue('loadMarkets', 'markets'),
        startCatalogue('loadUserTags', 'userTags'),
        {
          id: 'loadAdmins',
          src: 'loadAdmins',
          onDone: { actions: { type: 'storeStartData', params: ({ event }) => ({ admins: event.output }) } },
          // spec 1 §8: a failed admin list is an empty list, not a failed start
          onError: { actions: { type: 'storeStartData', params: () => ({ admins: [] }) } },
        },
        startCatalogue('loadSystemStatus', 'systemStatus'),
      ],
      initial: 'starting',
      states: {
        starting: {
          // Why: nothing may be shown before the admin's status is known (the access check needs it).
        },
        signedIn: {
          // Why: the console is usable; settings saved from the shell update the admin in place.
          tags: AUTHENTICATED_TAG,
          initial: 'active',
          on: {
            'session.settingsChanged': {
              actions: { type: 'applySettings', params: ({ event }) => ({ settings: event.settings }) },
            },
          },
          states: {
            active: {
              // Why: nothing pending; the admin works with the console.
              on: { 'session.logout': 'confirmingLogout' },
            },
            confirmingLogout: {
              // Why: logging out by a stray click would lose unsaved work: "Are you sure you want to logout?"
              on: {
                'session.confirmLogout': '#session.loggingOut',
                'session.cancelLogout': 'active',
              },
            },
          },
        },
      },
    },
    startFailed: {
      // Why: the token is valid but the server could not answer; retrying beats signing out.
      on: {
        'session.retry': 'started',
        'session.logout': 'loggingOut',
      },
    },
    loggingOut: {
      // Why: the server revokes the token; whatever it answers, the console forgets it.
      tags: AUTHENTICATED_TAG,
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: 'clearToken' },
        onError: { target: 'signedOut', actions: 'clearToken' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
