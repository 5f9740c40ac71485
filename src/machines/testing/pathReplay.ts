import type { EventObject, StateValue } from 'xstate';
import { heldCalls, outcomeOf } from './heldCalls.ts';
import { coverageRecorder, type ModelRun } from './modelCoverage.ts';

/** One call a machine's actor made during a replay: the API function's name and what it was given. */
export interface ReplayedCall {
  call: string;
  input: unknown;
}

/** What a path writes for an invoked actor's answer (see `outcomeOf`). */
type Outcome = { type: `xstate.${'done' | 'error'}.actor.${string}`; output?: unknown; error?: unknown };

/** The side of a started actor a replay drives. */
interface ReplayedActor<Event extends EventObject, Snapshot> {
  start(): unknown;
  stop(): unknown;
  send(event: Event): void;
  getSnapshot(): Snapshot;
}

type ReplaySnapshot = ModelRun['snapshot'] & { status: string; matches(value: StateValue): boolean };

export interface PathReplayOptions {
  /** Hold each call under its own name (which must be its actor's id), for a machine whose calls may be in flight together. */
  heldByName?: boolean;
  /** The state each invoked call runs in: a path's outcome of a call not running now is ignored, as the machine ignores it. */
  callStates?: Record<string, StateValue>;
}

/**
 * The replay of one model path on a real actor, shared by the machine tests: `call(name, input)`
 * is what the provided API functions return (recorded in `calls`, held until the path settles
 * it), `inspect` goes to `createActor`, and `run(actor, path)` starts the actor, sends the path's
 * events and settles its calls' outcomes, then stops it and answers what it ended with and covered.
 */
export function pathReplay(options: PathReplayOptions = {}) {
  const held = heldCalls();
  const calls: ReplayedCall[] = [];
  const coverage = coverageRecorder();
  const heldAs = (name: string) => (options.heldByName ? name : undefined);
  return {
    calls,
    inspect: coverage.inspect,
    call(name: string, input: unknown) {
      calls.push({ call: name, input });
      return held.hold(heldAs(name));
    },
    async run<Event extends EventObject, Snapshot extends ReplaySnapshot>(actor: ReplayedActor<Event, Snapshot>, path: readonly (Event | Outcome)[]) {
      actor.start();
      coverage.noteStart(actor);
      for (const event of path) {
        // A finished actor takes no event (the graph knows it); sending one would only log a warning.
        if (actor.getSnapshot().status === 'done') continue;
        const called = outcomeOf(event);
        if (called === null) actor.send(event as Event);
        else if (!options.callStates || actor.getSnapshot().matches(options.callStates[called]!)) await held.settle(event, heldAs(called));
      }
      const snapshot = actor.getSnapshot();
      actor.stop();
      return { snapshot, visited: coverage.visited, taken: coverage.taken, calls };
    },
  };
}
