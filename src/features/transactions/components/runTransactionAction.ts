import type { TransactionAction } from '../../../domain/transactions.ts';
import type { TransactionActionsActor } from '../../../machines/transaction-actions/transaction-actions.machine.ts';

/**
 * Walks the machine through one action once the confirm dialog is accepted (choose → comment →
 * next → confirm) and settles with the call: resolves when done, rejects with the server's reason
 * when refused (the dialog then stays open with it). An action the table does not offer rejects at once.
 */
export function runTransactionAction(actor: TransactionActionsActor, action: TransactionAction, comment: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!actor.getSnapshot().can({ type: 'tx.choose', action })) {
      reject(new Error('Action is not allowed'));
      return;
    }
    actor.send({ type: 'tx.choose', action });
    if (actor.getSnapshot().matches('commenting')) {
      actor.send({ type: 'tx.comment', comment });
      actor.send({ type: 'tx.next' });
    }
    actor.send({ type: 'tx.confirm' });
    const settle = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('done')) {
        subscription.unsubscribe();
        resolve();
      } else if (snapshot.matches('refused')) {
        subscription.unsubscribe();
        const reason = snapshot.context.error ?? 'Unexpected error';
        actor.send({ type: 'tx.back' });
        reject(new Error(reason));
      } else if (!snapshot.matches('submitting')) {
        subscription.unsubscribe();
        actor.send({ type: 'tx.back' });
        reject(new Error('A comment is required'));
      }
    };
    const subscription = actor.subscribe(settle);
    settle();
  });
}
