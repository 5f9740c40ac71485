import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { fromPromise } from 'xstate';
import {
  confirmDialogMachine,
  type ConfirmActionInput,
  type ConfirmDialogOptions,
} from '../machines/confirm-dialog/confirmDialog.machine.ts';
import { inspected } from '../machines/inspection.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** One confirmation: what to ask and what to do once the admin says Ok. */
export interface ConfirmRequest extends ConfirmDialogOptions {
  /**
   * The confirmed action, given the trimmed comment. The dialog stays open with the error when it
   * rejects, and closes when it resolves.
   */
  action: (comment: string) => Promise<unknown>;
}

/** What {@link useConfirm} returns. */
export interface UseConfirm {
  /** Opens the dialog; resolves true after the action succeeded, false when cancelled or refused. */
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  /** The dialog element; render it once in the calling component. */
  dialog: ReactElement;
}

/**
 * A confirm dialog for one component: `const { confirm, dialog } = useConfirm()`, render `dialog`,
 * then `if (await confirm({ title, text, commentRequired, action })) showSuccess(...)`.
 * A request made while another is still on screen is refused (resolves false) rather than
 * replacing a prompt the admin is reading.
 */
export function useConfirm(screen = globalThis.location?.pathname ?? ''): UseConfirm {
  const action = useRef<ConfirmRequest['action']>(async () => undefined);
  const pending = useRef<((confirmed: boolean) => void) | null>(null);
  // The machine is built once; the current request's action is read when Ok is pressed.
  const [machine] = useState(() =>
    confirmDialogMachine.provide({
      actors: { confirmAction: fromPromise<unknown, ConfirmActionInput>(({ input }) => action.current(input.comment)) },
    }),
  );
  const actorRef = useActorRef(machine, inspected(`confirm dialog: ${screen}`));

  useEffect(() => {
    const settle = (confirmed: boolean) => () => {
      pending.current?.(confirmed);
      pending.current = null;
    };
    const succeeded = actorRef.on('confirm.succeeded', settle(true));
    const cancelled = actorRef.on('confirm.cancelled', settle(false));
    return () => {
      succeeded.unsubscribe();
      cancelled.unsubscribe();
    };
  }, [actorRef]);

  const confirm = useCallback(
    ({ action: run, ...options }: ConfirmRequest) => {
      if (!actorRef.getSnapshot().matches('closed')) return Promise.resolve(false);
      action.current = run;
      return new Promise<boolean>((resolve) => {
        pending.current = resolve;
        actorRef.send({ type: 'confirm.open', ...options });
      });
    },
    [actorRef],
  );

  return { confirm, dialog: <ConfirmDialog actorRef={actorRef} /> };
}
