import { describe, expect, it } from 'vitest';
import {
  ORDER_NOT_FOUND, statusRefusal, TRADER_ACTION_RESULT, TRADER_ACTIONS, TRADER_ACTIONS_BY_STATUS, TRADER_STATUSES,
  TRANSACTION_NOT_FOUND, type TraderAction, type TraderSubject,
} from '../../src/domain/traders.ts';
import { Decimal } from '../../server/money.ts';
import { onPostgres, serverForFile } from './harness.ts';
import { createOrder, createTransaction, currencyId, moneyOf } from './tradersFixtures.ts';

const { server, tokens: token } = serverForFile(['admin', 'support']);

const txUrl = (id: number, action: TraderAction) => `/api/v1/transactions/${id}/${action}`;
const orderUrl = (id: number, action: TraderAction) => `/api/v1/exchange/${id}/${action}`;
type Answer = Awaited<ReturnType<typeof server.call>>;
const put = (url: string, id: number, comment?: string, who = 'admin') =>
  server.call('PUT', url, { token: token[who], body: comment === undefined ? { id } : { id, comment } });

const dbName = onPostgres ? 'PostgreSQL' : 'SQLite';
const cells = TRADER_STATUSES.flatMap((status) => TRADER_ACTIONS.map((action) => ({ status, action, allowed: TRADER_ACTIONS_BY_STATUS[status].includes(action) })));

/** One cell of the status table: done (the row takes the action's result status) or refused in words, the row unchanged. */
function expectCell(res: Answer, stored: string, { status, action, allowed }: (typeof cells)[number], subject: TraderSubject) {
  if (allowed) {
    expect(res.statusCode, res.body).toBe(200);
    expect(stored).toBe(TRADER_ACTION_RESULT[action]);
  } else {
    expect(res.statusCode).toBe(409);
    expect(res.json().result).toEqual({ Success: false, Error: statusRefusal(subject, action, status) });
    expect(stored).toBe(status);
  }
}

describe(`traders' transactions: the status table, cell by cell (${dbName})`, () => {
  it.each(cells)('$action on a $status transaction: allowed $allowed', async ({ status, action, allowed }) => {
    const tx = await createTransaction(server, { status });
    const res = await put(txUrl(tx.id, action), tx.id);
    const row = await server.db.kysely.selectFrom('trader_transactions').select('status').where('id', '=', tx.id).executeTakeFirstOrThrow();
    expectCell(res, row.status, { status, action, allowed }, 'transaction');
    if (allowed) expect(res.json().result).toEqual({ Success: true, Error: null });
  });
});

describe(`exchange orders: the status table, cell by cell (${dbName})`, () => {
  it.each(cells)('$action on a $status order: allowed $allowed', async ({ status, action, allowed }) => {
    const order = await createOrder(server, { status });
    const res = await put(orderUrl(order.id, action), order.id);
    const row = await server.db.kysely.selectFrom('exchange_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expectCell(res, row.status, { status, action, allowed }, 'exchange order');
    // The status found, for the console to word the refusal in the admin's language.
    if (!allowed) expect(res.json().error.params).toEqual({ status });
  });
});

describe(`traders' money on the ledger (${dbName})`, () => {
  it('complete of a held withdrawal settles the hold; cancel gives it back; confirm keeps it held', async () => {
    const usdt = await currencyId(server, 'USDT');
    const userId = 41;
    const before = await moneyOf(server.db.kysely, userId, usdt);
    const a = await createTransaction(server, { status: 'awaiting', userId, amount: '100.25' });
    const b = await createTransaction(server, { status: 'error', userId, amount: '7.5' });
    const c = await createTransaction(server, { status: 'frozen', userId, amount: '3' });
    // Each was deposited and held: available unchanged, 110.75 held.
    expect(await moneyOf(server.db.kysely, userId, usdt)).toEqual({ available: before.available, held: new Decimal(before.held).plus('110.75').toFixed() });
    expect((await put(txUrl(a.id, 'complete'), a.id, 'paid out')).statusCode).toBe(200);
    expect((await put(txUrl(b.id, 'cancel'), b.id)).statusCode).toBe(200);
    expect((await put(txUrl(c.id, 'cancel'), c.id)).statusCode).toBe(200);
    expect(await moneyOf(server.db.kysely, userId, usdt)).toEqual({
      available: new Decimal(before.available).plus('10.5').toFixed(),
      held: before.held,
    });
    const d = await createTransaction(server, { status: 'awaiting', userId, amount: '1' });
    expect((await put(txUrl(d.id, 'confirm'), d.id)).statusCode).toBe(200);
    const row = await server.db.kysely.selectFrom('trader_transactions').select(['status', 'is_held']).where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'processing', is_held: 1 });
    expect((await moneyOf(server.db.kysely, userId, usdt)).held).toBe(new Decimal(before.held).plus('1').toFixed());
  });

  it('complete of an inbound deposit credits the user; cancelling one moves nothing', async () => {
    const usdt = await currencyId(server, 'USDT');
    const userId = 42;
    const before = await moneyOf(server.db.kysely, userId, usdt);
    const a = await createTransaction(server, { status: 'awaiting', type: 'deposit', userId, amount: '55.5' });
    const b = await createTransaction(server, { status: 'error', type: 'deposit', userId, amount: '9' });
    expect((await put(txUrl(a.id, 'complete'), a.id)).statusCode).toBe(200);
    expect((await put(txUrl(b.id, 'cancel'), b.id)).statusCode).toBe(200);
    expect(await moneyOf(server.db.kysely, userId, usdt)).toEqual({ available: new Decimal(before.available).plus('55.5').toFixed(), held: before.held });
    // Double entry: the user's balance grows against the platform's wallets (the assets leg).
    const entries = await server.db.kysely.selectFrom('ledger_entries').select(['entry_type', 'account', 'amount']).where('ref', '=', `tx:${a.id}`).orderBy('id').execute();
    expect(entries.map((e) => [e.entry_type, e.account, new Decimal(e.amount).toFixed()])).toEqual([
      ['traderDeposit', 'available', '55.5'],
      ['traderDeposit', 'assets', '-55.5'],
    ]);
  });

  it('an exchange order completes into the bought currency and cancels back into the sold one', async () => {
    const btc = await currencyId(server, 'BTC');
    const usdt = await currencyId(server, 'USDT');
    const userId = 43;
    const [btc0, usdt0] = [await moneyOf(server.db.kysely, userId, btc), await moneyOf(server.db.kysely, userId, usdt)];
    const done = await createOrder(server, { status: 'awaiting', userId, fromAmount: '0.02', toAmount: '1821' });
    const undone = await createOrder(server, { status: 'frozen', userId, fromAmount: '0.5', toAmount: '45525' });
    expect((await put(orderUrl(done.id, 'complete'), done.id)).statusCode).toBe(200);
    expect((await put(orderUrl(undone.id, 'cancel'), undone.id)).statusCode).toBe(200);
    expect(await moneyOf(server.db.kysely, userId, btc)).toEqual({ available: new Decimal(btc0.available).plus('0.5').toFixed(), held: btc0.held });
    expect(await moneyOf(server.db.kysely, userId, usdt)).toEqual({ available: new Decimal(usdt0.available).plus('1821').toFixed(), held: usdt0.held });
  });

  it('when two actions race on one item exactly one wins and the money moves once', async () => {
    const usdt = await currencyId(server, 'USDT');
    for (let round = 0; round < 10; round++) {
      const userId = 50 + round;
      const before = await moneyOf(server.db.kysely, userId, usdt);
      const tx = await createTransaction(server, { status: 'awaiting', userId, amount: '20' });
      const [x, y] = round % 2
        ? await Promise.all([put(txUrl(tx.id, 'complete'), tx.id), put(txUrl(tx.id, 'cancel'), tx.id)])
        : await Promise.all([put(txUrl(tx.id, 'cancel'), tx.id), put(txUrl(tx.id, 'complete'), tx.id)]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
      const row = await server.db.kysely.selectFrom('trader_transactions').select('status').where('id', '=', tx.id).executeTakeFirstOrThrow();
      const after = await moneyOf(server.db.kysely, userId, usdt);
      expect(after.held).toBe(before.held);
      expect(after.available).toBe(row.status === 'cancelled' ? new Decimal(before.available).plus('20').toFixed() : before.available);
      const loser = x.statusCode === 409 ? x : y;
      expect(loser.json().result.Error).toMatch(/^Status (completed|cancelled) does not allow this transaction to be (completed|cancelled)$/);
    }
  });
});

describe(`traders' actions: input, access and the admin log (${dbName})`, () => {
  it('answers 404 for a missing item, 400 for a body id other than the path id or a long comment, changing nothing', async () => {
    expect((await put(txUrl(999999, 'cancel'), 999999)).json().result).toEqual({ Success: false, Error: TRANSACTION_NOT_FOUND });
    const missing = await server.call('GET', '/api/v1/exchange/orders/999999', { token: token.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().result.Error).toBe(ORDER_NOT_FOUND);
    const tx = await createTransaction(server, { status: 'awaiting' });
    const mismatch = await put(txUrl(tx.id, 'cancel'), tx.id + 1);
    expect(mismatch.statusCode).toBe(400);
    expect((await put(txUrl(tx.id, 'cancel'), tx.id, 'x'.repeat(1025))).statusCode).toBe(400);
    const row = await server.db.kysely.selectFrom('trader_transactions').select('status').where('id', '=', tx.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('awaiting');
  });

  it('refuses support by the access table and logs who changed what, with the comment', async () => {
    const order = await createOrder(server, { status: 'awaiting' });
    expect((await put(orderUrl(order.id, 'confirm'), order.id, undefined, 'support')).statusCode).toBe(403);
    expect((await put(orderUrl(order.id, 'confirm'), order.id, '  checked with the desk  ')).statusCode).toBe(200);
    const log = await server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT v1/exchange/{id}/confirm').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.target_ids)).toEqual([order.id]);
    expect(JSON.parse(log.before_state!)).toMatchObject({ status: 'awaiting', isHeld: true, comment: null });
    expect(JSON.parse(log.after_state!)).toMatchObject({ status: 'processing', isHeld: true, comment: 'checked with the desk' });
    const read = await server.call('GET', `/api/v1/exchange/orders/${order.id}`, { token: token.support });
    expect(read.json().data).toMatchObject({ id: order.id, status: 'processing', fromCurrency: 'BTC', toCurrency: 'USDT', fromAmount: '0.01', comment: 'checked with the desk' });
  });
});

describe(`traders' lists (${dbName})`, () => {
  it('lists transactions newest first with the status, type, user, currency and date filters', async () => {
    const all = await server.call('GET', '/api/v1/transactions?limit=1000', { token: token.support });
    expect(all.statusCode).toBe(200);
    const { items, total } = all.json();
    expect(total).toBeGreaterThanOrEqual(100);
    const dates = items.map((i: { dateCreated: string }) => Date.parse(i.dateCreated));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The seed shows every status.
    expect(new Set(items.map((i: { status: string }) => i.status))).toEqual(new Set(TRADER_STATUSES));
    const filtered = await server.call('GET', '/api/v1/transactions?status=frozen&status=error&type=withdrawal&currency=USDT&limit=1000', { token: token.admin });
    const rows = filtered.json().items as { status: string; type: string; currency: string; amount: string }[];
    expect(rows.every((r) => ['frozen', 'error'].includes(r.status) && r.type === 'withdrawal' && r.currency === 'USDT')).toBe(true);
    expect(rows.every((r) => typeof r.amount === 'string')).toBe(true);
    const mine = await server.call('GET', '/api/v1/transactions?userId=41', { token: token.admin });
    expect(mine.json().items.every((r: { userId: number }) => r.userId === 41)).toBe(true);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const future = await server.call('GET', `/api/v1/transactions?dateFrom=${now + 86400}`, { token: token.admin });
    expect(future.json()).toMatchObject({ items: [], total: 0 });
    const paged = await server.call('GET', '/api/v1/transactions?offset=2&limit=3', { token: token.admin });
    expect(paged.json().items.map((i: { id: number }) => i.id)).toEqual(items.slice(2, 5).map((i: { id: number }) => i.id));
  });

  it('lists the transactions of one address', async () => {
    const address = 'TAddressUnderTest0000000000000001';
    await createTransaction(server, { status: 'completed', type: 'deposit', address });
    await createTransaction(server, { status: 'new', type: 'deposit', address });
    const res = await server.call('GET', `/api/v1/transactions/address?address=${address}`, { token: token.admin });
    expect(res.json().total).toBe(2);
    expect(res.json().items.every((i: { address: string }) => i.address === address)).toBe(true);
  });

  it('lists exchange orders with status and user filters', async () => {
    const res = await server.call('GET', '/api/v1/exchange/orders?status=awaiting&limit=1000', { token: token.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.json().items.every((o: { status: string }) => o.status === 'awaiting')).toBe(true);
    const bad = await server.call('GET', '/api/v1/exchange/orders?status=lost', { token: token.admin });
    expect(bad.statusCode).toBe(400);
  });
});
