import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wideLayout } from '../../components/testing/desktopLayout.ts';
import { ApprovalsPage } from './ApprovalsPage.tsx';
import { aRequest, renderWithApi } from './testing/renderApprovals.tsx';

beforeEach(() => wideLayout(1800));
afterEach(() => {
  vi.restoreAllMocks();
});

const LIST = 'POST /v2/Approval/GetApprovalRequests';

describe('Approvals screen', () => {
  it('lists pending requests in words with the count on the tab, and asks for pending only', async () => {
    const { calls } = renderWithApi(<ApprovalsPage />, { handlers: { [LIST]: { items: [aRequest()], total: 1, pendingCount: 3 } }, route: '/approvals' });
    expect(await screen.findByText('Credit 50,000 USDT to user #5')).toBeInTheDocument();
    expect(screen.getByText('50,000 USD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pending/ })).toHaveTextContent('Pending3');
    expect(screen.getByRole('button', { name: /Pending/ })).toHaveAttribute('aria-pressed', 'true');
    const first = calls.find((c) => c.path === '/v2/Approval/GetApprovalRequests')!;
    expect(first.body).toMatchObject({ status: 'pending', sort: { field: 'createdAt', desc: true }, offset: 0, limit: 20 });
  });

  it('shows Mine and Decided with their own calls, and filters by action and maker', async () => {
    const { calls, router } = renderWithApi(<ApprovalsPage />, { handlers: { [LIST]: { items: [], total: 0, pendingCount: 0 } }, route: '/approvals' });
    const user = userEvent.setup();
    expect(await screen.findByText('No request waits for a decision')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(await screen.findByText('You have made no request')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toMatchObject({ mine: true });
    expect(calls.at(-1)!.body).not.toHaveProperty('status');
    await user.click(screen.getByRole('button', { name: 'Decided' }));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ decided: true }));
    await user.selectOptions(screen.getByLabelText('Action'), 'createAdmin');
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ decided: true, action: 'createAdmin' }));
    expect(router.state.location.search).toContain('action=createAdmin');
    await user.selectOptions(screen.getByLabelText('Requested by'), '2');
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ decided: true, action: 'createAdmin', makerId: 2 }));
  });

  it('opens a request from its row link', async () => {
    const { router } = renderWithApi(<ApprovalsPage />, { handlers: { [LIST]: { items: [aRequest()], total: 1, pendingCount: 1 } }, route: '/approvals' });
    const user = userEvent.setup();
    const table = await screen.findByRole('region', { name: 'Approval requests' });
    await user.click(await within(table).findByRole('link', { name: 'Open request 12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/approvals/12'));
  });
});
