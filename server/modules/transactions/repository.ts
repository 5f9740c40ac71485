import { sql, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { TransactionStatusHistoryTable, TransactionsTable } from '../../db/schema.ts';
import { countRows, pageWithTotal } from '../../core/countRows.ts';
import { whereInRange } from '../../core/dateRange.ts';

/** Filters of the transactions list; each is backed by an index of migration 0030. */
export interface TransactionFilter {
  idList?: number[];
  side?: 'in' | 'out';
  operationTypes?: string[];
  userIds?: number[];
  statuses?: string[];
  currencyIds?: number[];
  kytStatuses?: string[];
  /** ISO bounds, inclusive. */
  from?: string;
  to?: string;
}

export interface TransactionPage {
  sort: { field: 'dateCreated' | 'id' | 'amount'; desc: boolean };
  offset: number;
  limit: number;
}

const nonEmpty = <T>(list: T[] | undefined): list is T[] => !!list && list.length > 0;

function filtered(db: Executor, f: TransactionFilter) {
  return db
    .selectFrom('transactions as t')
    .$if(nonEmpty(f.idList), (q) => q.where('t.id', 'in', f.idList!))
    .$if(f.side !== undefined, (q) => q.where('t.side', '=', f.side!))
    .$if(nonEmpty(f.operationTypes), (q) => q.where('t.operation_type', 'in', f.operationTypes!))
    .$if(nonEmpty(f.userIds), (q) => q.where('t.user_id', 'in', f.userIds!))
    .$if(nonEmpty(f.statuses), (q) => q.where('t.status', 'in', f.statuses!))
    .$if(nonEmpty(f.currencyIds), (q) => q.where('t.currency_id', 'in', f.currencyIds!))
    .$if(nonEmpty(f.kytStatuses), (q) => q.where('t.kyt_status', 'in', f.kytStatuses!))
    .$call((query) => whereInRange(query, 't.date_created', f.from, f.to));
}

const LIST_COLUMNS = [
  't.id', 't.user_id', 't.side', 't.operation_type', 't.amount', 't.currency_id', 't.transaction_method_type', 't.status', 't.kyt_status',
  't.requisites_status', 't.anti_fraud', 't.status_changed_at', 't.date_created',
] as const;

/** One page of the list, newest first by default; user names and currency titles joined for the page only. */
export async function listTransactions(db: Executor, f: TransactionFilter, page: TransactionPage) {
  const dir = page.sort.desc ? 'desc' : 'asc';
  const ids = filtered(db, f)
    .select(LIST_COLUMNS)
    .$if(page.sort.field === 'dateCreated', (q) => q.orderBy('t.date_created', dir).orderBy('t.id', dir))
    .$if(page.sort.field === 'id', (q) => q.orderBy('t.id', dir))
    // Amounts are exact decimal text on SQLite; ordering only needs their magnitude.
    .$if(page.sort.field === 'amount', (q) => q.orderBy(sql`cast(t.amount as double precision)`, dir).orderBy('t.id', dir))
    .offset(page.offset)
    .limit(page.limit);
  const rows = await ids.execute();
  if (!rows.length) return [];
  const [users, currencies] = await Promise.all([
    db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', [...new Set(rows.map((r) => r.user_id))]).execute(),
    db.selectFrom('currencies').select(['id', 'title']).where('id', 'in', [...new Set(rows.map((r) => r.currency_id))]).execute(),
  ]);
  const userName = new Map(users.map((u) => [u.id, u.user_name]));
  const title = new Map(currencies.map((c) => [c.id, c.title]));
  return rows.map((r) => ({ ...r, user_name: userName.get(r.user_id) ?? null, currency_title: title.get(r.currency_id) ?? '' }));
}
export type TransactionListRow = Awaited<ReturnType<typeof listTransactions>>[number];

/** Count of matching rows, stopping at `cap` (+1 tells the caller it was capped). */
export async function countTransactions(db: Executor, f: TransactionFilter, cap: number): Promise<number> {
  const inner = filtered(db, f).select(sql<number>`1`.as('one')).limit(cap + 1);
  return countRows(db.selectFrom(inner.as('x')));
}

export async function findTransaction(db: Executor, id: number) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('currencies as c', 'c.id', 't.currency_id')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .selectAll('t')
    .select(['c.title as currency_title', 'c.decimals as currency_decimals', 'c.is_in_use as currency_in_use', 'u.user_name'])
    .where('t.id', '=', id)
    .executeTakeFirst();
}
export type TransactionRow = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;

/** Applies a change only to the version read: a concurrent change makes it miss (false). */
export async function updateTransactionIf(db: Executor, id: number, version: number, change: Updateable<TransactionsTable>): Promise<boolean> {
  const result = await db
    .updateTable('transactions')
    .set({ ...change, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new transaction: the columns every creator states (the nullable ones too, so none is left out by mistake), then the optional ones. */
export type NewTransaction = Pick<
  TransactionsTable,
  | 'user_id'
  | 'side'
  | 'operation_type'
  | 'transaction_method_type'
  | 'currency_id'
  | 'amount'
  | 'fee'
  | 'status'
  | 'kyt_status'
  | 'requisites_status'
  | 'anti_fraud'
  | 'date_created'
  | 'status_changed_at'
> &
  Partial<Pick<TransactionsTable, 'requisites' | 'receiver' | 'admin_comment' | 'user_comment' | 'balance_before' | 'balance_after' | 'confirmation_date'>>;

export async function insertTransaction(db: Executor, row: NewTransaction): Promise<number> {
  const inserted = await db.insertInto('transactions').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setBalancesAround(db: Executor, id: number, before: string, after: string) {
  await db.updateTable('transactions').set({ balance_before: before, balance_after: after }).where('id', '=', id).execute();
}

/** A status-history entry as written (its id comes from the database). */
export type HistoryRow = Omit<Selectable<TransactionStatusHistoryTable>, 'id'>;

export async function addHistory(db: Executor, row: HistoryRow) {
  await db.insertInto('transaction_status_history').values(row).execute();
}

export async function history(db: Executor, transactionId: number) {
  return db
    .selectFrom('transaction_status_history as h')
    .leftJoin('admins as a', 'a.id', 'h.admin_id')
    .select(['h.action', 'h.status', 'h.kyt_status', 'h.requisites_status', 'h.admin_id', 'a.email as admin_email', 'h.comment', 'h.date_created'])
    .where('h.transaction_id', '=', transactionId)
    .orderBy('h.id')
    .execute();
}

/** Count and sum per currency and side of finished deposits and withdrawals (Decimal sums are the caller's). */
export async function statsRows(db: Executor, f: { userId?: number; currencyIds?: number[]; from?: string; to?: string }) {
  return db
    .selectFrom('transactions as t')
    .select(['t.currency_id', 't.side', 't.amount'])
    .where('t.status', 'in', ['depositCompleted', 'withdrawalCompleted'])
    .$if(f.userId !== undefined, (q) => q.where('t.user_id', '=', f.userId!))
    .$if(nonEmpty(f.currencyIds), (q) => q.where('t.currency_id', 'in', f.currencyIds!))
    .$call((query) => whereInRange(query, 't.date_created', f.from, f.to))
    .execute();
}

export async function userAddresses(db: Executor, q: { userId: number; currencyId?: number; offset: number; limit: number }) {
  const base = db
    .selectFrom('user_addresses')
    .where('user_id', '=', q.userId)
    .$if(q.currencyId !== undefined, (x) => x.where('currency_id', '=', q.currencyId!));
  return pageWithTotal(base, (page) => page.selectAll().orderBy('id').offset(q.offset).limit(q.limit).execute());
}

export async function currencyById(db: Executor, id: number) {
  return db.selectFrom('currencies').select(['id', 'title', 'decimals', 'is_in_use']).where('id', '=', id).executeTakeFirst();
}

export async function currencyByTitle(db: Executor, title: string) {
  return db.selectFrom('currencies').select(['id', 'title', 'decimals', 'is_in_use']).where('title', '=', title).executeTakeFirst();
}

export async function userExists(db: Executor, id: number) {
  return !!(await db.selectFrom('users').select('id').where('id', '=', id).where('is_deleted', '=', 0).executeTakeFirst());
}

export async function balanceOf(db: Executor, userId: number, currencyId: number) {
  return db.selectFrom('balances').select(['available', 'locked']).where('user_id', '=', userId).where('currency_id', '=', currencyId).executeTakeFirst();
}

/** A user's balance row in one currency, locked on PostgreSQL so a check on it still holds when the money moves. */
export async function lockBalance(db: Executor, userId: number, currencyId: number, postgres: boolean) {
  return db
    .selectFrom('balances')
    .select(['available', 'locked'])
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .$if(postgres, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function currencyTitles(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('currencies').select(['id', 'title']).where('id', 'in', ids).execute();
}

export async function usdCurrency(db: Executor) {
  return db.selectFrom('currencies').select('id').where('title', '=', 'USD').executeTakeFirst();
}

