import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { confirmDialogMachine, type ConfirmActionInput, type ConfirmDialogEvent } from './confirmDialog.machine.ts';
import { allTransitions, sameSnapshot, transitionKey } from '../testing/modelCoverage.ts';

// The invoked action's outcomes are events too, so the graph can walk through `submitting`.
const DONE = 'xstate.done.actor.confirmAction';
const ERROR = 'xstate.error.actor.confirmAction';
type ModelEvent = ConfirmDialogEvent | { type: typeof DONE; output: unknown } | { type: typeof ERROR; error: unknown };

const events: ModelEvent[] = [
  { type: 'confirm.open', title: 'Block user?', text: 'The user cannot sign in.', commentRequired: true },
  { type: 'confirm.open', title: 'Remove tag?' },
  { type: 'confirm.changeComment', comment: 'fraud report' },
  { type: 'confirm.changeComment', comment: '   ' },
  { type: 'confirm.submit' },
  { type: 'confirm.cancel' },
  { type: DONE, output: undefined },
  { type: ERROR, error: new Error('Action is impossible') },
];
const traversal = { events: events as AnyEventObject[] };
// @xstate/graph's logic type has no room for emitted events; the machine is walked as plain logic.
const logic = confirmDialogMachine as unknown as AnyStateMachine;
/** Replays events on a real actor whose action settles when the model says so, recording every microstep. */
async function replay(path: ModelEvent[]) {
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
  const visited = new Set<string>();
  const taken = new Set<string>();
  const inspect = (e: InspectionEvent) => {
    if (e.type !== '@xstate.microstep') return;
    e._transitions.forEach((t) => taken.add(transitionKey(t)));
    const value = (e.snapshot as { value?: unknown }).value;
    if (typeof value === 'string') visited.add(value);
  };
  const machine = confirmDialogMachine.provide({
    actors: {
      confirmAction: fromPromise<unknown, ConfirmActionInput>(
        () => new Promise((resolve, reject) => (settle = { resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { inspect }).start();
  visited.add(String(actor.getSnapshot().value));
  for (const event of path) {
    if (event.type === DONE) settle?.resolve(event.output);
    else if (event.type === ERROR) settle?.reject(event.error);
    else actor.send(event);
    await new Promise((r) => setTimeout(r, 0));
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, visited, taken };
}

const eventsOf = (steps: { event: AnyEventObject }[]) =>
  steps.filter((s) => s.event.type !== 'xstate.init').map((s) => s.event as ModelEvent);

describe('confirm dialog machine, model-based', () => {
  const shortest = getShortestPaths(logic, traversal);
  const adjacency = getAdjacencyMap(logic, traversal);

  it('every path the graph finds lands on the same state in a real run', async () => {
    for (const path of shortest) {
      const { snapshot } = await replay(eventsOf(path.steps));
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
    }
  });

  it('reaches every state and takes every transition', async () => {
    const visited = new Set<string>();
    const taken = new Set<string>();
    // One run per edge of the graph: the shortest way to its source state, then its event.
    for (const [key, { state: source, transitions }] of Object.entries(adjacency)) {
      const prefix = shortest.find((p) => sameSnapshot(p.state, source));
      expect(prefix, `no path to ${key}`).toBeDefined();
      // Keys are branded strings, which Object.values cannot see through.
      const edges = Object.values(transitions) as { event: AnyEventObject; state: { value: unknown } }[];
      for (const { event, state } of edges) {
        const run = await replay([...eventsOf(prefix!.steps), event as ModelEvent]);
        expect(run.snapshot.value).toEqual(state.value);
        run.visited.forEach((v) => visited.add(v));
        run.taken.forEach((t) => taken.add(t));
      }
    }
    expect([...visited].sort()).toEqual(Object.keys(confirmDialogMachine.root.states).sort());
    const missed = allTransitions(confirmDialogMachine).map(transitionKey).filter((key) => !taken.has(key));
    expect(missed).toEqual([]);
  });
});

describe('confirm dialog machine, rules', () => {
  it('keeps Ok from running the action while a required comment is blank', async () => {
    const { snapshot } = await replay([
      { type: 'confirm.open', title: 'Block?', commentRequired: true },
      { type: 'confirm.changeComment', comment: '  ' },
      { type: 'confirm.submit' },
    ]);
    expect(snapshot.value).toBe('open');
  });

  it('passes the trimmed comment to the action and closes after success', async () => {
    let received: ConfirmActionInput | undefined;
    const machine = confirmDialogMachine.provide({
      actors: { confirmAction: fromPromise<unknown, ConfirmActionInput>(async ({ input }) => void (received = input)) },
    });
    const actor = createActor(machine).start();
    const succeeded = vi.fn();
    actor.on('confirm.succeeded', succeeded);
    actor.send({ type: 'confirm.open', title: 'Block?', commentRequired: true });
    actor.send({ type: 'confirm.changeComment', comment: '  spam  ' });
    actor.send({ type: 'confirm.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('closed'));
    expect(received).toEqual({ comment: 'spam' });
    expect(succeeded).toHaveBeenCalledTimes(1);
  });

  it('stays open with the error and the comment after a failure', async () => {
    const { snapshot } = await replay([
      { type: 'confirm.open', title: 'Block?', withComment: true },
      { type: 'confirm.changeComment', comment: 'why' },
      { type: 'confirm.submit' },
      { type: ERROR, error: { error: { status: 409, code: 103, message: 'Action is impossible' } } },
    ]);
    expect(snapshot.value).toBe('open');
    expect(snapshot.context).toMatchObject({ error: 'Action is impossible', comment: 'why' });
  });

  it('ignores cancel while the action runs', async () => {
    const { snapshot } = await replay([{ type: 'confirm.open', title: 'Remove?' }, { type: 'confirm.submit' }, { type: 'confirm.cancel' }]);
    expect(snapshot.value).toBe('submitting');
  });

  it('tells the caller when the admin cancels', () => {
    const actor = createActor(confirmDialogMachine).start();
    const cancelled = vi.fn();
    actor.on('confirm.cancelled', cancelled);
    actor.send({ type: 'confirm.open', title: 'Remove?' });
    actor.send({ type: 'confirm.cancel' });
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.title).toBe('');
  });
});
