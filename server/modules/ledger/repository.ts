import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

// The ledger's SQL; the rules of a money move are in service.ts.

/** The balance rows of some users in one currency (created at 0 when missing), locked on PostgreSQL, in user order. */
export async function lockUserBalances(db: Executor, currencyId: number, userIds: number[], at: string, lock: boolean) {
  await db
    .insertInto('balances')
    .values(userIds.map((userId) => ({ user_id: userId, currency_id: currencyId, available: '0', date_updated: at })))
    .onConflict((oc) => oc.columns(['user_id', 'currency_id']).doNothing())
    .execute();
  return db
    .selectFrom('balances')
    .select(['user_id', 'available', 'locked'])
    .where('currency_id', '=', currencyId)
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .$if(lock, (q) => q.forUpdate())
    .execute();
}

export async function setUserBalance(db: Executor, userId: number, currencyId: number, balance: { available: string; locked: string }, at: string) {
  await db
    .updateTable('balances')
    .set({ available: balance.available, locked: balance.locked, date_updated: at })
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .execute();
}

/** A platform account's amount in one currency (created at 0 when missing), locked on PostgreSQL. */
export async function lockPlatformBalance(db: Executor, account: string, currencyId: number, at: string, lock: boolean): Promise<string> {
  await db
    .insertInto('platform_balances')
    .values({ account, currency_id: currencyId, amount: '0', date_updated: at })
    .onConflict((oc) => oc.columns(['account', 'currency_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('platform_balances')
    .select('amount')
    .where('account', '=', account)
    .where('currency_id', '=', currencyId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return row.amount;
}

export async function setPlatformBalance(db: Executor, account: string, currencyId: number, amount: string, at: string) {
  await db
    .updateTable('platform_balances')
    .set({ amount, date_updated: at })
    .where('account', '=', account)
    .where('currency_id', '=', currencyId)
    .execute();
}

export async function insertEntries(db: Executor, rows: Insertable<Database['ledger_entries']>[]) {
  await db.insertInto('ledger_entries').values(rows).execute();
}

export async function insertEscrow(db: Executor, row: Insertable<Database['p2p_escrow']>) {
  await db.insertInto('p2p_escrow').values(row).execute();
}

/** Closes a trade's held escrow; false when none is held (closed already, or by a racing call). */
export async function closeHeldEscrow(db: Executor, tradeId: number, status: 'released' | 'returned', at: string): Promise<boolean> {
  const result = await db.updateTable('p2p_escrow').set({ status, date_closed: at }).where('trade_id', '=', tradeId).where('status', '=', 'held').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function availableRows(db: Executor, userIds: number[]) {
  return db.selectFrom('balances').select(['user_id', 'currency_id', 'available']).where('user_id', 'in', userIds).execute();
}
