import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DEFAULT_PAGE_SIZE } from '../../domain/adminSettings.ts';
import { mayCall } from '../../domain/operationAccess.ts';

/** What the P2P screens need of the signed-in admin: page size, time zone and what they may change. */
export function useP2pAdmin() {
  const { data: admin } = useQuery(sessionQueries.currentAdmin());
  const { data: currencies } = useQuery(sessionQueries.currencies());
  const status = admin?.adminStatus;
  return {
    adminStatus: status,
    pageSize: admin?.settings.itemsPerPage ?? DEFAULT_PAGE_SIZE,
    timeZone: admin?.settings.timezone,
    // PUT v1/p2p/trades/*, PUT and DELETE p2p/Admin/feedback/*: asked of the server's own access table.
    canChange: status !== undefined && mayCall('PUT v1/p2p/trades/{tradeId}', status) && mayCall('PUT p2p/Admin/feedback/{feedbackId}', status),
    currencies: currencies ?? [],
  };
}
