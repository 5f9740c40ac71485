import { dataOf } from '../../api/client.ts';
import { v1Client } from '../../api/clients.ts';
import { ARBITRATOR_PAGE_SIZE } from '../../domain/p2p.ts';
import type { ArbitratorListRequest } from './arbitratorLists.ts';

/** The key of one list page (under the section's key, which every arbitration action invalidates). */
export const arbitratorListKey = (request: ArbitratorListRequest) => ['arbitrator', 'list', request] as const;

/**
 * One page of an arbitrator list: the signed-in arbitrator's (trades/me) or everyone's (trades).
 * Without TanStack Query, so a reload's warm-up can ask for it before the console's code arrives.
 */
export async function fetchArbitratorList(request: ArbitratorListRequest, signal?: AbortSignal) {
  const { source, page, status, isInDispute, isArbitratorJoined, withoutMe } = request;
  const offset = (page - 1) * ARBITRATOR_PAGE_SIZE;
  const paging = { offset, limit: ARBITRATOR_PAGE_SIZE };
  if (source === 'me') {
    const query = { ...paging, ...(status.length ? { status } : {}), sortField: 'dateCreated' as const, sortDesc: true };
    return dataOf(await v1Client.GET('/v1/arbitrator/trades/me', { params: { query }, signal }));
  }
  // List filters drop empty values before sending (spec 2 §5).
  const query = {
    ...paging,
    ...(status.length ? { status } : {}),
    ...(isInDispute !== undefined ? { isInDispute } : {}),
    ...(isArbitratorJoined !== undefined ? { isArbitratorJoined } : {}),
    ...(withoutMe !== undefined ? { withoutMe } : {}),
  };
  return dataOf(await v1Client.GET('/v1/arbitrator/trades', { params: { query }, signal }));
}
