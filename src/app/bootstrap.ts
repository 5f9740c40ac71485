import { loadRuntimeConfig } from '../api/apiConfig.ts';
import type { AppServices } from './AppProviders.tsx';
import { createI18n } from './i18n.ts';
import { createDevInspector } from './inspector.ts';
import { setInspector } from '../machines/inspection.ts';
import { getStoredLocale } from './preferences.ts';
import { createSessionActor } from './session/createSessionActor.ts';

/**
 * Prepares the app before the first render: service bases from /config.json, the last-used
 * locale (the browser's language on a first visit, else en) and the session actor (which starts at once:
 * a stored token goes straight to loading the console).
 */
export async function bootstrap(): Promise<AppServices> {
  const [i18n, inspect] = await Promise.all([createI18n(getStoredLocale()), createDevInspector(), loadRuntimeConfig()]);
  setInspector(inspect);
  const session = createSessionActor(inspect ? { inspect } : {});
  return { i18n, session };
}
