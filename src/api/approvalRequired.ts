import { ApiError } from './apiError.ts';
import type { components } from './generated/v2.ts';

type ApprovalAction = components['schemas']['ApprovalAction'];

/** The reason of a guarded call's 202 answer: nothing ran yet, the action waits for a second admin. */
export const APPROVAL_REQUIRED_REASON = 'approvalRequired';

/** What a guarded call's 202 answer says about the request it made. */
export interface ApprovalRequiredInfo {
  approvalRequestId: number;
  action: ApprovalAction;
  amountUsd: string | null;
  thresholdUsd: string;
  expiresAt: string;
}

/**
 * A guarded call the policy held for a second admin (HTTP 202, reason `approvalRequired`). The
 * client rejects with it, so no caller can ever report "done" for an action that has not run;
 * a dialog that knows about approvals catches it and links to the request instead.
 */
export class ApprovalRequiredError extends ApiError {
  readonly approval: ApprovalRequiredInfo;

  constructor(approval: ApprovalRequiredInfo) {
    super({
      status: 202,
      code: 0,
      reason: APPROVAL_REQUIRED_REASON,
      message: 'approvals.notice.waiting',
      params: { id: approval.approvalRequestId },
    });
    this.approval = approval;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The approval request a 202 answer's body names, or null when the body is something else. */
export function approvalRequiredOf(status: number, body: unknown): ApprovalRequiredInfo | null {
  if (status !== 202 || !isRecord(body) || body.reason !== APPROVAL_REQUIRED_REASON || typeof body.approvalRequestId !== 'number') return null;
  return body as unknown as ApprovalRequiredInfo;
}

/** The approval request a failure stands for, when a guarded call was held for a second admin. */
export function heldForApproval(error: unknown): ApprovalRequiredInfo | null {
  return error instanceof ApprovalRequiredError ? error.approval : null;
}

type HeldAnswer = { reason: typeof APPROVAL_REQUIRED_REASON };

/**
 * A guarded call's answer, typed as the action's own result: the client already rejects a held
 * (202) answer with ApprovalRequiredError, and this says so to the type checker (and throws the
 * same error should a held answer ever get this far).
 */
export function ranAnswer<T>(answer: T): Exclude<T, HeldAnswer> {
  const held = approvalRequiredOf(202, answer);
  if (held) throw new ApprovalRequiredError(held);
  return answer as Exclude<T, HeldAnswer>;
}
