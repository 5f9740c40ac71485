import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './adminSettings.ts';
import { parseStorageDate } from './dates.ts';

/**
 * A list's filters, sort and page live in the URL (ARCHITECTURE "How data flows"), so a link, a
 * reload and the way back from a detail screen keep them. Each screen declares a small schema and
 * gets typed values back; values equal to their defaults are left out of the URL to keep links short.
 */

/** Sort direction of a list. */
export type SortDirection = 'asc' | 'desc';

/** A sort: field name and direction. */
export interface ListSort<S extends string = string> {
  field: S;
  direction: SortDirection;
}

/** A date range filter; each end is a stored date YYYY-MM-DD or null when open. */
export type DateRangeValue = [from: string | null, to: string | null];

/** How one filter is read from and written to the URL. */
export type FilterSpec =
  | { type: 'string'; default?: string }
  | { type: 'number'; default?: number | null }
  | { type: 'strings' }
  | { type: 'numbers' }
  | { type: 'boolean'; default?: boolean }
  | { type: 'dateRange' };

/** The typed value of one filter spec. */
export type FilterValueOf<T extends FilterSpec> = T extends { type: 'string' }
  ? string
  : T extends { type: 'number' }
    ? number | null
    : T extends { type: 'strings' }
      ? string[]
      : T extends { type: 'numbers' }
        ? number[]
        : T extends { type: 'boolean' }
          ? boolean
          : DateRangeValue;

/** Typed filter values of a schema. */
export type FilterValues<F extends Record<string, FilterSpec>> = { -readonly [K in keyof F]: FilterValueOf<F[K]> };

/** One screen's list schema. */
export interface ListQuerySchema<F extends Record<string, FilterSpec>, S extends string> {
  filters: F;
  sortFields: readonly S[];
  defaultSort: ListSort<S>;
  /** Allowed page sizes; defaults to the common items-per-page sizes 20, 50, 100. */
  pageSizes?: readonly number[];
  /**
   * The page size the spec fixes for this list (it wins over the admin's setting); without it the
   * admin's items-per-page passed to parse/serialize, else 20.
   */
  defaultPageSize?: number;
}

/** A list's whole state as the screen uses it. */
export interface ListState<F extends Record<string, FilterSpec>, S extends string> {
  filters: FilterValues<F>;
  sort: ListSort<S>;
  page: number;
  pageSize: number;
}

/** Options that vary per admin rather than per screen. */
export interface ListQueryOptions {
  /** The admin's items-per-page setting, used as the default page size. */
  defaultPageSize?: number;
}

const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const DIR = 'dir';
const RESERVED = new Set([PAGE, SIZE, SORT, DIR]);
const FROM = 'From';
const TO = 'To';

/** Declares a schema with its types inferred; throws when a filter would shadow a paging key. */
export function defineListQuery<const F extends Record<string, FilterSpec>, const S extends string>(
  schema: ListQuerySchema<F, S>,
): ListQuerySchema<F, S> {
  for (const key of Object.keys(schema.filters)) {
    if (RESERVED.has(key)) throw new Error(`List filter "${key}" clashes with a paging parameter`);
  }
  return schema;
}

function defaultFilterValue(spec: FilterSpec): unknown {
  switch (spec.type) {
    case 'string':
      return spec.default ?? '';
    case 'number':
      return spec.default ?? null;
    case 'strings':
    case 'numbers':
      return [];
    case 'boolean':
      return spec.default ?? false;
    case 'dateRange':
      return [null, null];
  }
}

function pageSizeDefault(schema: ListQuerySchema<Record<string, FilterSpec>, string>, options?: ListQueryOptions): number {
  const sizes = schema.pageSizes ?? PAGE_SIZES;
  const wanted = schema.defaultPageSize ?? options?.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  return sizes.includes(wanted) ? wanted : (sizes[0] ?? DEFAULT_PAGE_SIZE);
}

/** The default filter values of a schema (what Reset returns to). */
export function defaultFilters<F extends Record<string, FilterSpec>, S extends string>(
  schema: ListQuerySchema<F, S>,
): FilterValues<F> {
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema.filters)) values[key] = defaultFilterValue(spec);
  return values as FilterValues<F>;
}

/** The state of a list opened without any URL parameters. */
export function defaultListState<F extends Record<string, FilterSpec>, S extends string>(
  schema: ListQuerySchema<F, S>,
  options?: ListQueryOptions,
): ListState<F, S> {
  return {
    filters: defaultFilters(schema),
    sort: { ...schema.defaultSort },
    page: 1,
    pageSize: pageSizeDefault(schema, options),
  };
}

const isNumberText = (text: string) => /^-?\d+(\.\d+)?$/.test(text);

function readFilter(spec: FilterSpec, key: string, params: URLSearchParams): unknown {
  switch (spec.type) {
    case 'string':
      return params.get(key) ?? defaultFilterValue(spec);
    case 'number': {
      const text = params.get(key);
      return text !== null && isNumberText(text) ? Number(text) : defaultFilterValue(spec);
    }
    case 'strings':
      return params.getAll(key).filter((v) => v !== '');
    case 'numbers':
      return params.getAll(key).filter(isNumberText).map(Number);
    case 'boolean': {
      const text = params.get(key);
      return text === 'true' ? true : text === 'false' ? false : defaultFilterValue(spec);
    }
    case 'dateRange': {
      const end = (name: string) => {
        const text = params.get(name);
        return text !== null && parseStorageDate(text) ? text : null;
      };
      return [end(key + FROM), end(key + TO)];
    }
  }
}

function writeFilter(spec: FilterSpec, key: string, value: unknown, params: URLSearchParams): void {
  switch (spec.type) {
    case 'string': {
      const text = typeof value === 'string' ? value : '';
      if (text !== defaultFilterValue(spec)) params.set(key, text);
      return;
    }
    case 'number':
    case 'boolean':
      if (value !== null && value !== undefined && value !== defaultFilterValue(spec)) params.set(key, String(value));
      return;
    case 'strings':
    case 'numbers':
      for (const item of (value as unknown[] | undefined) ?? []) params.append(key, String(item));
      return;
    case 'dateRange': {
      const [from, to] = (value as DateRangeValue | undefined) ?? [null, null];
      if (from) params.set(key + FROM, from);
      if (to) params.set(key + TO, to);
      return;
    }
  }
}

/** Writes a list's state to URL parameters, leaving out every value equal to its default. */
export function serializeListQuery<F extends Record<string, FilterSpec>, S extends string>(
  schema: ListQuerySchema<F, S>,
  state: ListState<F, S>,
  options?: ListQueryOptions,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, spec] of Object.entries(schema.filters)) {
    writeFilter(spec, key, (state.filters as Record<string, unknown>)[key], params);
  }
  if (state.sort.field !== schema.defaultSort.field) params.set(SORT, state.sort.field);
  if (state.sort.direction !== schema.defaultSort.direction) params.set(DIR, state.sort.direction);
  if (state.page > 1) params.set(PAGE, String(state.page));
  if (state.pageSize !== pageSizeDefault(schema, options)) params.set(SIZE, String(state.pageSize));
  return params;
}

/**
 * Reads a list's state from URL parameters. Anything unknown or malformed (a hand-edited link)
 * falls back to its default instead of failing the screen.
 */
export function parseListQuery<F extends Record<string, FilterSpec>, S extends string>(
  schema: ListQuerySchema<F, S>,
  params: URLSearchParams,
  options?: ListQueryOptions,
): ListState<F, S> {
  const filters: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema.filters)) filters[key] = readFilter(spec, key, params);
  const sortText = params.get(SORT);
  const field = schema.sortFields.find((f) => f === sortText) ?? schema.defaultSort.field;
  const dirText = params.get(DIR);
  const direction: SortDirection = dirText === 'asc' || dirText === 'desc' ? dirText : schema.defaultSort.direction;
  const pageText = params.get(PAGE) ?? '';
  const page = /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const sizes = schema.pageSizes ?? PAGE_SIZES;
  const sizeNumber = Number(params.get(SIZE));
  const pageSize = sizes.includes(sizeNumber) ? sizeNumber : pageSizeDefault(schema, options);
  return { filters: filters as FilterValues<F>, sort: { field, direction }, page, pageSize };
}
