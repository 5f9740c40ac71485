import '../../components/testing/setup.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import transactions from '../../../locales/en/transactions.json';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { reply, stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import type { OperationDetail } from './api.ts';
import { TransactionViewPage } from './TransactionViewPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'transactions')) i18next.addResourceBundle('en', 'transactions', transactions);
});

const SUPPORT: AdminStatus = 2;
const ARBITRATOR: AdminStatus = 3;
const MARK_REQUISITES = 'POST Transaction/UpdateTransactionRequisites';

const tx: OperationDetail = {
  id: 42, userId: 7, userName: 'ada', side: 'out', operationType: 'depositWithdrawal', amount: '12.5', currencyId: 1, currencyTitle: 'USDT',
  currencyDecimals: 6, transactionMethodType: null, status: 'withdrawalInQueue', dateCreated: '2026-10-01T10:00:00.000Z', statusChangedAt: '2026-10-01T10:00:00.000Z',
  orderId: null, paymentId: null, receiver: null, estimated: null, fee: null, rate: null, requisites: 'IBAN EE38 2200 2210 2014 5685', requisitesStatus: 'new',
  hash: null, confirmationDate: null, balanceBefore: null, balanceAfter: null, adminComment: null, userComment: null, blockchainComment: null, kytStatus: null,
  antiFraud: false, hasWarning: false, isProcessingOverdue: false,
};

/** Renders transaction 42 (`shown`) for an admin of `adminStatus`; `answers` answer calls by path, over the defaults. */
function renderView(adminStatus: AdminStatus, shown: OperationDetail = tx, answers: Record<string, unknown> = {}) {
  const calls = stubApi({}, null, ({ path }: StubbedCall<unknown>) => {
    if (answers[path]) return answers[path];
    if (path === '/v2/Trading/GetOperation') return shown;
    if (path === '/Transaction/GetTransactionStatusHistory') return { items: [] };
    return { success: true };
  });
  renderScreen(<TransactionViewPage />, { adminStatus, path: '/transactions/operation/42', route: '/transactions/operation/:id' });
  return calls;
}

const requisitesSection = async () => (await screen.findByRole('heading', { name: 'Requisites' })).closest('section')!;

describe('Transaction view: requisites marks follow the access table', () => {
  it('hides the requisites marks from an arbitrator, whom the table refuses', async () => {
    expect(mayCall(MARK_REQUISITES, ARBITRATOR)).toBe(false);
    renderView(ARBITRATOR);
    const section = await requisitesSection();
    expect(within(section).getByText('IBAN EE38 2200 2210 2014 5685')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Mark approved' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Mark problematic' })).toBeNull();
  });

  it('offers support, whom the table allows, the marks and sends the chosen one', async () => {
    expect(mayCall(MARK_REQUISITES, SUPPORT)).toBe(true);
    const calls = renderView(SUPPORT);
    const user = userEvent.setup();
    const section = await requisitesSection();
    expect(within(section).getByRole('button', { name: 'Mark problematic' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Mark approved' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark approved' });
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/Transaction/UpdateTransactionRequisites').map((c) => c.body)).toEqual([{ transactionId: 42, requisitesStatus: 'approved' }]));
  });

  it('does not offer support to lift a problematic mark (only admins and super admins may), but offers it to a super admin', async () => {
    const problematic = { ...tx, requisitesStatus: 'problematic' as const };
    renderView(SUPPORT, problematic);
    let section = await requisitesSection();
    await within(section).findByText('Problematic');
    expect(within(section).queryByRole('button', { name: 'Mark approved' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /unmark/i })).toBeNull();
    expect(within(section).queryAllByRole('button')).toEqual([]);
    cleanup();
    renderView(1, problematic);
    section = await requisitesSection();
    expect(await within(section).findByRole('button', { name: 'Mark approved' })).toBeInTheDocument();
  });
});

describe('Transaction view: the user', () => {
  it("links the transaction's user to the user's page", async () => {
    renderView(SUPPORT);
    const row = (await screen.findByRole('rowheader', { name: 'User' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'ada (#7)' })).toHaveAttribute('href', '/user/7');
  });

  it('names an unnamed user by id, still as a link', async () => {
    renderView(SUPPORT, { ...tx, userName: null });
    const row = (await screen.findByRole('rowheader', { name: 'User' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '#7' })).toHaveAttribute('href', '/user/7');
  });
});

describe('Transaction view: an action runs through the transaction-actions machine alone', () => {
  const CONFIRM = '/Transaction/AdminConfirmTransaction';
  const refusal = reply(409, { error: { status: 409, code: 103, reason: 'transactionChangedMeanwhile', message: 'The transaction has just changed, reload it and try again' } });

  it('asks before confirming a withdrawal, sends the call once on Ok and closes the dialog', async () => {
    const calls = renderView(0);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getByText(/^Confirm: transaction 42, /)).toBeInTheDocument();
    expect(calls.some((c) => c.path === CONFIRM)).toBe(false);
    await user.type(within(dialog).getByLabelText('Comment'), 'checked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === CONFIRM).map((c) => c.body)).toEqual([{ transactionId: 42, details: 'checked by phone' }]);
  });

  it('keeps the dialog open with the refusal and the comment, and Cancel closes it without a call', async () => {
    const calls = renderView(0, tx, { [CONFIRM]: refusal });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.type(within(dialog).getByLabelText('Comment'), 'first try');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The transaction has just changed');
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('first try');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === CONFIRM)).toHaveLength(1);
  });
});
