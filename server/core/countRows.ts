import type { OrderByExpression, SelectQueryBuilder } from 'kysely';

/** How many rows a list's filtered query keeps (the `total` beside a page), as a number on both dialects. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // Kysely cannot resolve the selection on a query whose tables are generic; the column is the count above.
  return Number((row as unknown as { n: number | string }).n);
}

/** One page of a list's filtered query beside how many rows the query keeps in all, read side by side. */
export async function pageWithTotal<DB, TB extends keyof DB, O, R>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: (query: SelectQueryBuilder<DB, TB, O>) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, total] = await Promise.all([page(query), countRows(query)]);
  return { rows, total };
}

/**
 * One page of a list's filtered query beside its total, counted only when the request asks for it
 * (`getTotal`, the referral and staking lists of spec 5); otherwise no count runs and the total is
 * the page's own length, which is what the console shows beside it.
 */
export async function pageWithTotalIfAsked<DB, TB extends keyof DB, O, R>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: { getTotal?: boolean },
  page: (query: SelectQueryBuilder<DB, TB, O>) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, total] = await Promise.all([page(query), request.getTotal ? countRows(query) : undefined]);
  return { rows, total: total ?? rows.length };
}

/**
 * One page of a list newest first: by its date column, then by id so rows of one instant keep one order
 * from page to page (both descending).
 */
export function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dateColumn: OrderByExpression<DB, TB, O>,
  idColumn: OrderByExpression<DB, TB, O>,
  page: { offset: number; limit: number },
): Promise<O[]> {
  return query.orderBy(dateColumn, 'desc').orderBy(idColumn, 'desc').offset(page.offset).limit(page.limit).execute();
}
