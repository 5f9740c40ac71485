import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARBITRATION_REFUSALS, P2pTradeStatus } from '../../src/domain/p2p.ts';
import { Decimal } from '../../server/money.ts';
import { updateTradeIf } from '../../server/modules/p2p-trades/repository.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { arbitrationUrl, balanceOf, createDispute, feeAccountOf, moneyByCurrency, moneySnapshot } from './p2pFixtures.ts';

let server: TestServer;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const [name, email] of Object.entries({
    admin: 'admin@demo.local', superAdmin: 'super@demo.local', support: 'support@demo.local', arbitrator: 'arbitrator@demo.local', arbitrator2: 'arbitrator2@demo.local',
  })) {
    token[name] = await server.signIn(email);
    ids[name] = (await server.db.kysely.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => server.close());

const msg = (refusal: keyof typeof ARBITRATION_REFUSALS) => ARBITRATION_REFUSALS[refusal].message;

const join = (id: number, as: string) => server.call('PUT', arbitrationUrl(id, 'join'), { token: token[as], body: { id } });
const assign = (id: number, arbitratorId: number, as = 'admin') => server.call('POST', arbitrationUrl(id, 'assign'), { token: token[as], body: { id, arbitratorId } });
const confirm = (id: number, as: string, comment?: string) => server.call('POST', arbitrationUrl(id, 'confirmation'), { token: token[as], body: { id, ...(comment ? { comment } : {}) } });
const cancel = (id: number, as: string, comment = 'No payment arrived') => server.call('POST', arbitrationUrl(id, 'cancellation'), { token: token[as], body: { id, comment } });

function expectRefused(res: Awaited<ReturnType<typeof join>>, status: number, refusal: keyof typeof ARBITRATION_REFUSALS) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().result).toEqual({ Success: false, Error: msg(refusal) });
  // The console switches on the stable reason, the refusal's own key, never on the text.
  expect(res.json().error).toMatchObject({ message: msg(refusal), reason: refusal });
}

const tradeRow = (id: number) => server.db.kysely.selectFrom('p2p_trades').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('join', () => {
  it('takes an awaiting dispute (10 or 9) to ArbitratorEntered with the caller as arbitrator, with history, a chat line and the admin log', async () => {
    for (const status of [10, 9] as const) {
      const trade = await createDispute(server, { status });
      const res = await join(trade.id, 'arbitrator');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: { Success: true, Error: null } });
      const row = await tradeRow(trade.id);
      expect(row).toMatchObject({ status: P2pTradeStatus.ArbitratorEntered, arbitrator_id: ids.arbitrator });
      const history = await server.db.kysely.selectFrom('p2p_trade_status_history').selectAll().where('trade_id', '=', trade.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(history).toMatchObject({ status: 11, admin_id: ids.arbitrator });
      const line = await server.db.kysely.selectFrom('group_chat_messages').selectAll().where('chat_id', '=', trade.chatId).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(line).toMatchObject({ member_type: 1, message: 'Arbitrator arbitrator joined the chat', admin_id: ids.arbitrator });
      const log = await server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT v1/arbitrator/trades/{id}/join').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(log.target_ids)).toEqual([trade.id]);
      expect(JSON.parse(log.before_state!)).toEqual({ status, arbitratorId: null });
      expect(JSON.parse(log.after_state!)).toEqual({ status: 11, arbitratorId: ids.arbitrator });
    }
  });

  it('lets admins and super admins join too, and refuses support by the access table', async () => {
    const a = await createDispute(server);
    expect((await join(a.id, 'admin')).statusCode).toBe(200);
    const b = await createDispute(server);
    expect((await join(b.id, 'superAdmin')).statusCode).toBe(200);
    const c = await createDispute(server);
    const res = await join(c.id, 'support');
    expect(res.statusCode).toBe(403);
    expect(res.json().result.Success).toBe(false);
  });

  it('refuses a trade already joined, not in dispute, closed or missing, and a body id that is not the path id', async () => {
    const trade = await createDispute(server, { status: 11, arbitrator: 'arbitrator@demo.local' });
    expectRefused(await join(trade.id, 'arbitrator'), 409, 'alreadyJoinedBySelf');
    expectRefused(await join(trade.id, 'arbitrator2'), 409, 'joinedByAnother');
    const open = await server.db.kysely.selectFrom('p2p_trades').select('id').where('status', '=', P2pTradeStatus.FiatSent).executeTakeFirstOrThrow();
    expectRefused(await join(open.id, 'arbitrator'), 409, 'notInDispute');
    const closed = await server.db.kysely.selectFrom('p2p_trades').select('id').where('status', '=', P2pTradeStatus.Cancelled).executeTakeFirstOrThrow();
    expectRefused(await join(closed.id, 'arbitrator'), 409, 'tradeClosed');
    expectRefused(await join(999999, 'arbitrator'), 404, 'tradeNotFound');
    const mismatch = await server.call('PUT', arbitrationUrl(trade.id, 'join'), { token: token.arbitrator, body: { id: trade.id + 1 } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toEqual([{ path: '/id', message: 'must equal the trade id of the path' }]);
  });
});

describe('assign', () => {
  it('assigns an awaiting dispute to an arbitrator and reassigns a joined one', async () => {
    const trade = await createDispute(server);
    expect((await assign(trade.id, ids.arbitrator2!)).statusCode).toBe(200);
    expect(await tradeRow(trade.id)).toMatchObject({ status: 11, arbitrator_id: ids.arbitrator2 });
    expect((await assign(trade.id, ids.arbitrator!, 'superAdmin')).statusCode).toBe(200);
    expect(await tradeRow(trade.id)).toMatchObject({ status: 11, arbitrator_id: ids.arbitrator });
    expectRefused(await assign(trade.id, ids.arbitrator!), 409, 'alreadyAssigned');
    // The previous arbitrator no longer resolves it; the new one does.
    expectRefused(await confirm(trade.id, 'arbitrator2'), 403, 'notTheArbitrator');
    expect((await confirm(trade.id, 'arbitrator')).statusCode).toBe(200);
  });

  it('names only an active arbitrator, and only admins and super admins may assign', async () => {
    const trade = await createDispute(server);
    expectRefused(await assign(trade.id, ids.support!), 409, 'notAnArbitrator');
    expectRefused(await assign(trade.id, ids.admin!), 409, 'notAnArbitrator');
    expectRefused(await assign(trade.id, 999999), 404, 'arbitratorNotFound');
    await server.db.kysely.updateTable('admins').set({ is_blocked: 1 }).where('id', '=', ids.arbitrator2!).execute();
    try {
      expectRefused(await assign(trade.id, ids.arbitrator2!), 409, 'notAnArbitrator');
    } finally {
      await server.db.kysely.updateTable('admins').set({ is_blocked: 0 }).where('id', '=', ids.arbitrator2!).execute();
      token.arbitrator2 = await server.signIn('arbitrator2@demo.local');
    }
    for (const as of ['arbitrator', 'support']) expect((await assign(trade.id, ids.arbitrator!, as)).statusCode).toBe(403);
    const missing = await server.call('POST', arbitrationUrl(trade.id, 'assign'), { token: token.admin, body: { id: trade.id } });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().error.details)).toContain('arbitratorId');
    expect((await tradeRow(trade.id)).status).toBe(10);
  });
});

describe('confirm', () => {
  it('sends the escrow to the buyer less the fee, to the last decimal, and the fee to the fee account, in one go with history and log', async () => {
    const trade = await createDispute(server, { status: 11, amount: '0.12345678', fee: '0.00012345' });
    const currencyId = trade.crypto_currency_id;
    const [buyerBefore, sellerBefore, feeBefore] = await Promise.all([balanceOf(server.db.kysely, trade.buyer_id, currencyId), balanceOf(server.db.kysely, trade.seller_id, currencyId), feeAccountOf(server.db.kysely, currencyId)]);
    const res = await confirm(trade.id, 'arbitrator', 'The receipt checks out');
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(server.db.kysely, trade.buyer_id, currencyId)).toBe(new Decimal(buyerBefore).plus('0.12333333').toFixed());
    expect(await balanceOf(server.db.kysely, trade.seller_id, currencyId)).toBe(sellerBefore);
    expect(await feeAccountOf(server.db.kysely, currencyId)).toBe(new Decimal(feeBefore).plus('0.00012345').toFixed());
    expect(await tradeRow(trade.id)).toMatchObject({ status: P2pTradeStatus.Completed, arbitration_result: 'confirmed', arbitration_comment: 'The receipt checks out' });
    expect((await server.db.kysely.selectFrom('p2p_escrow').selectAll().where('trade_id', '=', trade.id).executeTakeFirstOrThrow()).status).toBe('released');

    const entries = await server.db.kysely.selectFrom('ledger_entries').selectAll().where('trade_id', '=', trade.id).where('entry_type', '!=', 'p2pEscrowHold').orderBy('id').execute();
    expect(entries.map((e) => [e.entry_type, e.account, e.user_id, new Decimal(e.amount).toFixed(), e.admin_id])).toEqual([
      ['p2pEscrowRelease', 'escrow', trade.seller_id, '-0.12345678', ids.arbitrator],
      ['p2pEscrowRelease', 'available', trade.buyer_id, '0.12333333', ids.arbitrator],
      ['p2pServiceFee', 'fees', null, '0.00012345', ids.arbitrator],
    ]);
    const history = await server.db.kysely.selectFrom('p2p_trade_status_history').selectAll().where('trade_id', '=', trade.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(history).toMatchObject({ status: 6, admin_id: ids.arbitrator, comment: 'The receipt checks out' });
    const log = await server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'POST v1/arbitrator/trades/{id}/confirmation').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toEqual({ status: 11, arbitratorId: ids.arbitrator });
    expect(JSON.parse(log.after_state!)).toMatchObject({ status: 6, arbitrationResult: 'confirmed', toBuyer: '0.12333333', fee: '0.00012345' });
  });

  it('keeps 18 decimals exact (ETH) and a fee of zero moves nothing to the fee account', async () => {
    const eth = await createDispute(server, { status: 11, currency: 'ETH', amount: '1.000000000000000001', fee: '0.000000000000000001' });
    const before = await balanceOf(server.db.kysely, eth.buyer_id, eth.crypto_currency_id);
    expect((await confirm(eth.id, 'arbitrator')).statusCode).toBe(200);
    expect(await balanceOf(server.db.kysely, eth.buyer_id, eth.crypto_currency_id)).toBe(new Decimal(before).plus(1).toFixed());

    const free = await createDispute(server, { status: 11, currency: 'USDT', amount: '250.5', fee: '0' });
    const feeBefore = await feeAccountOf(server.db.kysely, free.crypto_currency_id);
    expect((await confirm(free.id, 'arbitrator')).statusCode).toBe(200);
    expect(await feeAccountOf(server.db.kysely, free.crypto_currency_id)).toBe(feeBefore);
  });

  it('is the joined arbitrator’s, or a supervising admin’s: anyone else changes nothing', async () => {
    const trade = await createDispute(server, { status: 11 });
    const before = await moneySnapshot(server.db.kysely);
    expectRefused(await confirm(trade.id, 'arbitrator2'), 403, 'notTheArbitrator');
    expectRefused(await cancel(trade.id, 'arbitrator2'), 403, 'notTheArbitrator');
    expect((await confirm(trade.id, 'support')).statusCode).toBe(403);
    expect(await moneySnapshot(server.db.kysely)).toBe(before);
    expect((await confirm(trade.id, 'admin')).statusCode).toBe(200);
    const other = await createDispute(server, { status: 11, arbitrator: 'arbitrator2@demo.local' });
    expect((await cancel(other.id, 'superAdmin')).statusCode).toBe(200);
  });

  it('needs an arbitrator on the trade first', async () => {
    const trade = await createDispute(server);
    expectRefused(await confirm(trade.id, 'admin'), 409, 'noArbitratorYet');
    expectRefused(await cancel(trade.id, 'admin'), 409, 'noArbitratorYet');
  });
});

describe('cancel', () => {
  it('returns the escrow to the seller in full and keeps the resolution comment', async () => {
    const trade = await createDispute(server, { status: 11, currency: 'USDT', amount: '1234.567891', fee: '3.086419' });
    const sellerBefore = await balanceOf(server.db.kysely, trade.seller_id, trade.crypto_currency_id);
    const buyerBefore = await balanceOf(server.db.kysely, trade.buyer_id, trade.crypto_currency_id);
    const feeBefore = await feeAccountOf(server.db.kysely, trade.crypto_currency_id);
    expect((await cancel(trade.id, 'arbitrator', '  The receipt was forged  ')).statusCode).toBe(200);
    expect(await balanceOf(server.db.kysely, trade.seller_id, trade.crypto_currency_id)).toBe(new Decimal(sellerBefore).plus('1234.567891').toFixed());
    expect(await balanceOf(server.db.kysely, trade.buyer_id, trade.crypto_currency_id)).toBe(buyerBefore);
    expect(await feeAccountOf(server.db.kysely, trade.crypto_currency_id)).toBe(feeBefore);
    expect(await tradeRow(trade.id)).toMatchObject({ status: P2pTradeStatus.Refused, arbitration_result: 'cancelled', arbitration_comment: 'The receipt was forged' });
    expect((await server.db.kysely.selectFrom('p2p_escrow').select('status').where('trade_id', '=', trade.id).executeTakeFirstOrThrow()).status).toBe('returned');
  });

  it('refuses a resolution comment over 1024 characters', async () => {
    const trade = await createDispute(server, { status: 11 });
    const res = await server.call('POST', arbitrationUrl(trade.id, 'cancellation'), { token: token.arbitrator, body: { id: trade.id, comment: 'x'.repeat(1025) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().result.Success).toBe(false);
    expect((await tradeRow(trade.id)).status).toBe(11);
  });

  it("cancels with the spec's body, the id alone (a comment is offered, not required)", async () => {
    for (const body of [(id: number) => ({ id }), (id: number) => ({ id, comment: '   ' })]) {
      const trade = await createDispute(server, { status: 11 });
      const res = await server.call('POST', arbitrationUrl(trade.id, 'cancellation'), { token: token.arbitrator, body: body(trade.id) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toEqual({ Success: true, Error: null });
      expect(await tradeRow(trade.id)).toMatchObject({ status: P2pTradeStatus.Refused, arbitration_result: 'cancelled', arbitration_comment: null });
    }
  });
});

describe('a resolved trade stays resolved', () => {
  it('refuses a second confirm, a cancel after a confirm, and any join or assign, moving nothing', async () => {
    const trade = await createDispute(server, { status: 11 });
    expect((await confirm(trade.id, 'arbitrator')).statusCode).toBe(200);
    const before = await moneySnapshot(server.db.kysely);
    expectRefused(await confirm(trade.id, 'arbitrator'), 409, 'alreadyResolved');
    expectRefused(await cancel(trade.id, 'arbitrator'), 409, 'alreadyResolved');
    expectRefused(await cancel(trade.id, 'admin'), 409, 'alreadyResolved');
    expectRefused(await join(trade.id, 'arbitrator2'), 409, 'alreadyResolved');
    expectRefused(await assign(trade.id, ids.arbitrator2!), 409, 'alreadyResolved');
    expect(await moneySnapshot(server.db.kysely)).toBe(before);

    const cancelled = await createDispute(server, { status: 11 });
    expect((await cancel(cancelled.id, 'arbitrator')).statusCode).toBe(200);
    expectRefused(await confirm(cancelled.id, 'arbitrator'), 409, 'alreadyResolved');
  });

  it('makes the status change conditional: a stale expected status or arbitrator updates nothing', async () => {
    const trade = await createDispute(server, { status: 11 });
    const k = server.db.kysely;
    expect(await updateTradeIf(k, trade.id, { status: 10, arbitratorId: null }, { status: 6 })).toBe(false);
    expect(await updateTradeIf(k, trade.id, { status: 11, arbitratorId: ids.arbitrator2! }, { status: 6 })).toBe(false);
    expect((await tradeRow(trade.id)).status).toBe(11);
  });

  it('keeps every currency’s money equal to its deposits after all of the above', async () => {
    for (const { held, deposited } of Object.values(await moneyByCurrency(server.db.kysely))) expect(held).toBe(deposited);
  });
});
