import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { pageWithTotal } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';
import type { TransactionMethodsTable } from '../../db/schema.ts';

export type TransactionMethodRow = Selectable<TransactionMethodsTable>;

export interface TransactionMethodFilter {
  type?: string;
  currencyId?: number;
  method?: string;
}

function filtered(db: Executor, f: TransactionMethodFilter) {
  return whereEquals(db.selectFrom('transaction_methods'), { type: f.type, currency_id: f.currencyId, method: f.method });
}

export function listTransactionMethods(
  db: Executor,
  f: TransactionMethodFilter,
  sort: { field: 'sortId' | 'id'; desc: boolean },
  offset: number,
  limit: number,
) {
  const direction = sort.desc ? 'desc' : 'asc';
  return pageWithTotal(filtered(db, f), (q) => {
    const rows = q.selectAll();
    const sorted = sort.field === 'sortId' ? rows.orderBy('sort_id', direction).orderBy('id', direction) : rows.orderBy('id', direction);
    return sorted.limit(limit).offset(offset).execute();
  });
}

export function currencyExists(db: Executor, id: number) {
  return db.selectFrom('currencies').select('id').where('id', '=', id).executeTakeFirst();
}
