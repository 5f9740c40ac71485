import { createActor, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { sessionApi, type SessionApi } from '../../api/sessionApi.ts';
import * as tokenStore from '../../api/tokenStore.ts';
import { onUnauthorized } from '../../api/unauthorized.ts';
import { provideSessionMachine, type TokenStorage } from '../../machines/session/session.actors.ts';
import type { SessionMachine } from '../../machines/session/session.machine.ts';

export type SessionActor = ActorRefFrom<SessionMachine>;

export interface SessionActorOptions {
  api?: SessionApi;
  tokens?: TokenStorage & { getToken(): string | null };
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/**
 * Creates and starts the app's one session actor, and forwards every 401 the clients see
 * as `session.expired`.
 */
export function createSessionActor(options: SessionActorOptions = {}): SessionActor {
  const tokens = options.tokens ?? tokenStore;
  const machine = provideSessionMachine(options.api ?? sessionApi, tokens);
  const actor = createActor(machine, {
    input: { hasStoredToken: tokens.getToken() !== null },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  const stopListening = onUnauthorized(() => actor.send({ type: 'session.expired' }));
  actor.subscribe({ complete: stopListening, error: stopListening });
  actor.start();
  return actor;
}
