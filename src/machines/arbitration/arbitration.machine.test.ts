import { createActor, type AnyStateMachine } from 'xstate';
import { provideArbitrationMachine, type ArbitrationApi } from './arbitration.actors.ts';
import { arbitrationMachine, type ArbitrationEvent, type ArbitrationInput } from './arbitration.machine.ts';
import { describeModelWalk, type ModelWalk } from '../testing/modelCoverage.ts';
import { pathReplay } from '../testing/pathReplay.ts';

// The invoked calls' outcomes are events too, so the graph can walk through joining, assigning, …
type Call = 'joinTrade' | 'assignTrade' | 'confirmTrade' | 'cancelTrade';
const CALLS: Call[] = ['joinTrade', 'assignTrade', 'confirmTrade', 'cancelTrade'];
type Outcome = { type: `xstate.done.actor.${Call}`; output: unknown } | { type: `xstate.error.actor.${Call}`; error: unknown };
type ModelEvent = ArbitrationEvent | Outcome;

const ARBITRATOR = { adminId: 9, adminStatus: 3 };
const OTHER_ARBITRATOR_ID = 8;
const ADMIN = { adminId: 1, adminStatus: 0 };
const SUPPORT = { adminId: 5, adminStatus: 2 };

const outcomes: ModelEvent[] = CALLS.flatMap((call) => [
  { type: `xstate.done.actor.${call}`, output: { Success: true } } as ModelEvent,
  { type: `xstate.error.actor.${call}`, error: { message: 'Action is impossible' } } as ModelEvent,
]);

const events: ModelEvent[] = [
  { type: 'arbitration.join' },
  { type: 'arbitration.assign', arbitratorId: ARBITRATOR.adminId },
  { type: 'arbitration.assign', arbitratorId: OTHER_ARBITRATOR_ID },
  { type: 'arbitration.confirm', comment: 'Buyer proved the payment' },
  { type: 'arbitration.confirm', comment: '   ' },
  { type: 'arbitration.cancel', comment: 'No payment arrived' },
  { type: 'arbitration.sync', status: 11, arbitratorId: OTHER_ARBITRATOR_ID },
  { type: 'arbitration.sync', status: 10, arbitratorId: null },
  ...outcomes,
];

/** Where a case may start: who works on it and the trade as read. */
const STARTS: Record<string, ArbitrationInput> = {
  'arbitrator, awaiting dispute': { tradeId: 1, status: 10, arbitratorId: null, ...ARBITRATOR },
  'admin, awaiting dispute': { tradeId: 1, status: 9, arbitratorId: null, ...ADMIN },
  'arbitrator, joined by another': { tradeId: 1, status: 11, arbitratorId: OTHER_ARBITRATOR_ID, ...ARBITRATOR },
  'support, awaiting dispute': { tradeId: 1, status: 10, arbitratorId: null, ...SUPPORT },
  'completed trade': { tradeId: 1, status: 6, arbitratorId: OTHER_ARBITRATOR_ID, ...ARBITRATOR },
  'cancelled trade': { tradeId: 1, status: 5, arbitratorId: OTHER_ARBITRATOR_ID, ...ARBITRATOR },
  'running trade': { tradeId: 1, status: 3, arbitratorId: null, ...ARBITRATOR },
};

// @xstate/graph's logic type has no room for emitted events; the machine is walked as plain logic.
const logic = arbitrationMachine as unknown as AnyStateMachine;
/** Replays events on a real actor whose calls settle when the model says so, recording every microstep. */
async function replay(input: ArbitrationInput, path: ModelEvent[]) {
  const replayed = pathReplay({ heldByName: true });
  const api: ArbitrationApi = {
    join: (i) => replayed.call('joinTrade', i),
    assign: (i) => replayed.call('assignTrade', i),
    confirm: (i) => replayed.call('confirmTrade', i),
    cancel: (i) => replayed.call('cancelTrade', i),
  };
  const emitted: string[] = [];
  const actor = createActor(provideArbitrationMachine(api), { input, inspect: replayed.inspect });
  actor.on('arbitration.changed', (e) => emitted.push(e.action));
  return { ...(await replayed.run(actor, path)), emitted };
}

const walk: ModelWalk<ArbitrationInput, ModelEvent> = { machine: logic, events, inputs: Object.values(STARTS), replay };

describeModelWalk('arbitration', walk, 180_000);

describe('arbitration machine, rules', () => {
  const awaiting = STARTS['arbitrator, awaiting dispute']!;

  it('joins, then confirms with the trimmed comment: the trade ends completed', async () => {
    const run = await replay(awaiting, [
      { type: 'arbitration.join' },
      { type: 'xstate.done.actor.joinTrade', output: {} },
      { type: 'arbitration.confirm', comment: '  paid  ' },
      { type: 'xstate.done.actor.confirmTrade', output: {} },
    ]);
    expect(run.snapshot.value).toEqual({ resolved: 'completed' });
    expect(run.calls).toEqual([
      { call: 'joinTrade', input: { tradeId: 1 } },
      { call: 'confirmTrade', input: { tradeId: 1, comment: 'paid' } },
    ]);
    expect(run.emitted).toEqual(['join', 'confirm']);
    expect(run.snapshot.context.status).toBe(6);
  });

  it('cancels without a comment (a comment is offered, not required)', async () => {
    const run = await replay(awaiting, [
      { type: 'arbitration.join' },
      { type: 'xstate.done.actor.joinTrade', output: {} },
      { type: 'arbitration.cancel', comment: ' ' },
    ]);
    expect(run.snapshot.value).toBe('cancelling');
    expect(run.calls).toEqual([
      { call: 'joinTrade', input: { tradeId: 1 } },
      { call: 'cancelTrade', input: { tradeId: 1, comment: '' } },
    ]);
  });

  it('keeps the server text of a failed join and stays awaiting', async () => {
    const run = await replay(awaiting, [
      { type: 'arbitration.join' },
      { type: 'xstate.error.actor.joinTrade', error: { message: 'Another arbitrator has already joined the trade' } },
    ]);
    expect(run.snapshot.value).toBe('awaiting');
    expect(run.snapshot.context.error).toEqual({ action: 'join', message: 'Another arbitrator has already joined the trade', cause: expect.anything() });
  });

  it('keeps a failed confirmation on the joined case with its reason', async () => {
    const run = await replay(STARTS['arbitrator, joined by another']!, [
      { type: 'arbitration.sync', status: 11, arbitratorId: ARBITRATOR.adminId },
      { type: 'arbitration.confirm', comment: 'ok' },
      { type: 'xstate.error.actor.confirmTrade', error: { message: 'The dispute has already been resolved' } },
    ]);
    expect(run.snapshot.value).toBe('joined');
    expect(run.snapshot.context.error).toEqual({ action: 'confirm', message: 'The dispute has already been resolved', cause: expect.anything() });
  });

  it("does not let an arbitrator resolve another arbitrator's case, nor assign", async () => {
    const run = await replay(STARTS['arbitrator, joined by another']!, [
      { type: 'arbitration.confirm', comment: 'mine now' },
      { type: 'arbitration.assign', arbitratorId: ARBITRATOR.adminId },
    ]);
    expect(run.snapshot.value).toBe('joined');
    expect(run.calls).toEqual([]);
  });

  it('lets an admin assign an arbitrator, and the arbitrator is then on the case', async () => {
    const run = await replay(STARTS['admin, awaiting dispute']!, [
      { type: 'arbitration.assign', arbitratorId: ARBITRATOR.adminId },
      { type: 'xstate.done.actor.assignTrade', output: {} },
    ]);
    expect(run.snapshot.value).toBe('joined');
    expect(run.snapshot.context.arbitratorId).toBe(ARBITRATOR.adminId);
    expect(run.calls).toEqual([{ call: 'assignTrade', input: { tradeId: 1, arbitratorId: ARBITRATOR.adminId } }]);
  });

  it('offers support staff nothing', async () => {
    const run = await replay(STARTS['support, awaiting dispute']!, [{ type: 'arbitration.join' }, { type: 'arbitration.assign', arbitratorId: 9 }]);
    expect(run.snapshot.value).toBe('awaiting');
    expect(run.calls).toEqual([]);
  });
});
