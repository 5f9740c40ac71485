import { and, assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { errorMessageOf, errorReasonOf } from '../../domain/errorMessage.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import { notProvided } from '../notProvided.ts';

/** Where an approval request stands on the server (issue 29). */
export type ApprovalRequestStatus = 'pending' | 'approved' | 'executed' | 'failed' | 'rejected' | 'withdrawn' | 'expired';

/** What the machine starts from: the request as last read and who looks at it. */
export interface ApprovalRequestInput {
  requestId: number;
  status: ApprovalRequestStatus;
  /** The admin who asked for the action (the maker). */
  makerId: number;
  /** The guarded action's operation id: a checker must be allowed to call it directly. */
  operationId: string;
  adminId: number;
  adminStatus: number;
  /** Operation ids of the decisions (from the contract), so the guards ask the same access table as the server. */
  approveOperationId: string;
  rejectOperationId: string;
  withdrawOperationId: string;
}

/** A refused decision: which one, the server's text and its reason (the view translates by reason). */
export interface ApprovalFailure {
  decision: ApprovalDecision;
  message: string;
  reason: string;
}

export type ApprovalDecision = 'approve' | 'reject' | 'withdraw';

export interface ApprovalRequestContext extends ApprovalRequestInput {
  /** The comment of the decision under way (or last sent). */
  comment: string;
  error: ApprovalFailure | null;
}

export type ApprovalRequestEvent =
  | { type: 'approval.approve'; comment: string }
  | { type: 'approval.reject'; comment: string }
  | { type: 'approval.withdraw' }
  /** The request was read again (polling, another admin decided, it expired): decide afresh from it. */
  | { type: 'approval.sync'; status: ApprovalRequestStatus };

/** Emitted after each decision the server accepted, so the view refreshes what it shows. */
export type ApprovalRequestEmitted = { type: 'approval.changed'; decision: ApprovalDecision; status: ApprovalRequestStatus };

/** Inputs of the named actors. */
export interface DecisionInput {
  requestId: number;
  comment: string;
}
export interface WithdrawInput {
  requestId: number;
}
/** What a decision call answers: the request's status after it (an approval runs the action: executed or failed). */
export interface DecisionOutput {
  status: ApprovalRequestStatus;
}

const failure = (decision: ApprovalDecision, error: unknown): ApprovalFailure => ({
  decision,
  message: errorMessageOf(error).message,
  reason: errorReasonOf(error),
});

const statusAfter = (output: unknown, fallback: ApprovalRequestStatus): ApprovalRequestStatus => {
  const status = (output as Partial<DecisionOutput> | null | undefined)?.status;
  return typeof status === 'string' ? status : fallback;
};

const isMaker = (context: ApprovalRequestContext) => context.adminId === context.makerId;

/** Whether this admin may approve or reject the request now: never the maker, and only with the right to perform the action itself. */
export const mayDecide = (context: Pick<ApprovalRequestContext, 'adminId' | 'makerId' | 'adminStatus' | 'operationId'>, decisionOperationId: string) =>
  context.adminId !== context.makerId && mayCall(context.operationId, context.adminStatus) && mayCall(decisionOperationId, context.adminStatus);

const decisionInput = (context: ApprovalRequestContext): DecisionInput => ({ requestId: context.requestId, comment: context.comment });

/**
 * A decision under way (the call `src`), sent once; a sync meanwhile waits for its answer. Done,
 * the request moves on to `settled` with the status `statusOf` reads from the answer, and the view
 * is told; refused (another approver was faster, the maker withdrew, it expired, or a rule
 * refused), the reason shows back in idle and the view reloads.
 */
const deciding = <Src extends 'approveRequest' | 'rejectRequest' | 'withdrawRequest', Input>(
  decision: ApprovalDecision,
  src: Src,
  settled: 'approved' | 'rejected' | 'withdrawn',
  input: (context: ApprovalRequestContext) => Input,
  statusOf: (output: unknown) => ApprovalRequestStatus,
) =>
  ({
    on: { 'approval.sync': {} },
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: ApprovalRequestContext }) => input(context),
      onDone: { target: `#approvalRequest.${settled}`, actions: { type: 'decided', params: ({ event }: { event: { output: unknown } }) => ({ decision, status: statusOf(event.output) }) } },
      onError: { target: 'idle', actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ decision, error: event.error }) } },
    },
  }) as const;

/**
 * The lifecycle of one four-eyes approval request (issue 29), as the request view drives it:
 * requested → pending → approved → executed or failed; or rejected, withdrawn (by the maker) or
 * expired. A different admin with the right to perform the action approves (the server runs it at
 * once, under the same rules, and answers executed or failed) or rejects with a comment; the maker
 * may withdraw. The three calls are named actors the view provides; the server decides races (a
 * second approver, an approval against a withdrawal or the expiry) and the loser syncs.
 */
export const approvalRequestMachine = setup({
  types: {
    input: {} as ApprovalRequestInput,
    context: {} as ApprovalRequestContext,
    events: {} as ApprovalRequestEvent,
    emitted: {} as ApprovalRequestEmitted,
  },
  actors: {
    approveRequest: fromPromise<unknown, DecisionInput>(notProvided('approveRequest')),
    rejectRequest: fromPromise<unknown, DecisionInput>(notProvided('rejectRequest')),
    withdrawRequest: fromPromise<unknown, WithdrawInput>(notProvided('withdrawRequest')),
  },
  guards: {
    isPending: ({ context }) => context.status === 'pending',
    isApproved: ({ context }) => context.status === 'approved',
    isExecuted: ({ context }) => context.status === 'executed',
    isFailed: ({ context }) => context.status === 'failed',
    isRejected: ({ context }) => context.status === 'rejected',
    isWithdrawn: ({ context }) => context.status === 'withdrawn',
    isExpired: ({ context }) => context.status === 'expired',
    canApprove: ({ context }) => mayDecide(context, context.approveOperationId),
    canReject: ({ context }) => mayDecide(context, context.rejectOperationId),
    /** A rejection says why: the maker reads the comment. */
    hasComment: ({ event }) => event.type === 'approval.reject' && event.comment.trim() !== '',
    canWithdraw: ({ context }) => isMaker(context) && mayCall(context.withdrawOperationId, context.adminStatus),
  },
  actions: {
    sync: assign({ status: ({ context, event }) => (event.type === 'approval.sync' ? event.status : context.status) }),
    takeComment: assign({
      comment: ({ context, event }) => (event.type === 'approval.approve' || event.type === 'approval.reject' ? event.comment.trim() : context.comment),
      error: null,
    }),
    clearError: assign({ error: null }),
    /** A decision the server accepted: the request's status after it, and the view is told so it refreshes. */
    decided: enqueueActions(({ enqueue }, params: { decision: ApprovalDecision; status: ApprovalRequestStatus }) => {
      enqueue.assign({ status: params.status });
      enqueue.emit({ type: 'approval.changed', decision: params.decision, status: params.status });
    }),
    keepFailure: assign((_, params: { decision: ApprovalDecision; error: unknown }) => ({ error: failure(params.decision, params.error) })),
  },
}).createMachine({
  id: 'approvalRequest',
  context: ({ input }) => ({ ...input, comment: '', error: null }),
  initial: 'requested',
  states: {
    // Why: the request arrives in any status (a link, a refresh, another admin's decision); where it stands follows from that alone.
    requested: {
      always: [
        { guard: 'isPending', target: 'pending' },
        { guard: 'isApproved', target: 'approved' },
        { guard: 'isExecuted', target: 'executed' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isRejected', target: 'rejected' },
        { guard: 'isWithdrawn', target: 'withdrawn' },
        { target: 'expired' },
      ],
    },
    // Why: nothing has moved yet (a withdrawal's funds are held); a second admin decides, or the maker withdraws.
    pending: {
      initial: 'idle',
      on: { 'approval.sync': { target: 'requested', actions: 'sync' } },
      states: {
        // Why: the view offers what this admin may do: approve and reject to a checker, withdraw to the maker.
        idle: {
          on: {
            'approval.approve': { guard: 'canApprove', target: 'approving', actions: 'takeComment' },
            'approval.reject': { guard: and(['canReject', 'hasComment']), target: 'rejecting', actions: 'takeComment' },
            'approval.withdraw': { guard: 'canWithdraw', target: 'withdrawing', actions: 'clearError' },
          },
        },
        // Why: the approval runs the action on the server; it is sent once and the answer (executed or failed) decides.
        approving: deciding('approve', 'approveRequest', 'approved', decisionInput, (output) => statusAfter(output, 'executed')),
        // Why: a rejection ends the request; sent once.
        rejecting: deciding('reject', 'rejectRequest', 'rejected', decisionInput, () => 'rejected'),
        // Why: the maker takes the request back (the hold is released); sent once.
        withdrawing: deciding('withdraw', 'withdrawRequest', 'withdrawn', (context) => ({ requestId: context.requestId }), () => 'withdrawn'),
      },
    },
    // Why: a checker approved; the action runs in the same transaction, so the answer says whether it executed or failed.
    approved: {
      always: [
        { guard: 'isExecuted', target: 'executed' },
        { guard: 'isFailed', target: 'failed' },
      ],
      on: { 'approval.sync': { target: 'requested', actions: 'sync' } },
    },
    // Why: the action ran with the same rules as a direct action; nothing more can happen to the request.
    executed: { type: 'final' },
    // Why: a rule refused the action at approval (the balance or status had changed); the hold was released.
    failed: { type: 'final' },
    // Why: a checker said no, with a comment; nothing moved, the hold was released.
    rejected: { type: 'final' },
    // Why: the maker took the request back before anyone decided.
    withdrawn: { type: 'final' },
    // Why: nobody decided within the policy's period; nothing moved, the hold was released.
    expired: { type: 'final' },
  },
});

export type ApprovalRequestMachine = typeof approvalRequestMachine;
export type ApprovalRequestActor = ActorRefFrom<ApprovalRequestMachine>;
