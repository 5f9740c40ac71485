import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { errorMessageOf } from '../../domain/errorMessage.ts';
import { allowedActions, COMMENT_REQUIRED, type TransactionAction, type TransactionState } from '../../domain/transactions.ts';
import { notProvided } from '../notProvided.ts';

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

/** What the open confirm dialog takes, first asking and again after a refusal: the comment, Ok, Cancel. */
const dialogOpen = {
  'tx.comment': { actions: 'takeComment' },
  'tx.confirm': { guard: 'commentGiven', target: 'submitting' },
  'tx.back': { target: 'idle' },
} as const;

/**
 * The admin-action workflow of one transaction (spec 3 §4), the only machine behind the view's
 * confirm dialog: choose an action the shared transition table allows → the dialog asks for the
 * confirmation (and the comment, required for complete and decline) → submitting → done, or
 * refused with the server's reason, the dialog still open for another try or Cancel. The call is
 * the named actor `runAction`, provided by the screen.
 */
export const transactionActionsMachine = setup({
  types: {
    input: {} as TransactionActionsInput,
    context: {} as TransactionActionsContext,
    events: {} as TransactionActionsEvent,
    emitted: {} as TransactionActionsEmitted,
  },
  actors: {
    runAction: fromPromise<unknown, RunActionInput>(notProvided('runAction')),
  },
  guards: {
    isAllowed: ({ context, event }) => event.type === 'tx.choose' && offeredActions(context).includes(event.action),
    /** Complete and decline carry a comment the call requires (spec 3 §7); the others may. */
    commentGiven: ({ context }) => context.action === null || !COMMENT_REQUIRED.has(context.action) || context.comment.trim() !== '',
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
    clearReason: assign({ error: null }),
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
        'tx.choose': { guard: 'isAllowed', target: 'confirming', actions: 'choose' },
        'tx.sync': { actions: 'sync' },
      },
    },
    // Why: every action moves a real customer's money or case; the confirm dialog is open, with the
    // comment box (Ok stays off while a required comment is empty).
    confirming: { on: dialogOpen },
    // Why: the call is under way; nothing else may start (or close the dialog) until the server answers.
    submitting: {
      entry: 'clearReason',
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ transactionId: context.transactionId, action: context.action!, comment: context.comment.trim() }),
        onDone: { target: 'done', actions: 'announce' },
        onError: { target: 'refused', actions: 'keepReason' },
      },
    },
    // Why: the action landed; the dialog closes and the view reloads the transaction and offers what the new status allows.
    done: {
      on: {
        'tx.sync': { target: 'idle', actions: 'sync' },
        'tx.back': { target: 'idle' },
      },
    },
    // Why: the server refused (another admin was faster, a rule); the dialog stays open with its
    // reason and the comment kept, for another try or Cancel.
    refused: {
      on: { ...dialogOpen, 'tx.sync': { actions: 'sync' } },
    },
  },
});

export type TransactionActionsMachine = typeof transactionActionsMachine;
export type TransactionActionsActor = ActorRefFrom<TransactionActionsMachine>;
