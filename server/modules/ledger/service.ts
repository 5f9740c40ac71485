import type { Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/database.ts';
import { Decimal } from '../../money.ts';
import { impossible } from '../../http/apiError.ts';
import * as repo from './repository.ts';
import { refreshUserWorth } from './worthRepository.ts';

// The ledger's API for the other modules: every money move of the platform goes through
// applyMoves (double entry, in the caller's transaction); the SQL is in repository.ts.

/** The platform account P2P service fees are paid into. */
export const P2P_FEE_ACCOUNT = 'p2pFees';
/** The platform account withdrawal fees are paid into. */
export const TRANSACTION_FEE_ACCOUNT = 'transactionFees';
/**
 * The platform's assets (its wallets), the other side of every deposit and withdrawal: a deposit
 * brings money in (asset leg negative, the user's balance positive), a withdrawal sends it out.
 * Kept with the opposite sign so that every move, and so every currency's ledger, sums to zero.
 */
export const ASSETS_ACCOUNT = 'assets';

/** Ledger entry types; amounts are signed (a debit is negative). */
export const LedgerEntryType = {
  Deposit: 'deposit',
  EscrowHold: 'p2pEscrowHold',
  EscrowRelease: 'p2pEscrowRelease',
  EscrowReturn: 'p2pEscrowReturn',
  ServiceFee: 'p2pServiceFee',
  // Traders module: money held for a transaction or exchange order, settled out or returned.
  TraderHold: 'traderHold',
  TraderHoldReturn: 'traderHoldReturn',
  TraderDeposit: 'traderDeposit',
  TraderWithdrawal: 'traderWithdrawal',
  ExchangeSell: 'exchangeSell',
  ExchangeBuy: 'exchangeBuy',
  // Ledger types of spec 3 §3 for deposits and withdrawals (issue 11).
  Withdrawal: 'withdrawal',
  WithdrawalHold: 'withdrawalHold',
  WithdrawalRelease: 'withdrawalRelease',
  WithdrawalFee: 'withdrawalFee',
  DepositReversal: 'depositReversal',
  AdminDeposit: 'adminDeposit',
  AdminWithdrawal: 'adminWithdrawal',
  // Spot orders (issue 13): an open order's hold (available → locked) and its release on cancel.
  OrderHold: 'orderHold',
  OrderRelease: 'orderRelease',
  // Referral and staking (issue 13b): incomes paid to users from the platform's accounts.
  ReferralIncome: 'referralIncome',
  StakingIncome: 'stakingIncome',
  StakingTax: 'stakingTax',
  // Four-eyes approval (issue 29): a withdrawal waiting for a second admin holds its amount
  // (available → locked, ref ap:<request id>) and gives it back when the request ends.
  ApprovalHold: 'approvalHold',
  ApprovalHoldRelease: 'approvalHoldRelease',
} as const;
export type LedgerEntryType = (typeof LedgerEntryType)[keyof typeof LedgerEntryType];

export const INSUFFICIENT_BALANCE = 'Insufficient balance';
export const ESCROW_NOT_HELD = 'The escrow of this trade is no longer held';

interface MoveContext {
  currencyId: number;
  tradeId: number | null;
  adminId: number | null;
  at: string;
  /** Traders module: what the entries belong to ('tx:<id>', 'xo:<id>'). */
  ref?: string;
  transactionId?: number | null;
}

/** One leg of a money move. Escrow legs are recorded here; the escrow row itself is the caller's. */
export interface Move {
  entryType: LedgerEntryType;
  account: 'available' | 'locked' | 'escrow' | 'fees' | 'assets';
  userId: number | null;
  amount: Decimal;
  /** The platform_balances account of a fees leg (P2P fees by default). */
  platformAccount?: string;
}

export const UNBALANCED_MOVE = 'A money move must sum to zero';

/**
 * Applies the legs of one money move inside the caller's transaction: changes the balances
 * (locked first, in user order, on PostgreSQL so concurrent moves cannot lose an update or
 * deadlock), refuses to take a balance below zero, and writes one ledger entry per leg.
 * Arithmetic is Decimal on strings; the database only stores the results.
 */
export async function applyMoves(db: Executor, ctx: MoveContext, moves: Move[]) {
  // Double entry: the legs of one move cancel out, so no move creates or destroys money.
  if (!moves.reduce((sum, m) => sum.plus(m.amount), new Decimal(0)).isZero()) throw new Error(UNBALANCED_MOVE);
  const pg = isPostgres(db);
  const userDeltas = new Map<number, { available: Decimal; locked: Decimal }>();
  const platformDeltas = new Map<string, Decimal>();
  for (const move of moves) {
    if (move.account === 'available' || move.account === 'locked') {
      if (move.userId === null) throw new Error('A user balance leg needs a user');
      const d = userDeltas.get(move.userId) ?? { available: new Decimal(0), locked: new Decimal(0) };
      d[move.account] = d[move.account].plus(move.amount);
      userDeltas.set(move.userId, d);
    } else if (move.account === 'fees' || move.account === 'assets') {
      const key = move.account === 'assets' ? ASSETS_ACCOUNT : (move.platformAccount ?? P2P_FEE_ACCOUNT);
      platformDeltas.set(key, (platformDeltas.get(key) ?? new Decimal(0)).plus(move.amount));
    }
  }

  const userIds = [...userDeltas.keys()].sort((a, b) => a - b);
  if (userIds.length) {
    const rows = await repo.lockUserBalances(db, ctx.currencyId, userIds, ctx.at, pg);
    for (const row of rows) {
      const delta = userDeltas.get(row.user_id)!;
      const available = new Decimal(row.available).plus(delta.available);
      const locked = new Decimal(row.locked).plus(delta.locked);
      if (available.isNegative() || locked.isNegative()) throw impossible(INSUFFICIENT_BALANCE, 'insufficientBalance');
      await repo.setUserBalance(db, row.user_id, ctx.currencyId, { available: available.toFixed(), locked: locked.toFixed() }, ctx.at);
    }
    // the cumulative balances list's sort key, kept in step with the balances it sums
    await refreshUserWorth(db, userIds);
  }

  for (const [account, delta] of [...platformDeltas].sort(([a], [b]) => a.localeCompare(b))) {
    if (delta.isZero()) continue;
    const amount = await repo.lockPlatformBalance(db, account, ctx.currencyId, ctx.at, pg);
    await repo.setPlatformBalance(db, account, ctx.currencyId, new Decimal(amount).plus(delta).toFixed(), ctx.at);
  }

  const entries = moves.filter((m) => !m.amount.isZero());
  if (entries.length) {
    await repo.insertEntries(
      db,
      entries.map((m) => ({
        entry_type: m.entryType,
        account: m.account,
        user_id: m.userId,
        currency_id: ctx.currencyId,
        amount: m.amount.toFixed(),
        trade_id: ctx.tradeId,
        admin_id: ctx.adminId,
        created_at: ctx.at,
        ...(ctx.ref ? { ref: ctx.ref } : {}),
        transaction_id: ctx.transactionId ?? null,
      })),
    );
  }
}

/** Money arriving from outside (a deposit): the user's balance grows against the platform's assets. */
export async function deposit(db: Executor, userId: number, currencyId: number, amount: string, at: string, adminId: number | null = null) {
  await applyMoves(db, { currencyId, tradeId: null, adminId, at }, [
    { entryType: LedgerEntryType.Deposit, account: 'available', userId, amount: new Decimal(amount) },
    { entryType: LedgerEntryType.Deposit, account: 'assets', userId: null, amount: new Decimal(amount).neg() },
  ]);
}

export interface EscrowTrade {
  id: number;
  seller_id: number;
  buyer_id: number;
  crypto_currency_id: number;
  amount: string;
  service_fee: string;
}

/** FundsFrozen: the seller's crypto leaves their balance for the trade's escrow. */
export async function holdEscrow(db: Executor, trade: EscrowTrade, at: string, adminId: number | null = null) {
  const amount = new Decimal(trade.amount);
  await applyMoves(db, { currencyId: trade.crypto_currency_id, tradeId: trade.id, adminId, at }, [
    { entryType: LedgerEntryType.EscrowHold, account: 'available', userId: trade.seller_id, amount: amount.neg() },
    { entryType: LedgerEntryType.EscrowHold, account: 'escrow', userId: trade.seller_id, amount },
  ]);
  await repo.insertEscrow(db, { trade_id: trade.id, seller_id: trade.seller_id, currency_id: trade.crypto_currency_id, amount: amount.toFixed(), status: 'held', date_created: at, date_closed: null });
}

/** Closes a held escrow, conditionally: a second close (or a racing one) finds nothing held. */
async function closeEscrow(db: Executor, tradeId: number, status: 'released' | 'returned', at: string) {
  if (!(await repo.closeHeldEscrow(db, tradeId, status, at))) throw impossible(ESCROW_NOT_HELD, 'escrowNotHeld');
}

/** The buyer's share of a completed trade: the escrowed amount less the service fee. */
export function buyerShare(trade: Pick<EscrowTrade, 'amount' | 'service_fee'>): Decimal {
  return new Decimal(trade.amount).minus(trade.service_fee);
}

/** Confirm: the escrow goes to the buyer less the service fee, and the fee to the platform's fee account. */
export async function releaseEscrow(db: Executor, trade: EscrowTrade, at: string, adminId: number | null) {
  await closeEscrow(db, trade.id, 'released', at);
  const amount = new Decimal(trade.amount);
  const fee = new Decimal(trade.service_fee);
  await applyMoves(db, { currencyId: trade.crypto_currency_id, tradeId: trade.id, adminId, at }, [
    { entryType: LedgerEntryType.EscrowRelease, account: 'escrow', userId: trade.seller_id, amount: amount.neg() },
    { entryType: LedgerEntryType.EscrowRelease, account: 'available', userId: trade.buyer_id, amount: amount.minus(fee) },
    { entryType: LedgerEntryType.ServiceFee, account: 'fees', userId: null, amount: fee },
  ]);
  return { toBuyer: amount.minus(fee).toFixed(), fee: fee.toFixed() };
}

/** Cancel: the escrow returns to the seller in full. */
export async function returnEscrow(db: Executor, trade: EscrowTrade, at: string, adminId: number | null) {
  await closeEscrow(db, trade.id, 'returned', at);
  const amount = new Decimal(trade.amount);
  await applyMoves(db, { currencyId: trade.crypto_currency_id, tradeId: trade.id, adminId, at }, [
    { entryType: LedgerEntryType.EscrowReturn, account: 'escrow', userId: trade.seller_id, amount: amount.neg() },
    { entryType: LedgerEntryType.EscrowReturn, account: 'available', userId: trade.seller_id, amount },
  ]);
  return { toSeller: amount.toFixed() };
}

/** Current available balances of some users in one currency (missing rows read as 0). */
export async function availableOf(db: Executor, pairs: { userId: number; currencyId: number }[]) {
  const out = new Map<string, string>();
  if (!pairs.length) return out;
  const userIds = [...new Set(pairs.map((p) => p.userId))];
  const rows = await repo.availableRows(db, userIds);
  for (const row of rows) out.set(`${row.user_id}:${row.currency_id}`, new Decimal(row.available).toFixed());
  return out;
}

/** A withdrawal waiting for a second admin: its amount leaves available for locked, so it cannot be spent twice. */
export async function holdForApproval(db: Executor, hold: ApprovalHold) {
  const amount = new Decimal(hold.amount);
  await applyMoves(db, { currencyId: hold.currencyId, tradeId: null, adminId: hold.adminId, at: hold.at, ref: hold.ref }, [
    { entryType: LedgerEntryType.ApprovalHold, account: 'available', userId: hold.userId, amount: amount.neg() },
    { entryType: LedgerEntryType.ApprovalHold, account: 'locked', userId: hold.userId, amount },
  ]);
}

/** The request ended (approved, rejected, withdrawn, expired, failed): the held amount goes back to available. */
export async function releaseApprovalHold(db: Executor, hold: ApprovalHold) {
  const amount = new Decimal(hold.amount);
  await applyMoves(db, { currencyId: hold.currencyId, tradeId: null, adminId: hold.adminId, at: hold.at, ref: hold.ref }, [
    { entryType: LedgerEntryType.ApprovalHoldRelease, account: 'locked', userId: hold.userId, amount: amount.neg() },
    { entryType: LedgerEntryType.ApprovalHoldRelease, account: 'available', userId: hold.userId, amount },
  ]);
}

export interface ApprovalHold {
  userId: number;
  currencyId: number;
  amount: string;
  at: string;
  adminId: number | null;
  /** `ap:<request id>` (approvalHoldRef of server/core/approvals.ts). */
  ref: string;
}
