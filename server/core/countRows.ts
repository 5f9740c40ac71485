import type { SelectQueryBuilder } from 'kysely';

/** How many rows a list's filtered query keeps (the `total` beside a page), as a number on both dialects. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // Kysely cannot resolve the selection on a query whose tables are generic; the column is the count above.
  return Number((row as unknown as { n: number | string }).n);
}
