import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_ORDER_STATUSES, ORDER_STATUSES, TRADING_MESSAGES } from '../../src/domain/trading.ts';
import { Decimal } from '../../server/money.ts';
import { onPostgres, startTestServer, type TestServer } from './harness.ts';
import { orderBalance, placeOpenOrder } from './tradingFixtures.ts';

let server: TestServer;
let token = '';
let support = '';
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('admin@demo.local');
  support = await server.signIn('support@demo.local');
});
afterAll(() => server.close());

const dbName = onPostgres ? 'PostgreSQL' : 'SQLite';
const k = () => server.db.kysely;
const call = (method: string, path: string, body?: unknown, who = token) => server.call(method, `/api/${path}`, { token: who, body });
const currencyId = async (title: string) => (await k().selectFrom('currencies').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

const balance = (userId: number, currency: number) => orderBalance(server, userId, currency);
const openOrder = (status = 'new', amount = '2', price = '50000', userOffset = 0) => placeOpenOrder(server, { status, amount, price, userOffset });

describe(`markets: create and edit with the spec's rules (${dbName})`, () => {
  it('creates a market and lists it, with its limits and individual limits type', async () => {
    const [sol, btc] = await Promise.all([currencyId('SOL'), currencyId('BTC')]);
    const res = await call('POST', 'v2/Market/CreateMarket', {
      baseCurrencyId: sol, derivedCurrencyId: btc, orderAmountLimit: { min: '0.1', max: '5000' }, minOrderPrice: '0.00001', sortId: 99, individualLimitsType: 'userTag',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ baseCurrencyTitle: 'SOL', derivedCurrencyTitle: 'BTC', orderAmountLimit: { min: '0.1', max: '5000' }, individualLimitsType: 'userTag', isEnabled: true });
    const list = await call('POST', 'v2/Market/GetMarkets', { offset: 0, limit: 100 });
    expect(list.json().items.some((m: { id: number }) => m.id === res.json().id)).toBe(true);
    const log = await k().selectFrom('admin_logs').select(['target_ids']).where('operation_id', '=', 'POST v2/Market/CreateMarket').executeTakeFirstOrThrow();
    expect(String(log.target_ids)).toContain(String(res.json().id));
  });

  it.each([
    [{ min: '0', max: '10' }, '0.01', TRADING_MESSAGES.limitsZero],
    [{ min: '1', max: '0.000' }, '0.01', TRADING_MESSAGES.limitsZero],
    [{ min: '10', max: '9.99' }, '0.01', TRADING_MESSAGES.limitsInverted],
    [{ min: '1', max: '10' }, '0.0000001', TRADING_MESSAGES.minOrderPriceDecimals],
    [{ min: '1', max: '10' }, '0', TRADING_MESSAGES.minOrderPriceDecimals],
  ])('refuses limits %j with min price %s: %s', async (limits, minOrderPrice, message) => {
    const [ton, usdt] = await Promise.all([currencyId('TON'), currencyId('BTC')]);
    // BTC has 8 decimals, so 0.0000001 (7 places) passes there; USDT's 6 do not allow it.
    const derived = minOrderPrice === '0.0000001' ? await currencyId('USDT') : usdt;
    const res = await call('POST', 'v2/Market/CreateMarket', { baseCurrencyId: ton, derivedCurrencyId: derived, orderAmountLimit: limits, minOrderPrice });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses the same currency on both sides and a pair that exists', async () => {
    const [btc, usdt] = await Promise.all([currencyId('BTC'), currencyId('USDT')]);
    const same = await call('POST', 'v2/Market/CreateMarket', { baseCurrencyId: btc, derivedCurrencyId: btc, orderAmountLimit: { min: '1', max: '2' }, minOrderPrice: '0.01' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(TRADING_MESSAGES.sameCurrency);
    const dup = await call('POST', 'v2/Market/CreateMarket', { baseCurrencyId: btc, derivedCurrencyId: usdt, orderAmountLimit: { min: '1', max: '2' }, minOrderPrice: '0.01' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(TRADING_MESSAGES.marketExists);
  });

  it('edits limits and sort, checks the merged market, and logs before and after', async () => {
    const market = await k().selectFrom('markets').selectAll().orderBy('sort_id').executeTakeFirstOrThrow();
    const bad = await call('PUT', 'v2/Market/EditMarket', { id: market.id, orderAmountLimit: { min: '5', max: '1' } });
    expect(bad.json().error.message).toBe(TRADING_MESSAGES.limitsInverted);
    const res = await call('PUT', 'v2/Market/EditMarket', { id: market.id, orderAmountLimit: { min: '0.0002', max: '200' }, sortId: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: market.id, orderAmountLimit: { min: '0.0002', max: '200' }, sortId: 0 });
    const log = await k().selectFrom('admin_logs').select(['before_state', 'after_state']).where('operation_id', '=', 'PUT v2/Market/EditMarket').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(log.before_state)).toContain(new Decimal(market.max_amount).toFixed());
    expect(JSON.stringify(log.after_state)).toContain('200');
    const missing = await call('PUT', 'v2/Market/EditMarket', { id: 999999, sortId: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('support may read markets and rates but not create', async () => {
    const rates = await call('POST', 'v2/Market/GetRates', {}, support);
    expect(rates.statusCode).toBe(200);
    expect(rates.json().items.length).toBeGreaterThan(5);
    for (const item of rates.json().items) expect(new Decimal(item.rate).greaterThan(0)).toBe(true);
    const create = await call('POST', 'v2/Market/CreateMarket', { baseCurrencyId: 1, derivedCurrencyId: 2, orderAmountLimit: { min: '1', max: '2' }, minOrderPrice: '0.01' }, support);
    expect(create.statusCode).toBe(403);
  });
});

describe(`trading and exchange options (${dbName})`, () => {
  it('reads defaults, saves and reads back trading options', async () => {
    const before = await call('GET', 'Options/GetTradingOptions');
    expect(before.statusCode).toBe(200);
    expect(before.json().limits).toHaveLength(4);
    const body = { baseCurrencyId: await currencyId('BTC'), limits: [{ period: 'day', buyLimit: '10', sellLimit: '5.50', operationsCount: 20 }] };
    const saved = await call('POST', 'Options/UpdateTradingOptions', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', 'Options/GetTradingOptions')).json()).toEqual({ ...body, limits: [{ ...body.limits[0], sellLimit: '5.5' }] });
    const twice = await call('POST', 'Options/UpdateTradingOptions', { ...body, limits: [body.limits[0], body.limits[0]] });
    expect(twice.statusCode).toBe(400);
  });

  it('saves exchange options with the limits rules', async () => {
    expect((await call('GET', 'v2/Options/GetExchangeOptions')).json()).toMatchObject({ isEnabled: true });
    const zero = await call('POST', 'v2/Options/UpdateExchangeOptions', { isEnabled: true, feePercent: '0.5', minAmount: '0', maxAmount: '10' });
    expect(zero.json().error.message).toBe(TRADING_MESSAGES.limitsZero);
    const inverted = await call('POST', 'v2/Options/UpdateExchangeOptions', { isEnabled: true, feePercent: '0.5', minAmount: '20', maxAmount: '10' });
    expect(inverted.json().error.message).toBe(TRADING_MESSAGES.limitsInverted);
    const fee = await call('POST', 'v2/Options/UpdateExchangeOptions', { isEnabled: true, feePercent: '101', minAmount: '1', maxAmount: '10' });
    expect(fee.statusCode).toBe(400);
    const ok = await call('POST', 'v2/Options/UpdateExchangeOptions', { isEnabled: false, feePercent: '0.25', minAmount: '5', maxAmount: '5000' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', 'v2/Options/GetExchangeOptions')).json()).toEqual({ isEnabled: false, feePercent: '0.25', minAmount: '5', maxAmount: '5000' });
  });
});

describe(`orders, trades and the order book (${dbName})`, () => {
  it('the seed has orders in every status, and trades of filled orders', async () => {
    for (const status of ORDER_STATUSES) {
      const res = await call('POST', 'v2/Trading/GetOrders', { statusList: [status], limit: 5, getTotal: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().total, status).toBeGreaterThan(0);
      for (const o of res.json().items) expect(o.status).toBe(status);
    }
    const filled = (await call('POST', 'v2/Trading/GetOrders', { statusList: ['filled'], limit: 1 })).json().items[0];
    const trades = await call('POST', 'v2/Trading/GetTrades', { orderIdList: [filled.id], limit: 1000, getTotal: true });
    expect(trades.json().total).toBeGreaterThan(0);
    const sum = trades.json().items.reduce((s: Decimal, t: { amount: string }) => s.plus(t.amount), new Decimal(0));
    expect(sum.toFixed()).toBe(filled.amount);
    // An order found by one of its trades.
    const byTrade = await call('POST', 'v2/Trading/GetOrders', { tradeIdList: [trades.json().items[0].id] });
    expect(byTrade.json().items.map((o: { id: number }) => o.id)).toContain(filled.id);
  });

  it('filters by user, market, side, type and dates, sorted by date descending', async () => {
    const first = (await call('POST', 'v2/Trading/GetOrders', { limit: 1 })).json().items[0];
    const res = await call('POST', 'v2/Trading/GetOrders', { userIdList: [first.userId], marketId: first.marketId, side: first.side, typeList: [first.type], limit: 50, getTotal: true });
    expect(res.json().items.length).toBeGreaterThan(0);
    for (const o of res.json().items) expect(o).toMatchObject({ userId: first.userId, marketId: first.marketId, side: first.side, type: first.type });
    const dates = res.json().items.map((o: { dateCreated: string }) => Date.parse(o.dateCreated));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const created = Math.floor(Date.parse(first.dateCreated) / 1000);
    const ranged = await call('POST', 'v2/Trading/GetOrders', { createdFrom: created, createdTo: created + 1, limit: 50 });
    expect(ranged.json().items.map((o: { id: number }) => o.id)).toContain(first.id);
    const all = await call('POST', 'v2/Trading/GetOrders', { getTotal: true, limit: 1 });
    const count = await k().selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(all.json().total).toBe(Number(count.n));
  });

  it('the order book aggregates open orders per price level with the totals and counts', async () => {
    const market = await k().selectFrom('markets').select('id').orderBy('sort_id').executeTakeFirstOrThrow();
    const res = await call('POST', 'v2/Trading/GetOrderBook', { marketId: market.id, depth: 1000 });
    expect(res.statusCode, res.body).toBe(200);
    const book = res.json();
    const open = await k().selectFrom('orders').select(['side', 'price', 'amount', 'filled_amount'])
      .where('market_id', '=', market.id).where('status', 'in', [...OPEN_ORDER_STATUSES]).where('price', 'is not', null).execute();
    const expected = { buy: new Map<string, { amount: Decimal; count: number }>(), sell: new Map<string, { amount: Decimal; count: number }>() };
    for (const o of open) {
      const m = expected[o.side as 'buy' | 'sell'];
      const key = new Decimal(o.price!).toFixed();
      const level = m.get(key) ?? { amount: new Decimal(0), count: 0 };
      level.amount = level.amount.plus(o.amount).minus(o.filled_amount);
      level.count++;
      m.set(key, level);
    }
    expect(book.bidsLevels).toBe(expected.buy.size);
    expect(book.asksLevels).toBe(expected.sell.size);
    expect(book.bidsCount).toBe(open.filter((o) => o.side === 'buy').length);
    expect(book.asksCount).toBe(open.filter((o) => o.side === 'sell').length);
    for (const level of book.bids) {
      const e = expected.buy.get(level.price)!;
      expect(level.amount).toBe(e.amount.toFixed());
      expect(level.count).toBe(e.count);
      expect(level.total).toBe(new Decimal(level.price).times(level.amount).toFixed());
    }
    const bidPrices = book.bids.map((l: { price: string }) => Number(l.price));
    expect([...bidPrices].sort((a, b) => b - a)).toEqual(bidPrices);
    const askPrices = book.asks.map((l: { price: string }) => Number(l.price));
    expect([...askPrices].sort((a, b) => a - b)).toEqual(askPrices);
    const sumBids = [...expected.buy.values()].reduce((s, l) => s.plus(l.amount), new Decimal(0));
    expect(book.bidsTotalAmount).toBe(sumBids.toFixed());
    expect(book.bids.length).toBeGreaterThan(20);
    const shallow = await call('POST', 'v2/Trading/GetOrderBook', { marketId: market.id, depth: 5 });
    expect(shallow.json().bids).toHaveLength(5);
    expect(shallow.json().bidsTotalAmount).toBe(book.bidsTotalAmount);
    expect((await call('POST', 'v2/Trading/GetOrderBook', { marketId: 999999 })).statusCode).toBe(404);
  });

  it('individual settings by user and by user tags', async () => {
    const setting = await k().selectFrom('individual_settings').selectAll().where('user_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const byUser = await call('POST', 'v2/Trading/GetIndividualSettings', { userId: setting.user_id! });
    expect(byUser.statusCode, byUser.body).toBe(200);
    expect(byUser.json().items.map((s: { id: number }) => s.id)).toContain(setting.id);
    const link = await k().selectFrom('individual_setting_tags').selectAll().orderBy('setting_id').executeTakeFirstOrThrow();
    const byTag = await call('POST', 'v2/Trading/GetIndividualSettings', { userTagList: [link.tag_id] });
    const found = byTag.json().items.find((s: { id: number }) => s.id === link.setting_id);
    expect(found.userTagList).toContain(link.tag_id);
  });
});

describe(`cancelling an order (${dbName})`, () => {
  it.each(ORDER_STATUSES)('a %s order: cancellable only when open', async (status) => {
    const order = await openOrder(status);
    const res = await call('PUT', 'Trading/CancelOrder', { orderId: order.id });
    const row = await k().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    if ((OPEN_ORDER_STATUSES as readonly string[]).includes(status)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(row.status).toBe('cancelled');
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(TRADING_MESSAGES.orderNotOpen);
      expect(row.status).toBe(status);
    }
  });

  it('releases the remaining hold on the ledger, in the same transaction, and takes the order out of the book', async () => {
    const order = await openOrder('new', '0.5', '61234.5');
    const before = await balance(order.userId, order.currency);
    const bookBefore = (await call('POST', 'v2/Trading/GetOrderBook', { marketId: order.marketId, depth: 1000 })).json();
    const res = await call('PUT', 'Trading/CancelOrder', { orderId: order.id, userId: order.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await balance(order.userId, order.currency);
    expect(after.available.minus(before.available).toFixed()).toBe(order.hold);
    expect(before.locked.minus(after.locked).toFixed()).toBe(order.hold);
    const entries = await k().selectFrom('ledger_entries').select(['entry_type', 'account', 'amount', 'user_id']).where('ref', '=', `order:${order.id}`).execute();
    expect(entries.map((e) => [e.entry_type, e.account, new Decimal(e.amount).toFixed()]).sort()).toEqual(
      [['orderRelease', 'available', order.hold], ['orderRelease', 'locked', new Decimal(order.hold).neg().toFixed()]].sort(),
    );
    const row = await k().selectFrom('orders').select(['status', 'hold_amount']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect([row.status, new Decimal(row.hold_amount).toFixed()]).toEqual(['cancelled', '0']);
    const bookAfter = (await call('POST', 'v2/Trading/GetOrderBook', { marketId: order.marketId, depth: 1000 })).json();
    expect(bookBefore.bidsCount - bookAfter.bidsCount).toBe(1);
    expect(new Decimal(bookBefore.bidsTotalAmount).minus(bookAfter.bidsTotalAmount).toFixed()).toBe('0.5');
    const log = await k().selectFrom('admin_logs').select(['target_ids', 'after_state']).where('operation_id', '=', 'PUT Trading/CancelOrder').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(log.after_state)).toContain(order.hold);
  });

  it('refuses an order of another user, and an unknown order', async () => {
    const order = await openOrder();
    expect((await call('PUT', 'Trading/CancelOrder', { orderId: order.id, userId: order.userId + 1 })).statusCode).toBe(404);
    expect((await call('PUT', 'Trading/CancelOrder', { orderId: 999999 })).statusCode).toBe(404);
    expect((await call('PUT', 'Trading/CancelOrder', { orderId: order.id }, support)).statusCode).toBe(403);
  });

  it("refuses to cancel all orders with the spec's words: a request naming no order cancels nothing", async () => {
    const order = await openOrder();
    for (const body of [{}, { userId: order.userId }]) {
      const res = await call('PUT', 'Trading/CancelOrder', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ message: TRADING_MESSAGES.cancelAll, reason: 'cannotCancelAllOrders' });
      expect(res.json().error.message).toBe('You cannot cancel all orders');
    }
    expect((await k().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('new');
  });

  it('two cancels of one order at once: one wins, the hold is released once', async () => {
    for (let round = 0; round < 10; round++) {
      const order = await openOrder('partiallyFilled', '1', '40000');
      const before = await balance(order.userId, order.currency);
      const results = await Promise.all([call('PUT', 'Trading/CancelOrder', { orderId: order.id }), call('PUT', 'Trading/CancelOrder', { orderId: order.id })]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' / ')).toEqual([200, 409]);
      const after = await balance(order.userId, order.currency);
      expect(after.available.minus(before.available).toFixed()).toBe(order.hold);
      const releases = await k().selectFrom('ledger_entries').select('id').where('ref', '=', `order:${order.id}`).where('entry_type', '=', 'orderRelease').execute();
      expect(releases).toHaveLength(2);
    }
  });

  it('cancels at one price by different users at once leave the level exactly as the orders left', async () => {
    const orders = [];
    for (let u = 0; u < 6; u++) orders.push(await openOrder('new', '0.25', '41111.25', u + 1));
    const results = await Promise.all(orders.map((o) => call('PUT', 'Trading/CancelOrder', { orderId: o.id })));
    expect(results.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const level = await k().selectFrom('order_book_levels').selectAll().where('market_id', '=', orders[0]!.marketId).where('side', '=', 'buy').where('price', '=', '41111.25').executeTakeFirst();
    expect(level).toBeUndefined();
  });

  it('the unfiltered total follows orders added and removed (a kept count, not a scan)', async () => {
    const total = async () => (await call('POST', 'v2/Trading/GetOrders', { getTotal: true, limit: 1 })).json().total as number;
    const counted = async () => Number((await k().selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await total();
    expect(before).toBe(await counted());
    const added = await openOrder('new', '0.1', '39999');
    expect(await total()).toBe(before + 1);
    await k().deleteFrom('order_book_levels').where('price', '=', '39999').execute();
    await k().deleteFrom('orders').where('id', '=', added.id).execute();
    expect(await total()).toBe(before);
    expect(await total()).toBe(await counted());
  });

  it('every currency ledger still sums to zero after the seed and the cancels', async () => {
    const rows = await k().selectFrom('ledger_entries').select(['currency_id', 'amount']).execute();
    const sums = new Map<number, Decimal>();
    for (const r of rows) sums.set(r.currency_id, (sums.get(r.currency_id) ?? new Decimal(0)).plus(r.amount));
    for (const [, sum] of sums) expect(sum.toFixed()).toBe('0');
  });
});
