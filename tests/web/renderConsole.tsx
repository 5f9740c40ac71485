import { START_DATA_KEYS } from '../../src/machines/session/session.machine.ts';
import { act, render, type RenderResult } from '@testing-library/react';
import { waitFor as waitForActor } from 'xstate';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SessionApi } from '../../src/api/sessionApi.ts';
import { AppProviders } from '../../src/app/AppProviders.tsx';
import { createI18n } from '../../src/app/i18n.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { createRoutes } from '../../src/app/routes/routes.tsx';
import { sectionsOfBuild, type Section } from '../../src/app/routes/routeTable.ts';
import { createSessionActor } from '../../src/app/session/createSessionActor.ts';
import { loadShell } from '../../src/app/routes/shellChunk.tsx';
import type { TokenStorage } from '../../src/machines/session/session.actors.ts';
import { memoryTokens } from './fakeSession.ts';

interface RenderOptions {
  api?: SessionApi;
  /** The stored token at start (ignored when `tokens` is given). */
  token?: string | null;
  /** Token storage; defaults to one in memory. */
  tokens?: TokenStorage & { getToken(): string | null };
  sections?: readonly Section[];
}

/** Renders the whole console (providers, routes, session) at `path` in a memory router. */
export async function renderConsole(path: string, options: RenderOptions = {}) {
  const { api, token = 'token', sections = sectionsOfBuild() } = options;
  const i18n = await createI18n('en');
  // the shell's chunk is lazy; importing it first keeps a cold transform out of the tests' time-outs
  await loadShell();
  const tokens = options.tokens ?? memoryTokens(token);
  const session = createSessionActor({ ...(api ? { api } : {}), tokens });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(sections), { initialEntries: [path] });
  let view!: RenderResult;
  // render and let the session settle inside act, so the start's state updates are flushed
  await act(async () => {
    view = render(
      <AppProviders services={{ i18n, queryClient, session, ...(api ? { sessionApi: api } : {}) }}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // the start settled: every start-up call answered (the shell shows after the admin alone)
    await waitForActor(session, (snapshot) => !snapshot.matches('booting') && !(snapshot.matches('started') && START_DATA_KEYS.some((key) => snapshot.context[key] === null)));
  });
  /** Navigates inside act, like a click on a link would. */
  const navigate = (to: string) => act(() => router.navigate(to));
  return { ...view, router, session, tokens, navigate, queryClient };
}
