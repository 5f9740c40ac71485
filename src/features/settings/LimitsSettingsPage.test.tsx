import '../../components/testing/setup.ts';
import { wideLayout } from '../../components/testing/desktopLayout.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import i18next from 'i18next';
import approvals from '../../../locales/en/approvals.json';
import { reply } from '../../components/testing/stubApi.ts';
import { DEFAULT_APPROVAL_POLICY } from '../../domain/approvals.ts';
import { LimitsSettingsPage } from './LimitsSettingsPage.tsx';
import { renderSettingsScreen, v2Error } from './testing/renderScreen.tsx';

beforeEach(() => wideLayout());
afterEach(() => {
  vi.restoreAllMocks();
});

const LIMIT = {
  id: 7, currencyId: 2, currencyTitle: 'USDT', verificationLevel: 'vip', operationType: 'withdrawal',
  minAmount: '10', maxAmount: '5000', dailyLimit: '10000', monthlyLimit: null, dateUpdated: '2026-11-20T10:00:00.000Z',
};

describe('Settings › Limits', () => {
  it('lists limits per currency, level and operation, with no limit shown as such', async () => {
    renderSettingsScreen(<LimitsSettingsPage />, { 'POST /v2/Transaction/GetTransactionLimits': { items: [LIMIT] } });
    expect(await screen.findByText('5,000')).toBeInTheDocument();
    expect(screen.getAllByText('VIP').length).toBeGreaterThan(0);
    expect(screen.getByText('10,000')).toBeInTheDocument();
    expect(screen.getAllByText('No limit').length).toBeGreaterThan(0);
  });

  it("refuses an inverted limit with the spec's message before calling the server, then saves a valid one", async () => {
    const { calls } = renderSettingsScreen(<LimitsSettingsPage />, {
      'POST /v2/Transaction/GetTransactionLimits': { items: [] },
      'PUT /v2/Transaction/UpdateTransactionLimit': LIMIT,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set limit' }));
    const form = await screen.findByRole('form', { name: 'Platform limit' });
    await user.type(within(form).getByLabelText('Minimum amount'), '10');
    await user.type(within(form).getByLabelText('Maximum amount'), '9.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("Maximum limit can't be less than minimum amount");
    expect(calls.some((c) => c.path === '/v2/Transaction/UpdateTransactionLimit')).toBe(false);

    await user.clear(within(form).getByLabelText('Maximum amount'));
    await user.type(within(form).getByLabelText('Maximum amount'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Limits can not equals zero');

    await user.clear(within(form).getByLabelText('Maximum amount'));
    await user.type(within(form).getByLabelText('Maximum amount'), '500');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v2/Transaction/UpdateTransactionLimit')).toBe(true));
    const saved = calls.find((c) => c.path === '/v2/Transaction/UpdateTransactionLimit')!;
    expect(saved.body).toEqual({ currencyId: 1, verificationLevel: 'notVerified', operationType: 'deposit', minAmount: '10', maxAmount: '500', dailyLimit: null, monthlyLimit: null });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Platform limit' })).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog", async () => {
    renderSettingsScreen(<LimitsSettingsPage />, {
      'POST /v2/Transaction/GetTransactionLimits': { items: [] },
      'PUT /v2/Transaction/UpdateTransactionLimit': v2Error(404, 104, 'Currency not found', 'currencyNotFound'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set limit' }));
    const form = await screen.findByRole('form', { name: 'Platform limit' });
    await user.type(within(form).getByLabelText('Daily limit'), '100');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Currency not found');
  });

  it('deletes a limit after confirming', async () => {
    const { calls } = renderSettingsScreen(<LimitsSettingsPage />, { 'POST /v2/Transaction/GetTransactionLimits': { items: [LIMIT] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete USDT VIP Withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete limit' });
    await user.click(within(dialog).getByRole('button', { name: /ok/i }));
    await waitFor(() => expect(calls.find((c) => c.path === '/v2/Transaction/DeleteTransactionLimit')?.body).toEqual({ id: 7 }));
  });

  it('says before Ok that a limit change waits for a second admin, and when the server holds it says so instead of "deleted"', async () => {
    if (!i18next.hasResourceBundle('en', 'approvals')) i18next.addResourceBundle('en', 'approvals', approvals);
    renderSettingsScreen(<LimitsSettingsPage />, {
      'POST /v2/Transaction/GetTransactionLimits': { items: [LIMIT] },
      'GET /v2/Approval/GetApprovalPolicy': { ...DEFAULT_APPROVAL_POLICY, dateUpdated: null, updatedBy: null },
      'PUT /v2/Transaction/DeleteTransactionLimit': reply(202, { reason: 'approvalRequired', approvalRequestId: 8, status: 'pending', action: 'platformLimits', amountUsd: null, thresholdUsd: '0', expiresAt: '2026-11-28T10:00:00.000Z' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete USDT VIP Withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete limit' });
    await waitFor(() => expect(dialog).toHaveTextContent('This action waits for a second admin: nothing changes until another admin approves it'));
    await user.click(within(dialog).getByRole('button', { name: /ok/i }));
    expect(await screen.findByText('Not done yet: the action waits for a second admin as request #8.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the request' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete limit' })).not.toBeInTheDocument());
    expect(screen.queryByText('Limit deleted')).not.toBeInTheDocument();
  });
});
