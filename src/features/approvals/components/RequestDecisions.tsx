import { Button, Callout, Classes } from '@blueprintjs/core';
import { Tick, Undo, Cross } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { ActorRefFrom } from 'xstate';
import type { ApprovalRequest } from '../../../api/approvals.ts';
import { errorText } from '../../../components/errorText.ts';
import { useAction } from '../../../components/useAction.ts';
import { useSettlers } from '../../../components/useSettlers.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { provideApprovalRequestMachine } from '../../../machines/approval-request/approval-request.actors.ts';
import type { ApprovalFailure, ApprovalRequestEvent, ApprovalRequestMachine } from '../../../machines/approval-request/approval-request.machine.ts';
import { inspected } from '../../../machines/inspection.ts';
import { sendAndSettle } from '../../../machines/sendAndSettle.ts';
import { APPROVAL_OPERATIONS, approvalDecisions, approvalQueries } from '../api.ts';

const BUSY = [{ pending: 'approving' }, { pending: 'rejecting' }, { pending: 'withdrawing' }] as const;

/**
 * Sends one decision to the request's machine and settles when the server has answered: resolves
 * on success, rejects with the `ApprovalFailure` (so the confirm dialog stays open with the reason).
 */
export function runDecision(actor: ActorRefFrom<ApprovalRequestMachine>, event: ApprovalRequestEvent): Promise<void> {
  return sendAndSettle(actor, event, (snapshot) => BUSY.some((state) => snapshot.matches(state)));
}

/**
 * Approve, Reject (with a comment) and Withdraw of one request, driven by the approval-request
 * machine (shown in the inspector as "approval request #id"). A checker sees Approve and Reject;
 * the maker sees Approve disabled with the reason, and Withdraw. Each goes through the confirm dialog.
 */
export function RequestDecisions({ request, adminId, adminStatus, summary }: { request: ApprovalRequest; adminId: number; adminStatus: number; summary: string }) {
  const { t } = useTranslation('approvals');
  const { confirm, dialog } = useConfirm();
  // The declared decisions (api.ts) refresh the approvals and say what was done; the machine's actors run them.
  const settlers = useSettlers({
    approve: useAction(approvalDecisions.approve),
    reject: useAction(approvalDecisions.reject),
    withdraw: useAction(approvalDecisions.withdraw),
  });
  const [machine] = useState(() => provideApprovalRequestMachine(settlers));
  const { refetch } = useQuery({ ...approvalQueries.request(request.id), enabled: false });
  const actor = useActorRef(machine, {
    input: {
      requestId: request.id,
      status: request.status,
      makerId: request.makerId,
      operationId: request.operationId,
      adminId,
      adminStatus,
      approveOperationId: APPROVAL_OPERATIONS.approve,
      rejectOperationId: APPROVAL_OPERATIONS.reject,
      withdrawOperationId: APPROVAL_OPERATIONS.withdraw,
    },
    ...inspected(`approval request #${request.id}`),
  });
  const pendingIdle = useSelector(actor, (s) => s.matches({ pending: 'idle' }));
  const canApprove = useSelector(actor, (s) => s.can({ type: 'approval.approve', comment: '' }));
  const canReject = useSelector(actor, (s) => s.can({ type: 'approval.reject', comment: 'x' }));
  const canWithdraw = useSelector(actor, (s) => s.can({ type: 'approval.withdraw' }));
  const isMaker = request.makerId === adminId;

  // What the server says now (polling, another admin's decision, the expiry) moves the machine.
  useEffect(() => actor.send({ type: 'approval.sync', status: request.status }), [actor, request.status]);

  const decide = (event: ApprovalRequestEvent) =>
    runDecision(actor, event).catch((failure: ApprovalFailure | Error) => {
      // the request changed meanwhile (decided, withdrawn, expired): show what it is now
      void refetch();
      throw new Error('reason' in failure ? failure.message : errorText(failure));
    });

  // approved, but a rule refused the action at that moment: no "done" words; the view shows the reason
  // Each decision is confirmed first, in words naming the request; approving may carry a comment, rejecting needs one.
  const confirmDecision = (decision: 'approve' | 'reject' | 'withdraw', comment: { withComment?: true; commentRequired?: true } = {}) =>
    confirm({
      title: t(`approvals.decide.${decision}Title`, { id: request.id }),
      text: t(`approvals.decide.${decision}Text`, { what: summary }),
      ...comment,
      action: (text) => decide(decision === 'withdraw' ? { type: 'approval.withdraw' } : { type: `approval.${decision}`, comment: text }),
    });
  const approve = () => confirmDecision('approve', { withComment: true });
  const reject = () => confirmDecision('reject', { commentRequired: true });
  const withdraw = () => confirmDecision('withdraw');

  if (request.status !== 'pending') return dialog;
  const makerReason = isMaker ? t('approvals.decide.makerCannotApprove') : !canApprove && pendingIdle ? t('approvals.decide.notAllowed') : null;
  return (
    <div className="approvals-decisions" role="group" aria-label={t('approvals.decide.label')}>
      <div className="approvals-decision-buttons">
        <Button intent="success" icon={<Tick />} text={t('approvals.decide.approve')} disabled={!canApprove} onClick={() => void approve()} aria-describedby={makerReason ? 'approval-maker-reason' : undefined} />
        {!isMaker && <Button intent="danger" icon={<Cross />} text={t('approvals.decide.reject')} disabled={!canReject} onClick={() => void reject()} />}
        {isMaker && <Button icon={<Undo />} text={t('approvals.decide.withdraw')} disabled={!canWithdraw} onClick={() => void withdraw()} />}
      </div>
      {makerReason && (
        <Callout intent="warning" className={Classes.TEXT_SMALL} id="approval-maker-reason" role="note">
          {makerReason}
        </Callout>
      )}
      {dialog}
    </div>
  );
}
