import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * Helpers of the model-based machine tests (ARCHITECTURE convention 4): which states and
 * transitions a machine has, so a test can check that the paths from @xstate/graph reached and
 * took every one of them.
 */

/** Two snapshots are the same point of the graph when their value and context are. */
export const sameSnapshot = (a: { value: unknown; context: unknown }, b: { value: unknown; context: unknown }) =>
  JSON.stringify([a.value, a.context]) === JSON.stringify([b.value, b.context]);

/** The node and every node below it. */
export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

/** Every transition of the machine, eventless ones included. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allStateNodes(machine.root).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

/**
 * A transition's identity by source, event, targets and guard. `provide` copies a machine, so
 * transitions of a provided copy are matched by this key, not by reference; the guard tells
 * apart transitions that differ only in their condition.
 */
export const transitionKey = (t: AnyTransitionDefinition) =>
  `${t.source.id} --${t.eventType || 'always'}--> ${(t.target ?? []).map((n) => n.id).join(',')} ${t.guard ? JSON.stringify(t.guard) : ''}`;

/**
 * Records, on a real actor, every state node it enters and every transition it takes: pass
 * `inspect` to `createActor`, then `noteStart(actor)` once it has started (the initial nodes are
 * entered before any microstep is inspected).
 */
export function coverageRecorder() {
  const visited = new Set<string>();
  const taken = new Set<string>();
  const addNodes = (snapshot: unknown) => (snapshot as { _nodes: AnyStateNode[] })._nodes.forEach((n) => visited.add(n.id));
  return {
    visited,
    taken,
    inspect: (e: InspectionEvent) => {
      if (e.type !== '@xstate.microstep') return;
      e._transitions.forEach((t) => taken.add(transitionKey(t)));
      addNodes(e.snapshot);
    },
    noteStart: (actor: { getSnapshot(): unknown }) => addNodes(actor.getSnapshot()),
  };
}

/** What one replay on a real actor ended with and covered. */
export interface ModelRun {
  snapshot: { value: unknown; context: unknown };
  visited: Set<string>;
  taken: Set<string>;
}

/**
 * A machine walked as a model: its events (including invoked calls' outcomes), the inputs it may
 * start from, and how to replay a path of events on a real actor.
 */
export interface ModelWalk<Input, Event> {
  machine: AnyStateMachine;
  events: Event[];
  inputs: Input[];
  replay: (input: Input, path: Event[]) => Promise<ModelRun>;
}

const eventsOf = <Event>(steps: { event: AnyEventObject }[]) =>
  steps.filter((s) => s.event.type !== 'xstate.init').map((s) => s.event as Event);

const traversal = <Input, Event>(walk: ModelWalk<Input, Event>, input: Input) => ({ events: walk.events as AnyEventObject[], input });

/** Replays every shortest path the graph finds; answers, per path, the state the graph expects and the real run's. */
export async function replayShortestPaths<Input, Event>(walk: ModelWalk<Input, Event>) {
  const results: { expected: { value: unknown; context: unknown }; actual: ModelRun['snapshot'] }[] = [];
  for (const input of walk.inputs) {
    for (const path of getShortestPaths(walk.machine, traversal(walk, input))) {
      const run = await walk.replay(input, eventsOf<Event>(path.steps));
      results.push({ expected: { value: path.state.value, context: path.state.context }, actual: { value: run.snapshot.value, context: run.snapshot.context } });
    }
  }
  return results;
}

/**
 * One real run per edge of the graph (the shortest way to its source state, then its event).
 * Answers what went wrong: states with no path, edges whose run ended elsewhere than the graph
 * says, state nodes never entered and transitions never taken; all empty when the model is covered.
 */
export async function coverEveryEdge<Input, Event>(walk: ModelWalk<Input, Event>) {
  const visited = new Set<string>();
  const taken = new Set<string>();
  const unreachable: string[] = [];
  const mismatches: string[] = [];
  for (const input of walk.inputs) {
    const shortest = getShortestPaths(walk.machine, traversal(walk, input));
    const adjacency = getAdjacencyMap(walk.machine, traversal(walk, input));
    for (const [key, { state: source, transitions }] of Object.entries(adjacency)) {
      const prefix = shortest.find((p) => sameSnapshot(p.state, source));
      if (!prefix) {
        unreachable.push(key);
        continue;
      }
      // Keys are branded strings, which Object.values cannot see through.
      const edges = Object.values(transitions) as { event: AnyEventObject; state: { value: unknown } }[];
      for (const { event, state } of edges) {
        const run = await walk.replay(input, [...eventsOf<Event>(prefix.steps), event as Event]);
        if (JSON.stringify(run.snapshot.value) !== JSON.stringify(state.value)) {
          mismatches.push(`${key} + ${event.type}: ${JSON.stringify(run.snapshot.value)}, expected ${JSON.stringify(state.value)}`);
        }
        run.visited.forEach((v) => visited.add(v));
        run.taken.forEach((t) => taken.add(t));
      }
    }
  }
  return {
    unreachable,
    mismatches,
    unvisited: allStateNodes(walk.machine.root).map((n) => n.id).filter((id) => !visited.has(id)),
    untaken: allTransitions(walk.machine).map(transitionKey).filter((k) => !taken.has(k)),
  };
}

/**
 * The model-based tests of a machine, `<name> machine, model-based`: every shortest path the graph
 * finds lands on the same state in a real run, and the runs reach every state and take every
 * transition. `timeout` is each test's, for a machine with many paths.
 */
export function describeModelWalk<Input, Event>(name: string, walk: ModelWalk<Input, Event>, timeout?: number) {
  describe(`${name} machine, model-based`, () => {
    it('every path the graph finds lands on the same state in a real run', async () => {
      for (const { expected, actual } of await replayShortestPaths(walk)) expect(actual).toEqual(expected);
    }, timeout);

    it('reaches every state and takes every transition', async () => {
      expect(await coverEveryEdge(walk)).toEqual({ unreachable: [], mismatches: [], unvisited: [], untaken: [] });
    }, timeout);
  });
}
