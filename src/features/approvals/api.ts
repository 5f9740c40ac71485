import { queryOptions } from '@tanstack/react-query';
import { approvalKeys, type ApprovalRequest } from '../../api/approvals.ts';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { v2Client } from '../../api/clients.ts';
import type { DecisionInput, WithdrawInput } from '../../machines/approval-request/approval-request.machine.ts';
import type { ApprovalsRequest } from './approvalsQuery.ts';
import i18next from 'i18next';
import { errorFacts } from '../../api/apiError.ts';
import type { ApprovalPolicy } from '../../api/approvals.ts';
import { defineAction } from '../../components/actions.ts';
import { errorText } from '../../components/errorText.ts';

/** How often an open pending request is read again (another admin may decide it, or it expires). */
export const REQUEST_REFRESH_MS = 5_000;

/** The operation ids behind the screen's actions (the access table decides what is offered). */
export const APPROVAL_OPERATIONS = {
  list: 'POST v2/Approval/GetApprovalRequests',
  get: 'POST v2/Approval/GetApprovalRequest',
  approve: 'PUT v2/Approval/ApproveRequest',
  reject: 'PUT v2/Approval/RejectRequest',
  withdraw: 'PUT v2/Approval/WithdrawRequest',
} as const;

export const approvalQueries = {
  /** One page of requests; the pending count comes with it, so the tab follows the badge. */
  list: (request: ApprovalsRequest) =>
    queryOptions({
      ...pageQuery(approvalKeys.list(request), async (signal) => dataOf(await v2Client.POST('/v2/Approval/GetApprovalRequests', { body: request, signal }))),
      staleTime: 3_000,
      // new requests arrive from other admins: a pending list follows them without a reload
      refetchInterval: request.status === 'pending' ? 15_000 : false,
    }),
  /** One request; a pending one is read again every few seconds. */
  request: (id: number) =>
    queryOptions({
      queryKey: approvalKeys.request(id),
      queryFn: async ({ signal }): Promise<ApprovalRequest> => dataOf(await v2Client.POST('/v2/Approval/GetApprovalRequest', { body: { id }, signal })),
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? REQUEST_REFRESH_MS : false),
    }),
};

/** A decision's refusal in words, by its reason (approvals namespace), for the dialog. */
const decisionRefusal = (error: unknown) => failureText((key, options) => i18next.t(key, options), errorFacts(error));

/** The decisions, run by the request machine's actors (`useSettlers`): each refreshes the approvals and names the request. */
export const approvalDecisions = {
  approve: defineAction({
    operationId: APPROVAL_OPERATIONS.approve,
    call: async ({ requestId, comment }: DecisionInput) =>
      dataOf(await v2Client.PUT('/v2/Approval/ApproveRequest', { body: { id: requestId, ...(comment ? { comment } : {}) } })),
    refresh: () => [approvalKeys.all],
    // approved, but a rule refused the action at that moment: no "done"; the request shows why
    success: ({ requestId }, result) => ((result as { status?: string } | null)?.status === 'failed' ? null : { key: 'approvals.toast.executed', params: { id: requestId } }),
    refusal: decisionRefusal,
  }),
  reject: defineAction({
    operationId: APPROVAL_OPERATIONS.reject,
    call: async ({ requestId, comment }: DecisionInput) => dataOf(await v2Client.PUT('/v2/Approval/RejectRequest', { body: { id: requestId, comment } })),
    refresh: () => [approvalKeys.all],
    success: ({ requestId }) => ({ key: 'approvals.toast.rejected', params: { id: requestId } }),
    refusal: decisionRefusal,
  }),
  withdraw: defineAction({
    operationId: APPROVAL_OPERATIONS.withdraw,
    call: async ({ requestId }: WithdrawInput) => dataOf(await v2Client.PUT('/v2/Approval/WithdrawRequest', { body: { id: requestId } })),
    refresh: () => [approvalKeys.all],
    success: ({ requestId }) => ({ key: 'approvals.toast.withdrawn', params: { id: requestId } }),
    refusal: decisionRefusal,
  }),
};

/** A refusal in words: the approvals namespace's sentence for its reason, else the server's text translated. */
export function failureText(t: (key: string, options?: Record<string, unknown>) => string, failure: { reason: string; message: string }): string {
  return t(`approvals.errors.${failure.reason}`, { defaultValue: errorText(failure) });
}

/** The super admin changes the four-eyes policy; the guarded dialogs' policy notices read the same query. */
export const updateApprovalPolicy = defineAction({
  operationId: 'PUT v2/Approval/UpdateApprovalPolicy',
  call: async (body: Pick<ApprovalPolicy, 'expiryHours' | 'rules'>) => dataOf(await v2Client.PUT('/v2/Approval/UpdateApprovalPolicy', { body })),
  refresh: () => [approvalKeys.policy()],
  success: 'approvals.policyEditor.saved',
  // a refusal in the admin's language by its reason, never by the server's English text
  refusal: (error) => failureText((key, options) => i18next.t(key, options), errorFacts(error)),
});
