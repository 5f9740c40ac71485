import { useSelector } from '@xstate/react';
import { ConfirmDialogView } from '../../../components/ConfirmDialog.tsx';
import { COMMENT_REQUIRED, type TransactionAction } from '../../../domain/transactions.ts';
import type { TransactionActionsActor } from '../../../machines/transaction-actions/transaction-actions.machine.ts';

/** Props of {@link TransactionActionDialog}. */
export interface TransactionActionDialogProps {
  actor: TransactionActionsActor;
  /** The dialog's title and prompt for the chosen action, translated. */
  textsOf: (action: TransactionAction) => { title: string; text: string };
}

/**
 * The confirm dialog of a transaction action, drawn straight from the transaction-actions machine
 * (one machine per workflow): open while it is confirming, submitting or refused; Ok sends
 * `tx.confirm`, Cancel `tx.back`, the comment `tx.comment`; a refusal's reason stays in it.
 */
export function TransactionActionDialog({ actor, textsOf }: TransactionActionDialogProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { action, comment, error } = snapshot.context;
  const isOpen = action !== null && (snapshot.matches('confirming') || snapshot.matches('submitting') || snapshot.matches('refused'));
  const texts = action ? textsOf(action) : { title: '', text: '' };
  return (
    <ConfirmDialogView
      isOpen={isOpen}
      submitting={snapshot.matches('submitting')}
      canSubmit={snapshot.can({ type: 'tx.confirm' })}
      title={texts.title}
      text={texts.text}
      withComment
      commentRequired={action !== null && COMMENT_REQUIRED.has(action)}
      comment={comment}
      error={snapshot.matches('refused') ? error : null}
      onComment={(value) => actor.send({ type: 'tx.comment', comment: value })}
      onSubmit={() => actor.send({ type: 'tx.confirm' })}
      onCancel={() => actor.send({ type: 'tx.back' })}
    />
  );
}
