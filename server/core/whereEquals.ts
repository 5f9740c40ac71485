import type { ExtractTypeFromReferenceExpression, ReferenceExpression, SelectQueryBuilder, StringReference } from 'kysely';

/** A list filter's equality conditions: column → the value it must equal, or undefined where the admin gave none. */
export type EqualsFilter<DB, TB extends keyof DB> = {
  [C in StringReference<DB, TB>]?: ExtractTypeFromReferenceExpression<DB, TB, C> | undefined;
};

/**
 * A list query kept to the rows whose columns equal the filter's given values; a value left out
 * (undefined) does not filter. The one shape of a list's "field equals" filters:
 * `whereEquals(q, { 'r.user_id': f.userId, 'r.status': f.status })`.
 */
export function whereEquals<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  equals: EqualsFilter<DB, TB>,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  for (const [column, value] of Object.entries(equals)) {
    // The value's type was checked against its column by EqualsFilter; Object.entries forgets the pairing.
    if (value !== undefined) q = q.where(column as ReferenceExpression<DB, TB>, '=', value as never);
  }
  return q;
}

/** A yes/no filter as the 0/1 its flag column holds; a filter left out (undefined) stays left out. */
export function flagFilter(flag: boolean | undefined): 0 | 1 | undefined {
  return flag === undefined ? undefined : flag ? 1 : 0;
}
