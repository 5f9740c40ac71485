import '../testing/setup.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import approvals from '../../../locales/en/approvals.json';
import finance from '../../../locales/en/finance.json';
import { APPROVALS_COUNT_REFRESH_MS } from '../../api/approvals.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { DEFAULT_APPROVAL_POLICY } from '../../domain/approvals.ts';
import { AdminMoneyDialog } from '../money/AdminMoneyDialog.tsx';
import { renderScreen } from '../testing/renderScreen.tsx';
import { reply, stubApi } from '../testing/stubApi.ts';
import { PendingApprovalsBadge } from './PendingApprovalsBadge.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const POLICY = { ...DEFAULT_APPROVAL_POLICY, dateUpdated: null, updatedBy: null };

function renderAt(ui: ReactElement, handlers: Record<string, unknown>, adminStatus: AdminStatus = 0) {
  const calls = stubApi({ 'GET /v2/Approval/GetApprovalPolicy': POLICY, ...handlers }, undefined);
  const { router } = renderScreen(ui, { adminStatus, path: '/transactions', route: '*', locales: { approvals, finance }, currencies: [{ id: 10, title: 'USDT', decimals: 6 }] });
  return { calls, router };
}

describe('pending approvals badge', () => {
  it('shows the count of requests this admin may decide and follows new ones without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let pending = 2;
    renderAt(<PendingApprovalsBadge />, { 'GET /v2/Approval/GetPendingApprovalsCount': () => ({ pendingCount: pending, mineCount: 0 }) });
    expect(await screen.findByTestId('approvals-badge')).toHaveTextContent('2');
    expect(screen.getByTestId('approvals-badge')).toHaveAccessibleName('2 requests wait for a second admin');
    pending = 3;
    await act(() => vi.advanceTimersByTimeAsync(APPROVALS_COUNT_REFRESH_MS));
    await waitFor(() => expect(screen.getByTestId('approvals-badge')).toHaveTextContent('3'));
    pending = 0;
    await act(() => vi.advanceTimersByTimeAsync(APPROVALS_COUNT_REFRESH_MS));
    await waitFor(() => expect(screen.queryByTestId('approvals-badge')).not.toBeInTheDocument());
  });

  it('asks nothing for a status that may not list requests', async () => {
    const { calls } = renderAt(<PendingApprovalsBadge />, { 'GET /v2/Approval/GetPendingApprovalsCount': { pendingCount: 5, mineCount: 0 } }, 2);
    await act(async () => undefined);
    expect(calls.some((c) => c.path === '/v2/Approval/GetPendingApprovalsCount')).toBe(false);
    expect(screen.queryByTestId('approvals-badge')).not.toBeInTheDocument();
  });
});

describe('a guarded dialog (admin deposit)', () => {
  async function submitDeposit(onDone: () => Promise<void>) {
    const user = userEvent.setup();
    const form = await screen.findByRole('dialog', { name: 'Balance of trader (#5)' });
    // before Ok: the policy line
    expect(await within(form).findByRole('note', { name: 'Four-eyes policy' })).toHaveTextContent("Above 10,000 USD (the amount's USD value now) this action waits for a second admin");
    await user.type(within(form).getByLabelText('Amount'), '50000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Admin deposit' })).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  }

  it('says the deposit waits for a second admin, with a link to the request, instead of "done"', async () => {
    const onDone = vi.fn(async () => undefined);
    const onClose = vi.fn();
    const { router } = renderAt(<AdminMoneyDialog userId={5} userName="trader (#5)" onClose={onClose} onDone={onDone} />, {
      'POST /Transaction/AdminDeposit': reply(202, { reason: 'approvalRequired', approvalRequestId: 31, status: 'pending', action: 'adminDeposit', amountUsd: '50000', thresholdUsd: '10000', expiresAt: '2026-11-28T10:00:00.000Z' }),
    });
    await submitDeposit(onDone);
    expect(await screen.findByText('Not done yet: the action waits for a second admin as request #31.')).toBeInTheDocument();
    expect(screen.queryByText('Balance changed')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/approvals/31'));
  });

  it('says "done" when the policy lets the deposit through', async () => {
    const onDone = vi.fn(async () => undefined);
    renderAt(<AdminMoneyDialog userId={5} userName="trader (#5)" onClose={() => undefined} onDone={onDone} />, {
      'POST /Transaction/AdminDeposit': { result: { Success: true, Error: null }, transactionId: 77 },
    });
    await submitDeposit(onDone);
    expect(await screen.findByText('Balance changed')).toBeInTheDocument();
    expect(screen.queryByText(/Not done yet/)).not.toBeInTheDocument();
  });
});
