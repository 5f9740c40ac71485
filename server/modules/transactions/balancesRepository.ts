import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { newestFirst, pageWithTotal } from '../../core/countRows.ts';
import { whereInRange } from '../../core/dateRange.ts';
import { whereEquals, whereIn } from '../../core/whereEquals.ts';

export async function currencies(db: Executor) {
  return db.selectFrom('currencies').select(['id', 'title', 'decimals', 'currency_type', 'is_in_use', 'service_fee']).orderBy('sort_id').orderBy('id').execute();
}

export interface CumulativeQuery {
  /** USD price per currency id divided by the cumulative currency's USD price. */
  factors: Map<number, string>;
  currencyIds?: number[];
  sortField: 'cumulativeBalance' | 'availableFunds' | 'userId';
  desc: boolean;
  offset: number;
  limit: number;
}

/**
 * One page of users ordered by their balances' worth in the cumulative currency; the amounts shown are
 * exact (recomputed from the decimal strings by the service). Over all currencies the order comes from
 * the ledger-kept `user_worth` keys (an index walk: worth in any cumulative currency orders users as
 * their USD worth does, prices being positive); filtered to some currencies, from one grouped scan of
 * those currencies' balances.
 */
export async function cumulativePage(db: Executor, q: CumulativeQuery) {
  if (!q.currencyIds?.length && q.sortField !== 'userId') {
    const { order, total } = await worthPage(db, { by: q.sortField === 'cumulativeBalance' ? 'worth' : 'available', desc: q.desc, offset: q.offset, limit: q.limit });
    return { order, total, ...(await pageDetails(db, order, q.currencyIds)) };
  }
  const cases = [...q.factors].map(([id, f]) => sql`when ${sql.lit(id)} then ${sql.lit(Number(f))}`);
  const factor = cases.length ? sql`(case b.currency_id ${sql.join(cases, sql` `)} else 0 end)` : sql`0`;
  const worth = sql<number>`sum((cast(b.available as double precision) + cast(b.locked as double precision)) * ${factor})`;
  const availableWorth = sql<number>`sum(cast(b.available as double precision) * ${factor})`;
  const base = db
    .selectFrom('balances as b')
    .$if(!!q.currencyIds?.length, (x) => x.where('b.currency_id', 'in', q.currencyIds!))
    .where((eb) => eb.or([eb('b.available', '!=', '0'), eb('b.locked', '!=', '0')]));
  const dir = q.desc ? 'desc' : 'asc';
  const page = await base
    .select(['b.user_id', worth.as('worth'), availableWorth.as('available_worth')])
    .groupBy('b.user_id')
    .$if(q.sortField === 'cumulativeBalance', (x) => x.orderBy(worth, dir))
    .$if(q.sortField === 'availableFunds', (x) => x.orderBy(availableWorth, dir))
    .orderBy('b.user_id', dir)
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  const total = await db
    .selectFrom(base.select('b.user_id').distinct().as('x'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ids = page.map((p) => p.user_id);
  return { order: ids, total: Number(total.n), ...(await pageDetails(db, ids, q.currencyIds)) };
}

/** The balances and names of one page's users. */
async function pageDetails(db: Executor, ids: number[], currencyIds?: number[]) {
  const [rows, users] = ids.length
    ? await Promise.all([
        db.selectFrom('balances').select(['user_id', 'currency_id', 'available', 'locked']).where('user_id', 'in', ids)
          .$if(!!currencyIds?.length, (x) => x.where('currency_id', 'in', currencyIds!)).execute(),
        db.selectFrom('users').select(['id', 'user_name', 'email']).where('id', 'in', ids).execute(),
      ])
    : [[], []];
  return { rows, users };
}

export async function userBalances(db: Executor, userId: number) {
  return db.selectFrom('balances').select(['currency_id', 'available', 'locked']).where('user_id', '=', userId).execute();
}

export async function heldEscrow(db: Executor, userId: number) {
  return db.selectFrom('p2p_escrow').select(['currency_id', 'amount']).where('seller_id', '=', userId).where('status', '=', 'held').execute();
}

/** (user, currency) pairs that have wallets, one page, by user id. */
export async function walletPairs(db: Executor, q: { currencyIds?: number[]; desc: boolean; offset: number; limit: number }) {
  const base = db.selectFrom('wallets').$if(!!q.currencyIds?.length, (x) => x.where('currency_id', 'in', q.currencyIds!));
  const dir = q.desc ? 'desc' : 'asc';
  const [pairs, total] = await Promise.all([
    base.select(['user_id', 'currency_id']).distinct().orderBy('user_id', dir).orderBy('currency_id').offset(q.offset).limit(q.limit).execute(),
    db.selectFrom(base.select(['user_id', 'currency_id']).distinct().as('x')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { pairs, total: Number(total.n) };
}

export async function walletsOfUsers(db: Executor, userIds: number[]) {
  if (!userIds.length) return [];
  return db.selectFrom('wallets').selectAll().where('user_id', 'in', userIds).orderBy('id').execute();
}

export async function balancesOfUsers(db: Executor, userIds: number[]) {
  if (!userIds.length) return [];
  return db.selectFrom('balances').select(['user_id', 'currency_id', 'available', 'locked']).where('user_id', 'in', userIds).execute();
}

export async function userNames(db: Executor, userIds: number[]) {
  if (!userIds.length) return [];
  return db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', userIds).execute();
}

export async function allWallets(db: Executor, currencyIds?: number[]) {
  return db.selectFrom('wallets').select(['currency_id', 'balance', 'is_main']).$if(!!currencyIds?.length, (x) => x.where('currency_id', 'in', currencyIds!)).execute();
}

export async function allBalances(db: Executor, currencyIds?: number[]) {
  return db.selectFrom('balances').select(['currency_id', 'available', 'locked']).$if(!!currencyIds?.length, (x) => x.where('currency_id', 'in', currencyIds!)).execute();
}

export async function findWallet(db: Executor, id: number) {
  return db.selectFrom('wallets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateWallet(db: Executor, id: number, change: { address?: string; is_main?: number }) {
  await db.updateTable('wallets').set(change).where('id', '=', id).execute();
}

export async function clearMain(db: Executor, userId: number, currencyId: number) {
  await db.updateTable('wallets').set({ is_main: 0 }).where('user_id', '=', userId).where('currency_id', '=', currencyId).execute();
}

export async function deleteWallet(db: Executor, id: number) {
  await db.deleteFrom('wallets').where('id', '=', id).execute();
}

export async function codesPage(db: Executor, q: { statuses?: string[]; userId?: number; currencyId?: number; from?: string; to?: string; offset: number; limit: number }) {
  const base = db
    .selectFrom('codes as k')
    .$call((query) => whereIn(query, { 'k.status': q.statuses }))
    .$if(q.userId !== undefined, (x) => x.where((eb) => eb.or([eb('k.creator_id', '=', q.userId!), eb('k.redeemer_id', '=', q.userId!)])))
    .$call((query) => whereEquals(query, { 'k.currency_id': q.currencyId }))
    .$call((query) => whereInRange(query, 'k.date_created', q.from, q.to));
  return pageWithTotal(base, (page) =>
    newestFirst(page.innerJoin('currencies as c', 'c.id', 'k.currency_id').selectAll('k').select('c.title as currency_title'), 'k.date_created', 'k.id', q),
  );
}

export async function v1Balances(db: Executor, q: { userId?: number; currencyId?: number; offset: number; limit: number }) {
  const base = db
    .selectFrom('balances as b')
    .$if(q.userId !== undefined, (x) => x.where('b.user_id', '=', q.userId!))
    .$if(q.currencyId !== undefined, (x) => x.where('b.currency_id', '=', q.currencyId!));
  return pageWithTotal(base, (page) =>
    page.innerJoin('currencies as c', 'c.id', 'b.currency_id').select(['b.user_id', 'c.title', 'b.available', 'b.locked'])
      .orderBy('b.user_id').orderBy('b.currency_id').offset(q.offset).limit(q.limit).execute(),
  );
}

/** One page of users by the ledger's `user_worth` sort keys (what they own, or have available), with the count of users holding anything. */
export async function worthPage(db: Executor, q: { by: 'worth' | 'available'; desc: boolean; offset: number; limit: number }) {
  const column = q.by === 'worth' ? 'worth_usd' : 'available_usd';
  const dir = q.desc ? 'desc' : 'asc';
  const { rows, total } = await pageWithTotal(db.selectFrom('user_worth'), (page) =>
    page.select('user_id').orderBy(column, dir).orderBy('user_id', dir).offset(q.offset).limit(q.limit).execute(),
  );
  return { order: rows.map((r) => r.user_id), total };
}
