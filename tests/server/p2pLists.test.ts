import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_STATUSES, TRADER_STATUS_OF, type P2pTradeStatus } from '../../src/domain/p2p.ts';
import { Decimal } from '../../server/money.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { balanceOf, createDispute } from './p2pFixtures.ts';

let server: TestServer;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const [name, email] of Object.entries({ admin: 'admin@demo.local', support: 'support@demo.local', arbitrator: 'arbitrator@demo.local', arbitrator2: 'arbitrator2@demo.local' })) {
    token[name] = await server.signIn(email);
    ids[name] = (await server.db.kysely.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => server.close());

const get = (url: string, as = 'arbitrator') => server.call('GET', `/api${url}`, { token: token[as] });
const trades = () => server.db.kysely.selectFrom('p2p_trades').selectAll().execute();
type Item = { id: number; status: number; arbitratorId: number | null; isInDispute: boolean; isArbitratorJoined: boolean; dateCreated: string };
const byNewest = (a: { date_created: string; id: number }, b: { date_created: string; id: number }) => (b.date_created.localeCompare(a.date_created) || b.id - a.id);

describe('GET v1/arbitrator/trades', () => {
  it('awaiting arbitration: isInDispute true and isArbitratorJoined false, 10 per page by default, newest first', async () => {
    const expected = (await trades()).filter((t) => DISPUTE_STATUSES.includes(t.status as P2pTradeStatus) && t.arbitrator_id === null).sort(byNewest);
    const res = (await get('/v1/arbitrator/trades?isInDispute=true&isArbitratorJoined=false')).json();
    expect(res.result).toEqual({ Success: true, Error: null });
    expect(res.total).toBe(expected.length);
    expect(res.data.map((t: Item) => t.id)).toEqual(expected.slice(0, 10).map((t) => t.id));
    expect(res.data.every((t: Item) => t.isInDispute && !t.isArbitratorJoined && [9, 10].includes(t.status))).toBe(true);
    const page2 = (await get('/v1/arbitrator/trades?isInDispute=true&isArbitratorJoined=false&offset=3&limit=4')).json();
    expect(page2.data.map((t: Item) => t.id)).toEqual(expected.slice(3, 7).map((t) => t.id));
  });

  it("other arbitrators' trades: isArbitratorJoined true and withoutMe true never shows the caller's", async () => {
    await createDispute(server, { status: 11, arbitrator: 'arbitrator@demo.local' });
    await createDispute(server, { status: 11, arbitrator: 'arbitrator2@demo.local' });
    const all = await trades();
    for (const [as, me] of [['arbitrator', ids.arbitrator], ['arbitrator2', ids.arbitrator2]] as const) {
      const expected = all.filter((t) => t.arbitrator_id !== null && t.arbitrator_id !== me);
      const res = (await get('/v1/arbitrator/trades?isArbitratorJoined=true&withoutMe=true&limit=1000', as)).json();
      expect(res.total).toBe(expected.length);
      expect(res.data.some((t: Item) => t.arbitratorId === me)).toBe(false);
      expect(res.data.every((t: Item) => t.isArbitratorJoined && t.arbitratorId !== null)).toBe(true);
    }
  });

  it('filters by a status array (5 and 6: completed arbitration; 10: awaiting)', async () => {
    const all = await trades();
    const completed = (await get('/v1/arbitrator/trades?status=5&status=6&isArbitratorJoined=true&limit=1000')).json();
    expect(completed.total).toBe(all.filter((t) => [5, 6].includes(t.status) && t.arbitrator_id !== null).length);
    expect(completed.data.every((t: Item & { arbitrationResult: string }) => (t.status === 6 ? t.arbitrationResult === 'confirmed' : t.arbitrationResult === 'cancelled'))).toBe(true);
    const awaiting = (await get('/v1/arbitrator/trades?status=10&limit=1000')).json();
    expect(awaiting.total).toBe(all.filter((t) => t.status === 10).length);
    expect((await get('/v1/arbitrator/trades?status=12')).statusCode).toBe(400);
    expect((await get('/v1/arbitrator/trades?limit=0')).statusCode).toBe(400);
  });

  it('answers amounts as exact decimal strings: buyerAmount = sellerAmount - serviceFee', async () => {
    const res = (await get('/v1/arbitrator/trades?limit=50', 'support')).json();
    for (const t of res.data) {
      expect(new Decimal(t.sellerAmount).minus(t.serviceFee).toFixed()).toBe(t.buyerAmount);
      expect(t.sellerAmount).toMatch(/^\d+(\.\d+)?$/);
    }
  });
});

describe('GET v1/arbitrator/trades/me', () => {
  it("lists only the caller's arbitrations, sorted and filtered, 10 by default", async () => {
    const mine = (await trades()).filter((t) => t.arbitrator_id === ids.arbitrator);
    const res = (await get('/v1/arbitrator/trades/me')).json();
    expect(res.total).toBe(mine.length);
    expect(res.data.length).toBe(Math.min(10, mine.length));
    expect(res.data.every((t: Item) => t.arbitratorId === ids.arbitrator)).toBe(true);
    const asc = (await get('/v1/arbitrator/trades/me?sortField=id&sortDesc=false&limit=1000')).json();
    expect(asc.data.map((t: Item) => t.id)).toEqual(mine.map((t) => t.id).sort((a, b) => a - b));
    const open = (await get('/v1/arbitrator/trades/me?status=11&limit=1000')).json();
    expect(open.total).toBe(mine.filter((t) => t.status === 11).length);
    const from = Math.floor(Date.parse(mine[0]!.date_created) / 1000);
    const dated = (await get(`/v1/arbitrator/trades/me?dateFrom=${from}&dateTo=${from}&limit=1000`)).json();
    expect(dated.data.map((t: Item) => t.id)).toContain(mine[0]!.id);
  });
});

describe('GET p2p/Admin/Trade', () => {
  it('pages with data and pages, filters by user, status, dispute, currency and date, and carries balances and status history', async () => {
    const all = await trades();
    const res = (await get('/p2p/Admin/Trade?limit=7', 'support')).json();
    expect(res.pages).toBe(Math.ceil(all.length / 7));
    expect(res.total).toBe(all.length);
    expect(res.data.map((t: Item) => t.id)).toEqual([...all].sort(byNewest).slice(0, 7).map((t) => t.id));

    const one = all.find((t) => t.status === 6)!;
    const detail = (await get(`/p2p/Admin/Trade?id=${one.id}`, 'support')).json().data[0];
    expect(detail.statusHistory.map((h: { status: number }) => h.status)).toEqual((await server.db.kysely.selectFrom('p2p_trade_status_history').select('status').where('trade_id', '=', one.id).orderBy('id').execute()).map((h) => h.status));
    expect(detail.sellerBalance).toBe(await balanceOf(server.db.kysely, one.seller_id, one.crypto_currency_id));
    expect(detail.buyerBalance).toBe(await balanceOf(server.db.kysely, one.buyer_id, one.crypto_currency_id));
    expect(detail).toMatchObject({ id: one.id, offerType: one.offer_type, cryptoCurrencyId: one.crypto_currency_id, status: 6, isInDispute: false });

    const userId = one.seller_id;
    const byUser = (await get(`/p2p/Admin/Trade?userId=${userId}&limit=1000`, 'support')).json();
    expect(byUser.total).toBe(all.filter((t) => t.seller_id === userId || t.buyer_id === userId).length);
    const disputes = (await get('/p2p/Admin/Trade?isInDispute=true&limit=1000', 'support')).json();
    expect(disputes.total).toBe(all.filter((t) => DISPUTE_STATUSES.includes(t.status as P2pTradeStatus)).length);
    const statuses = (await get('/p2p/Admin/Trade?status=7&status=8&limit=1000', 'support')).json();
    expect(statuses.total).toBe(all.filter((t) => [7, 8].includes(t.status)).length);
    const crypto = (await get(`/p2p/Admin/Trade?cryptoCurrencyId=${one.crypto_currency_id}&fiatCurrencyId=${one.fiat_currency_id}&limit=1000`, 'support')).json();
    expect(crypto.total).toBe(all.filter((t) => t.crypto_currency_id === one.crypto_currency_id && t.fiat_currency_id === one.fiat_currency_id).length);
    const at = Math.floor(Date.parse(one.date_created) / 1000);
    const dated = (await get(`/p2p/Admin/Trade?dateFrom=${at}&dateTo=${at}&limit=1000`, 'support')).json();
    expect(dated.data.map((t: Item) => t.id)).toContain(one.id);
    expect(dated.data.every((t: Item) => Math.floor(Date.parse(t.dateCreated) / 1000) === at)).toBe(true);
  });

  it('statistic: counts and USD turnover of the period', async () => {
    const all = await trades();
    const s = (await get('/p2p/Admin/Trade/statistic', 'support')).json();
    expect(s).toMatchObject({
      tradesCount: all.length,
      completedCount: all.filter((t) => t.status === 6).length,
      cancelledCount: all.filter((t) => [5, 7, 8].includes(t.status)).length,
      disputesCount: all.filter((t) => [9, 10, 11].includes(t.status)).length,
      activeCount: all.filter((t) => ![5, 6, 7, 8].includes(t.status)).length,
      arbitratorCallsCount: all.filter((t) => t.arbitrator_call_date !== null).length,
      equivalentCurrencyTitle: 'USD',
    });
    expect(new Decimal(s.turnover).gt(0)).toBe(true);
    const future = (await get(`/p2p/Admin/Trade/statistic?dateFrom=${Math.floor(server.clock.now().getTime() / 1000) + 3600}`, 'support')).json();
    expect(future).toMatchObject({ tradesCount: 0, turnover: '0' });
  });

  it("profile: a user's completed deals, disputes and rating; 404 for an unknown user", async () => {
    const all = await trades();
    const user = all.find((t) => t.status === 6)!.buyer_id;
    const mine = all.filter((t) => t.seller_id === user || t.buyer_id === user);
    const p = (await get(`/p2p/Admin/profile?userId=${user}`, 'support')).json();
    expect(p).toMatchObject({ userId: user, completedTrades: mine.filter((t) => t.status === 6).length });
    expect(p.averageTradeTime).toBeGreaterThan(0);
    expect(p.rating).toBeGreaterThanOrEqual(0);
    expect(p.rating).toBeLessThanOrEqual(1);
    expect(p.statistics.trades.totalClients).toBe(new Set(mine.map((t) => (t.seller_id === user ? t.buyer_id : t.seller_id))).size);
    const nobody = await get('/p2p/Admin/profile?userId=999999', 'support');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe('User not found');
    expect((await get('/p2p/Admin/profile', 'support')).statusCode).toBe(400);
  });
});

describe('v1/p2p/trades (the traders-module view of the deals)', () => {
  it("lists deals in the traders' words and filters by their statuses and flow type", async () => {
    const all = await trades();
    const res = (await get('/v1/p2p/trades?limit=1000', 'support')).json();
    expect(res.total).toBe(all.length);
    const sample = res.items.find((t: { id: number }) => t.id === all[0]!.id);
    const sellOffer = all[0]!.offer_type === 'Sell';
    expect(sample).toMatchObject({
      status: TRADER_STATUS_OF[all[0]!.status as P2pTradeStatus],
      flowType: all[0]!.offer_type.toLowerCase(),
      traderId: sellOffer ? all[0]!.seller_id : all[0]!.buyer_id,
      counterpartyId: sellOffer ? all[0]!.buyer_id : all[0]!.seller_id,
    });
    // the parties are named, so the list reads without opening each deal
    const names = await server.db.kysely.selectFrom('users').select(['id', 'user_name']).where('id', 'in', [sample.traderId, sample.counterpartyId]).execute();
    expect(sample.traderUserName).toBe(names.find((u) => u.id === sample.traderId)!.user_name);
    expect(sample.counterpartyUserName).toBe(names.find((u) => u.id === sample.counterpartyId)!.user_name);
    const required = (await get('/v1/p2p/trades?status=arbitratorRequired&limit=1000', 'support')).json();
    expect(required.total).toBe(all.filter((t) => [9, 10].includes(t.status)).length);
    const sells = (await get('/v1/p2p/trades?flowType=sell&status=completed&limit=1000', 'support')).json();
    expect(sells.total).toBe(all.filter((t) => t.offer_type === 'Sell' && t.status === 6).length);
  });

  it('notify writes a system line in each deal’s chat; an unknown id sends nothing', async () => {
    const a = await createDispute(server);
    const b = await createDispute(server);
    const missing = await server.call('PUT', '/api/v1/p2p/trades/notify', { token: token.admin, body: { tradeIds: [a.id, 999999, 999998] } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().result).toEqual({ Success: false, Error: 'Trades not found: 999999, 999998' });
    const ok = await server.call('PUT', '/api/v1/p2p/trades/notify', { token: token.admin, body: { tradeIds: [a.id, b.id], message: 'Please upload the receipt' } });
    expect(ok.json()).toEqual({ result: { Success: true, Error: null } });
    const plain = await server.call('PUT', '/api/v1/p2p/trades/notify', { token: token.admin, body: { tradeIds: [b.id] } });
    expect(plain.statusCode).toBe(200);
    const lines = await server.db.kysely.selectFrom('group_chat_messages').select(['chat_id', 'member_type', 'message', 'admin_id']).where('chat_id', 'in', [a.chatId, b.chatId]).orderBy('id').execute();
    expect(lines).toEqual([
      { chat_id: a.chatId, member_type: 1, message: 'Please upload the receipt', admin_id: ids.admin },
      { chat_id: b.chatId, member_type: 1, message: 'Please upload the receipt', admin_id: ids.admin },
      { chat_id: b.chatId, member_type: 1, message: `Please check the status of deal #${b.id}`, admin_id: ids.admin },
    ]);
    expect((await server.call('PUT', '/api/v1/p2p/trades/notify', { token: token.admin, body: { tradeIds: [a.id, a.id] } })).statusCode).toBe(400);
    expect((await server.call('PUT', '/api/v1/p2p/trades/notify', { token: token.support, body: { tradeIds: [a.id] } })).statusCode).toBe(403);
  });

  it('edits a deal: comment any time, amounts only while allowed, the fee following the amount', async () => {
    const k = server.db.kysely;
    const early = (await k.selectFrom('p2p_trades').selectAll().where('status', '=', 1).executeTakeFirstOrThrow())!;
    const edit = (id: number, body: object) => server.call('PUT', `/api/v1/p2p/trades/${id}`, { token: token.admin, body });
    expect((await edit(early.id, { amount: '2.5', fiatAmount: '5000.5', comment: 'Corrected by support' })).statusCode).toBe(200);
    const after = await k.selectFrom('p2p_trades').selectAll().where('id', '=', early.id).executeTakeFirstOrThrow();
    expect([new Decimal(after.amount).toFixed(), new Decimal(after.fiat_amount).toFixed(), after.comment]).toEqual(['2.5', '5000.5', 'Corrected by support']);
    expect(new Decimal(after.service_fee).toFixed()).toBe(new Decimal('2.5').times(after.fee_rate).toFixed());
    const log = await k.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT v1/p2p/trades/{tradeId}').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.after_state!)).toMatchObject({ amount: '2.5', fiatAmount: '5000.5', comment: 'Corrected by support' });

    const frozen = await createDispute(server);
    const refusedAmount = await edit(frozen.id, { amount: '1' });
    expect(refusedAmount.statusCode).toBe(409);
    expect(refusedAmount.json().result.Error).toBe('The amount cannot be changed once the funds are frozen');
    expect((await edit(frozen.id, { fiatAmount: '99.99' })).statusCode).toBe(200);
    const closed = (await k.selectFrom('p2p_trades').select('id').where('status', '=', 6).executeTakeFirstOrThrow())!;
    expect((await edit(closed.id, { fiatAmount: '1' })).json().result.Error).toBe('A closed trade cannot be changed');
    expect((await edit(closed.id, { comment: 'Checked after a complaint' })).statusCode).toBe(200);

    for (const body of [{ amount: '0' }, { amount: '-1' }, { fiatAmount: '1.001' }, { amount: '1.1234567890123456789' }]) {
      const res = await edit(early.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await edit(early.id, {})).statusCode).toBe(400);
    expect((await edit(early.id, { status: 'completed' })).statusCode).toBe(400);
    expect((await edit(999999, { comment: 'x' })).statusCode).toBe(404);
  });
});
