import { loadRuntimeConfig } from '../api/apiConfig.ts';
import { connectionLost } from '../api/connection.ts';
import type { AppServices } from './AppProviders.tsx';
import { createI18n } from './i18n.ts';
import { createDevInspector } from './inspector.ts';
import { setInspector } from '../machines/inspection.ts';
import { getStoredLocale } from './preferences.ts';
import type { WarmUpReady } from './routes/warmUp.ts';
import { createSessionActor } from './session/createSessionActor.ts';

/**
 * Prepares the app before the first render: service bases from /config.json, the last-used
 * locale (the browser's language on a first visit, else en) and the session actor (which starts at once:
 * a stored token goes straight to loading the console). The session starts as soon as the
 * service bases are known, without waiting for the texts; `onStart` gets both promises at once
 * (a reload's warm-up starts the screen's chunks and query beside them).
 */
export async function bootstrap(onStart?: (ready: WarmUpReady) => void): Promise<AppServices> {
  // A screen's script or style sheet that did not load: the import still rejects (its boundary
  // shows "The server cannot be reached" with Retry); the shell starts polling the server.
  globalThis.addEventListener?.('vite:preloadError', () => connectionLost());
  // in the order the browser should send them: it opens only six connections to the server
  const config = loadRuntimeConfig();
  const i18n = createI18n(getStoredLocale());
  onStart?.({ config, i18n });
  const [inspect] = await Promise.all([createDevInspector(), config]);
  setInspector(inspect);
  const session = createSessionActor(inspect ? { inspect } : {});
  return { i18n: await i18n, session };
}
