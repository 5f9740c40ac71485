import type { RequestBodyOf } from '../../api/requestBody.ts';
import { APPROVAL_ACTIONS, type ApprovalAction } from '../../domain/approvals.ts';
import { dayEndUnixSeconds, dayStartUnixSeconds, parseStorageDate } from '../../domain/dates.ts';
import { defineListQuery, type ListState } from '../../domain/listQuery.ts';
import { pageOffset } from '../../domain/paging.ts';

/** The Approvals screen's tabs: waiting for a decision, the admin's own requests, decided ones. */
export const APPROVAL_TABS = ['pending', 'mine', 'decided'] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

export const APPROVAL_SORT_FIELDS = ['createdAt', 'amountUsd', 'expiresAt'] as const;

/** The list's URL state: the tab, the filters (action, maker, USD amount, age, created), sort and page. */
export const approvalsSchema = defineListQuery({
  filters: {
    tab: { type: 'string', default: 'pending' },
    action: { type: 'string' },
    maker: { type: 'number' },
    amountFrom: { type: 'number' },
    amountTo: { type: 'number' },
    olderThanHours: { type: 'number' },
    created: { type: 'dateRange' },
  },
  sortFields: APPROVAL_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
});
export type ApprovalsState = ListState<typeof approvalsSchema.filters, (typeof APPROVAL_SORT_FIELDS)[number]>;

/** The list call's body, from the contract. */
export type ApprovalsRequest = RequestBodyOf<'POST v2/Approval/GetApprovalRequests'>;

/** The tab the URL asks for, or pending. */
export const tabOf = (state: ApprovalsState): ApprovalTab => ((APPROVAL_TABS as readonly string[]).includes(state.filters.tab) ? (state.filters.tab as ApprovalTab) : 'pending');

const isAction = (value: string): value is ApprovalAction => (APPROVAL_ACTIONS as readonly string[]).includes(value);

/**
 * The call of a list state: pending is every request waiting for a decision, mine the admin's own
 * (any status), decided every other status; empty filters dropped, dates as the day's first and
 * last second in the admin's zone.
 */
export function approvalsRequest(state: ApprovalsState, timeZone?: string): ApprovalsRequest {
  const pageSize = state.pageSize;
  const f = state.filters;
  const tab = tabOf(state);
  const from = f.created[0] ? parseStorageDate(f.created[0]) : null;
  const to = f.created[1] ? parseStorageDate(f.created[1]) : null;
  return {
    ...(tab === 'pending' ? { status: 'pending' as const } : tab === 'mine' ? { mine: true } : { decided: true }),
    ...(isAction(f.action) ? { action: f.action } : {}),
    ...(f.maker ? { makerId: f.maker } : {}),
    ...(f.amountFrom !== null ? { amountUsdFrom: String(f.amountFrom) } : {}),
    ...(f.amountTo !== null ? { amountUsdTo: String(f.amountTo) } : {}),
    ...(f.olderThanHours ? { olderThanHours: f.olderThanHours } : {}),
    ...(from ? { dateFrom: dayStartUnixSeconds(from, timeZone) } : {}),
    ...(to ? { dateTo: dayEndUnixSeconds(to, timeZone) } : {}),
    sort: { field: state.sort.field, desc: state.sort.direction === 'desc' },
    offset: pageOffset(state.page, pageSize),
    limit: pageSize,
  };
}
