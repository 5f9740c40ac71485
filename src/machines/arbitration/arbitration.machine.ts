import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../../domain/errorMessage.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import {
  ARBITRATOR_ADMIN_STATUS,
  P2pTradeStatus,
  decideArbitration,
  isInDispute,
  type ArbitrationAction,
} from '../../domain/p2p.ts';
import { notProvided } from '../notProvided.ts';


/** What the machine starts from: the trade as last read and who is working on it. */
export interface ArbitrationInput {
  tradeId: number;
  status: number;
  arbitratorId: number | null;
  adminId: number;
  adminStatus: number;
}

/** A failed action: which one and the server's text (the console wraps it in the spec's sentence). */
export interface ArbitrationFailure {
  action: ArbitrationAction;
  message: string;
  /** What the call rejected with, for the console to put in words by its reason. */
  cause: unknown;
}

/** Context of the arbitration workflow. */
export interface ArbitrationContext extends ArbitrationInput {
  /** The resolution comment of the confirm or cancel under way (or last sent). */
  comment: string;
  /** The arbitrator an assignment under way names. */
  assignTo: number | null;
  error: ArbitrationFailure | null;
}

/** Events of the workflow. */
export type ArbitrationEvent =
  | { type: 'arbitration.join' }
  | { type: 'arbitration.assign'; arbitratorId: number }
  | { type: 'arbitration.confirm'; comment: string }
  | { type: 'arbitration.cancel'; comment: string }
  /** The trade was read again (polling, another tab, another arbitrator): decide afresh from it. */
  | { type: 'arbitration.sync'; status: number; arbitratorId: number | null };

/** Emitted after each successful action, so the caller refreshes what it shows. */
export type ArbitrationEmitted = { type: 'arbitration.changed'; action: ArbitrationAction };

/** Inputs of the named actors. */
export interface TradeActionInput {
  tradeId: number;
}
export interface AssignActionInput extends TradeActionInput {
  arbitratorId: number;
}
export interface ResolveActionInput extends TradeActionInput {
  comment: string;
}

const tradeOf = (context: ArbitrationContext) => ({ status: context.status, arbitratorId: context.arbitratorId });
const actorOf = (context: ArbitrationContext) => ({ adminId: context.adminId, adminStatus: context.adminStatus });
const failure = (action: ArbitrationAction, error: unknown): ArbitrationFailure => ({ action, message: errorMessageOf(error).message, cause: error });

/**
 * A resolution under way (confirm or cancel, the call `src`): it runs once; done, the dispute is
 * over (`outcome`); refused, the case goes back to joined with the reason.
 */
const resolving = <Src extends 'confirmTrade' | 'cancelTrade'>(action: 'confirm' | 'cancel', src: Src, outcome: 'completed' | 'cancelled') =>
  ({
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: ArbitrationContext }) => ({ tradeId: context.tradeId, comment: context.comment }),
      onDone: { target: `resolved.${outcome}`, actions: { type: 'resolved', params: { action } } },
      onError: { target: 'joined', actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ action, error: event.error }) } },
    },
  }) as const;

/**
 * The arbitration of one disputed P2P trade (spec 2 §4, §5, §8): an arbitrator joins (or an admin
 * assigns an arbitrator), then confirms (crypto to the buyer) or cancels (crypto back to the
 * seller) with a resolution comment. The guards use the domain's transition table, so the console
 * offers exactly what the server accepts. The four calls are named actors the feature provides.
 */
export const arbitrationMachine = setup({
  types: {
    input: {} as ArbitrationInput,
    context: {} as ArbitrationContext,
    events: {} as ArbitrationEvent,
    emitted: {} as ArbitrationEmitted,
  },
  actors: {
    joinTrade: fromPromise<unknown, TradeActionInput>(notProvided('joinTrade')),
    assignTrade: fromPromise<unknown, AssignActionInput>(notProvided('assignTrade')),
    confirmTrade: fromPromise<unknown, ResolveActionInput>(notProvided('confirmTrade')),
    cancelTrade: fromPromise<unknown, ResolveActionInput>(notProvided('cancelTrade')),
  },
  guards: {
    isCompleted: ({ context }) => context.status === P2pTradeStatus.Completed,
    isCancelled: ({ context }) => context.status === P2pTradeStatus.Refused,
    isAwaiting: ({ context }) => isInDispute(context.status) && context.arbitratorId === null,
    hasArbitrator: ({ context }) => context.status === P2pTradeStatus.ArbitratorEntered && context.arbitratorId !== null,
    /** Admins, super admins and arbitrators may join a dispute nobody has joined. */
    canJoin: ({ context }) =>
      mayCall('PUT v1/arbitrator/trades/{id}/join', context.adminStatus) && decideArbitration('join', tradeOf(context), actorOf(context)).ok,
    /** Only admins and super admins assign, and only to another arbitrator than the current one. */
    canAssign: ({ context, event }) =>
      event.type === 'arbitration.assign' &&
      mayCall('POST v1/arbitrator/trades/{id}/assign', context.adminStatus) &&
      decideArbitration('assign', tradeOf(context), actorOf(context), {
        adminId: event.arbitratorId,
        adminStatus: ARBITRATOR_ADMIN_STATUS,
        isBlocked: false,
      }).ok,
    /** The trade's arbitrator (or a supervising admin) resolves; a comment saying why is offered, not required (the spec's body is the id). */
    canResolve: ({ context, event }) =>
      (event.type === 'arbitration.confirm' || event.type === 'arbitration.cancel') &&
      mayCall(event.type === 'arbitration.confirm' ? 'POST v1/arbitrator/trades/{id}/confirmation' : 'POST v1/arbitrator/trades/{id}/cancellation', context.adminStatus) &&
      decideArbitration(event.type === 'arbitration.confirm' ? 'confirm' : 'cancel', tradeOf(context), actorOf(context)).ok,
  },
  actions: {
    syncTrade: assign(({ context, event }) =>
      event.type === 'arbitration.sync' ? { status: event.status, arbitratorId: event.arbitratorId } : { status: context.status },
    ),
    clearError: assign({ error: null }),
    /** A resolution the server accepted: the trade's new status, and the caller refreshes what it shows. */
    resolved: enqueueActions(({ enqueue }, params: { action: 'confirm' | 'cancel' }) => {
      enqueue.assign({ status: params.action === 'confirm' ? P2pTradeStatus.Completed : P2pTradeStatus.Refused });
      enqueue.emit({ type: 'arbitration.changed', action: params.action });
    }),
    keepFailure: assign((_, params: { action: ArbitrationAction; error: unknown }) => ({ error: failure(params.action, params.error) })),
    takeComment: assign({
      comment: ({ context, event }) =>
        event.type === 'arbitration.confirm' || event.type === 'arbitration.cancel' ? event.comment.trim() : context.comment,
      error: null,
    }),
    takeAssignee: assign({
      assignTo: ({ context, event }) => (event.type === 'arbitration.assign' ? event.arbitratorId : context.assignTo),
      error: null,
    }),
  },
}).createMachine({
  id: 'arbitration',
  context: ({ input }) => ({ ...input, comment: '', assignTo: null, error: null }),
  initial: 'deciding',
  states: {
    // Why: the trade may arrive in any status (a link, a refresh); where the case stands follows from it alone.
    deciding: {
      always: [
        { guard: 'isCompleted', target: 'resolved.completed' },
        { guard: 'isCancelled', target: 'resolved.cancelled' },
        { guard: 'isAwaiting', target: 'awaiting' },
        { guard: 'hasArbitrator', target: 'joined' },
        { target: 'closed' },
      ],
    },
    // Why: the trade is in dispute with no arbitrator; someone has to take it (join) or be given it (assign).
    awaiting: {
      on: {
        'arbitration.join': { guard: 'canJoin', target: 'joining', actions: 'clearError' },
        'arbitration.assign': { guard: 'canAssign', target: 'assigning', actions: 'takeAssignee' },
        'arbitration.sync': { target: 'deciding', actions: 'syncTrade' },
      },
    },
    // Why: the join call runs once; nothing else may start until the server has answered.
    joining: {
      invoke: {
        id: 'joinTrade',
        src: 'joinTrade',
        input: ({ context }) => ({ tradeId: context.tradeId }),
        onDone: {
          target: 'joined',
          actions: [
            assign(({ context }) => ({ status: P2pTradeStatus.ArbitratorEntered, arbitratorId: context.adminId })),
            emit({ type: 'arbitration.changed', action: 'join' } as const),
          ],
        },
        onError: { target: 'awaiting', actions: assign({ error: ({ event }) => failure('join', event.error) }) },
      },
    },
    // Why: an admin hands the dispute to an arbitrator; until the answer the case must not change hands twice.
    assigning: {
      invoke: {
        id: 'assignTrade',
        src: 'assignTrade',
        input: ({ context }) => ({ tradeId: context.tradeId, arbitratorId: context.assignTo ?? 0 }),
        onDone: {
          target: 'joined',
          actions: [
            assign(({ context }) => ({ status: P2pTradeStatus.ArbitratorEntered, arbitratorId: context.assignTo, assignTo: null })),
            emit({ type: 'arbitration.changed', action: 'assign' } as const),
          ],
        },
        // Back to wherever the trade stood: awaiting when nobody was on it, joined for a reassignment.
        onError: { target: 'deciding', actions: assign({ error: ({ event }) => failure('assign', event.error), assignTo: null }) },
      },
    },
    // Why: an arbitrator is on the trade; it waits for a decision (confirm or cancel) or a reassignment.
    joined: {
      on: {
        'arbitration.confirm': { guard: 'canResolve', target: 'confirming', actions: 'takeComment' },
        'arbitration.cancel': { guard: 'canResolve', target: 'cancelling', actions: 'takeComment' },
        'arbitration.assign': { guard: 'canAssign', target: 'assigning', actions: 'takeAssignee' },
        'arbitration.sync': { target: 'deciding', actions: 'syncTrade' },
      },
    },
    // Why: the confirmation moves money (escrow to the buyer); it runs once and the answer decides.
    confirming: resolving('confirm', 'confirmTrade', 'completed'),
    // Why: the cancellation moves money (escrow back to the seller); it runs once and the answer decides.
    cancelling: resolving('cancel', 'cancelTrade', 'cancelled'),
    // Why: the dispute is over and stays over; the server refuses any second resolution.
    resolved: {
      initial: 'completed',
      states: {
        // Why: confirmed, the buyer got the crypto (less the fee).
        completed: { type: 'final' },
        // Why: cancelled, the seller got the crypto back.
        cancelled: { type: 'final' },
      },
    },
    // Why: the trade is not in dispute (still running, or closed without arbitration); there is nothing to arbitrate.
    closed: {
      on: { 'arbitration.sync': { target: 'deciding', actions: 'syncTrade' } },
    },
  },
});

export type ArbitrationMachine = typeof arbitrationMachine;
