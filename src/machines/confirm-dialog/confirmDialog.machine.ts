import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../../domain/errorMessage.ts';
import { notProvided } from '../notProvided.ts';

/** What a caller asks the dialog to show. Texts arrive translated; the machine stays language-free. */
export interface ConfirmDialogOptions {
  title: string;
  text?: string;
  /** Shows the comment box (3 rows). */
  withComment?: boolean;
  /** Disables Ok while the comment is empty; implies `withComment`. */
  commentRequired?: boolean;
}

/** Context of the confirm dialog. */
export interface ConfirmDialogContext {
  title: string;
  text: string;
  withComment: boolean;
  commentRequired: boolean;
  comment: string;
  /** Message of the last failed attempt (an i18n key when one exists); null when none. */
  error: string | null;
}

/** Input of the `confirmAction` actor: the trimmed comment ('' when there is no comment box). */
export interface ConfirmActionInput {
  comment: string;
}

/** Events the dialog accepts. */
export type ConfirmDialogEvent =
  | ({ type: 'confirm.open' } & ConfirmDialogOptions)
  | { type: 'confirm.changeComment'; comment: string }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' };

/** Events the dialog emits, so a caller awaiting the outcome learns it. */
export type ConfirmDialogEmitted = { type: 'confirm.succeeded' } | { type: 'confirm.cancelled' };

const closedContext: ConfirmDialogContext = {
  title: '',
  text: '',
  withComment: false,
  commentRequired: false,
  comment: '',
  error: null,
};

/**
 * The confirm dialog's workflow (spec 1 §2 "Confirm dialog"). The confirmed action is the invoked
 * actor `confirmAction`, provided by the caller with `confirmDialogMachine.provide({ actors })`;
 * the dialog closes only when it succeeds.
 */
export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmDialogContext,
    events: {} as ConfirmDialogEvent,
    emitted: {} as ConfirmDialogEmitted,
  },
  actors: {
    // Placeholder so a dialog wired without an action fails loudly instead of pretending success.
    confirmAction: fromPromise<unknown, ConfirmActionInput>(notProvided('confirmAction')),
  },
  guards: {
    /** A required comment must hold more than spaces before the action may run. */
    canSubmit: ({ context }) => !context.commentRequired || context.comment.trim() !== '',
  },
  actions: {
    openWith: assign(({ event }) => {
      if (event.type !== 'confirm.open') return {};
      return {
        title: event.title,
        text: event.text ?? '',
        withComment: Boolean(event.withComment || event.commentRequired),
        commentRequired: Boolean(event.commentRequired),
        comment: '',
        error: null,
      };
    }),
    setComment: assign({
      comment: ({ context, event }) => (event.type === 'confirm.changeComment' ? event.comment : context.comment),
    }),
    clearError: assign({ error: null }),
    reset: assign(() => closedContext),
    notifySucceeded: emit({ type: 'confirm.succeeded' } as const),
    notifyCancelled: emit({ type: 'confirm.cancelled' } as const),
  },
}).createMachine({
  id: 'confirmDialog',
  context: closedContext,
  initial: 'closed',
  states: {
    // Why: nothing is being confirmed; the dialog is hidden and any previous texts are gone.
    closed: {
      on: { 'confirm.open': { target: 'open', actions: 'openWith' } },
    },
    // Why: the admin reads the prompt and may write a comment; Ok is offered only when allowed.
    open: {
      on: {
        'confirm.changeComment': { actions: 'setComment' },
        'confirm.submit': { guard: 'canSubmit', target: 'submitting', actions: 'clearError' },
        'confirm.cancel': { target: 'closed', actions: ['notifyCancelled', 'reset'] },
      },
    },
    // Why: the action runs once; cancel and a second Ok are ignored so it cannot run twice or be
    // abandoned half-way with the dialog gone.
    submitting: {
      invoke: {
        id: 'confirmAction',
        src: 'confirmAction',
        input: ({ context }): ConfirmActionInput => ({ comment: context.withComment ? context.comment.trim() : '' }),
        onDone: { target: 'success' },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => errorMessageOf(event.error).message }),
        },
      },
    },
    // Why: the action succeeded; the caller is told once, then the dialog closes.
    success: {
      entry: 'notifySucceeded',
      always: { target: 'closed', actions: 'reset' },
    },
    // Why: the action failed; the dialog stays open with the error and the comment kept, for a retry or a cancel.
    failure: {
      always: { target: 'open' },
    },
  },
});
