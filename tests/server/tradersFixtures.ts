/** Fresh traders-module transactions and exchange orders, made with the server's own ledger functions. */
import type { TraderStatus } from '../../src/domain/traders.ts';
import { deposit } from '../../server/modules/ledger/service.ts';
import { holdOrder, holdTransaction } from '../../server/modules/traders/money.ts';
import { insertOrder, insertTransaction } from '../../server/modules/traders/repository.ts';
import { Decimal } from '../../server/money.ts';
import type { Executor } from '../../server/db/database.ts';
import type { TestServer } from './harness.ts';

const OPEN = new Set<TraderStatus>(['new', 'processing', 'awaiting', 'error', 'frozen', 'queue']);

export async function currencyId(server: TestServer, title: string) {
  return (await server.db.kysely.selectFrom('currencies').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
}

/**
 * Inserts a row in one transaction; an open one that takes money (`held`) first gets that money
 * deposited to its user, then holds it as the module does.
 */
async function insertFunded<Row extends { user_id: number; date_created: string }>(
  server: TestServer,
  row: Row,
  held: { currency: number; amount: string } | false,
  insert: (trx: Executor, row: Row) => Promise<number>,
  hold: (trx: Executor, row: Row & { id: number }, by: { adminId: null; at: string }) => Promise<unknown>,
) {
  return server.db.kysely.transaction().execute(async (trx) => {
    const id = await insert(trx, row);
    if (held) {
      await deposit(trx, row.user_id, held.currency, held.amount, row.date_created);
      await hold(trx, { id, ...row }, { adminId: null, at: row.date_created });
    }
    return { id, ...row };
  });
}

export async function createTransaction(server: TestServer, o: { status: TraderStatus; type?: string; userId?: number; amount?: string; currency?: string; address?: string | null }) {
  const type = o.type ?? 'withdrawal';
  const currency = await currencyId(server, o.currency ?? 'USDT');
  const at = server.clock.now().toISOString();
  const outbound = type === 'withdrawal' || type === 'orderSell' || type === 'convert';
  const held = outbound && OPEN.has(o.status);
  const row = {
    user_id: o.userId ?? 5, tx_type: type, status: o.status, currency_id: currency, amount: o.amount ?? '12.5', is_held: held ? 1 : 0,
    address: o.address ?? null, tx_hash: null, comment: null, date_created: at,
  };
  return insertFunded(server, row, held && { currency, amount: row.amount }, insertTransaction, holdTransaction);
}

export async function createOrder(server: TestServer, o: { status: TraderStatus; userId?: number; fromAmount?: string; toAmount?: string }) {
  const from = await currencyId(server, 'BTC');
  const to = await currencyId(server, 'USDT');
  const at = server.clock.now().toISOString();
  const held = OPEN.has(o.status);
  const row = {
    user_id: o.userId ?? 6, status: o.status, from_currency_id: from, to_currency_id: to, from_amount: o.fromAmount ?? '0.01',
    to_amount: o.toAmount ?? '910.5', rate: '91050', is_held: held ? 1 : 0, comment: null, date_created: at,
  };
  return insertFunded(server, row, held && { currency: from, amount: row.from_amount }, insertOrder, holdOrder);
}

/** A user's available balance and what the traders module holds for them (locked legs with a traders ref), in one currency. */
export async function moneyOf(db: Executor, userId: number, currency: number) {
  const balance = await db.selectFrom('balances').select('available').where('user_id', '=', userId).where('currency_id', '=', currency).executeTakeFirst();
  const holds = await db.selectFrom('ledger_entries').select('amount').where('user_id', '=', userId).where('currency_id', '=', currency).where('account', '=', 'locked').where('ref', 'is not', null).execute();
  return {
    available: new Decimal(balance?.available ?? 0).toFixed(),
    held: holds.reduce((sum, h) => sum.plus(h.amount), new Decimal(0)).toFixed(),
  };
}
