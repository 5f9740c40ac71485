import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { errorMessageOf } from '../../domain/errorMessage.ts';
import type { ReportFilters, ReportStatus, ReportType } from '../../domain/reports.ts';
import { notProvided } from '../notProvided.ts';

/** The report as the server answers it (the fields the workflow reads). */
export interface ReportSnapshot {
  id: number;
  type: ReportType;
  status: ReportStatus;
  rowCount: number | null;
  fileName: string | null;
  error: string | null;
  mailedVia: 'smtp' | 'outbox' | null;
}

/** What the order starts from: a type and, from a list's Export, that list's filters and period. */
export interface ReportOrderInput {
  type?: ReportType;
  filters?: ReportFilters;
  /** yyyy-mm-dd */
  dateFrom?: string | null;
  dateTo?: string | null;
}

export interface ReportOrder {
  type: ReportType;
  filters: ReportFilters;
  dateFrom: string | null;
  dateTo: string | null;
}

export interface ReportContext extends ReportOrder {
  report: ReportSnapshot | null;
  /** The reason of the last failure (ordering, polling or downloading); null when none. */
  error: string | null;
  downloaded: boolean;
}

export type ReportEvent =
  | { type: 'report.type'; reportType: ReportType }
  | { type: 'report.filters'; filters: ReportFilters }
  | { type: 'report.period'; dateFrom: string | null; dateTo: string | null }
  | { type: 'report.submit' }
  | { type: 'report.download' }
  /** Order the same report again after it failed. */
  | { type: 'report.reorder' }
  /** Back to the form for another order (keeps the type, filters and period). */
  | { type: 'report.edit' };

/** A period is complete enough to order: each end optional, the start not after the end. */
export const periodIsValid = (o: Pick<ReportOrder, 'dateFrom' | 'dateTo'>) => !o.dateFrom || !o.dateTo || o.dateFrom <= o.dateTo;

const isStatus = (status: ReportStatus) => ({ event }: { event: unknown }) => (event as { output?: ReportSnapshot }).output?.status === status;

/**
 * A waiting state's poll: a finished report leaves for completed or failed, a new one a worker has
 * taken moves on to inProgress, and one still where it was is polled again. A failed poll (network)
 * is retried; the reason shows meanwhile.
 */
const polling = (state: 'new' | 'inProgress') =>
  ({
    invoke: {
      id: state === 'new' ? 'pollNew' : 'pollInProgress',
      src: 'pollReport',
      input: ({ context }: { context: ReportContext }) => ({ id: context.report!.id }),
      onDone: [
        { guard: 'isCompleted', target: '#report.completed', actions: 'keepReport' },
        { guard: 'isError', target: '#report.failed', actions: 'keepReport' },
        ...(state === 'new' ? ([{ guard: 'isInProgress', target: 'inProgress', actions: 'keepReport' }] as const) : []),
        { target: state, reenter: true, actions: 'keepReport' },
      ],
      onError: { target: state, reenter: true, actions: 'keepReason' },
    },
  }) as const;

/**
 * Ordering one report (spec 3 §4): the form (type, the type's filters, period) → submitting →
 * new → in progress (both polled; progress from rowCount) → completed (download) or error (the
 * reason; order again). Effects are named actors the app provides: `createReport`, `pollReport`
 * (waits its interval, then reads the report), `downloadReport`.
 */
export const reportMachine = setup({
  types: {
    input: {} as ReportOrderInput,
    context: {} as ReportContext,
    events: {} as ReportEvent,
  },
  actors: {
    createReport: fromPromise<ReportSnapshot, ReportOrder>(notProvided('createReport')),
    pollReport: fromPromise<ReportSnapshot, { id: number }>(notProvided('pollReport')),
    downloadReport: fromPromise<unknown, { report: ReportSnapshot }>(notProvided('downloadReport')),
  },
  guards: {
    canSubmit: ({ context }) => periodIsValid(context),
    isNew: isStatus('new'),
    isInProgress: isStatus('inProgress'),
    isCompleted: isStatus('completed'),
    isError: isStatus('error'),
  },
  actions: {
    setType: assign({
      type: ({ context, event }) => (event.type === 'report.type' ? event.reportType : context.type),
      // Filters belong to a type: another type starts without them.
      filters: ({ context, event }) => (event.type === 'report.type' && event.reportType !== context.type ? {} : context.filters),
    }),
    setFilters: assign({ filters: ({ context, event }) => (event.type === 'report.filters' ? event.filters : context.filters) }),
    setPeriod: assign({
      dateFrom: ({ context, event }) => (event.type === 'report.period' ? event.dateFrom : context.dateFrom),
      dateTo: ({ context, event }) => (event.type === 'report.period' ? event.dateTo : context.dateTo),
    }),
    keepReport: assign({ report: ({ event }) => (event as unknown as { output: ReportSnapshot }).output, error: null }),
    keepReason: assign({ error: ({ event }) => errorMessageOf((event as { error?: unknown }).error).message }),
    markDownloaded: assign({ downloaded: true, error: null }),
    clearReport: assign({ report: null, error: null, downloaded: false }),
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({
    type: input.type ?? 'Transactions',
    filters: input.filters ?? {},
    dateFrom: input.dateFrom ?? null,
    dateTo: input.dateTo ?? null,
    report: null,
    error: null,
    downloaded: false,
  }),
  initial: 'editing',
  states: {
    // Why: the admin chooses what to export; a list's Export arrives with its filters filled in.
    editing: {
      on: {
        'report.type': { actions: 'setType' },
        'report.filters': { actions: 'setFilters' },
        'report.period': { actions: 'setPeriod' },
        'report.submit': { guard: 'canSubmit', target: 'submitting' },
      },
    },
    // Why: the order is being stored; nothing else may start until the server answers.
    submitting: {
      invoke: {
        id: 'createReport',
        src: 'createReport',
        input: ({ context }) => ({ type: context.type, filters: context.filters, dateFrom: context.dateFrom, dateTo: context.dateTo }),
        onDone: { target: 'waiting', actions: ['clearReport', 'keepReport'] },
        onError: { target: 'editing', actions: 'keepReason' },
      },
    },
    // Why: a worker builds the report in the background (1 to 5 minutes per the spec); the screen polls it.
    waiting: {
      initial: 'new',
      states: {
        // Why: ordered, not yet taken by a worker.
        new: polling('new'),
        // Why: a worker is writing the file; rowCount tells how far it got.
        inProgress: polling('inProgress'),
      },
    },
    // Why: the file is ready (and the admin was told by e-mail); it can be downloaded any number of times.
    completed: {
      on: {
        'report.download': { target: 'downloading' },
        'report.edit': { target: 'editing', actions: 'clearReport' },
      },
    },
    // Why: the browser is fetching the file; a second click must not start a second download.
    downloading: {
      invoke: {
        id: 'downloadReport',
        src: 'downloadReport',
        input: ({ context }) => ({ report: context.report! }),
        onDone: { target: 'completed', actions: 'markDownloaded' },
        onError: { target: 'completed', actions: 'keepReason' },
      },
    },
    // Why: the worker could not build the report; its reason shows and the same order can be placed again.
    failed: {
      on: {
        'report.reorder': { target: 'submitting' },
        'report.edit': { target: 'editing', actions: 'clearReport' },
      },
    },
  },
});

export type ReportMachine = typeof reportMachine;
export type ReportActor = ActorRefFrom<ReportMachine>;
