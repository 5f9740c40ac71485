import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath, type Step } from '@xstate/graph';
import { createActor, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/apiError.ts';
import type { AdminListItem, CurrentAdmin, SignInRequest } from '../../api/sessionTypes.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../domain/adminSettings.ts';
import { signInAdmin } from '../testing/signInAdmin.ts';
import { sessionMachine, START_DATA_KEYS, type SessionInput } from './session.machine.ts';

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type Path = StatePath<Snapshot, AnyEventObject>;

const ADMIN: CurrentAdmin = signInAdmin();
const ADMINS: AdminListItem[] = [{ ...ADMIN, dateCreated: '2024-01-01T00:00:00Z' }];

const apiError = (status: number, code: number, message = 'failed', params?: Record<string, number>) =>
  new ApiError({ status, code, message, params });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const LOADERS = {
  admin: { id: 'loadCurrentAdmin', output: ADMIN, errors: [apiError(401, 101), apiError(500, 500, 'Unexpected error')] },
  currencies: { id: 'loadCurrencies', output: [{ id: 1, name: 'BTC', title: 'Bitcoin', symbol: 'BTC', decimals: 8, currencyType: 1 }], errors: [apiError(500, 500)] },
  markets: { id: 'loadMarkets', output: [{ id: 1 }], errors: [apiError(500, 500)] },
  userTags: { id: 'loadUserTags', output: [{ id: 1, tagName: 'vip', color: '#BDBDBD' }], errors: [apiError(500, 500)] },
  admins: { id: 'loadAdmins', output: ADMINS, errors: [apiError(500, 500)] },
  systemStatus: { id: 'loadSystemStatus', output: { languageList: ['En'], serverTime: '', version: '1', technicalWork: {} }, errors: [apiError(500, 500)] },
} as const;

/** Every event the model may take; the traversal offers those the current state accepts. */
const USER_EVENTS: AnyEventObject[] = [
  { type: 'session.signIn', email: 'root@example.com', password: 'Secret123' },
  { type: 'session.submitCode', authCode: '123456' },
  { type: 'session.cancelCode' },
  { type: 'session.retry' },
  { type: 'session.logout' },
  { type: 'session.confirmLogout' },
  { type: 'session.cancelLogout' },
  { type: 'session.expired' },
  { type: 'session.settingsChanged', settings: { ...DEFAULT_ADMIN_SETTINGS, isDarkTheme: true } },
  done('signIn', { accessToken: 'token-1', expiresAt: '2030-01-01T00:00:00Z' }),
  failed('signIn', apiError(400, 125, 'Authentication code required')),
  failed('signIn', apiError(400, 115)),
  failed('signIn', apiError(400, 126)),
  failed('signIn', apiError(403, 116)),
  failed('signIn', apiError(429, 117, 'Too many failed sign-in attempts. Try again in 15 minutes', { minutes: 15 })),
  failed('signIn', new TypeError('Failed to fetch')),
  done('logout', undefined),
  failed('logout', apiError(500, 500)),
];

/**
 * In `started` the six loaders answer in any order; the model lets them answer in one fixed
 * order (the keys of START_DATA_KEYS, the admin first) so the graph stays a chain instead of
 * 2^6 states. The catalogues answer while the console is already shown, in either of its states.
 */
function eventsFor(snapshot: Snapshot): AnyEventObject[] {
  const pending = START_DATA_KEYS.find((key) => snapshot.context[key] === null);
  const loaderEvents =
    snapshot.matches('started') && pending
      ? [done(LOADERS[pending].id, LOADERS[pending].output), ...LOADERS[pending].errors.map((e) => failed(LOADERS[pending].id, e))]
      : [];
  return [...USER_EVENTS, ...loaderEvents].filter((event) => snapshot.can(event as never));
}

/** What distinguishes two states for the model: the state value and what decides guards and the UI. */
function serialize(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    loaded: START_DATA_KEYS.filter((key) => context[key] !== null),
    error: context.signInError?.kind ?? null,
    credentials: context.credentials !== null,
    authCode: context.authCode !== null,
  });
}

// the model's events include actor answers, which the machine's event type does not list
const traversal = (input: SessionInput) => ({ input, events: eventsFor, serializeState: serialize }) as never;

type Adjacency = Record<string, { state: Snapshot; transitions: Record<string, { event: AnyEventObject; state: Snapshot }> }>;

/** Mocked actors whose promises the replay settles when the path says the actor answered. */
function createMockActors() {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const signInInputs: SignInRequest[] = [];
  const mock = (id: string) =>
    fromPromise<never, unknown>(
      ({ input }) =>
        new Promise<never>((resolve, reject) => {
          if (id === 'signIn') signInInputs.push(input as SignInRequest);
          pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const actors = {
    signIn: mock('signIn'),
    loadCurrentAdmin: mock('loadCurrentAdmin'),
    loadCurrencies: mock('loadCurrencies'),
    loadMarkets: mock('loadMarkets'),
    loadUserTags: mock('loadUserTags'),
    loadAdmins: mock('loadAdmins'),
    loadSystemStatus: mock('loadSystemStatus'),
    logout: mock('logout'),
  };
  return { actors, pending, signInInputs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startLiveActor(input: SessionInput) {
  const mocks = createMockActors();
  const tokens = { setToken: vi.fn(), clearToken: vi.fn() };
  const machine = sessionMachine.provide({
    actors: mocks.actors as never,
    actions: {
      storeToken: (_, params) => tokens.setToken(params.token),
      clearToken: () => tokens.clearToken(),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, tokens, mocks };
}

type Live = ReturnType<typeof startLiveActor>;

async function perform(live: Live, event: AnyEventObject): Promise<void> {
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const [, kind, id] = answer;
    const call = live.mocks.pending.get(id!);
    expect(call, `actor ${id} should be running`).toBeDefined();
    live.mocks.pending.delete(id!);
    if (kind === 'done') call!.resolve(event.output);
    else call!.reject(event.error);
  } else {
    live.actor.send(event as never);
  }
  await settle();
}

/** The token side effects each step must have, and no others. */
function expectTokenEffects(live: Live, event: AnyEventObject, before: Snapshot): void {
  const { setToken, clearToken } = live.tokens;
  if (event.type === 'xstate.done.actor.signIn') {
    expect(setToken).toHaveBeenCalledExactlyOnceWith(event.output.accessToken);
  } else {
    expect(setToken).not.toHaveBeenCalled();
  }
  const clears =
    event.type === 'session.expired' ||
    event.type === 'xstate.done.actor.logout' ||
    event.type === 'xstate.error.actor.logout' ||
    (event.type === 'xstate.error.actor.loadCurrentAdmin' && (event.error as ApiError).status === 401);
  expect(clearToken).toHaveBeenCalledTimes(clears && before.status === 'active' ? 1 : 0);
}

/** Replays a path of the abstract model on a live actor with mocked effects. */
async function replay(input: SessionInput, steps: Step<Snapshot, AnyEventObject>[]): Promise<void> {
  const live = startLiveActor(input);
  await settle();
  for (const step of steps) {
    if (step.event.type === 'xstate.init') {
      expect(serialize(live.actor.getSnapshot())).toBe(serialize(step.state));
      continue;
    }
    const before = live.actor.getSnapshot();
    live.tokens.setToken.mockClear();
    live.tokens.clearToken.mockClear();
    await perform(live, step.event);
    expect(serialize(live.actor.getSnapshot()), `after ${step.event.type}`).toBe(serialize(step.state));
    expectTokenEffects(live, step.event, before);
  }
  live.actor.stop();
}

const INPUTS: SessionInput[] = [{ hasStoredToken: false }, { hasStoredToken: true }];

/** For every reachable state of the model, the shortest path to it, keyed by serialization. */
function shortestPathsByState(input: SessionInput): Map<string, Path> {
  const paths = getShortestPaths(sessionMachine, traversal(input)) as Path[];
  return new Map(paths.map((path) => [serialize(path.state), path]));
}

/** Every edge of the model: the shortest path to its source followed by its event. */
function transitionCases(input: SessionInput) {
  const toState = shortestPathsByState(input);
  const adjacency = getAdjacencyMap(sessionMachine, traversal(input)) as unknown as Adjacency;
  return Object.values(adjacency).flatMap(({ state, transitions }) =>
    Object.values(transitions).map(({ event, state: next }) => ({
      input,
      source: state,
      event,
      name: `${serialize(state)} --${event.type}--> ${JSON.stringify(next.value)}`,
      steps: [...toState.get(serialize(state))!.steps, { event, state: next }],
    })),
  );
}

const ALL_CASES = INPUTS.flatMap(transitionCases);

describe('session machine (model-based)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(
      INPUTS.flatMap((input) => [...shortestPathsByState(input).values()]).flatMap((path) =>
        path.state._nodes.map((node) => node.id),
      ),
    );
    const stable = getStateNodes(sessionMachine.root)
      .filter((node) => node.type === 'atomic' && node.always === undefined)
      .map((node) => node.id);
    expect(stable.length).toBeGreaterThan(6);
    for (const id of stable) expect(reached, id).toContain(id);
    // booting is transient: each input resolves it to a different stable state
    expect(createActor(sessionMachine, { input: { hasStoredToken: false } }).getSnapshot().value).toBe('signedOut');
    expect(createActor(sessionMachine, { input: { hasStoredToken: true } }).getSnapshot().value).toEqual({ started: 'starting' });
  });

  it('takes every transition of the machine definition', () => {
    const taken = new Set<unknown>();
    for (const { source, event } of ALL_CASES) {
      for (const transition of sessionMachine.getTransitionData(source, event as never)) taken.add(transition);
    }
    const defined = getStateNodes(sessionMachine.root)
      .concat(sessionMachine.root)
      .flatMap((node) => [...node.transitions.values()].flat());
    const missing = defined.filter((transition) => !taken.has(transition));
    expect(missing.map((t) => `${t.source.id} on ${t.eventType}`)).toEqual([]);
  });

  it.each(ALL_CASES.map((testCase) => [testCase.name, testCase] as const))('replays %s on a live actor', async (_name, testCase) => {
    await replay(testCase.input, testCase.steps);
  });
});

describe('session machine (behaviour)', () => {
  /** A live actor without a stored token that has sent the credentials: the SignIn call awaits its answer. */
  async function signingIn(): Promise<Live> {
    const live = startLiveActor({ hasStoredToken: false });
    await perform(live, { type: 'session.signIn', email: 'root@example.com', password: 'Secret123' });
    return live;
  }

  it('shows the spec message for wrong credentials', async () => {
    const live = await signingIn();
    await perform(live, failed('signIn', apiError(400, 115)));
    expect(live.actor.getSnapshot().value).toBe('signedOut');
    expect(live.actor.getSnapshot().context.signInError?.message).toBe('Incorrect email, password or authentication code');
  });

  it('asks for the code on 125 and signs in again with it', async () => {
    const live = await signingIn();
    await perform(live, failed('signIn', apiError(400, 125)));
    expect(live.actor.getSnapshot().value).toBe('awaitingAuthCode');
    await perform(live, { type: 'session.submitCode', authCode: '654321' });
    expect(live.mocks.signInInputs.at(-1)).toEqual({ email: 'root@example.com', password: 'Secret123', authCode: '654321' });
    await perform(live, failed('signIn', apiError(400, 126)));
    expect(live.actor.getSnapshot().value).toBe('awaitingAuthCode');
    expect(live.actor.getSnapshot().context.signInError?.kind).toBe('wrongCredentials');
  });

  it('keeps the server message and minutes of the rate limit', async () => {
    const live = await signingIn();
    await perform(live, failed('signIn', apiError(429, 117, 'Try again in 15 minutes', { minutes: 15 })));
    expect(live.actor.getSnapshot().context.signInError).toEqual({
      kind: 'tooManyAttempts',
      message: 'Try again in 15 minutes',
      minutes: 15,
    });
  });

  it('starts with an empty admin list when the list fails', async () => {
    const live = startLiveActor({ hasStoredToken: true });
    await settle();
    for (const key of START_DATA_KEYS) {
      const loader = LOADERS[key];
      await perform(live, key === 'admins' ? failed(loader.id, apiError(500, 500)) : done(loader.id, loader.output));
    }
    expect(live.actor.getSnapshot().value).toEqual({ started: { signedIn: 'active' } });
    expect(live.actor.getSnapshot().context.admins).toEqual([]);
  });

  it('shows the console once the admin is known, while the catalogues are still on their way', async () => {
    const live = startLiveActor({ hasStoredToken: true });
    await settle();
    // all six left together
    expect([...live.mocks.pending.keys()].sort()).toEqual(START_DATA_KEYS.map((key) => LOADERS[key].id).sort());
    await perform(live, done(LOADERS.admin.id, LOADERS.admin.output));
    expect(live.actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(live.actor.getSnapshot().context.currencies).toBeNull();
    await perform(live, done(LOADERS.currencies.id, LOADERS.currencies.output));
    expect(live.actor.getSnapshot().context.currencies).toEqual(LOADERS.currencies.output);
    expect(live.actor.getSnapshot().value).toEqual({ started: { signedIn: 'active' } });
  });

  it('turns a catalogue failing after the console showed into a failed start, and a retry loads all six again', async () => {
    const live = startLiveActor({ hasStoredToken: true });
    await settle();
    await perform(live, done(LOADERS.admin.id, LOADERS.admin.output));
    await perform(live, failed(LOADERS.markets.id, apiError(500, 500, 'Unexpected error')));
    expect(live.actor.getSnapshot().value).toBe('startFailed');
    expect(live.actor.getSnapshot().context.startError).toBe('Unexpected error');
    await perform(live, { type: 'session.retry' });
    expect(live.actor.getSnapshot().value).toEqual({ started: 'starting' });
    expect(live.actor.getSnapshot().context.admin).toBeNull();
    expect(live.mocks.pending.has(LOADERS.admin.id)).toBe(true);
  });

  it('merges saved settings into the signed-in admin', async () => {
    const live = startLiveActor({ hasStoredToken: true });
    await settle();
    for (const key of START_DATA_KEYS) await perform(live, done(LOADERS[key].id, LOADERS[key].output));
    await perform(live, { type: 'session.settingsChanged', settings: { ...DEFAULT_ADMIN_SETTINGS, locale: 'ru' } });
    expect(live.actor.getSnapshot().context.admin?.settings.locale).toBe('ru');
  });
});
