import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { confirmDialogMachine, type ConfirmActionInput, type ConfirmDialogEvent } from './confirmDialog.machine.ts';
import { coverageRecorder, describeModelWalk, type ModelWalk } from '../testing/modelCoverage.ts';

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
// @xstate/graph's logic type has no room for emitted events; the machine is walked as plain logic.
const logic = confirmDialogMachine as unknown as AnyStateMachine;
/** Replays events on a real actor whose action settles when the model says so, recording every microstep. */
async function replay(_input: undefined, path: ModelEvent[]) {
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
  const coverage = coverageRecorder();
  const machine = confirmDialogMachine.provide({
    actors: {
      confirmAction: fromPromise<unknown, ConfirmActionInput>(
        () => new Promise((resolve, reject) => (settle = { resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { inspect: coverage.inspect }).start();
  coverage.noteStart(actor);
  for (const event of path) {
    if (event.type === DONE) settle?.resolve(event.output);
    else if (event.type === ERROR) settle?.reject(event.error);
    else actor.send(event);
    await new Promise((r) => setTimeout(r, 0));
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, visited: coverage.visited, taken: coverage.taken };
}

const walk: ModelWalk<undefined, ModelEvent> = { machine: logic, events, inputs: [undefined], replay };

describeModelWalk('confirm dialog', walk);

describe('confirm dialog machine, rules', () => {
  it('keeps Ok from running the action while a required comment is blank', async () => {
    const { snapshot } = await replay(undefined, [
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
    const { snapshot } = await replay(undefined, [
      { type: 'confirm.open', title: 'Block?', withComment: true },
      { type: 'confirm.changeComment', comment: 'why' },
      { type: 'confirm.submit' },
      { type: ERROR, error: { error: { status: 409, code: 103, message: 'Action is impossible' } } },
    ]);
    expect(snapshot.value).toBe('open');
    expect(snapshot.context).toMatchObject({ error: 'Action is impossible', comment: 'why' });
  });

  it('ignores cancel while the action runs', async () => {
    const { snapshot } = await replay(undefined, [{ type: 'confirm.open', title: 'Remove?' }, { type: 'confirm.submit' }, { type: 'confirm.cancel' }]);
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
