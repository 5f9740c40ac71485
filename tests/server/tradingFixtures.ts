import { Decimal } from '../../server/money.ts';
import type { TestServer } from './harness.ts';

/** A user's balance of one currency, as decimals (zero when the user holds none). */
export async function orderBalance(server: TestServer, userId: number, currency: number) {
  const row = await server.db.kysely
    .selectFrom('balances')
    .select(['available', 'locked'])
    .where('user_id', '=', userId)
    .where('currency_id', '=', currency)
    .executeTakeFirst();
  return { available: new Decimal(row?.available ?? 0), locked: new Decimal(row?.locked ?? 0) };
}

/**
 * A fresh open buy order on the first market, with its hold on the ledger and its level in the
 * book, as the matching engine would leave it (the back-office API lists and cancels orders but
 * never places one). The user is `userId`, else the live user at `userOffset` by id.
 */
export async function placeOpenOrder(
  server: TestServer,
  o: { status?: string; amount?: string; price?: string; userOffset?: number; userId?: number } = {},
) {
  const { status = 'new', amount = '2', price = '50000', userOffset = 0 } = o;
  const k = server.db.kysely;
  const market = await k.selectFrom('markets').select(['id', 'base_currency_id', 'derived_currency_id']).orderBy('sort_id').executeTakeFirstOrThrow();
  const user =
    o.userId !== undefined
      ? { id: o.userId }
      : await k.selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id').offset(userOffset).limit(1).executeTakeFirstOrThrow();
  const hold = new Decimal(amount).times(price).toFixed();
  const at = new Date().toISOString();
  const { id } = await k
    .insertInto('orders')
    .values({
      user_id: user.id, market_id: market.id, side: 'buy', type: 'limit', status, price, stop_price: null, amount, filled_amount: '0',
      hold_currency_id: market.derived_currency_id, hold_amount: hold, date_created: at, date_updated: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const b = await orderBalance(server, user.id, market.derived_currency_id);
  await k
    .insertInto('balances')
    .values({ user_id: user.id, currency_id: market.derived_currency_id, available: b.available.toFixed(), locked: b.locked.plus(hold).toFixed(), date_updated: at })
    .onConflict((oc) => oc.columns(['user_id', 'currency_id']).doUpdateSet({ locked: b.locked.plus(hold).toFixed() }))
    .execute();
  const level = await k.selectFrom('order_book_levels').selectAll().where('market_id', '=', market.id).where('side', '=', 'buy').where('price', '=', price).executeTakeFirst();
  if (level) {
    await k
      .updateTable('order_book_levels')
      .set({ amount: new Decimal(level.amount).plus(amount).toFixed(), orders_count: level.orders_count + 1 })
      .where('market_id', '=', market.id)
      .where('side', '=', 'buy')
      .where('price', '=', price)
      .execute();
  } else {
    await k.insertInto('order_book_levels').values({ market_id: market.id, side: 'buy', price, price_sort: Number(price), amount, orders_count: 1 }).execute();
  }
  return { id, userId: user.id, marketId: market.id, currency: market.derived_currency_id, hold };
}
