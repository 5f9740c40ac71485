import type { ActorRefFrom } from 'xstate';
import type { ArbitrationEvent, ArbitrationMachine } from '../../machines/arbitration/arbitration.machine.ts';
import { sendAndSettle } from '../../machines/sendAndSettle.ts';

const BUSY = ['joining', 'assigning', 'confirming', 'cancelling'] as const;

/**
 * Sends one action to the arbitration machine and settles when its call has been answered:
 * resolves on success, rejects with the `ArbitrationFailure` (so a confirm dialog stays open with the reason).
 */
export function runStep(actor: ActorRefFrom<ArbitrationMachine>, event: ArbitrationEvent): Promise<void> {
  return sendAndSettle(actor, event, (snapshot) => BUSY.some((state) => snapshot.matches(state)));
}
