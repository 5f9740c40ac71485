import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import type { TransactionState } from '../../domain/transactions.ts';
import { describeModelWalk, type ModelWalk } from '../testing/modelCoverage.ts';
import { pathReplay } from '../testing/pathReplay.ts';
import { provideTransactionActionsMachine } from './transaction-actions.actors.ts';
import { transactionActionsMachine, type TransactionActionsEvent, type TransactionActionsInput } from './transaction-actions.machine.ts';

type Outcome = { type: 'xstate.done.actor.runAction'; output: unknown } | { type: 'xstate.error.actor.runAction'; error: unknown };
type ModelEvent = TransactionActionsEvent | Outcome;

const queued: TransactionState = { side: 'out', status: 'withdrawalInQueue', kytStatus: null, requisitesStatus: 'approved', antiFraud: false };
const processing: TransactionState = { ...queued, status: 'withdrawalProcessing' };
const antiFraud: TransactionState = { ...queued, status: 'awaitingManualCheck', antiFraud: true };

const events: ModelEvent[] = [
  { type: 'tx.choose', action: 'confirm' },
  { type: 'tx.choose', action: 'complete' },
  { type: 'tx.choose', action: 'decline' },
  { type: 'tx.comment', comment: 'Sent' },
  { type: 'tx.comment', comment: '  ' },
  { type: 'tx.confirm' },
  { type: 'tx.back' },
  { type: 'tx.sync', transaction: processing },
  { type: 'xstate.done.actor.runAction', output: { success: true } },
  { type: 'xstate.error.actor.runAction', error: { message: 'Action is impossible' } },
];

const STARTS: Record<string, TransactionActionsInput> = {
  'admin, queued withdrawal': { transactionId: 7, transaction: queued, adminStatus: 0 },
  'admin, withdrawal being sent': { transactionId: 7, transaction: processing, adminStatus: 0 },
  'support, queued withdrawal': { transactionId: 7, transaction: queued, adminStatus: 2 },
  'super admin, anti-fraud case': { transactionId: 7, transaction: antiFraud, adminStatus: 1 },
};

const logic = transactionActionsMachine as unknown as AnyStateMachine;

async function replay(input: TransactionActionsInput, path: ModelEvent[]) {
  const replayed = pathReplay();
  const emitted: string[] = [];
  const machine = provideTransactionActionsMachine({ run: (callInput) => replayed.call('run', callInput) });
  const actor = createActor(machine, { input, inspect: replayed.inspect });
  actor.on('tx.changed', (e) => emitted.push(e.action));
  const run = await replayed.run(actor, path);
  // The workflow has one call: its inputs are what a test compares.
  return { ...run, calls: run.calls.map((c) => c.input), emitted };
}

const walk: ModelWalk<TransactionActionsInput, ModelEvent> = { machine: logic, events, inputs: Object.values(STARTS), replay };

describeModelWalk('transaction-actions', walk, 180_000);

describe('transaction-actions machine, rules', () => {
  it('completes a withdrawal with a trimmed comment after confirming, and announces it', async () => {
    const run = await replay(STARTS['admin, withdrawal being sent']!, [
      { type: 'tx.choose', action: 'complete' },
      { type: 'tx.comment', comment: '  Sent, tx 0xabc ' },
      { type: 'tx.confirm' },
      { type: 'xstate.done.actor.runAction', output: {} },
    ]);
    expect(run.snapshot.value).toBe('done');
    expect(run.calls).toEqual([{ transactionId: 7, action: 'complete', comment: 'Sent, tx 0xabc' }]);
    expect(run.emitted).toEqual(['complete']);
  });

  it('does not send without a comment where one is required, and sends an optional one empty', async () => {
    const run = await replay(STARTS['admin, withdrawal being sent']!, [{ type: 'tx.choose', action: 'complete' }, { type: 'tx.comment', comment: ' ' }, { type: 'tx.confirm' }]);
    expect(run.snapshot.value).toBe('confirming');
    expect(run.calls).toEqual([]);
    const optional = await replay(STARTS['admin, queued withdrawal']!, [{ type: 'tx.choose', action: 'confirm' }, { type: 'tx.confirm' }]);
    expect(optional.calls).toEqual([{ transactionId: 7, action: 'confirm', comment: '' }]);
  });

  it('keeps the dialog on a refusal with the comment, and a second try that lands is done', async () => {
    const run = await replay(STARTS['admin, withdrawal being sent']!, [
      { type: 'tx.choose', action: 'complete' },
      { type: 'tx.comment', comment: 'Sent' },
      { type: 'tx.confirm' },
      { type: 'xstate.error.actor.runAction', error: { message: 'Action is impossible' } },
      { type: 'tx.confirm' },
      { type: 'xstate.done.actor.runAction', output: {} },
    ]);
    expect(run.snapshot.value).toBe('done');
    expect(run.snapshot.context.error).toBeNull();
    expect(run.calls).toEqual([
      { transactionId: 7, action: 'complete', comment: 'Sent' },
      { transactionId: 7, action: 'complete', comment: 'Sent' },
    ]);
    expect(run.emitted).toEqual(['complete']);
  });

  it('offers support no admin action, and keeps the server reason of a refusal', async () => {
    const support = await replay(STARTS['support, queued withdrawal']!, [{ type: 'tx.choose', action: 'confirm' }]);
    expect(support.snapshot.value).toBe('idle');
    const refused = await replay(STARTS['admin, queued withdrawal']!, [
      { type: 'tx.choose', action: 'confirm' },
      { type: 'tx.confirm' },
      { type: 'xstate.error.actor.runAction', error: { message: 'The transaction has just changed, reload it and try again' } },
    ]);
    expect(refused.snapshot.value).toBe('refused');
    expect(refused.snapshot.context.error).toBe('The transaction has just changed, reload it and try again');
  });

  it('lets the super admin decide an anti-fraud case', async () => {
    const run = await replay(STARTS['super admin, anti-fraud case']!, [{ type: 'tx.choose', action: 'confirm' }]);
    expect(run.snapshot.value).toBe('confirming');
    const admin = await replay({ ...STARTS['super admin, anti-fraud case']!, adminStatus: 0 }, [{ type: 'tx.choose', action: 'confirm' }]);
    expect(admin.snapshot.value).toBe('idle');
  });
});
