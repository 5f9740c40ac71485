import { and, assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { errorMessageOf } from '../../domain/errorMessage.ts';
import { allowedActions, COMMENT_REQUIRED, type TransactionAction, type TransactionState } from '../../domain/transactions.ts';

/** What the workflow starts from: the transaction as last read and who works on it. */
export interface TransactionActionsInput {
  transactionId: number;
  transaction: TransactionState;
  adminStatus: number;
}

export interface TransactionActionsContext extends TransactionActionsInput {
  /** The action chosen (or last sent). */
  action: TransactionAction | null;
  comment: string;
  /** The server's reason of the last refusal. */
  error: string | null;
}

export type TransactionActionsEvent =
  | { type: 'tx.choose'; action: TransactionAction }
  | { type: 'tx.comment'; comment: string }
  | { type: 'tx.next' }
  | { type: 'tx.confirm' }
  | { type: 'tx.back' }
  /** The transaction was read again (after an action, polling, another admin): offer afresh from it. */
  | { type: 'tx.sync'; transaction: TransactionState };

export type TransactionActionsEmitted = { type: 'tx.changed'; action: TransactionAction };

export interface RunActionInput {
  transactionId: number;
  action: TransactionAction;
  comment: string;
}

/** The actions the table allows this admin on the transaction now (what the view offers). */
export const offeredActions = (context: Pick<TransactionActionsContext, 'transaction' | 'adminStatus'>) =>
  allowedActions(context.transaction, context.adminStatus);

/**
 * The admin-action workflow of one transaction (spec 3 §4): choose an action the shared transition
 * table allows → a comment where the call requires one → confirm → submitting → done, or refused
 * with the server's reason. The call is the named actor `runAction`, provided by the screen.
 */
export const transactionActionsMachine = setup({
  types: {
    input: {} as TransactionActionsInput,
    context: {} as TransactionActionsContext,
    events: {} as TransactionActionsEvent,
    emitted: {} as TransactionActionsEmitted,
  },
  actors: {
    runAction: fromPromise<unknown, RunActionInput>(async () => {
      throw new Error('runAction is not provided');
    }),
  },
  guards: {
    isAllowed: ({ context, event }) => event.type === 'tx.choose' && offeredActions(context).includes(event.action),
    needsComment: ({ event }) => event.type === 'tx.choose' && COMMENT_REQUIRED.has(event.action),
    hasComment: ({ context }) => context.comment.trim() !== '',
  },
  actions: {
    choose: assign({
      action: ({ context, event }) => (event.type === 'tx.choose' ? event.action : context.action),
      comment: '',
      error: null,
    }),
    takeComment: assign({ comment: ({ context, event }) => (event.type === 'tx.comment' ? event.comment : context.comment) }),
    sync: assign({ transaction: ({ context, event }) => (event.type === 'tx.sync' ? event.transaction : context.transaction) }),
    keepReason: assign({ error: ({ event }) => errorMessageOf((event as { error?: unknown }).error).message }),
    announce: emit(({ context }) => ({ type: 'tx.changed' as const, action: context.action! })),
  },
}).createMachine({
  id: 'transactionActions',
  context: ({ input }) => ({ ...input, action: null, comment: '', error: null }),
  initial: 'idle',
  states: {
    // Why: nothing under way; the view shows the actions the table allows this admin now.
    idle: {
      on: {
        'tx.choose': [
          { guard: and(['isAllowed', 'needsComment']), target: 'commenting', actions: 'choose' },
          { guard: 'isAllowed', target: 'confirming', actions: 'choose' },
        ],
        'tx.sync': { actions: 'sync' },
      },
    },
    // Why: complete and decline carry a comment the call requires (spec 3 §7).
    commenting: {
      on: {
        'tx.comment': { actions: 'takeComment' },
        'tx.next': { guard: 'hasComment', target: 'confirming' },
        'tx.back': { target: 'idle' },
      },
    },
    // Why: every action moves a real customer's money or case; it goes through a confirm dialog.
    confirming: {
      on: {
        'tx.confirm': { target: 'submitting' },
        'tx.back': { target: 'idle' },
      },
    },
    // Why: the call is under way; nothing else may start until the server answers.
    submitting: {
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ transactionId: context.transactionId, action: context.action!, comment: context.comment.trim() }),
        onDone: { target: 'done', actions: 'announce' },
        onError: { target: 'refused', actions: 'keepReason' },
      },
    },
    // Why: the action landed; the view reloads the transaction and offers what the new status allows.
    done: {
      on: {
        'tx.sync': { target: 'idle', actions: 'sync' },
        'tx.back': { target: 'idle' },
      },
    },
    // Why: the server refused (another admin was faster, a rule); its reason is shown until dismissed.
    refused: {
      on: {
        'tx.back': { target: 'idle' },
        'tx.sync': { target: 'idle', actions: 'sync' },
      },
    },
  },
});

export type TransactionActionsMachine = typeof transactionActionsMachine;
export type TransactionActionsActor = ActorRefFrom<TransactionActionsMachine>;
