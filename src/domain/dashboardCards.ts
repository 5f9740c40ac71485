import { mayCall, type OperationId } from './operationAccess.ts';

/**
 * The dashboard's cards and the operations that fill each (access by construction): a card is
 * drawn, and its requests sent, only for a status the access table lets call all of them, so no
 * admin meets a card the server refuses. The dashboard route itself is offered when one card is
 * (`needs.anyOf` in src/app/routes/routeTable.ts).
 */
export const DASHBOARD_CARDS = [
  { id: 'activeDeals', operations: ['GET p2p/Admin/Trade/statistic'] },
  { id: 'arbitratorCalls', operations: ['GET p2p/Admin/Trade/statistic', 'GET v1/arbitrator/trades'] },
  { id: 'users', operations: ['POST v2/User/GetUsersStats'] },
  { id: 'finance', operations: ['POST v2/Finance/GetFinanceStatus'] },
  { id: 'grossProfit', operations: ['POST v2/Finance/GetGrossProfit'] },
  { id: 'userStats', operations: ['POST v2/User/GetUsersChart'] },
  { id: 'transactionStats', operations: ['POST v2/Finance/GetTransactionStats'] },
  { id: 'p2p', operations: ['GET v1/statistic'] },
] as const satisfies readonly { id: string; operations: readonly OperationId[] }[];

export type DashboardCardId = (typeof DASHBOARD_CARDS)[number]['id'];

/** The cards an admin of `status` is shown, in the dashboard's order. */
export function dashboardCardsFor(status: number): Set<DashboardCardId> {
  return new Set(DASHBOARD_CARDS.filter((card) => card.operations.every((op) => mayCall(op, status))).map((card) => card.id));
}
