import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';
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
 * The one way a list screen reads and writes its state in the URL (ARCHITECTURE "List states"):
 * the page size defaults to the admin's items-per-page setting, or to the schema's own
 * `defaultPageSize` where the spec fixes one, so no screen can forget either.
 */
export function useListQuery<F extends Record<string, FilterSpec>, S extends string>(schema: ListQuerySchema<F, S>): ListQuery<F, S> {
  const [params, setParams] = useSearchParams();
  const options = useListQueryOptions();
  const state = useMemo(() => parseListQuery(schema, params, options), [schema, params, options]);
  const serialize = useCallback((next: ListState<F, S>) => serializeListQuery(schema, next, options), [schema, options]);
  const parse = useCallback((next: URLSearchParams) => parseListQuery(schema, next, options), [schema, options]);
  const setState = useCallback(
    (next: ListState<F, S>, navigate?: NavigateOptions) => setParams(serializeListQuery(schema, next, options), navigate),
    [schema, options, setParams],
  );
  const patchState = useCallback((next: Partial<ListState<F, S>>) => setState({ ...state, ...next }), [state, setState]);
  return { state, setState, patchState, serialize, parse, params, setParams };
}
