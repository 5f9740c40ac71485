import type { Executor } from '../../db/database.ts';
import { Decimal } from '../../money.ts';
import { applyMoves, LedgerEntryType, TRANSACTION_FEE_ACCOUNT } from './service.ts';

/**
 * The money of deposits and withdrawals, as balanced legs (peatio's shape: liabilities `available`
 * and `locked`, a revenue account for fees, an asset account for the platform's wallets). Each
 * runs inside the caller's transaction, next to the status change that causes it.
 */
export interface TransactionMoney {
  id: number;
  user_id: number;
  currency_id: number;
  amount: string;
  fee: string;
}

interface At {
  at: string;
  adminId: number | null;
}

const ctxOf = (tx: TransactionMoney, { at, adminId }: At) => ({ currencyId: tx.currency_id, tradeId: null, adminId, at, transactionId: tx.id });

/** A completed deposit: the amount reaches the user's available balance from the platform's wallets. */
export async function creditDeposit(db: Executor, tx: TransactionMoney, when: At, entryType: LedgerEntryType = LedgerEntryType.Deposit) {
  const amount = new Decimal(tx.amount);
  await applyMoves(db, ctxOf(tx, when), [
    { entryType, account: 'available', userId: tx.user_id, amount },
    { entryType, account: 'assets', userId: null, amount: amount.neg() },
  ]);
}

/** Cancelling a completed deposit takes it back; refused (Insufficient balance) when the balance no longer covers it. */
export async function reverseDeposit(db: Executor, tx: TransactionMoney, when: At) {
  const amount = new Decimal(tx.amount);
  await applyMoves(db, ctxOf(tx, when), [
    { entryType: LedgerEntryType.DepositReversal, account: 'available', userId: tx.user_id, amount: amount.neg() },
    { entryType: LedgerEntryType.DepositReversal, account: 'assets', userId: null, amount },
  ]);
}

/** A queued withdrawal holds its amount (fee included): available → locked. */
export async function holdWithdrawal(db: Executor, tx: TransactionMoney, when: At) {
  const amount = new Decimal(tx.amount);
  await applyMoves(db, ctxOf(tx, when), [
    { entryType: LedgerEntryType.WithdrawalHold, account: 'available', userId: tx.user_id, amount: amount.neg() },
    { entryType: LedgerEntryType.WithdrawalHold, account: 'locked', userId: tx.user_id, amount },
  ]);
}

/** Cancel, decline or return: the hold goes back to available. */
export async function releaseWithdrawal(db: Executor, tx: TransactionMoney, when: At) {
  const amount = new Decimal(tx.amount);
  await applyMoves(db, ctxOf(tx, when), [
    { entryType: LedgerEntryType.WithdrawalRelease, account: 'locked', userId: tx.user_id, amount: amount.neg() },
    { entryType: LedgerEntryType.WithdrawalRelease, account: 'available', userId: tx.user_id, amount },
  ]);
}

/** A completed withdrawal: the hold leaves, the net amount to the platform's wallets (sent out), the fee to revenue. */
export async function debitWithdrawal(db: Executor, tx: TransactionMoney, when: At, entryType: LedgerEntryType = LedgerEntryType.Withdrawal) {
  const amount = new Decimal(tx.amount);
  const fee = new Decimal(tx.fee);
  await applyMoves(db, ctxOf(tx, when), [
    { entryType, account: 'locked', userId: tx.user_id, amount: amount.neg() },
    { entryType, account: 'assets', userId: null, amount: amount.minus(fee) },
    { entryType: LedgerEntryType.WithdrawalFee, account: 'fees', userId: null, amount: fee, platformAccount: TRANSACTION_FEE_ACCOUNT },
  ]);
}

/** An admin withdrawal: straight from available to the platform's wallets (ledger type adminWithdrawal). */
export async function adminWithdraw(db: Executor, tx: TransactionMoney, when: At) {
  const amount = new Decimal(tx.amount);
  await applyMoves(db, ctxOf(tx, when), [
    { entryType: LedgerEntryType.AdminWithdrawal, account: 'available', userId: tx.user_id, amount: amount.neg() },
    { entryType: LedgerEntryType.AdminWithdrawal, account: 'assets', userId: null, amount },
  ]);
}
