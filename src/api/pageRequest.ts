/** A list request's page as the screens hold it: 1-based, and its size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The page as the server takes it: the offset of its first row and how many rows. */
export function pageWindow({ page, pageSize }: PageRequest): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** The filters that are set, without their "not set" values ('' or null). */
export type PresentFilters<T> = { [K in keyof T]?: Exclude<T[K], '' | null | undefined> };

/**
 * The filters of a list request that are set: an empty text, a null, or an empty list is left out,
 * so the request carries only what narrows the list (spec 2 §5: empty filters are not sent).
 */
export function presentFilters<T extends Record<string, unknown>>(filters: T): PresentFilters<T> {
  const set = Object.entries(filters).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0));
  return Object.fromEntries(set) as PresentFilters<T>;
}
