import { dataOf } from './client.ts';
import { v2Client } from './clients.ts';
import type { components } from './generated/v2.ts';

export { APPROVAL_REQUIRED_REASON, ApprovalRequiredError, approvalRequiredOf, heldForApproval, type ApprovalRequiredInfo } from './approvalRequired.ts';

/** A guarded action of the four-eyes policy (issue 29). */
export type ApprovalAction = components['schemas']['ApprovalAction'];
export type ApprovalStatus = components['schemas']['ApprovalStatus'];
export type ApprovalRequest = components['schemas']['ApprovalRequest'];
export type ApprovalPolicy = components['schemas']['ApprovalPolicy'];
export type ApprovalPolicyRule = components['schemas']['ApprovalPolicyRule'];

/** Query keys of approvals; every decision invalidates `all` (the list, the badge, a request). */
export const approvalKeys = {
  all: ['approvals'] as const,
  count: () => ['approvals', 'count'] as const,
  policy: () => ['approvals', 'policy'] as const,
  list: (request: unknown) => ['approvals', 'list', request] as const,
  request: (id: number) => ['approvals', 'request', id] as const,
};

/** How often the menu's badge asks again (new requests show without a reload). */
export const APPROVALS_COUNT_REFRESH_MS = 15_000;

/** The pending counts of the menu badge: the requests the caller may decide, and the caller's own. */
export function pendingApprovalsCountQuery() {
  return {
    queryKey: approvalKeys.count(),
    queryFn: async ({ signal }: { signal?: AbortSignal }) => dataOf(await v2Client.GET('/v2/Approval/GetPendingApprovalsCount', { signal })),
    refetchInterval: APPROVALS_COUNT_REFRESH_MS,
    // a badge left in a background tab still follows new requests
    refetchIntervalInBackground: true,
    staleTime: 5_000,
  };
}

/** The four-eyes policy (every staff member reads it; a guarded dialog shows its line). */
export function approvalPolicyQuery() {
  return {
    queryKey: approvalKeys.policy(),
    queryFn: async ({ signal }: { signal?: AbortSignal }) => dataOf(await v2Client.GET('/v2/Approval/GetApprovalPolicy', { signal })),
    staleTime: 60_000,
  };
}
