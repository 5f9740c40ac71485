import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { memo, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from './useTranslation.ts';
import type { ActorRefFrom } from 'xstate';
import type { ConfirmDialogContext, confirmDialogMachine } from '../machines/confirm-dialog/confirmDialog.machine.ts';
import { useFooterKeyGuard } from './footerKeyGuard.ts';
import { translateMessage } from './translateMessage.ts';

/** The running confirm-dialog machine a {@link ConfirmDialog} shows. */
export type ConfirmDialogActor = ActorRefFrom<typeof confirmDialogMachine>;

/**
 * Focuses the default button once the dialog's content mounts. The content mounts on every
 * opening, inside a portal that attaches after the dialog itself renders, so this is the first
 * moment the buttons exist; doing it here rather than after the open animation lets keys typed at
 * once land in the dialog. The focus waits for the end of the current task: a dialog opened by
 * Enter in a form would otherwise take focus while that same key press is still being handled,
 * and the browser would then activate Ok with it, confirming before the admin has read a word.
 */
function FocusOnMount({ run }: { run: () => void }) {
  useEffect(() => {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  actorRef: ConfirmDialogActor;
}

/** What {@link ConfirmDialogView} shows: the texts arrive translated, the error as a message or i18n key. */
export interface ConfirmDialogViewProps extends ConfirmDialogContext {
  isOpen: boolean;
  submitting: boolean;
  /** Whether Ok may be pressed (a required comment holds more than spaces). */
  canSubmit: boolean;
  onComment: (comment: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The confirm dialog (spec 1 §2): title, text, optional 3-row comment (required → Ok disabled
 * while empty), Ok and Cancel; at most 380 px wide. Ok has focus on open; Enter in the comment
 * confirms and Shift+Enter starts a new line; Esc cancels. It closes only when the action has
 * succeeded and otherwise shows the action's error. Most callers use `useConfirm()` instead.
 * Memoised: its actor is its only prop, so a page's re-renders skip it; it follows the actor itself.
 */
export const ConfirmDialog = memo(function ConfirmDialog({ actorRef }: ConfirmDialogProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  return (
    <ConfirmDialogView
      isOpen={snapshot.matches('open') || snapshot.matches('submitting')}
      submitting={snapshot.matches('submitting')}
      canSubmit={snapshot.can({ type: 'confirm.submit' })}
      {...snapshot.context}
      onComment={(value) => actorRef.send({ type: 'confirm.changeComment', comment: value })}
      onSubmit={() => actorRef.send({ type: 'confirm.submit' })}
      onCancel={() => actorRef.send({ type: 'confirm.cancel' })}
    />
  );
});

/**
 * The confirm dialog's look and keys, driven by whichever machine runs the confirmation: the
 * confirm-dialog machine ({@link ConfirmDialog}) or a workflow's own (the transaction view's).
 */
export function ConfirmDialogView(props: ConfirmDialogViewProps) {
  const { t } = useTranslation('widgets');
  const commentId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const { isOpen, submitting, canSubmit, onComment, onSubmit: submit, onCancel: cancel } = props;

  // The machine clears its texts on close; keep showing them while the dialog animates out.
  const shown = useRef(props);
  if (isOpen) shown.current = props;
  const { title, text, withComment, commentRequired, comment, error } = shown.current;

  // A disabled Ok (required comment still empty) cannot take focus: the comment box gets it instead.
  const focusDefault = () => (okRef.current && !okRef.current.disabled ? okRef.current : commentRef.current)?.focus();

  const footerKeys = useFooterKeyGuard();

  const onCommentKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={cancel}
      onOpened={(node) => {
        if (!node.contains(document.activeElement)) focusDefault();
      }}
      canOutsideClickClose={false}
      canEscapeKeyClose={!submitting}
      isCloseButtonShown={!submitting}
      style={{ maxWidth: 380, width: 'calc(100% - 32px)' }}
    >
      <DialogBody>
        {text && <p>{text}</p>}
        {withComment && (
          <FormGroup label={t('widgets.confirm.comment')} labelFor={commentId} labelInfo={commentRequired ? '*' : undefined}>
            <TextArea
              inputRef={commentRef}
              id={commentId}
              rows={3}
              fill
              required={commentRequired}
              value={comment}
              disabled={submitting}
              onChange={(event) => onComment(event.target.value)}
              onKeyDown={onCommentKeyDown}
            />
          </FormGroup>
        )}
        {error && (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {translateMessage(error)}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <span style={{ display: 'contents' }} {...footerKeys}>
            <Button text={t('widgets.confirm.cancel')} onClick={cancel} disabled={submitting} />
            <Button ref={okRef} intent={Intent.PRIMARY} text={t('widgets.confirm.ok')} onClick={submit} disabled={!canSubmit} loading={submitting} />
            <FocusOnMount run={focusDefault} />
          </span>
        }
      />
    </Dialog>
  );
}
