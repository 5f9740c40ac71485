import { defineOperations, type OperationMap } from '../../http/operation.ts';
import * as service from './service.ts';
import type { ApprovalDeps } from './service.ts';

/**
 * Four-eyes approval (issue 29): the requests and the policy. Made from its dependencies
 * (server/modules/index.ts): the guarded operations' handlers, which an approval runs, and the
 * release of a held amount. Decisions manage their own transactions: approval runs the action in
 * one, and a refusal then ends the request as failed in a second.
 */
export function approvalOperations(deps: ApprovalDeps): OperationMap {
  return defineOperations({
    'POST v2/Approval/GetApprovalRequests': { kind: 'read', handle: ({ body }, ctx) => service.listRequests(ctx, deps, body) },
    'POST v2/Approval/GetApprovalRequest': { kind: 'read', handle: ({ body }, ctx) => service.getRequest(ctx, deps, body.id) },
    'GET v2/Approval/GetPendingApprovalsCount': { kind: 'read', handle: (_, ctx) => service.pendingCounts(ctx, deps) },
    'PUT v2/Approval/ApproveRequest': { kind: 'write', ownTransaction: true, handle: ({ body }, ctx) => service.approve(ctx, deps, body) },
    'PUT v2/Approval/RejectRequest': { kind: 'write', ownTransaction: true, handle: ({ body }, ctx) => service.reject(ctx, deps, body) },
    'PUT v2/Approval/WithdrawRequest': { kind: 'write', ownTransaction: true, handle: ({ body }, ctx) => service.withdraw(ctx, deps, body) },
    'GET v2/Approval/GetApprovalPolicy': { kind: 'read', handle: (_, ctx) => service.getPolicy(ctx) },
    'PUT v2/Approval/UpdateApprovalPolicy': { kind: 'write', handle: ({ body }, ctx) => service.updatePolicy(ctx, body) },
  });
}
