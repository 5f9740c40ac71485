import { INPUT_RULE_MESSAGES } from '../../src/domain/inputRules.ts';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import { impossible } from '../http/apiError.ts';

/** The contracts' range of every `sortId` (int32, the column's type on PostgreSQL). */
export const SORT_ID_MAX = 2_147_483_647;

/**
 * The sort order of a new item created without one: after the highest in use. When that is the
 * contract's maximum there is no order after it, and the create is refused with 409 and
 * `sortOrderExhausted` instead of storing a value the column (PostgreSQL) or the lists' answers
 * (SQLite) cannot hold.
 */
export function sortIdAfter(max: number | string | bigint | null | undefined): number {
  const highest = Number(max ?? 0);
  if (highest >= SORT_ID_MAX) throw impossible(INPUT_RULE_MESSAGES.sortOrderExhausted, 'sortOrderExhausted');
  return highest + 1;
}

/** The catalogues whose items carry an admin-given `sort_id`. */
export type SortedTable = 'currencies' | 'payment_methods' | 'transaction_methods';

/** A new item's sort order in `table` when the admin gives none: after the highest in use (`sortIdAfter`). */
export async function nextSortId(db: Executor, table: SortedTable): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number | string | null>`max(sort_id)`.as('m')).executeTakeFirst();
  return sortIdAfter(row?.m);
}
