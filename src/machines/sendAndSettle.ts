import type { EventObject } from 'xstate';

/** A workflow machine's actor whose call, once answered, leaves its failure (or null) in `context.error`. */
interface WorkflowActor<Event extends EventObject, Snapshot extends { can(event: Event): boolean; context: { error: unknown } }> {
  getSnapshot(): Snapshot;
  send(event: Event): void;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * Sends one step to a workflow machine and settles when its call has been answered (the machine
 * has left the states `isBusy` names): resolves on success, rejects with the failure (so a confirm
 * dialog stays open with the reason). A step the machine does not allow now rejects at once
 * instead of waiting forever.
 */
export function sendAndSettle<Event extends EventObject, Snapshot extends { can(event: Event): boolean; context: { error: unknown } }>(
  actor: WorkflowActor<Event, Snapshot>,
  event: Event,
  isBusy: (snapshot: Snapshot) => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!actor.getSnapshot().can(event)) {
      reject(new Error('Action is impossible'));
      return;
    }
    actor.send(event);
    const settle = () => {
      const snapshot = actor.getSnapshot();
      if (isBusy(snapshot)) return;
      subscription.unsubscribe();
      const failure = snapshot.context.error;
      if (failure) reject(failure);
      else resolve();
    };
    const subscription = actor.subscribe(settle);
    settle();
  });
}
