import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { SessionApi } from '../api/sessionApi.ts';
import { ProvidedQueryClient } from './queryClientContext.ts';
import { SessionProvider } from './session/SessionContext.tsx';
import type { SessionActor } from './session/createSessionActor.ts';
import { useSessionEffects } from './session/useSessionEffects.ts';

export interface AppServices {
  i18n: I18n;
  session: SessionActor;
  /** The query cache; the signed-in shell makes its own when none is given (tests pass one). */
  queryClient?: QueryClient;
  /** The API of the session's effects; the real one unless a test passes another. */
  sessionApi?: SessionApi;
}

function SessionEffects() {
  useSessionEffects();
  return null;
}

/**
 * What every page relies on, the login page included: translations and the session. The
 * signed-in providers (query cache, overlays, hotkeys) come with the shell's chunk
 * (`shell/SignedInProviders.tsx`), which keeps Blueprint and TanStack Query off the first load.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <ProvidedQueryClient.Provider value={services.queryClient ?? null}>
        <SessionProvider actor={services.session} {...(services.sessionApi ? { api: services.sessionApi } : {})}>
          <SessionEffects />
          {children}
        </SessionProvider>
      </ProvidedQueryClient.Provider>
    </I18nextProvider>
  );
}
