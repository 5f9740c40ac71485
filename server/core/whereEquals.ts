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
  return whereGiven(query, equals, '=', (value) => value);
}

/** A list filter's "one of" conditions: column → the values it may hold, or undefined where the admin gave none. */
export type InFilter<DB, TB extends keyof DB> = {
  [C in StringReference<DB, TB>]?: readonly ExtractTypeFromReferenceExpression<DB, TB, C>[] | undefined;
};

/**
 * A list query kept to the rows whose columns hold one of the filter's given values; a list left out
 * or empty does not filter (an empty multi-select means "any"). The one shape of a list's "field is one of"
 * filters: `whereIn(q, { 'o.status': f.statuses, 'o.user_id': f.userIds })`.
 */
export function whereIn<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  oneOf: InFilter<DB, TB>,
): SelectQueryBuilder<DB, TB, O> {
  return whereGiven(query, oneOf, 'in', (values) => {
    const list = values as readonly unknown[] | undefined;
    return list?.length ? [...list] : undefined;
  });
}

/** The query with `column <operator> operand` for each condition whose operand the filter gives (not undefined). */
function whereGiven<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  conditions: object,
  operator: '=' | 'in',
  operandOf: (value: unknown) => unknown,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  for (const [column, value] of Object.entries(conditions)) {
    const operand = operandOf(value);
    // The value's type was checked against its column by EqualsFilter or InFilter; Object.entries forgets the pairing.
    if (operand !== undefined) q = q.where(column as ReferenceExpression<DB, TB>, operator, operand as never);
  }
  return q;
}

/** A yes/no filter as the 0/1 its flag column holds; a filter left out (undefined) stays left out. */
export function flagFilter(flag: boolean | undefined): 0 | 1 | undefined {
  return flag === undefined ? undefined : flag ? 1 : 0;
}
