/**
 * The actors' calls of a model-based machine test, answered by the path: a model path writes an
 * invoked actor's outcome as the event xstate would raise (`xstate.done.actor.<id>` with its
 * `output`, `xstate.error.actor.<id>` with its `error`), and the replay settles the call in flight
 * with it instead of sending it.
 */

/** The invoked actor a path event settles, or null for an event the machine is sent. */
export function outcomeOf(event: { type: string }): string | null {
  return /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)?.[2] ?? null;
}

/**
 * The calls in flight of a replay: `hold(actorId)` is what an actor's call returns, `settle(outcome, actorId)`
 * answers it. A machine that runs one call at a time leaves the id out.
 */
export function heldCalls() {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  return {
    hold: (actorId = '') => new Promise<never>((resolve, reject) => pending.set(actorId, { resolve: resolve as (value: unknown) => void, reject })),
    /** Resolves the held call with a done event's output or rejects it with an error event's error, then waits a tick: the promise actor reports on a later one. */
    async settle(outcome: { type: string; output?: unknown; error?: unknown }, actorId = '') {
      const settling = pending.get(actorId);
      pending.delete(actorId);
      if (outcome.type.startsWith('xstate.done.')) settling?.resolve(outcome.output);
      else settling?.reject(outcome.error);
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}
