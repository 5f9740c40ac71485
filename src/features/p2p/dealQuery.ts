import {
  AWAITING_ARBITRATION_STATUSES,
  ARBITRATOR_PAGE_SIZE,
  FEEDBACK_INFLUENCES,
  P2pTradeStatus,
  p2pStatusesOf,
  TRADER_STATUS_OF,
  type TraderTradeStatus,
} from '../../domain/p2p.ts';
import type { operations } from '../../api/generated/p2p.ts';
import { dateRangeToUnix } from '../../domain/dateRangeFilter.ts';
import { presentFilters } from '../../domain/pageRequest.ts';
import { defineListQuery, type FilterValues } from '../../domain/listQuery.ts';
import { pageOffset } from '../../domain/paging.ts';

/**
 * The deal lists of "Offers and deals" (spec 2 §2 labels: all, completed, awaiting arbitration,
 * my arbitration, others' arbitration) and how their URL state becomes a call. "All deals" is the
 * v1 trades list (GET v1/p2p/trades): the list the spec gives the v1 edit and notify actions
 * (spec 2 §4 "Trades (v1 list)"), filtered by id, user, status, flow type and period. Completed
 * and awaiting arbitration read GET p2p/Admin/Trade (fixed statuses, crypto currency filter); "my" and "others'" need the arbitrator filters only the arbitrator
 * calls carry (GET v1/arbitrator/trades/me, and GET v1/arbitrator/trades with
 * isArbitratorJoined and withoutMe), and use the arbitrator lists' page size 10 (spec 2 §9).
 */
export const DEAL_LISTS = ['all', 'completed', 'awaiting', 'mine', 'others'] as const;
export type DealList = (typeof DEAL_LISTS)[number];

export function isDealList(value: string | null): value is DealList {
  return (DEAL_LISTS as readonly (string | null)[]).includes(value);
}

/** Lists read from the arbitrator calls. */
export const ARBITRATION_LISTS: readonly DealList[] = ['mine', 'others'];
export const isArbitrationList = (list: DealList) => ARBITRATION_LISTS.includes(list);

/** Page sizes of each list: the common setting, or 10 on the arbitrator lists. */
export const ARBITRATION_PAGE_SIZES = [ARBITRATOR_PAGE_SIZE] as const;

/** URL schema of the deal lists. */
export const dealListSchema = defineListQuery({
  filters: {
    id: { type: 'number' },
    userId: { type: 'number' },
    status: { type: 'numbers' },
    crypto: { type: 'string' },
    flow: { type: 'string' },
    created: { type: 'dateRange' },
  },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});

/** The deal lists of arbitration (mine, others'): the spec fixes their page size, whatever the admin's setting. */
export const arbitrationDealListSchema = { ...dealListSchema, pageSizes: ARBITRATION_PAGE_SIZES, defaultPageSize: ARBITRATOR_PAGE_SIZE };

/** The URL schema of a deal list. */
export const dealSchemaOf = (list: DealList) => (isArbitrationList(list) ? arbitrationDealListSchema : dealListSchema);
export type DealFilters = FilterValues<typeof dealListSchema.filters>;

/** The filters each list's call carries (the others are not offered there). */
export const FILTERS_OF_LIST: Record<DealList, readonly (keyof DealFilters)[]> = {
  all: ['id', 'userId', 'status', 'flow', 'created'],
  completed: ['id', 'userId', 'crypto', 'created'],
  awaiting: ['id', 'userId', 'crypto', 'created'],
  mine: ['status', 'created'],
  others: ['status'],
};


/** Query of GET p2p/Admin/Trade. */
export interface AdminTradeQuery {
  offset: number;
  limit: number;
  id?: number;
  userId?: number;
  status?: P2pTradeStatus[];
  isInDispute?: boolean;
  cryptoCurrencyId?: number;
  dateFrom?: number;
  dateTo?: number;
}

/** Query of GET v1/arbitrator/trades and GET v1/arbitrator/trades/me. */
export interface ArbitratorTradeQuery {
  offset: number;
  limit: number;
  status?: P2pTradeStatus[];
  isArbitratorJoined?: boolean;
  withoutMe?: boolean;
  dateFrom?: number;
  dateTo?: number;
}

/** Flow types of the v1 trades list: the offer's type, in the traders module's words. */
export const FLOW_TYPES = ['buy', 'sell'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** Query of GET v1/p2p/trades (statuses in the traders module's words). */
export interface TraderTradeQuery {
  offset: number;
  limit: number;
  id?: number;
  userId?: number;
  status?: TraderTradeStatus[];
  flowType?: FlowType;
  dateFrom?: number;
  dateTo?: number;
}

/**
 * The v1 statuses of the P2P statuses chosen in the filter. The v1 list tells "timeout, arbitrator
 * required" (9) and "arbitrator required" (10) apart no more: either asks for both.
 */
export function traderStatusesOf(statuses: readonly P2pTradeStatus[]): TraderTradeStatus[] {
  return [...new Set(statuses.map((s) => TRADER_STATUS_OF[s]))];
}

/**
 * The status a v1 row shows, in the P2P captions the other lists use. The v1 status is one P2P
 * status, but for "arbitrator required", which also covers "timeout, arbitrator required".
 */
export function displayStatusOf(status: TraderTradeStatus): P2pTradeStatus {
  return p2pStatusesOf(status).at(-1) ?? P2pTradeStatus.Created;
}

export type DealListCall =
  | { call: 'GET v1/p2p/trades'; query: TraderTradeQuery }
  | { call: 'GET p2p/Admin/Trade'; query: AdminTradeQuery }
  | { call: 'GET v1/arbitrator/trades/me'; query: ArbitratorTradeQuery }
  | { call: 'GET v1/arbitrator/trades'; query: ArbitratorTradeQuery };

const validStatuses = (values: readonly number[]) =>
  values.filter((s): s is P2pTradeStatus => Object.values(P2pTradeStatus).includes(s as P2pTradeStatus));

/**
 * The call and query of a list's state: paging as offset and limit, the list's fixed filters, the
 * filters it carries with empty ones dropped, dates as unix seconds with the end of the "to" day.
 */
export function dealListCall(
  list: DealList,
  state: { filters: DealFilters; page: number; pageSize: number },
  timeZone?: string,
): DealListCall {
  const { filters } = state;
  const paging = { offset: pageOffset(state.page, state.pageSize), limit: state.pageSize };
  const allowed = new Set(FILTERS_OF_LIST[list]);
  const pick = <K extends keyof DealFilters>(key: K): DealFilters[K] | undefined => (allowed.has(key) ? filters[key] : undefined);
  const dates = dateRangeToUnix(pick('created') ?? [null, null], timeZone);
  const statuses = validStatuses(pick('status') ?? []);
  const crypto = Number(pick('crypto'));
  switch (list) {
    case 'mine':
      return { call: 'GET v1/arbitrator/trades/me', query: { ...paging, ...presentFilters({ status: statuses, ...dates }) } };
    case 'others':
      return { call: 'GET v1/arbitrator/trades', query: { ...paging, isArbitratorJoined: true, withoutMe: true, ...presentFilters({ status: statuses }) } };
    case 'all': {
      const flowType = FLOW_TYPES.find((f) => f === pick('flow'));
      const query = presentFilters({ id: pick('id'), userId: pick('userId'), status: traderStatusesOf(statuses), flowType, ...dates });
      return { call: 'GET v1/p2p/trades', query: { ...paging, ...query } as TraderTradeQuery };
    }
    default: {
      const fixed: P2pTradeStatus[] = list === 'completed' ? [P2pTradeStatus.Completed] : [...AWAITING_ARBITRATION_STATUSES];
      const query = presentFilters({
        id: pick('id'),
        userId: pick('userId'),
        status: fixed,
        cryptoCurrencyId: crypto > 0 ? crypto : undefined,
        ...dates,
      });
      return { call: 'GET p2p/Admin/Trade', query: { ...paging, ...query } as AdminTradeQuery };
    }
  }
}

/** URL schema of the feedback list. */
export const feedbackListSchema = defineListQuery({
  filters: {
    fbUser: { type: 'number' },
    fbTrade: { type: 'number' },
    influence: { type: 'string' },
  },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});
export type FeedbackFilters = FilterValues<typeof feedbackListSchema.filters>;

/** P2P feedback pages are zero-based on the server (spec 2 §9): the page sent is the shown page minus 1. */
export function zeroBasedPage(page: number): number {
  return Math.max(0, Math.floor(page) - 1);
}

export function feedbackListQuery(state: { filters: FeedbackFilters; page: number; pageSize: number }): FeedbackQuery {
  const { fbUser, fbTrade, influence } = state.filters;
  const known = FEEDBACK_INFLUENCES.find((i) => i === influence);
  return {
    page: zeroBasedPage(state.page),
    limit: state.pageSize,
    ...presentFilters({ userId: fbUser ?? undefined, tradeId: fbTrade ?? undefined, influence: known }),
  };
}

/** Query of GET p2p/Admin/feedback, as the contract declares it. */
export type FeedbackQuery = Required<Pick<ContractFeedbackQuery, 'page' | 'limit'>> & Omit<ContractFeedbackQuery, 'page' | 'limit'>;
type ContractFeedbackQuery = NonNullable<operations['GET p2p/Admin/feedback']['parameters']['query']>;
