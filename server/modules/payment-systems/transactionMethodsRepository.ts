import type { Insertable, Selectable, Updateable } from 'kysely';
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

export function findTransactionMethod(db: Executor, id: number) {
  return db.selectFrom('transaction_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTransactionMethod(db: Executor, values: Insertable<TransactionMethodsTable>) {
  return (await db.insertInto('transaction_methods').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTransactionMethod(db: Executor, id: number, values: Updateable<TransactionMethodsTable>) {
  await db.updateTable('transaction_methods').set(values).where('id', '=', id).execute();
}

export async function deleteTransactionMethod(db: Executor, id: number) {
  await db.deleteFrom('transaction_methods').where('id', '=', id).execute();
}

export function currencyExists(db: Executor, id: number) {
  return db.selectFrom('currencies').select('id').where('id', '=', id).executeTakeFirst();
}
