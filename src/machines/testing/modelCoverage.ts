import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

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
