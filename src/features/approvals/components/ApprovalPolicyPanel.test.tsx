import '../../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply } from '../../../components/testing/stubApi.ts';
import { APPROVAL_ACTIONS, DEFAULT_APPROVAL_POLICY } from '../../../domain/approvals.ts';
import { ApprovalsPage } from '../ApprovalsPage.tsx';
import { loadApprovalTexts, renderWithApi, SUPER } from '../testing/renderApprovals.tsx';
import approvalsEn from '../../../../locales/en/approvals.json';
import { ApprovalPolicyPanel } from './ApprovalPolicyPanel.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const GET = 'GET /v2/Approval/GetApprovalPolicy';
const PUT = 'PUT /v2/Approval/UpdateApprovalPolicy';

/** A stored policy: admin deposits above 25,000.5 USD, admin creation off, requests expire after 48 h. */
const STORED = {
  expiryHours: 48,
  rules: DEFAULT_APPROVAL_POLICY.rules.map((r) =>
    r.action === 'adminDeposit' ? { ...r, thresholdUsd: '25000.5' } : r.action === 'createAdmin' ? { ...r, enabled: false } : r,
  ),
  dateUpdated: '2026-11-20T09:00:00.000Z',
  updatedBy: 2,
};

const ACTION_NAMES = APPROVAL_ACTIONS.map((action) => (approvalsEn.action as Record<string, string>)[action]!);

const puts = <C extends { method: string; path: string }>(calls: C[]) => calls.filter((c) => c.method === 'PUT' && c.path === '/v2/Approval/UpdateApprovalPolicy');

describe('Four-eyes policy editor', () => {
  it('is the fourth tab of Approvals and shows every guarded action as the server holds it', async () => {
    const { router } = renderWithApi(<ApprovalsPage />, {
      handlers: { [GET]: STORED, 'POST /v2/Approval/GetApprovalRequests': { items: [], total: 0, pendingCount: 0 } },
      route: '/approvals',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Policy' }));
    expect(screen.getByRole('button', { name: 'Policy' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('tab=policy');
    const policy = await screen.findByRole('region', { name: 'Four-eyes policy' });
    for (const name of ACTION_NAMES) expect(within(policy).getByRole('rowheader', { name })).toBeInTheDocument();
    expect(within(policy).getAllByRole('checkbox')).toHaveLength(APPROVAL_ACTIONS.length);
    expect(within(policy).getByRole('checkbox', { name: 'Admin deposit: needs a second approver' })).toBeChecked();
    expect(within(policy).getByRole('checkbox', { name: 'Create an admin: needs a second approver' })).not.toBeChecked();
    expect(within(policy).getByRole('spinbutton', { name: 'Admin deposit: above this USD amount' })).toHaveValue('25000.5');
    expect(within(policy).getByRole('spinbutton', { name: 'Admin withdrawal: above this USD amount' })).toHaveValue('10000');
    // actions without an amount have no USD line
    expect(within(policy).queryByRole('spinbutton', { name: 'Create an admin: above this USD amount' })).not.toBeInTheDocument();
    expect(within(policy).getByLabelText('A request expires after (hours)')).toHaveValue('48');
    expect(within(policy).getByText('Last changed', { exact: false })).toHaveTextContent('Last changed 20.11.2026 09:00:00 by admin super@demo.local');
    // the list is not asked for while the policy is shown
    expect(screen.queryByRole('region', { name: 'Approval requests' })).not.toBeInTheDocument();
  });

  it('a super admin edits, confirms, and the exact body is sent; the policy is read again', async () => {
    let current = STORED;
    const { calls } = renderWithApi(<ApprovalPolicyPanel />, {
      admin: SUPER,
      handlers: {
        [GET]: () => current,
        [PUT]: (call: { body: typeof STORED }) => {
          current = { ...call.body, dateUpdated: '2026-11-27T12:00:00.000Z', updatedBy: 2 };
          return current;
        },
      },
    });
    const user = userEvent.setup();
    const threshold = await screen.findByRole('spinbutton', { name: 'Admin withdrawal: above this USD amount' });
    await user.clear(threshold);
    await user.type(threshold, '2500.75');
    await user.click(screen.getByRole('checkbox', { name: 'Create an admin: needs a second approver' }));
    await user.click(screen.getByRole('checkbox', { name: 'Platform limits: needs a second approver' }));
    const expiry = screen.getByLabelText('A request expires after (hours)');
    await user.clear(expiry);
    await user.type(expiry, '72');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the four-eyes policy' });
    expect(dialog).toHaveTextContent('Requests will expire after 72 h.');
    // nothing is sent before Ok
    expect(puts(calls)).toHaveLength(0);
    const readsBefore = calls.filter((c) => c.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('The four-eyes policy is saved')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]!.body).toEqual({
      expiryHours: 72,
      rules: [
        { action: 'adminDeposit', enabled: true, thresholdUsd: '25000.5' },
        { action: 'adminWithdrawal', enabled: true, thresholdUsd: '2500.75' },
        { action: 'completeWithdrawal', enabled: true, thresholdUsd: '10000' },
        { action: 'cancelCompletedDeposit', enabled: true, thresholdUsd: '10000' },
        { action: 'disableSecondFactor', enabled: true, thresholdUsd: '0' },
        { action: 'changeAdminStatus', enabled: true, thresholdUsd: '0' },
        { action: 'createAdmin', enabled: true, thresholdUsd: '0' },
        { action: 'antiFraudThreshold', enabled: true, thresholdUsd: '0' },
        { action: 'platformLimits', enabled: false, thresholdUsd: '0' },
      ],
    });
    // the policy query was invalidated: read again, and the form shows what the server now holds
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('Last changed 27.11.2026 12:00:00 by admin super@demo.local')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Admin withdrawal: above this USD amount' })).toHaveValue('2500.75');
  });

  it('refuses an empty or malformed amount and an expiry out of 1–720 at the field, and sends nothing', async () => {
    const { calls } = renderWithApi(<ApprovalPolicyPanel />, { admin: SUPER, handlers: { [GET]: STORED } });
    const user = userEvent.setup();
    const deposit = await screen.findByRole('spinbutton', { name: 'Admin deposit: above this USD amount' });
    await user.clear(deposit);
    const withdrawal = screen.getByRole('spinbutton', { name: 'Admin withdrawal: above this USD amount' });
    await user.clear(withdrawal);
    await user.type(withdrawal, '1.2.3');
    const expiry = screen.getByLabelText('A request expires after (hours)');
    await user.clear(expiry);
    await user.type(expiry, '721');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(await screen.findAllByText('Enter an amount of 0 or more, in USD (up to 18 decimals)')).toHaveLength(2);
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(withdrawal).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a whole number of hours from 1 to 720')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // a minus sign cannot be typed, zero hours is refused too
    await user.type(deposit, '-5');
    expect(deposit).toHaveValue('5');
    await user.clear(expiry);
    await user.type(expiry, '0');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(screen.getByText('Enter a whole number of hours from 1 to 720')).toBeInTheDocument();
    expect(screen.getAllByText('Enter an amount of 0 or more, in USD (up to 18 decimals)')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('is read-only for an admin (status 0), with the reason', async () => {
    await loadApprovalTexts('common');
    renderWithApi(<ApprovalPolicyPanel />, { handlers: { [GET]: STORED } });
    const threshold = await screen.findByRole('spinbutton', { name: 'Admin deposit: above this USD amount' });
    expect(threshold).toBeDisabled();
    expect(threshold).toHaveValue('25000.5');
    expect(screen.getByRole('checkbox', { name: 'Admin deposit: needs a second approver' })).toBeDisabled();
    expect(screen.getByLabelText('A request expires after (hours)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the policy' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('You can read the policy but not change it: only a super admin may. Not available to the Admin status');
  });

  it('shows a refusal of the server by its reason, in the dialog, and keeps the form', async () => {
    const { calls } = renderWithApi(<ApprovalPolicyPanel />, {
      admin: SUPER,
      handlers: {
        [GET]: STORED,
        [PUT]: reply(400, { error: { status: 400, code: 100, reason: 'approvalPolicyDuplicateAction', message: 'server wording', details: [{ path: '/rules/1/action', message: 'server wording' }] } }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save the policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the four-eyes policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByText('Each action may appear once in the policy')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('server wording');
    expect(puts(calls)).toHaveLength(1);
  });
});
