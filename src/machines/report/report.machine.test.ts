import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type StateValue } from 'xstate';
import { describeModelWalk, type ModelWalk } from '../testing/modelCoverage.ts';
import { pathReplay } from '../testing/pathReplay.ts';
import { provideReportMachine } from './report.actors.ts';
import { reportMachine, type ReportEvent, type ReportOrderInput, type ReportSnapshot } from './report.machine.ts';

/** The machine's invoked calls and the state each one runs in (a settled call reaches only its own state). */
const CALLS = {
  createReport: 'submitting',
  pollNew: { waiting: 'new' },
  pollInProgress: { waiting: 'inProgress' },
  downloadReport: 'downloading',
} as const satisfies Record<string, StateValue>;
type CallId = keyof typeof CALLS;
type Outcome = { type: `xstate.done.actor.${CallId}`; output: unknown } | { type: `xstate.error.actor.${CallId}`; error: unknown };
type ModelEvent = ReportEvent | Outcome;

const base: ReportSnapshot = { id: 5, type: 'Transactions', status: 'new', rowCount: null, fileName: null, error: null, mailedVia: null };
const fresh = base;
const running: ReportSnapshot = { ...base, status: 'inProgress', rowCount: 5000 };
const completed: ReportSnapshot = { ...base, status: 'completed', rowCount: 12000, fileName: 'Report Transactions 2026-11-22.csv', mailedVia: 'outbox' };
const failed: ReportSnapshot = { ...base, status: 'error', rowCount: 0, error: 'The reports folder is not writable', mailedVia: 'smtp' };
const refusal = { message: 'Validation failed' };

const events: ModelEvent[] = [
  { type: 'report.type', reportType: 'Users' },
  { type: 'report.filters', filters: { statusList: ['depositCompleted'] } },
  { type: 'report.period', dateFrom: '2026-11-21', dateTo: '2026-11-01' },
  { type: 'report.period', dateFrom: '2026-11-01', dateTo: '2026-11-21' },
  { type: 'report.submit' },
  { type: 'report.download' },
  { type: 'report.reorder' },
  { type: 'report.edit' },
  { type: 'xstate.done.actor.createReport', output: fresh },
  { type: 'xstate.error.actor.createReport', error: refusal },
  { type: 'xstate.done.actor.pollNew', output: fresh },
  { type: 'xstate.done.actor.pollNew', output: running },
  { type: 'xstate.done.actor.pollNew', output: completed },
  { type: 'xstate.done.actor.pollNew', output: failed },
  { type: 'xstate.error.actor.pollNew', error: refusal },
  { type: 'xstate.done.actor.pollInProgress', output: running },
  { type: 'xstate.done.actor.pollInProgress', output: completed },
  { type: 'xstate.done.actor.pollInProgress', output: failed },
  { type: 'xstate.error.actor.pollInProgress', error: refusal },
  { type: 'xstate.done.actor.downloadReport', output: true },
  { type: 'xstate.error.actor.downloadReport', error: refusal },
];

const STARTS: Record<string, ReportOrderInput> = {
  'from the Reports screen': {},
  'from the Transactions list': { type: 'Transactions', filters: { side: 'in' }, dateFrom: '2026-11-01', dateTo: '2026-11-21' },
};

const logic = reportMachine as unknown as AnyStateMachine;

async function replay(input: ReportOrderInput, path: ModelEvent[]) {
  const replayed = pathReplay({ callStates: CALLS });
  const machine = provideReportMachine({
    create: (order) => replayed.call('create', order),
    poll: (id) => replayed.call('poll', id),
    download: (report) => replayed.call('download', report.id),
  });
  return replayed.run(createActor(machine, { input, inspect: replayed.inspect }), path);
}

const walk: ModelWalk<ReportOrderInput, ModelEvent> = { machine: logic, events, inputs: Object.values(STARTS), replay };

describeModelWalk('report', walk, 180_000);

describe('report machine, rules', () => {
  it('orders with the Export filters, polls new and in progress, and downloads the completed file', async () => {
    const run = await replay(STARTS['from the Transactions list']!, [
      { type: 'report.submit' },
      { type: 'xstate.done.actor.createReport', output: fresh },
      { type: 'xstate.done.actor.pollNew', output: running },
      { type: 'xstate.done.actor.pollInProgress', output: completed },
      { type: 'report.download' },
      { type: 'xstate.done.actor.downloadReport', output: true },
    ]);
    expect(run.snapshot.value).toBe('completed');
    expect(run.snapshot.context).toMatchObject({ downloaded: true, report: completed });
    expect(run.calls).toEqual([
      { call: 'create', input: { type: 'Transactions', filters: { side: 'in' }, dateFrom: '2026-11-01', dateTo: '2026-11-21' } },
      { call: 'poll', input: 5 },
      { call: 'poll', input: 5 },
      { call: 'download', input: 5 },
    ]);
  });

  it('does not order a period that ends before it starts; another type starts without the filters', async () => {
    const run = await replay({}, [{ type: 'report.filters', filters: { side: 'in' } }, { type: 'report.period', dateFrom: '2026-11-21', dateTo: '2026-11-01' }, { type: 'report.submit' }]);
    expect(run.snapshot.value).toBe('editing');
    const other = await replay(STARTS['from the Transactions list']!, [{ type: 'report.type', reportType: 'Users' }]);
    expect(other.snapshot.context.filters).toEqual({});
  });

  it('shows the reason of a failed report and orders it again', async () => {
    const run = await replay({}, [
      { type: 'report.submit' },
      { type: 'xstate.done.actor.createReport', output: fresh },
      { type: 'xstate.done.actor.pollNew', output: failed },
    ]);
    expect(run.snapshot.value).toBe('failed');
    expect(run.snapshot.context.report?.error).toBe('The reports folder is not writable');
    const again = await replay({}, [
      { type: 'report.submit' },
      { type: 'xstate.done.actor.createReport', output: fresh },
      { type: 'xstate.done.actor.pollNew', output: failed },
      { type: 'report.reorder' },
    ]);
    expect(again.snapshot.value).toBe('submitting');
    expect(again.calls.filter((c) => c.call === 'create')).toHaveLength(2);
  });
});
