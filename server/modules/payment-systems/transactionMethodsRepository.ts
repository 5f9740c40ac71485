import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { TransactionMethodsTable } from '../../db/schema.ts';

export type TransactionMethodRow = Selectable<TransactionMethodsTable>;

export interface TransactionMethodFilter {
  type?: string;
  currencyId?: number;
  method?: string;
}

function filtered(db: Executor, f: TransactionMethodFilter) {
  let q = db.selectFrom('transaction_methods');
  if (f.type !== undefined) q = q.where('type', '=', f.type);
  if (f.currencyId !== undefined) q = q.where('currency_id', '=', f.currencyId);
  if (f.method !== undefined) q = q.where('method', '=', f.method);
  return q;
}

export async function listTransactionMethods(
  db: Executor,
  f: TransactionMethodFilter,
  sort: { field: 'sortId' | 'id'; desc: boolean },
  offset: number,
  limit: number,
) {
  const direction = sort.desc ? 'desc' : 'asc';
  let rows = filtered(db, f).selectAll();
  rows = sort.field === 'sortId' ? rows.orderBy('sort_id', direction).orderBy('id', direction) : rows.orderBy('id', direction);
  const [items, count] = await Promise.all([
    rows.limit(limit).offset(offset).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(count.n) };
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
