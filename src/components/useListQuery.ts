import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';
import { sessionQueries } from '../api/sessionQueries.ts';
import { DEFAULT_PAGE_SIZE } from '../domain/adminSettings.ts';
import {
  parseListQuery,
  serializeListQuery,
  type FilterSpec,
  type ListQueryOptions,
  type ListQuerySchema,
  type ListState,
} from '../domain/listQuery.ts';
import { useAdminSettings } from './adminSettings.tsx';

/**
 * The admin's items-per-page setting as list options: from the settings the console provides
 * (`AdminSettingsProvider`), or the signed-in admin in the query cache where no provider is above.
 */
export function useListQueryOptions(): ListQueryOptions {
  const provided = useAdminSettings()?.settings.itemsPerPage;
  const cached = useQuery(sessionQueries.currentAdmin()).data?.settings.itemsPerPage;
  const defaultPageSize = provided ?? cached;
  return useMemo(() => ({ defaultPageSize }), [defaultPageSize]);
}

/** The admin's items-per-page, for a list whose page lives on the screen rather than in the URL. */
export function useAdminPageSize(): number {
  return useListQueryOptions().defaultPageSize ?? DEFAULT_PAGE_SIZE;
}

/** A list's state in the URL, as {@link useListQuery} gives it. */
export interface ListQuery<F extends Record<string, FilterSpec>, S extends string> {
  state: ListState<F, S>;
  /** Writes a whole state to the URL (values equal to their defaults left out). */
  setState: (next: ListState<F, S>, navigate?: NavigateOptions) => void;
  /** Writes the parts of the state given, the rest as it is now (a view, the filters, the page). */
  patchState: (next: Partial<ListState<F, S>>) => void;
  /** The URL parameters of a state, for a link or a prefetch. */
  serialize: (next: ListState<F, S>) => URLSearchParams;
  /** The state a set of URL parameters stands for. */
  parse: (params: URLSearchParams) => ListState<F, S>;
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}

/**
 * How long a list waits for the next state's rows before it shows the new state anyway (its
 * previous rows stay, marked busy, until the answer comes).
 */
export const LIST_ANSWER_WAIT_MS = 250;

/** What a list screen may add to {@link useListQuery}. */
export interface ListQueryHooks<F extends Record<string, FilterSpec>, S extends string> {
  /**
   * Asks for a state's rows (`client.prefetchQuery` of the screen's own list query). Given, a new
   * state (a sort, a page, a search) asks for its rows first and is drawn when they have come, or
   * after {@link LIST_ANSWER_WAIT_MS}: the screen then renders once, with the new rows, where it
   * rendered twice (the new state over the old rows, then the rows), the first while the request
   * was under way (issue 27). State and rows drawn on an answer reach the URL after the frame that
   * shows them (see `useListQuery`).
   */
  prefetch?: (state: ListState<F, S>, client: QueryClient) => Promise<void>;
}

/**
 * The one way a list screen reads and writes its state in the URL (ARCHITECTURE "List states"):
 * the page size defaults to the admin's items-per-page setting, or to the schema's own
 * `defaultPageSize` where the spec fixes one, so no screen can forget either.
 */
export function useListQuery<F extends Record<string, FilterSpec>, S extends string>(schema: ListQuerySchema<F, S>, hooks: ListQueryHooks<F, S> = {}): ListQuery<F, S> {
  const [urlParams, setParams] = useSearchParams();
  const urlSearch = urlParams.toString();
  // the history entry shown: useSearchParams reads the same location, so this draws nothing more
  const entry = useLocation().key;
  // A state drawn on its answer before the URL has it (`drawn`, over the history entry it was drawn
  // on): the URL is written after the frame that shows the rows. Written with them, the browser's
  // work on a history entry (session history, the address bar: some 15 ms of its main thread and
  // compositor here) ran on the same two cores as the rows' render and delayed them (a page 2
  // click, issue 27). Any new entry ends it in the same render (React's state from props): the URL
  // written has the same state, so the rows stay; Back or a link shows what its URL says.
  const [drawn, setDrawn] = useState<{ search: string; over: string } | null>(null);
  if (drawn !== null && drawn.over !== entry) setDrawn(null);
  const search = drawn !== null && drawn.over === entry ? drawn.search : urlSearch;
  // by the text: the URL catching up with a drawn state keeps the state's identity (no render)
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const options = useListQueryOptions();
  const state = useMemo(() => parseListQuery(schema, params, options), [schema, params, options]);
  const serialize = useCallback((next: ListState<F, S>) => serializeListQuery(schema, next, options), [schema, options]);
  const parse = useCallback((next: URLSearchParams) => parseListQuery(schema, next, options), [schema, options]);
  const writeAfterAnswer = useWriteAfterAnswer(hooks.prefetch);
  const writeAfterPaint = useWriteAfterPaint(entry);
  const setState = useCallback(
    (next: ListState<F, S>, navigate?: NavigateOptions) => {
      const nextParams = serializeListQuery(schema, next, options);
      writeAfterAnswer(parseListQuery(schema, nextParams, options), (answered) => {
        if (!answered) {
          // no rows yet: the new state shows over the old rows, marked busy, until they come
          setParams(nextParams, navigate);
          return;
        }
        // with the rows in the cache the new state is drawn at once, in one pass, not as a transition
        // React slices into 5 ms pieces with frames of the old rows between them (issue 27); the
        // drawn state stays until the router shows the new entry (its location changes a render later
        // than a state set beside it: cleared here, the old rows came back for that render)
        const over = writeAfterPaint(() => setParams(nextParams, navigate));
        flushSync(() => setDrawn({ search: nextParams.toString(), over }));
      });
    },
    [schema, options, setParams, writeAfterAnswer, writeAfterPaint],
  );
  const patchState = useCallback((next: Partial<ListState<F, S>>) => setState({ ...state, ...next }), [state, setState]);
  return { state, setState, patchState, serialize, parse, params, setParams };
}

/**
 * Runs `write` once the state's rows are in the cache (answered, or failed: the screen shows the
 * failure), or after {@link LIST_ANSWER_WAIT_MS}, whichever comes first; at once without a
 * prefetch. Only the latest state is written, and nothing once the screen has gone (a menu click
 * while the rows were on their way must not bring the list back).
 */
function useWriteAfterAnswer<F extends Record<string, FilterSpec>, S extends string>(prefetch: ListQueryHooks<F, S>['prefetch']) {
  const queryClient = useQueryClient();
  const prefetchRef = useRef(prefetch);
  prefetchRef.current = prefetch;
  const afterAnswer = useAfterAnswer(LIST_ANSWER_WAIT_MS);
  return useCallback(
    (state: ListState<F, S>, write: (answered: boolean) => void) => afterAnswer(prefetchRef.current?.(state, queryClient) ?? null, write),
    [queryClient, afterAnswer],
  );
}

/**
 * Runs `write` (the URL of a state just drawn) once the browser has shown a frame after it, unless
 * the history entry has changed meanwhile (Back, a menu click), another write has been asked for,
 * or the component has gone. Returns the entry (its location key) the write is waiting over.
 */
function useWriteAfterPaint(entry: string) {
  const entryRef = useRef(entry);
  entryRef.current = entry;
  // the same wait as for an answer (only the latest write, none once the list has gone), on the
  // next frame; 100 ms where no frame comes (a hidden tab)
  const afterPaint = useAfterAnswer(100);
  return useCallback(
    (write: () => void) => {
      const over = entryRef.current;
      afterPaint(nextFrame(), () => {
        if (entryRef.current === over) write();
      });
      return over;
    },
    [afterPaint],
  );
}

/** Settles in a task after the next frame's callbacks: once the frame showing what was just drawn is on its way. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * The wait of a list's new state and of a menu click (SideNav): runs `write` once `answer` has
 * settled (answered, or failed: the screen shows the failure) or after `waitMs`, whichever comes
 * first, telling it which; with no answer to wait for (null), at once. Only the latest call's
 * `write` runs, and none once the component has gone.
 */
export function useAfterAnswer(waitMs: number) {
  const latest = useRef(0);
  useEffect(() => {
    // a write still waiting when the component goes is dropped
    return () => {
      latest.current += 1;
    };
  }, []);
  return useCallback(
    (answer: Promise<unknown> | null, write: (answered: boolean) => void) => {
      const ask = ++latest.current;
      if (!answer) {
        write(false);
        return;
      }
      const writeOnce = (answered: boolean) => {
        clearTimeout(timer);
        if (ask !== latest.current) return;
        latest.current += 1;
        write(answered);
      };
      const timer = setTimeout(() => writeOnce(false), waitMs);
      // a prefetch never rejects (a failure is the screen's to show); a fresh page in the cache resolves at once
      const answered = () => writeOnce(true);
      void answer.then(answered, answered);
    },
    [waitMs],
  );
}
