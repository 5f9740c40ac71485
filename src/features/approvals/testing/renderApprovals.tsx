import i18next from 'i18next';
import type { ReactElement } from 'react';
import type { ApprovalRequest } from '../../../api/approvals.ts';
import type { CurrentAdmin } from '../../../api/sessionTypes.ts';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { stubApi, type StubbedCall } from '../../../components/testing/stubApi.ts';
import approvals from '../../../../locales/en/approvals.json';
import { AdminStatus } from '../../../domain/adminStatus.ts';
import { DEFAULT_APPROVAL_POLICY } from '../../../domain/approvals.ts';

/** The signed-in admin of a test (settings: `renderScreen`'s, UTC and 20 a page). */
export const ADMIN: Omit<CurrentAdmin, 'settings'> = { id: 1, userName: 'admin', email: 'admin@demo.local', adminStatus: AdminStatus.Admin, isBlocked: false, is2faEnabled: false };
export const SUPER: typeof ADMIN = { ...ADMIN, id: 2, userName: 'super', email: 'super@demo.local', adminStatus: AdminStatus.SuperAdmin };

/** A pending 50,000 USDT admin deposit made by admin #1, as the server answers it. */
export function aRequest(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return {
    id: 12,
    action: 'adminDeposit',
    operationId: 'POST Transaction/AdminDeposit',
    status: 'pending',
    makerId: 1,
    makerEmail: 'admin@demo.local',
    checkerId: null,
    checkerEmail: null,
    parameters: { body: { userId: 5, currencyId: 2, amount: '50000', comment: 'Ticket 42' }, params: {} },
    targetId: null,
    userId: 5,
    currencyId: 2,
    amount: '50000',
    amountUsd: '50000',
    thresholdUsd: '10000',
    holdAmount: null,
    makerComment: 'Ticket 42',
    decisionComment: null,
    failureReason: null,
    failureMessage: null,
    result: null,
    before: { balance: '1250.5', available: '1250.5', currencyId: 2 },
    createdAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-11-28T10:00:00.000Z',
    decidedAt: null,
    mayApprove: false,
    mayWithdraw: true,
    ...overrides,
  };
}

/** Loads the namespaces the approvals screens and guarded dialogs read. */
export async function loadApprovalTexts(...more: string[]) {
  if (!i18next.hasResourceBundle('en', 'approvals')) i18next.addResourceBundle('en', 'approvals', approvals);
  for (const ns of more) {
    if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, (await import(`../../../../locales/en/${ns}.json`)).default);
  }
}

/**
 * Renders an element at `path` (its route pattern `route`) with the app's providers, the signed-in
 * admin and the catalogues in the query cache, the policy answered by default, and `fetch`
 * answered from `handlers`.
 */
export function renderWithApi(ui: ReactElement, { handlers = {}, admin = ADMIN, path = '/approvals', route = '*' }: { handlers?: Record<string, unknown>; admin?: typeof ADMIN; path?: string; route?: string } = {}) {
  const calls = stubApi({ 'GET /v2/Approval/GetApprovalPolicy': { ...DEFAULT_APPROVAL_POLICY, dateUpdated: null, updatedBy: null }, ...handlers }, undefined) as StubbedCall<unknown>[];
  const view = renderScreen(ui, {
    path,
    route,
    admin,
    admins: [
      { id: 1, userName: 'admin', email: 'admin@demo.local', adminStatus: 0, isBlocked: false, dateCreated: '2026-01-01T00:00:00Z' },
      { id: 2, userName: 'super', email: 'super@demo.local', adminStatus: 1, isBlocked: false, dateCreated: '2026-01-01T00:00:00Z' },
    ],
    currencies: [
      { id: 1, title: 'BTC', decimals: 8 },
      { id: 2, title: 'USDT', decimals: 6 },
    ],
    routes: [{ path: '/approvals/:id', element: <p>request page</p> }],
    locales: { approvals },
  });
  return { ...view, calls };
}
