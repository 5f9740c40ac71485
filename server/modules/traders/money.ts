/**
 * The traders module's money, only through the ledger: what a transaction or exchange order takes
 * from a user is held (available → hold) from its creation; completing settles the hold (it leaves
 * the platform, or the exchanged currency arrives), cancelling returns it. Each function runs inside
 * the caller's transaction, together with the status change that causes it.
 */
import { isOutbound } from '../../../src/domain/traders.ts';
import type { Executor } from '../../db/database.ts';
import { Decimal } from '../../money.ts';
import { applyMoves, LedgerEntryType } from '../ledger/service.ts';

interface Who {
  adminId: number | null;
  at: string;
}

interface TransactionMoney {
  id: number;
  user_id: number;
  tx_type: string;
  currency_id: number;
  amount: string;
}

interface OrderMoney {
  id: number;
  user_id: number;
  from_currency_id: number;
  to_currency_id: number;
  from_amount: string;
  to_amount: string;
}

function hold(userId: number, amount: Decimal) {
  return [
    { entryType: LedgerEntryType.TraderHold, account: 'available' as const, userId, amount: amount.neg() },
    { entryType: LedgerEntryType.TraderHold, account: 'locked' as const, userId, amount },
  ];
}

function giveBack(userId: number, amount: Decimal) {
  return [
    { entryType: LedgerEntryType.TraderHoldReturn, account: 'locked' as const, userId, amount: amount.neg() },
    { entryType: LedgerEntryType.TraderHoldReturn, account: 'available' as const, userId, amount },
  ];
}

/** A new outbound transaction: its amount leaves the user's balance for the hold. */
export async function holdTransaction(db: Executor, tx: TransactionMoney, who: Who) {
  if (!isOutbound(tx.tx_type)) return false;
  await applyMoves(db, { currencyId: tx.currency_id, tradeId: null, ref: `tx:${tx.id}`, ...who }, hold(tx.user_id, new Decimal(tx.amount)));
  return true;
}

/** Complete: a held (outbound) amount leaves the platform; an inbound amount arrives on the user's balance. */
export async function settleTransaction(db: Executor, tx: TransactionMoney, held: boolean, who: Who) {
  const amount = new Decimal(tx.amount);
  const ctx = { currencyId: tx.currency_id, tradeId: null, ref: `tx:${tx.id}`, ...who };
  if (held) {
    // Double entry: what leaves the user's held balance leaves the platform's wallets too.
    await applyMoves(db, ctx, [
      { entryType: LedgerEntryType.TraderWithdrawal, account: 'locked', userId: tx.user_id, amount: amount.neg() },
      { entryType: LedgerEntryType.TraderWithdrawal, account: 'assets', userId: null, amount },
    ]);
  } else if (!isOutbound(tx.tx_type)) {
    await applyMoves(db, ctx, [
      { entryType: LedgerEntryType.TraderDeposit, account: 'available', userId: tx.user_id, amount },
      { entryType: LedgerEntryType.TraderDeposit, account: 'assets', userId: null, amount: amount.neg() },
    ]);
  }
}

/** Cancel: a held amount returns to the user's balance. */
export async function returnTransaction(db: Executor, tx: TransactionMoney, held: boolean, who: Who) {
  if (!held) return;
  await applyMoves(db, { currencyId: tx.currency_id, tradeId: null, ref: `tx:${tx.id}`, ...who }, giveBack(tx.user_id, new Decimal(tx.amount)));
}

/** A new exchange order: the amount to sell is held. */
export async function holdOrder(db: Executor, order: OrderMoney, who: Who) {
  await applyMoves(db, { currencyId: order.from_currency_id, tradeId: null, ref: `xo:${order.id}`, ...who }, hold(order.user_id, new Decimal(order.from_amount)));
}

/** Complete: the held amount is sold on the market and the bought amount arrives on the user's balance. */
export async function settleOrder(db: Executor, order: OrderMoney, who: Who) {
  const ref = `xo:${order.id}`;
  await applyMoves(db, { currencyId: order.from_currency_id, tradeId: null, ref, ...who }, [
    { entryType: LedgerEntryType.ExchangeSell, account: 'locked', userId: order.user_id, amount: new Decimal(order.from_amount).neg() },
    { entryType: LedgerEntryType.ExchangeSell, account: 'assets', userId: null, amount: new Decimal(order.from_amount) },
  ]);
  await applyMoves(db, { currencyId: order.to_currency_id, tradeId: null, ref, ...who }, [
    { entryType: LedgerEntryType.ExchangeBuy, account: 'available', userId: order.user_id, amount: new Decimal(order.to_amount) },
    { entryType: LedgerEntryType.ExchangeBuy, account: 'assets', userId: null, amount: new Decimal(order.to_amount).neg() },
  ]);
}

/** Cancel: the held amount returns. */
export async function returnOrder(db: Executor, order: OrderMoney, who: Who) {
  await applyMoves(db, { currencyId: order.from_currency_id, tradeId: null, ref: `xo:${order.id}`, ...who }, giveBack(order.user_id, new Decimal(order.from_amount)));
}
