import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type StateValue } from 'xstate';
import { describeModelWalk, type ModelWalk } from '../testing/modelCoverage.ts';
import { pathReplay } from '../testing/pathReplay.ts';
import { provideApprovalRequestMachine } from './approval-request.actors.ts';
import {
  approvalRequestMachine,
  type ApprovalDecision,
  type ApprovalRequestEvent,
  type ApprovalRequestInput,
  type ApprovalRequestStatus,
} from './approval-request.machine.ts';

/** The machine's invoked calls and the state each one runs in (a settled call reaches only its own state). */
const CALLS = {
  approveRequest: { pending: 'approving' },
  rejectRequest: { pending: 'rejecting' },
  withdrawRequest: { pending: 'withdrawing' },
} as const satisfies Record<string, StateValue>;
type CallId = keyof typeof CALLS;
type Outcome = { type: `xstate.done.actor.${CallId}`; output: unknown } | { type: `xstate.error.actor.${CallId}`; error: unknown };
type ModelEvent = ApprovalRequestEvent | Outcome;

const conflict = { error: { status: 409, code: 103, message: 'The request has already been decided', reason: 'approvalAlreadyDecided' } };

const events: ModelEvent[] = [
  { type: 'approval.approve', comment: ' Checked the ticket ' },
  { type: 'approval.reject', comment: 'No ticket for this deposit' },
  { type: 'approval.reject', comment: '  ' },
  { type: 'approval.withdraw' },
  { type: 'approval.sync', status: 'pending' },
  { type: 'approval.sync', status: 'executed' },
  { type: 'approval.sync', status: 'expired' },
  { type: 'xstate.done.actor.approveRequest', output: { status: 'executed' } },
  { type: 'xstate.done.actor.approveRequest', output: { status: 'failed' } },
  { type: 'xstate.done.actor.approveRequest', output: { status: 'approved' } },
  { type: 'xstate.error.actor.approveRequest', error: conflict },
  { type: 'xstate.done.actor.rejectRequest', output: { status: 'rejected' } },
  { type: 'xstate.error.actor.rejectRequest', error: conflict },
  { type: 'xstate.done.actor.withdrawRequest', output: { status: 'withdrawn' } },
  { type: 'xstate.error.actor.withdrawRequest', error: conflict },
];

const OPS = {
  operationId: 'POST Transaction/AdminDeposit',
  approveOperationId: 'POST Transaction/AdminDeposit',
  rejectOperationId: 'POST Transaction/AdminDeposit',
  withdrawOperationId: 'POST Transaction/AdminDeposit',
};
const request = (status: ApprovalRequestStatus, who: Pick<ApprovalRequestInput, 'adminId' | 'adminStatus'>): ApprovalRequestInput => ({
  requestId: 12,
  status,
  makerId: 1,
  ...OPS,
  ...who,
});
const MAKER = { adminId: 1, adminStatus: 0 };
const CHECKER = { adminId: 2, adminStatus: 1 };
const SUPPORT = { adminId: 3, adminStatus: 2 };

const STARTS: Record<string, ApprovalRequestInput> = {
  'a checker opens a pending request': request('pending', CHECKER),
  'the maker opens a pending request': request('pending', MAKER),
  'an approved request whose action still runs': request('approved', CHECKER),
  'a failed request': request('failed', CHECKER),
  'a rejected request': request('rejected', MAKER),
  'a withdrawn request': request('withdrawn', MAKER),
};

const logic = approvalRequestMachine as unknown as AnyStateMachine;

async function replay(input: ApprovalRequestInput, path: ModelEvent[]) {
  const replayed = pathReplay({ callStates: CALLS });
  const emitted: { decision: ApprovalDecision; status: ApprovalRequestStatus }[] = [];
  const machine = provideApprovalRequestMachine({
    approve: (i) => replayed.call('approve', i),
    reject: (i) => replayed.call('reject', i),
    withdraw: (i) => replayed.call('withdraw', i),
  });
  const actor = createActor(machine, { input, inspect: replayed.inspect });
  actor.on('approval.changed', (e) => emitted.push({ decision: e.decision, status: e.status }));
  return { ...(await replayed.run(actor, path)), emitted };
}

const walk: ModelWalk<ApprovalRequestInput, ModelEvent> = { machine: logic, events, inputs: Object.values(STARTS), replay };

describeModelWalk('approval-request', walk, 60_000);

describe('approval-request machine, rules', () => {
  it('a checker approves with a trimmed comment; the action executes and the view is told', async () => {
    const run = await replay(STARTS['a checker opens a pending request']!, [
      { type: 'approval.approve', comment: ' Checked the ticket ' },
      { type: 'xstate.done.actor.approveRequest', output: { status: 'executed' } },
    ]);
    expect(run.snapshot.value).toBe('executed');
    expect(run.calls).toEqual([{ call: 'approve', input: { requestId: 12, comment: 'Checked the ticket' } }]);
    expect(run.emitted).toEqual([{ decision: 'approve', status: 'executed' }]);
  });

  it('the maker can never approve or reject their own request, only withdraw it', async () => {
    const run = await replay(STARTS['the maker opens a pending request']!, [
      { type: 'approval.approve', comment: 'me' },
      { type: 'approval.reject', comment: 'me' },
    ]);
    expect(run.snapshot.value).toEqual({ pending: 'idle' });
    expect(run.calls).toEqual([]);
    const withdrawn = await replay(STARTS['the maker opens a pending request']!, [
      { type: 'approval.withdraw' },
      { type: 'xstate.done.actor.withdrawRequest', output: {} },
    ]);
    expect(withdrawn.snapshot.value).toBe('withdrawn');
    // a checker does not withdraw someone else's request
    const checker = await replay(STARTS['a checker opens a pending request']!, [{ type: 'approval.withdraw' }]);
    expect(checker.calls).toEqual([]);
  });

  it('support, who may not perform the action, decides nothing', async () => {
    const run = await replay(request('pending', SUPPORT), [
      { type: 'approval.approve', comment: '' },
      { type: 'approval.reject', comment: 'no' },
    ]);
    expect(run.snapshot.value).toEqual({ pending: 'idle' });
    expect(run.calls).toEqual([]);
  });

  it('a rejection needs a comment', async () => {
    const run = await replay(STARTS['a checker opens a pending request']!, [{ type: 'approval.reject', comment: '  ' }]);
    expect(run.calls).toEqual([]);
  });

  it('a lost race keeps the server reason and goes back to pending until the view syncs', async () => {
    const run = await replay(STARTS['a checker opens a pending request']!, [
      { type: 'approval.approve', comment: '' },
      { type: 'xstate.error.actor.approveRequest', error: conflict },
    ]);
    expect(run.snapshot.value).toEqual({ pending: 'idle' });
    expect(run.snapshot.context.error).toEqual({ decision: 'approve', message: 'The request has already been decided', reason: 'approvalAlreadyDecided' });
    const synced = await replay(STARTS['a checker opens a pending request']!, [
      { type: 'approval.approve', comment: '' },
      { type: 'xstate.error.actor.approveRequest', error: conflict },
      { type: 'approval.sync', status: 'executed' },
    ]);
    expect(synced.snapshot.value).toBe('executed');
  });

  it('a reload while the approval is under way does not drop its answer', async () => {
    const run = await replay(STARTS['a checker opens a pending request']!, [
      { type: 'approval.approve', comment: '' },
      { type: 'approval.sync', status: 'pending' },
      { type: 'xstate.done.actor.approveRequest', output: { status: 'failed' } },
    ]);
    expect(run.snapshot.value).toBe('failed');
  });
});
