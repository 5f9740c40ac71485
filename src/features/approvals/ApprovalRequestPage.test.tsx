import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply } from '../../components/testing/stubApi.ts';
import { ApprovalRequestPage } from './ApprovalRequestPage.tsx';
import { aRequest, renderWithApi, SUPER } from './testing/renderApprovals.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const GET = 'POST /v2/Approval/GetApprovalRequest';
const open = (handlers: Record<string, unknown>, admin = SUPER) => renderWithApi(<ApprovalRequestPage />, { handlers, admin, path: '/approvals/12', route: '/approvals/:id' });

describe('Approval request view', () => {
  it('shows the request in words, its parameters and the balance before and after', async () => {
    open({ [GET]: aRequest({ mayApprove: true, mayWithdraw: false }) });
    expect(await screen.findByTestId('approval-summary')).toHaveTextContent('Credit 50,000 USDT to user #5');
    const changes = screen.getByRole('table', { name: 'What will change' });
    expect(within(changes).getByTestId('change-before')).toHaveTextContent('1,250.5 USDT');
    expect(within(changes).getByTestId('change-after')).toHaveTextContent('51,250.5 USDT');
    const parameters = screen.getByRole('table', { name: 'Parameters' });
    expect(within(parameters).getByRole('row', { name: /comment/ })).toHaveTextContent('Ticket 42');
    expect(screen.getByRole('row', { name: /Policy line/ })).toHaveTextContent('Above 10,000 USD');
    expect(screen.getByText(/Nothing has changed yet/)).toBeInTheDocument();
  });

  it('a second admin approves through the confirm dialog with a comment; the action runs', async () => {
    const approved = aRequest({ status: 'executed', checkerId: 2, checkerEmail: 'super@demo.local', decidedAt: '2026-11-27T11:00:00.000Z', mayApprove: false, mayWithdraw: false });
    let current = aRequest({ mayApprove: true, mayWithdraw: false });
    const { calls } = open({
      [GET]: () => current,
      'PUT /v2/Approval/ApproveRequest': () => {
        current = approved;
        return approved;
      },
    });
    const user = userEvent.setup();
    const decision = await screen.findByRole('group', { name: 'Decision' });
    expect(within(decision).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(within(decision).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve request #12' });
    expect(dialog).toHaveTextContent('Credit 50,000 USDT to user #5. The action runs now, with its rules checked again.');
    await user.type(within(dialog).getByRole('textbox'), '  Checked the wire ');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Request #12 approved: the action is done')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v2/Approval/ApproveRequest')!.body).toEqual({ id: 12, comment: 'Checked the wire' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Decision' })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'What it changed' })).toBeInTheDocument();
  });

  it('the maker cannot approve, and is told why; they may withdraw', async () => {
    let current = aRequest();
    const { calls } = open(
      {
        [GET]: () => current,
        'PUT /v2/Approval/WithdrawRequest': () => {
          current = aRequest({ status: 'withdrawn', decidedAt: '2026-11-27T11:00:00.000Z', mayWithdraw: false });
          return current;
        },
      },
      { ...SUPER, id: 1, adminStatus: 0, email: 'admin@demo.local' },
    );
    const user = userEvent.setup();
    const decision = await screen.findByRole('group', { name: 'Decision' });
    expect(within(decision).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(decision).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(decision).getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription('You made this request: a second admin must approve or reject it.');
    await user.click(within(decision).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdraw request #12' })).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Request #12 withdrawn')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/Approval/ApproveRequest')).toBe(false);
    // a withdrawn request changes nothing: no before and after
    await waitFor(() => expect(screen.queryByRole('table', { name: /change/ })).not.toBeInTheDocument());
  });

  it('a rejection needs a comment; a lost race shows the reason in the dialog', async () => {
    open({
      [GET]: aRequest({ mayApprove: true, mayWithdraw: false }),
      'PUT /v2/Approval/RejectRequest': reply(409, { error: { status: 409, code: 103, reason: 'approvalNotPending', message: 'This request is no longer pending' } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request #12' });
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'No wire arrived');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByText('This request is no longer pending: another admin decided it or its maker withdrew it')).toBeInTheDocument();
  });

  it('says which rule refused a request that failed at approval', async () => {
    open({ [GET]: aRequest({ action: 'adminWithdrawal', status: 'failed', failureReason: 'insufficientFunds', failureMessage: 'Insufficient funds', decidedAt: '2026-11-27T11:00:00.000Z', mayWithdraw: false }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Approved, but the action failedInsufficient funds');
    expect(screen.getByTestId('approval-summary')).toHaveTextContent('Debit 50,000 USDT from user #5');
  });
});
