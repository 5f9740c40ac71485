import { earlyCatalogueRequests } from '../../api/sessionApi.ts';
import { preloadLanguage } from '../i18n.ts';
import { getStoredLocale, getStoredPageSize } from '../preferences.ts';
import { preloadChunk } from './ChunkBoundary.tsx';
import { featureLoader, prefetchLoader, type EarlyQuery, type FeatureModule } from './featureChunks.ts';
import { screenOf } from './screenOf.ts';
import { importShell, loadShell } from './shellChunk.tsx';

/** What must be ready before the warm-up may render text or call the API. */
export interface WarmUpReady {
  /** Service bases from /config.json. */
  config: Promise<unknown>;
  /** i18next initialised (the shell's chunk loads every namespace with it). */
  i18n: Promise<unknown>;
}

/** The warm-up's pieces, as they come. */
export interface WarmedUp {
  /** The shell's chunk with the language's texts, and the screen's chunk. */
  chunks: Promise<void>;
  /** The screen's first answers, in the query cache. */
  answers: Promise<void>;
}

/**
 * A reload with a stored token (issue 10, "no waterfall"): the shell's chunk, the screen's chunk
 * and the screen's first requests start together, beside the start-up calls, instead of one
 * after the other once the session has started. The requests leave as soon as the service bases
 * are known; their answers enter the query cache when the shell's code (TanStack Query) is
 * there. Everything here is a head start: the boundaries and the screen's own queries take over
 * whatever finished, and redo whatever failed.
 *
 * Says when its pieces are in (each promise resolves, never rejects, once they have arrived or
 * failed): what the first render can then draw at once (firstScreen.ts).
 */
export function warmUp(location: Pick<Location, 'pathname' | 'search'>, ready: WarmUpReady): WarmedUp {
  const ignore = () => undefined;
  // The admin before anything else: the console shows nothing until the admin has answered, and
  // behind the screen's requests (and the catalogues, on the browser's six connections) it came
  // back last (issue 27). The session's start joins this request.
  void ready.config.then(() => earlyCatalogueRequests.currentAdmin()?.catch(ignore)).catch(ignore);
  const screen = screenOf(location.pathname);
  // The first requests first (their modules ride in the start chunk): the browser opens six
  // connections to the server, and the chunks would otherwise take them all before these.
  const loadPrefetch = screen ? prefetchLoader(screen.group) : null;
  const early = loadPrefetch?.();
  early?.catch(ignore);
  // the console's texts (the shell's chunk waits for them) beside its code, not after the start texts
  preloadLanguage(getStoredLocale());
  const shell = importShell();
  shell.catch(ignore);
  const shellLoaded = ready.i18n.then(() => preloadChunk('shell', loadShell)).catch(ignore);
  const load = screen ? featureLoader(screen.group) : null;
  const settled = (...steps: Promise<unknown>[]) => Promise.all(steps).then(ignore);
  if (!screen || !load) return { chunks: settled(shellLoaded), answers: Promise.resolve() };
  const screenLoaded = preloadChunk<FeatureModule>(screen.group, load).catch(ignore);
  if (!early) return { chunks: settled(shellLoaded, screenLoaded), answers: Promise.resolve() };
  const dataLoaded = Promise.all([early, ready.config])
    .then(([module]) => {
      const context = { search: new URLSearchParams(location.search), params: screen.params, pageSize: getStoredPageSize() };
      const queries: EarlyQuery[] = screen.names.flatMap((name) => module.prefetch?.[name]?.(context) ?? []);
      for (const query of queries) query.data.catch(ignore);
      return shell.then(({ earlyQueryClient }) => {
        const queryClient = earlyQueryClient();
        return Promise.all(queries.map(({ queryKey, data }) => queryClient.prefetchQuery({ queryKey, queryFn: () => data })));
      });
    })
    .catch(ignore);
  return { chunks: settled(shellLoaded, screenLoaded), answers: settled(dataLoaded) };
}
