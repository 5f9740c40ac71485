import { TransactionAction as A } from '../../../src/domain/transactions.ts';
import { defineOperations } from '../../http/operation.ts';
import * as actions from './actionsService.ts';
import * as balances from './balancesService.ts';
import * as service from './service.ts';
import * as settings from './settingsService.ts';
import { releaseApprovalHold } from '../ledger/service.ts';

/** The ledger's release of a withdrawal's approval hold, handed to the approvals module (server/modules/index.ts). */
export const approvalHoldRelease = releaseApprovalHold;

/** Issue 11, money: transactions and their admin actions, admin deposit and withdrawal, balances, wallets, codes, settings. */
export const transactionOperations = defineOperations({
  // Transactions
  'POST v2/Trading/GetOperations': { kind: 'read', handle: ({ body }, ctx) => service.listOperations(ctx, body) },
  'POST v2/Trading/GetOperation': { kind: 'read', handle: ({ body }, ctx) => service.getOperation(ctx, body.id) },
  'POST Transaction/GetTransactionStatusHistory': { kind: 'read', handle: ({ body }, ctx) => service.statusHistory(ctx, body.transactionId) },
  'POST Transaction/GetTransactionStats': { kind: 'read', handle: ({ body }, ctx) => service.transactionStats(ctx, body) },
  'POST Transaction/GetUserAddressList': { kind: 'read', handle: ({ body }, ctx) => service.userAddressList(ctx, body) },

  // Admin actions (the transition table of src/domain/transactions.ts decides each)
  'PUT Transaction/AdminProcessingTransaction': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.Processing, body) },
  'PUT Transaction/AdminConfirmTransaction': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.Confirm, body) },
  'PUT Transaction/AdminCompleteTransaction': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.Complete, body) },
  'PUT Transaction/AdminCancelTransaction': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.Cancel, body) },
  'PUT Transaction/AdminDeclineTransaction': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.Decline, body) },
  'PUT Transaction/AdminNeedContactTransaction': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.NeedContact, body) },
  'PUT Transaction/AdminCheckTransaction': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.Check, body) },
  'PUT Transaction/AdminCancelCompletedDeposit': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.CancelCompletedDeposit, body) },
  'PUT v2/Transaction/KYTOk': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.KytOk, body) },
  'PUT v2/Transaction/KYTReturn': { kind: 'write', handle: ({ body }, ctx) => actions.act(ctx, A.KytReturn, body) },
  'POST Transaction/UpdateTransactionRequisites': { kind: 'write', handle: ({ body }, ctx) => actions.markRequisites(ctx, body) },

  // Admin money
  'POST Transaction/AdminDeposit': { kind: 'write', handle: ({ body }, ctx) => actions.adminMoneyAnswer(ctx, 'deposit', body) },
  'POST Transaction/AdminWithdrawal': { kind: 'write', handle: ({ body }, ctx) => actions.adminMoneyAnswer(ctx, 'withdrawal', body) },

  // Balances and wallets
  'POST v2/Trading/GetCumulativeBalances': { kind: 'read', handle: ({ body }, ctx) => balances.cumulativeBalances(ctx, body) },
  'POST v2/Trading/GetBalanceInfo': { kind: 'read', handle: ({ body }, ctx) => balances.balanceInfo(ctx, body) },
  'POST Trading/UserFinanceFileterSearch': { kind: 'read', handle: ({ body }, ctx) => balances.userFinance(ctx, body) },
  'POST v2/Multiwallet/GetFinanceStatus': { kind: 'read', handle: ({ body }, ctx) => balances.walletFinanceStatus(ctx, body) },
  'POST Multiwallet/UpdateWallet': { kind: 'write', handle: ({ body }, ctx) => balances.updateWallet(ctx, body) },
  'POST Multiwallet/DeleteWallet': { kind: 'write', handle: ({ body }, ctx) => balances.deleteWallet(ctx, body.walletId) },

  // Codes and settings
  'POST Transaction/GetCodes': { kind: 'read', handle: ({ body }, ctx) => balances.listCodes(ctx, body) },
  'GET Options/GetTransactionsSettings': { kind: 'read', handle: (_, ctx) => settings.getSettings(ctx) },
  'POST Options/UpdateTransactionsSettings': { kind: 'write', handle: ({ body }, ctx) => settings.updateSettings(ctx, body) },

  // The older service (v1)
  'GET v1/transactions/methods': { kind: 'read', handle: ({ query }, ctx) => balances.v1Methods(ctx, query) },
  'GET v1/balances': { kind: 'read', handle: ({ query }, ctx) => balances.v1Balances(ctx, query) },
  'POST v1/transactions/deposit': { kind: 'write', handle: ({ body }, ctx) => actions.v1Money(ctx, 'deposit', body) },
  'POST v1/transactions/withdrawal': { kind: 'write', handle: ({ body }, ctx) => actions.v1Money(ctx, 'withdrawal', body) },
});
