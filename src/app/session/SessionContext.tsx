import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { sessionApi, type SessionApi } from '../../api/sessionApi.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { AUTHENTICATED_TAG, type SessionMachine } from '../../machines/session/session.machine.ts';
import type { SessionActor } from './createSessionActor.ts';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

const SessionActorContext = createContext<SessionActor | null>(null);
const SessionApiContext = createContext<SessionApi>(sessionApi);

/** The session actor, and the API its effects use (replaceable in tests). */
export function SessionProvider({ actor, api = sessionApi, children }: { actor: SessionActor; api?: SessionApi; children: ReactNode }) {
  return (
    <SessionActorContext.Provider value={actor}>
      <SessionApiContext.Provider value={api}>{children}</SessionApiContext.Provider>
    </SessionActorContext.Provider>
  );
}

export function useSessionApi(): SessionApi {
  return useContext(SessionApiContext);
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actor;
}

export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), selector);
}

/** Which of the app's four faces the session shows. */
export type SessionPhase = 'authenticated' | 'starting' | 'startFailed' | 'signedOut';

export function sessionPhase(snapshot: SessionSnapshot): SessionPhase {
  if (snapshot.hasTag(AUTHENTICATED_TAG)) return 'authenticated';
  if (snapshot.matches('booting') || snapshot.matches({ started: 'starting' })) return 'starting';
  if (snapshot.matches('startFailed')) return 'startFailed';
  return 'signedOut';
}

export function useSessionPhase(): SessionPhase {
  return useSession(sessionPhase);
}

/** The signed-in admin; only for components rendered inside the shell. */
export function useCurrentAdmin(): CurrentAdmin {
  const admin = useSession((snapshot) => snapshot.context.admin);
  if (!admin) throw new Error('useCurrentAdmin is only available while signed in');
  return admin;
}
