import type { AdminStatus } from './adminStatus.ts';
import { mayCall, type OperationId } from './operationAccess.ts';

/**
 * Access areas: one per section of the console. Every route belongs to one area, and the menu,
 * the tab menus and the route guard all ask this one table.
 */
export const ACCESS_AREAS = [
  'dashboard',
  'users',
  'userDetail',
  'frontConfig',
  'chats',
  'transactions',
  'trading',
  'markets',
  'paymentSystems',
  'merchants',
  'referralProgram',
  'finance',
  'staking',
  'statistics',
  'p2p',
  'arbitrator',
  'traders',
  'settings',
  'adminManagement',
  'approvals',
  'account',
] as const;

export type AccessArea = (typeof ACCESS_AREAS)[number];

/**
 * The spec's rule shape (spec 1 §6): an allow-everyone flag plus exception statuses.
 * `everyone: true` — every status except those listed; `everyone: false` — only those listed.
 */
export interface AccessRule {
  everyone: boolean;
  exceptions: readonly number[];
}

const SUPPORT: AdminStatus = 2;
const ARBITRATOR: AdminStatus = 3;

/**
 * The spec leaves per-section permissions open; this is the project's choice:
 * - dashboard, users, user detail and account are open to everyone (account must stay open:
 *   it is where an inaccessible route redirects to);
 * - chats, P2P and the arbitrator section are open to everyone, arbitrators included: that is
 *   their work (the Arbitrator menu entry is further hidden for statuses above 3);
 * - support (2) cannot open admin management, settings, finance or front config;
 * - an arbitrator (3) opens only dashboard, users, user detail, chats, P2P, arbitrator, account.
 * The server checks every operation on its own table regardless.
 */
export const ROUTE_ACCESS: Record<AccessArea, AccessRule> = {
  dashboard: { everyone: true, exceptions: [] },
  users: { everyone: true, exceptions: [] },
  userDetail: { everyone: true, exceptions: [] },
  account: { everyone: true, exceptions: [] },
  chats: { everyone: true, exceptions: [] },
  p2p: { everyone: true, exceptions: [] },
  arbitrator: { everyone: true, exceptions: [] },
  transactions: { everyone: true, exceptions: [ARBITRATOR] },
  trading: { everyone: true, exceptions: [ARBITRATOR] },
  markets: { everyone: true, exceptions: [ARBITRATOR] },
  paymentSystems: { everyone: true, exceptions: [ARBITRATOR] },
  merchants: { everyone: true, exceptions: [ARBITRATOR] },
  referralProgram: { everyone: true, exceptions: [ARBITRATOR] },
  staking: { everyone: true, exceptions: [ARBITRATOR] },
  statistics: { everyone: true, exceptions: [ARBITRATOR] },
  traders: { everyone: true, exceptions: [ARBITRATOR] },
  finance: { everyone: true, exceptions: [SUPPORT, ARBITRATOR] },
  frontConfig: { everyone: true, exceptions: [SUPPORT, ARBITRATOR] },
  settings: { everyone: true, exceptions: [SUPPORT, ARBITRATOR] },
  adminManagement: { everyone: true, exceptions: [SUPPORT, ARBITRATOR] },
  // Four-eyes approvals (issue 29): the statuses that make and decide guarded actions (the access
  // table's requests operations); support and arbitrators perform none of them.
  approvals: { everyone: true, exceptions: [SUPPORT, ARBITRATOR] },
};

/** The area an inaccessible route redirects to. */
export const FALLBACK_AREA: AccessArea = 'account';

/** Whether an admin of `status` may open screens of `area`. */
export function canAccess(area: AccessArea, status: number, table: Record<AccessArea, AccessRule> = ROUTE_ACCESS): boolean {
  const rule = table[area];
  const listed = rule.exceptions.includes(status);
  return rule.everyone ? !listed : listed;
}

/**
 * What a screen, tab or card needs from the server (access by construction): every operation of
 * `all`, and, when `anyOf` is given, every operation of at least one of its groups (a screen made of
 * cards, each filled by its own calls, is worth opening when one card is).
 */
export interface OperationNeeds {
  all: readonly OperationId[];
  anyOf?: readonly (readonly OperationId[])[];
}

/** Whether the access table lets an admin of `status` make the calls that fill a screen, tab or card. */
export function mayFill(needs: OperationNeeds, status: number): boolean {
  const allows = (ops: readonly OperationId[]) => ops.every((op) => mayCall(op, status));
  return allows(needs.all) && (needs.anyOf === undefined || needs.anyOf.some(allows));
}

/** The operations of `needs` an admin of `status` may not call (all of them when no `anyOf` group is allowed). */
export function refusedOperations(needs: OperationNeeds, status: number): OperationId[] {
  const refused = needs.all.filter((op) => !mayCall(op, status));
  if (needs.anyOf && !needs.anyOf.some((ops) => ops.every((op) => mayCall(op, status)))) {
    refused.push(...needs.anyOf.flat().filter((op) => !mayCall(op, status)));
  }
  return refused;
}
