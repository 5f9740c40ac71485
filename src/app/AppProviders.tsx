import { HotkeysProvider, OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { SessionApi } from '../api/sessionApi.ts';
import { SessionProvider } from './session/SessionContext.tsx';
import type { SessionActor } from './session/createSessionActor.ts';
import { useSessionEffects } from './session/useSessionEffects.ts';

export interface AppServices {
  i18n: I18n;
  queryClient: QueryClient;
  session: SessionActor;
  /** The API of the session's effects; the real one unless a test passes another. */
  sessionApi?: SessionApi;
}

function SessionEffects() {
  useSessionEffects();
  return null;
}

/** Everything a screen may rely on: translations, queries, hotkeys, overlays, the session. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <QueryClientProvider client={services.queryClient}>
        <SessionProvider actor={services.session} {...(services.sessionApi ? { api: services.sessionApi } : {})}>
          <OverlaysProvider>
            <HotkeysProvider>
              <SessionEffects />
              {children}
            </HotkeysProvider>
          </OverlaysProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
