import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import { fetchOperations, transactionKeys, type CodesRequest, type OperationsRequest } from './transactionsListCall.ts';
import { ACTION_OPERATION, type TransactionAction } from '../../domain/transactions.ts';
import type { TransactionActionsApi } from '../../machines/transaction-actions/transaction-actions.actors.ts';
import type { RunActionInput } from '../../machines/transaction-actions/transaction-actions.machine.ts';
import { defineAction } from '../../components/actions.ts';
import type { OperationId } from '../../domain/operationAccess.ts';

export { transactionKeys, type CodesRequest, type OperationsRequest };
export type Operation = components['schemas']['Operation'];
export type OperationDetail = components['schemas']['OperationDetail'];
export type CodeRow = components['schemas']['Code'];

export const transactionQueries = {
  list: (request: OperationsRequest) => pageQuery(transactionKeys.list(request), (signal) => fetchOperations(request, signal)),
  one: (id: number) =>
    queryOptions({
      queryKey: transactionKeys.one(id),
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Trading/GetOperation', { body: { id }, signal })),
      // Another admin may act on the same transaction: keep the view fresh.
      refetchInterval: 15_000,
    }),
  history: (id: number) =>
    queryOptions({
      queryKey: transactionKeys.history(id),
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/Transaction/GetTransactionStatusHistory', { body: { transactionId: id }, signal })).items,
    }),
  stats: (request: { dateFrom?: number; dateTo?: number }) =>
    queryOptions({
      queryKey: transactionKeys.stats(request),
      queryFn: async ({ signal }) => dataOf(await v2Client.POST('/Transaction/GetTransactionStats', { body: request, signal })).items,
    }),
  codes: (request: CodesRequest) =>
    pageQuery(transactionKeys.codes(request), async (signal) => dataOf(await v2Client.POST('/Transaction/GetCodes', { body: request, signal }))),
};

type ActionPath =
  | '/Transaction/AdminProcessingTransaction' | '/Transaction/AdminConfirmTransaction' | '/Transaction/AdminCompleteTransaction'
  | '/Transaction/AdminCancelTransaction' | '/Transaction/AdminDeclineTransaction' | '/Transaction/AdminNeedContactTransaction'
  | '/Transaction/AdminCheckTransaction' | '/Transaction/AdminCancelCompletedDeposit' | '/v2/Transaction/KYTOk' | '/v2/Transaction/KYTReturn';

const pathOf = (action: TransactionAction) => `/${ACTION_OPERATION[action].replace(/^PUT /, '')}` as ActionPath;

/** The transaction-actions machine's one call: the action's operation (with the comment where it takes one). */
export const transactionActionsApi: TransactionActionsApi = {
  async run({ transactionId, action, comment }) {
    const path = pathOf(action);
    if (path === '/Transaction/AdminCheckTransaction') return dataOf(await v2Client.PUT(path, { body: { transactionId } }));
    if (path === '/Transaction/AdminCompleteTransaction' || path === '/Transaction/AdminDeclineTransaction') {
      return dataOf(await v2Client.PUT(path, { body: { transactionId, comment } }));
    }
    return dataOf(await v2Client.PUT(path, { body: { transactionId, ...(comment ? { details: comment } : {}) } }));
  },
};

export async function markRequisites(transactionId: number, requisitesStatus: 'new' | 'approved' | 'problematic') {
  return dataOf(await v2Client.POST('/Transaction/UpdateTransactionRequisites', { body: { transactionId, requisitesStatus } }));
}

/**
 * One admin action of the transaction view, declared once (screen kit): its operation, the
 * transactions to refresh and "Transaction status changed"; the transaction-actions machine runs
 * it as its `runAction` (a call the four-eyes policy holds shows the approvals notice instead).
 */
const transactionAction = (action: TransactionAction) =>
  defineAction({
    operationId: ACTION_OPERATION[action] as OperationId,
    call: (input: RunActionInput) => transactionActionsApi.run(input),
    refresh: () => [transactionKeys.all],
    success: 'transactions.actions.done',
  });

export const transactionViewActions = {
  processing: transactionAction('processing'),
  confirm: transactionAction('confirm'),
  complete: transactionAction('complete'),
  cancel: transactionAction('cancel'),
  decline: transactionAction('decline'),
  needContact: transactionAction('needContact'),
  check: transactionAction('check'),
  cancelCompletedDeposit: transactionAction('cancelCompletedDeposit'),
  kytOk: transactionAction('kytOk'),
  kytReturn: transactionAction('kytReturn'),
  markRequisites: defineAction({
    operationId: 'POST Transaction/UpdateTransactionRequisites',
    call: (vars: { transactionId: number; requisitesStatus: 'new' | 'approved' | 'problematic' }) => markRequisites(vars.transactionId, vars.requisitesStatus),
    refresh: () => [transactionKeys.all],
    success: 'transactions.actions.done',
  }),
} satisfies Record<TransactionAction | 'markRequisites', unknown>;

/**
 * Refreshes the transactions after a shared money dialog (which runs its own declared call) put
 * a deposit or a withdrawal through: the keys stay declared here, not in the screen.
 */
export function useRefreshTransactions(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: transactionKeys.all }), [client]);
}
