import type { ActorRefFrom } from 'xstate';
import type { ArbitrationEvent, ArbitrationFailure, ArbitrationMachine } from '../../machines/arbitration/arbitration.machine.ts';

const BUSY = ['joining', 'assigning', 'confirming', 'cancelling'] as const;

/**
 * Sends one action to the arbitration machine and settles when its call has been answered:
 * resolves on success, rejects with the failure (so a confirm dialog stays open with the reason).
 * An action the machine does not allow now rejects at once instead of waiting forever.
 */
export function runStep(actor: ActorRefFrom<ArbitrationMachine>, event: ArbitrationEvent): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!actor.getSnapshot().can(event)) {
      reject(new Error('Action is impossible'));
      return;
    }
    actor.send(event);
    const settle = () => {
      const snapshot = actor.getSnapshot();
      if (BUSY.some((state) => snapshot.matches(state))) return false;
      subscription.unsubscribe();
      const failure: ArbitrationFailure | null = snapshot.context.error;
      if (failure) reject(failure);
      else resolve();
      return true;
    };
    const subscription = actor.subscribe(() => void settle());
    settle();
  });
}
