import { describe, expect, it } from 'vitest';
import { ARBITRATION_REFUSALS } from '../../src/domain/p2p.ts';
import { Decimal } from '../../server/money.ts';
import { onPostgres, serverForFile } from './harness.ts';
import { arbitrationUrl, balanceOf, createDispute, feeAccountOf, moneyByCurrency } from './p2pFixtures.ts';

const { server, tokens: token } = serverForFile(['arbitrator', 'arbitrator2', 'admin']);

const ROUNDS = 50;

describe(`racing arbitration requests (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it(`confirm and cancel fired together ${ROUNDS} times on fresh disputes: exactly one wins each time, and the money is exact`, async () => {
    const wins = { confirm: 0, cancel: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const trade = await createDispute(server, { status: 11, amount: '0.5', fee: '0.00125' });
      const k = server.db.kysely;
      const currencyId = trade.crypto_currency_id;
      const [seller, buyer, fees] = await Promise.all([balanceOf(k, trade.seller_id, currencyId), balanceOf(k, trade.buyer_id, currencyId), feeAccountOf(k, currencyId)]);

      const fire = {
        confirm: () => server.call('POST', arbitrationUrl(trade.id, 'confirmation'), { token: token.arbitrator, body: { id: trade.id } }),
        cancel: () => server.call('POST', arbitrationUrl(trade.id, 'cancellation'), { token: token.arbitrator, body: { id: trade.id, comment: 'race' } }),
      };
      // Alternate which request leaves first, so either may win (SQLite serialises them in arrival order).
      const [confirmed, cancelled] =
        round % 2 === 0
          ? await Promise.all([fire.confirm(), fire.cancel()])
          : await Promise.all([fire.cancel(), fire.confirm()]).then(([b, a]) => [a, b] as const);
      const codes = [confirmed.statusCode, cancelled.statusCode].sort();
      expect(codes, `round ${round}: ${confirmed.body} / ${cancelled.body}`).toEqual([200, 409]);
      const loser = confirmed.statusCode === 409 ? confirmed : cancelled;
      expect(loser.json().result).toEqual({ Success: false, Error: ARBITRATION_REFUSALS.alreadyResolved.message });

      const confirmWon = confirmed.statusCode === 200;
      wins[confirmWon ? 'confirm' : 'cancel']++;
      const row = await k.selectFrom('p2p_trades').select(['status', 'arbitration_result']).where('id', '=', trade.id).executeTakeFirstOrThrow();
      expect(row).toEqual(confirmWon ? { status: 6, arbitration_result: 'confirmed' } : { status: 5, arbitration_result: 'cancelled' });
      // The buyer gets 0.5 - 0.00125 and the fee account 0.00125, or the seller gets 0.5 back; never both.
      const sellerAfter = await balanceOf(k, trade.seller_id, currencyId);
      const buyerAfter = await balanceOf(k, trade.buyer_id, currencyId);
      const feesAfter = await feeAccountOf(k, currencyId);
      const sameParty = trade.seller_id === trade.buyer_id;
      if (!sameParty) {
        expect(buyerAfter).toBe(confirmWon ? new Decimal(buyer).plus('0.49875').toFixed() : buyer);
        expect(sellerAfter).toBe(confirmWon ? seller : new Decimal(seller).plus('0.5').toFixed());
      }
      expect(feesAfter).toBe(confirmWon ? new Decimal(fees).plus('0.00125').toFixed() : fees);
      const moves = await k.selectFrom('ledger_entries').select('entry_type').where('trade_id', '=', trade.id).where('entry_type', '!=', 'p2pEscrowHold').execute();
      expect(moves.length).toBe(confirmWon ? 3 : 2);
      const history = await k.selectFrom('p2p_trade_status_history').select('status').where('trade_id', '=', trade.id).where('status', 'in', [5, 6]).execute();
      expect(history.length).toBe(1);
    }
    console.log(`race winners over ${ROUNDS} rounds: ${JSON.stringify(wins)}`);
    for (const { held, deposited } of Object.values(await moneyByCurrency(server.db.kysely))) expect(held).toBe(deposited);
  });

  it('two arbitrators joining the same dispute together: exactly one becomes its arbitrator', async () => {
    for (let round = 0; round < 20; round++) {
      const trade = await createDispute(server);
      const [a, b] = await Promise.all([
        server.call('PUT', arbitrationUrl(trade.id, 'join'), { token: token.arbitrator, body: { id: trade.id } }),
        server.call('PUT', arbitrationUrl(trade.id, 'join'), { token: token.arbitrator2, body: { id: trade.id } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect((a.statusCode === 409 ? a : b).json().result.Error).toBe(ARBITRATION_REFUSALS.joinedByAnother.message);
      const joins = await server.db.kysely.selectFrom('p2p_trade_status_history').select('admin_id').where('trade_id', '=', trade.id).where('status', '=', 11).execute();
      expect(joins.length).toBe(1);
    }
  });

  it('many disputes of one buyer confirmed at once: every credit lands (no lost update)', async () => {
    const buyerId = 117;
    const trades = [];
    for (let i = 0; i < 12; i++) trades.push(await createDispute(server, { status: 11, currency: 'USDT', amount: `${100 + i}.000001`, fee: '0.25', sellerId: 90 + i, buyerId }));
    const currencyId = trades[0]!.crypto_currency_id;
    const before = await balanceOf(server.db.kysely, buyerId, currencyId);
    const feesBefore = await feeAccountOf(server.db.kysely, currencyId);
    const results = await Promise.all(trades.map((t) => server.call('POST', arbitrationUrl(t.id, 'confirmation'), { token: token.admin, body: { id: t.id } })));
    expect(results.map((r) => r.statusCode)).toEqual(trades.map(() => 200));
    const expected = trades.reduce((sum, t) => sum.plus(t.amount).minus(t.service_fee), new Decimal(before));
    expect(await balanceOf(server.db.kysely, buyerId, currencyId)).toBe(expected.toFixed());
    expect(await feeAccountOf(server.db.kysely, currencyId)).toBe(new Decimal(feesBefore).plus(new Decimal('0.25').times(trades.length)).toFixed());
  });
});
