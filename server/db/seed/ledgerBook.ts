/**
 * The seed's ledger moves worked out in memory and written in batches. The services move money one
 * call at a time (applyMoves: about ten reads and writes per move), and the referral and staking seed's
 * three thousand moves spent most of their step waiting on those round trips. A book gives the same
 * end state: the ledger entries applyMoves would write, in the same order (their ids follow it), the
 * balances and platform accounts where its moves leave them (a missing one created in the order the
 * moves first reach it, as applyMoves does), and the users' worth refreshed once for those it moved.
 */
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import type { Executor } from '../database.ts';
import { Decimal } from '../../money.ts';
import type { LedgerEntryType } from '../../modules/ledger/service.ts';
import { refreshUserWorth } from '../../modules/ledger/worthRepository.ts';

/** A batch of multi-row inserts small enough for SQLite's and PostgreSQL's parameter limits. */
export const INSERT_BATCH = 500;

export interface BookMove {
  entryType: LedgerEntryType;
  /** A user's available balance, or a platform account (ledger account `fees`). */
  userId: number | null;
  platformAccount?: string;
  amount: Decimal;
}

interface Row {
  amount: Decimal;
  at: string;
  created: boolean;
}

/** A book over the balances of `userIds` in `currencyIds` and the platform `accounts`, read once here. */
export async function openLedgerBook(db: Executor, scope: { userIds: number[]; currencyIds: number[]; accounts: string[] }) {
  const balances = new Map<string, Row & { userId: number; currencyId: number; locked: Decimal }>();
  if (scope.userIds.length && scope.currencyIds.length) {
    const rows = await db.selectFrom('balances').select(['user_id', 'currency_id', 'available', 'locked'])
      .where('user_id', 'in', scope.userIds).where('currency_id', 'in', scope.currencyIds).execute();
    for (const r of rows) balances.set(`${r.user_id}:${r.currency_id}`, { userId: r.user_id, currencyId: r.currency_id, amount: new Decimal(r.available), locked: new Decimal(r.locked), at: '', created: false });
  }
  const platform = new Map<string, Row & { account: string; currencyId: number }>();
  if (scope.accounts.length) {
    for (const r of await db.selectFrom('platform_balances').select(['account', 'currency_id', 'amount']).where('account', 'in', scope.accounts).execute()) {
      platform.set(`${r.account}:${r.currency_id}`, { account: r.account, currencyId: r.currency_id, amount: new Decimal(r.amount), at: '', created: false });
    }
  }
  const entries: Insertable<Database['ledger_entries']>[] = [];

  /** A user's available balance now (0 when the user has none in the currency). */
  const available = (userId: number, currencyId: number) => balances.get(`${userId}:${currencyId}`)?.amount ?? new Decimal(0);

  /** One applyMoves call: its legs must cancel out, and no balance may end below zero. */
  function move(ctx: { currencyId: number; at: string; ref: string }, moves: BookMove[]) {
    if (!moves.reduce((sum, m) => sum.plus(m.amount), new Decimal(0)).isZero()) throw new Error('The seed moved money that does not cancel out');
    for (const m of moves) {
      if (m.userId !== null) {
        const key = `${m.userId}:${ctx.currencyId}`;
        let row = balances.get(key);
        if (!row) balances.set(key, (row = { userId: m.userId, currencyId: ctx.currencyId, amount: new Decimal(0), locked: new Decimal(0), at: ctx.at, created: true }));
        row.amount = row.amount.plus(m.amount);
        row.at = ctx.at;
        if (row.amount.isNegative()) throw new Error(`The seed took user ${m.userId}'s balance below zero`);
      } else if (!m.amount.isZero()) {
        const key = `${m.platformAccount}:${ctx.currencyId}`;
        let row = platform.get(key);
        if (!row) platform.set(key, (row = { account: m.platformAccount!, currencyId: ctx.currencyId, amount: new Decimal(0), at: ctx.at, created: true }));
        row.amount = row.amount.plus(m.amount);
        row.at = ctx.at;
      }
    }
    for (const m of moves) {
      if (m.amount.isZero()) continue;
      entries.push({
        entry_type: m.entryType, account: m.userId === null ? 'fees' : 'available', user_id: m.userId, currency_id: ctx.currencyId, amount: m.amount.toFixed(),
        trade_id: null, admin_id: null, created_at: ctx.at, ref: ctx.ref, transaction_id: null,
      });
    }
  }

  /** Writes the entries, the balances and accounts the moves reached, and those users' worth. */
  async function write() {
    for (let i = 0; i < entries.length; i += INSERT_BATCH) await db.insertInto('ledger_entries').values(entries.slice(i, i + INSERT_BATCH)).execute();
    entries.length = 0;
    const moved = [...balances.values()].filter((b) => b.at);
    for (const b of moved) {
      const values = { available: b.amount.toFixed(), locked: b.locked.toFixed(), date_updated: b.at };
      if (b.created) await db.insertInto('balances').values({ user_id: b.userId, currency_id: b.currencyId, ...values }).execute();
      else await db.updateTable('balances').set(values).where('user_id', '=', b.userId).where('currency_id', '=', b.currencyId).execute();
    }
    for (const p of platform.values()) {
      if (!p.at) continue;
      if (p.created) await db.insertInto('platform_balances').values({ account: p.account, currency_id: p.currencyId, amount: p.amount.toFixed(), date_updated: p.at }).execute();
      else await db.updateTable('platform_balances').set({ amount: p.amount.toFixed(), date_updated: p.at }).where('account', '=', p.account).where('currency_id', '=', p.currencyId).execute();
    }
    await refreshUserWorth(db, [...new Set(moved.map((b) => b.userId))].sort((a, b) => a - b));
  }

  return { available, move, write };
}
