/**
 * A type guard for one of a closed list of values, e.g. a status read from the URL:
 * `const isStatus = oneOf(ORDER_STATUSES)`, then `filters.status.filter(isStatus)`.
 */
export function oneOf<T extends string>(values: readonly T[]): (value: string | null | undefined) => value is T {
  return (value): value is T => (values as readonly (string | null | undefined)[]).includes(value);
}
