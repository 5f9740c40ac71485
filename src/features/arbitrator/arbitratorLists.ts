import { EXCLUDED_FEATURES, type BuildFeature } from '../../domain/buildFeatures.ts';
import { defineListQuery } from '../../domain/listQuery.ts';
import { ARBITRATION_COMPLETED_STATUSES, ARBITRATOR_PAGE_SIZE, P2pTradeStatus, type P2pTradeStatus as TradeStatus } from '../../domain/p2p.ts';

/** The list filters of the arbitrator section (spec 2 §2, §4). */
export const ARBITRATOR_FILTERS = ['awaiting', 'inProgress', 'completed', 'all'] as const;
export type ArbitratorFilter = (typeof ARBITRATOR_FILTERS)[number];

/** The build exclusion that removes each filter. */
export const FILTER_FEATURES: Record<ArbitratorFilter, BuildFeature> = {
  awaiting: 'arbitrator-awaiting',
  inProgress: 'arbitrator-in-progress',
  completed: 'arbitrator-completed-deals',
  all: 'arbitrator-all-deals',
};

/** Which list: the signed-in arbitrator's, or other arbitrators'. */
export type ArbitratorListKind = 'my' | 'others';

/**
 * The filters a list offers in this build. Awaiting disputes have no arbitrator yet, so they are
 * neither "mine" nor "others'": the awaiting filter lives on My arbitration, where an arbitrator
 * picks up work.
 */
export function filtersOf(kind: ArbitratorListKind, excluded: ReadonlySet<BuildFeature> = EXCLUDED_FEATURES): ArbitratorFilter[] {
  return ARBITRATOR_FILTERS.filter((f) => !excluded.has(FILTER_FEATURES[f]) && (kind === 'my' || f !== 'awaiting'));
}

/** The URL schema of a list: the filter and the page (10 a page, spec 2 §9). */
export function listSchemaOf(kind: ArbitratorListKind, excluded?: ReadonlySet<BuildFeature>) {
  const filters = filtersOf(kind, excluded);
  return defineListQuery({
    filters: { filter: { type: 'string', default: filters[0] ?? 'all' } },
    sortFields: ['dateCreated'],
    defaultSort: { field: 'dateCreated', direction: 'desc' },
    pageSizes: [ARBITRATOR_PAGE_SIZE],
    defaultPageSize: ARBITRATOR_PAGE_SIZE,
  });
}

/** What one list page asks the server. */
export interface ArbitratorListRequest {
  source: 'me' | 'all';
  page: number;
  status: TradeStatus[];
  isInDispute?: boolean;
  isArbitratorJoined?: boolean;
  withoutMe?: boolean;
}

/**
 * The request of a list and filter (spec 2 §4): awaiting is isInDispute true and
 * isArbitratorJoined false; others' is isArbitratorJoined true and withoutMe true; in progress is
 * status 11 (arbitrator joined); completed is status 5 and 6.
 */
export function requestOf(kind: ArbitratorListKind, filter: ArbitratorFilter, page: number): ArbitratorListRequest {
  const status: TradeStatus[] =
    filter === 'inProgress' ? [P2pTradeStatus.ArbitratorEntered] : filter === 'completed' ? [...ARBITRATION_COMPLETED_STATUSES] : [];
  if (filter === 'awaiting') return { source: 'all', page, status: [], isInDispute: true, isArbitratorJoined: false };
  if (kind === 'my') return { source: 'me', page, status };
  return { source: 'all', page, status, isArbitratorJoined: true, withoutMe: true };
}

/** The filter a list shows for its URL state: the one asked for if this list offers it, else its first. */
export function shownFilterOf(kind: ArbitratorListKind, asked: string): ArbitratorFilter {
  const filters = filtersOf(kind);
  return (filters as string[]).includes(asked) ? (asked as ArbitratorFilter) : (filters[0] ?? 'all');
}
