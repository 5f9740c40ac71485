import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCROW_STATUSES, P2P_TRADE_STATUSES, type P2pTradeStatus } from '../../src/domain/p2p.ts';
import { Decimal } from '../../server/money.ts';
import { P2P_MAX_TRADES, P2P_TRADES_PER_USER } from '../../server/db/seed/p2p.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { moneyByCurrency } from './p2pFixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0));

describe('the P2P demo data', () => {
  it('has deals in every status, awaiting disputes and disputes joined by both demo arbitrators', async () => {
    const k = server.db.kysely;
    const rows = await k.selectFrom('p2p_trades').select(['status', 'arbitrator_id', 'arbitration_result']).execute();
    expect(rows.length).toBe(Math.min(Math.round(120 * P2P_TRADES_PER_USER), P2P_MAX_TRADES));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(P2P_TRADE_STATUSES));
    expect(rows.filter((r) => [9, 10].includes(r.status) && r.arbitrator_id === null).length).toBeGreaterThanOrEqual(3);
    const arbitrators = await k.selectFrom('admins').select(['id', 'email']).where('email', 'in', ['arbitrator@demo.local', 'arbitrator2@demo.local']).execute();
    for (const a of arbitrators) expect(rows.some((r) => r.status === 11 && r.arbitrator_id === a.id), a.email).toBe(true);
    // Arbitrators sit exactly on joined and arbitrated deals.
    for (const r of rows) {
      expect(r.arbitrator_id !== null).toBe(r.status === 11 || r.arbitration_result !== null);
      if (r.arbitration_result) expect(r.status).toBe(r.arbitration_result === 'confirmed' ? 6 : 5);
    }
  });

  it('keeps balances, escrow and the fee account equal to what the ledger says', async () => {
    const k = server.db.kysely;
    const [balances, entries, escrow, platform, trades] = await Promise.all([
      k.selectFrom('balances').selectAll().execute(),
      k.selectFrom('ledger_entries').selectAll().execute(),
      k.selectFrom('p2p_escrow').selectAll().execute(),
      k.selectFrom('platform_balances').selectAll().execute(),
      k.selectFrom('p2p_trades').selectAll().execute(),
    ]);
    for (const b of balances) {
      const own = entries.filter((e) => e.account === 'available' && e.user_id === b.user_id && e.currency_id === b.currency_id);
      expect(new Decimal(b.available).toFixed(), `balance ${b.user_id}/${b.currency_id}`).toBe(sum(own.map((e) => e.amount)).toFixed());
      expect(new Decimal(b.available).isNegative()).toBe(false);
    }
    for (const p of platform.filter((x) => x.account === 'p2pFees')) {
      expect(new Decimal(p.amount).toFixed()).toBe(sum(entries.filter((e) => e.account === 'fees' && e.trade_id !== null && e.currency_id === p.currency_id).map((e) => e.amount)).toFixed());
    }
    const heldEntries = sum(entries.filter((e) => e.account === 'escrow').map((e) => e.amount));
    expect(heldEntries.toFixed()).toBe(sum(escrow.filter((e) => e.status === 'held').map((e) => e.amount)).toFixed());
    // Escrow holds exactly the deals between FundsFrozen and their close; every trade's ledger nets to zero.
    for (const t of trades) {
      const e = escrow.find((x) => x.trade_id === t.id);
      if (ESCROW_STATUSES.includes(t.status as P2pTradeStatus)) expect(e?.status, `trade ${t.id}`).toBe('held');
      if (t.status === 6) expect(e?.status).toBe('released');
      if (e?.status === 'released') expect(t.status).toBe(6);
      expect(sum(entries.filter((x) => x.trade_id === t.id).map((x) => x.amount)).isZero()).toBe(true);
    }
    for (const { held, deposited } of Object.values(await moneyByCurrency(k))) expect(held).toBe(deposited);
  });

  it('gives every deal a chat, with customer, system, admin and arbitrator lines and a few real PNG images', async () => {
    const k = server.db.kysely;
    const [chats, trades, types, files] = await Promise.all([
      k.selectFrom('group_chats').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      k.selectFrom('p2p_trades').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      k.selectFrom('group_chat_messages').select('member_type').distinct().execute(),
      k.selectFrom('group_chat_files as l').innerJoin('user_files as f', 'f.id', 'l.user_file_id').select(['f.data', 'f.size', 'f.extension']).execute(),
    ]);
    expect(Number(chats.n)).toBe(Number(trades.n));
    expect(types.map((t) => t.member_type).sort()).toEqual([0, 1, 2, 3]);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const data = Buffer.from(f.data);
      expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(data.length).toBe(f.size);
      expect(f.extension).toBe('png');
    }
  });

  it('has feedback of all three influences, from every kind of initiator, with history', async () => {
    const k = server.db.kysely;
    const feedback = await k.selectFrom('p2p_feedback').select(['id', 'influence', 'initiator']).execute();
    expect(new Set(feedback.map((f) => f.influence))).toEqual(new Set(['Negative', 'Neutral', 'Positive']));
    expect(new Set(feedback.map((f) => f.initiator))).toEqual(new Set(['system', 'user', 'buyer', 'seller']));
    const created = await k.selectFrom('p2p_feedback_history').select('feedback_id').where('action', '=', 'created').execute();
    expect(new Set(created.map((h) => h.feedback_id))).toEqual(new Set(feedback.map((f) => f.id)));
  });
});
