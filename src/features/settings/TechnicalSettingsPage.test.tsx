import '../../components/testing/setup.ts';
import { wideLayout } from '../../components/testing/desktopLayout.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import approvals from '../../../locales/en/approvals.json';
import { afterEach, beforeEach } from 'vitest';
import { reply } from '../../components/testing/stubApi.ts';
import { TechnicalSettingsPage } from './TechnicalSettingsPage.tsx';
import { renderSettingsScreen, type Handlers, type RecordedCall } from './testing/renderScreen.tsx';

beforeEach(() => wideLayout());
afterEach(() => {
  vi.restoreAllMocks();
});

const WORK = { stopP2P: false, stopRegistration: false, stopTrade: false, stopTransactionConfirm: false, stopTransactions: false };
const EMAIL = { domain: 'mail.exchange.test', signature: 'The team', securityCode: 'ABC', unsubscribeHeader: null, unsubscribeLink: null };
const handlers = (extra: Handlers = {}): Handlers => ({
  'GET /Options/GetStatus': { languageList: ['En'], serverTime: '2026-11-27T10:00:00.000Z', version: '1', technicalWork: WORK },
  'GET /Options/GetEmailOptions': EMAIL,
  'GET /Options/GetVerificationOptions': { verificationType: 'manual', autoProvider: null },
  'GET /Options/GetUploadOptions': { fileLengthLimit: 1048576, totalLengthLimit: 10485760, fileCountLimit: 10 },
  'GET /Options/GetTransactionsSettings': { antiFraudAmount: '10000', antiFraudCurrencyId: null },
  ...extra,
});
const refusal = (message: string, reason: string, path: string) =>
  reply(400, { error: { status: 400, code: 100, message, reason, details: [{ path, message }] } });
const posted = (calls: RecordedCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
/** Types `text` over a field of one options card and presses the card's Save. */
async function retypeAndSave(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
  await user.click(within(form).getByRole('button', { name: 'Save' }));
}

describe('Settings › Technical', () => {
  it('shows every option as stored and the five technical-work switches, all running', async () => {
    renderSettingsScreen(<TechnicalSettingsPage />, handlers());
    const email = await screen.findByRole('form', { name: 'E-mail' });
    expect(within(email).getByLabelText(/Domain/)).toHaveValue('mail.exchange.test');
    expect(await screen.findByText('1 MB')).toBeInTheDocument();
    expect(screen.getByText('10 MB')).toBeInTheDocument();
    expect(within(await screen.findByRole('form', { name: 'Transactions' })).getByLabelText('Anti-fraud amount')).toHaveValue('10000');
    const table = await screen.findByRole('table', { name: 'Technical work' });
    for (const name of ['Stop registration', 'Stop trading', 'Stop P2P', 'Stop transactions', 'Stop transaction confirmation']) {
      expect(within(table).getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(within(table).getAllByText('Running')).toHaveLength(5);
  });

  it('stops trading only after the confirm dialog says what it stops, then shows it stopped', async () => {
    const { calls, queryClient } = renderSettingsScreen(<TechnicalSettingsPage />, handlers({ 'POST /Options/UpdateTechnicalWork': { ...WORK, stopTrade: true } }));
    queryClient.setQueryData(['session', 'systemStatus'], { languageList: ['En'], serverTime: '', version: '1', technicalWork: WORK });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Stop trading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop trading?' });
    expect(dialog).toHaveTextContent('users cannot place orders and no orders are matched');
    expect(posted(calls, '/Options/UpdateTechnicalWork')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /ok/i }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Stop trading' })).toBeChecked());
    expect(posted(calls, '/Options/UpdateTechnicalWork').map((c) => c.body)).toEqual([{ stopTrade: true }]);
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    // the shell's copy of the status follows, so the header shows it without a reload
    expect(queryClient.getQueryData<{ technicalWork: typeof WORK }>(['session', 'systemStatus'])?.technicalWork.stopTrade).toBe(true);
  });

  it('cancelling the dialog changes nothing', async () => {
    const { calls } = renderSettingsScreen(<TechnicalSettingsPage />, handlers());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Stop registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop registration?' });
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Stop registration' })).not.toBeChecked();
    expect(posted(calls, '/Options/UpdateTechnicalWork')).toHaveLength(0);
  });

  it('refuses a bad domain and a bad unsubscribe link at the field before calling the server, then saves', async () => {
    const { calls } = renderSettingsScreen(<TechnicalSettingsPage />, handlers({ 'POST /Options/UpdateEmailOptions': { ...EMAIL, domain: 'mail.other.test' } }));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'E-mail' });
    const domain = within(form).getByLabelText(/Domain/);
    await retypeAndSave(user, form, domain, 'not a domain');
    expect(await within(form).findByText('Enter a domain name such as mail.example.com')).toBeInTheDocument();
    await user.clear(domain);
    await user.type(domain, 'mail.other.test');
    await user.type(within(form).getByLabelText('Unsubscribe link'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The unsubscribe link must be an address starting with http:// or https://')).toBeInTheDocument();
    expect(posted(calls, '/Options/UpdateEmailOptions')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Unsubscribe link'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls, '/Options/UpdateEmailOptions')).toHaveLength(1));
    expect(posted(calls, '/Options/UpdateEmailOptions')[0]?.body).toEqual({ ...EMAIL, domain: 'mail.other.test' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it("shows the server's refusal by its reason at the field it names, keeping the admin's input", async () => {
    renderSettingsScreen(<TechnicalSettingsPage />, handlers({ 'POST /Options/UpdateUploadOptions': refusal("Total length limit can't be less than the file length limit", 'uploadTotalBelowFile', '/totalLengthLimit') }));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Uploads' });
    const count = within(form).getByLabelText(/Files per upload/);
    await retypeAndSave(user, form, count, '5');
    expect(await within(form).findByText("Total length limit can't be less than the file length limit")).toBeInTheDocument();
    expect(count).toHaveValue('5');
  });

  it('refuses zero upload limits and a malformed anti-fraud amount before calling the server', async () => {
    const { calls } = renderSettingsScreen(<TechnicalSettingsPage />, handlers());
    const user = userEvent.setup();
    const uploads = await screen.findByRole('form', { name: 'Uploads' });
    const count = within(uploads).getByLabelText(/Files per upload/);
    await retypeAndSave(user, uploads, count, '0');
    expect(await within(uploads).findByText('Limits can not equals zero')).toBeInTheDocument();

    const money = await screen.findByRole('form', { name: 'Transactions' });
    const amount = within(money).getByLabelText('Anti-fraud amount');
    await retypeAndSave(user, money, amount, '1.2.3');
    expect(await within(money).findByText('Enter an amount such as 10000 or 2500.50')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks before switching the anti-fraud check off', async () => {
    const { calls } = renderSettingsScreen(<TechnicalSettingsPage />, handlers({ 'POST /Options/UpdateTransactionsSettings': { antiFraudAmount: null, antiFraudCurrencyId: null } }));
    const user = userEvent.setup();
    const money = await screen.findByRole('form', { name: 'Transactions' });
    await user.clear(within(money).getByLabelText('Anti-fraud amount'));
    await user.click(within(money).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch the anti-fraud check off?' });
    await user.click(within(dialog).getByRole('button', { name: /ok/i }));
    await waitFor(() => expect(posted(calls, '/Options/UpdateTransactionsSettings')).toHaveLength(1));
    expect(posted(calls, '/Options/UpdateTransactionsSettings')[0]?.body).toEqual({ antiFraudAmount: null, antiFraudCurrencyId: null });
  });

  it('a new anti-fraud amount the four-eyes policy holds says it waits for a second admin, not that it was saved', async () => {
    if (!i18next.hasResourceBundle('en', 'approvals')) i18next.addResourceBundle('en', 'approvals', approvals);
    const held = { reason: 'approvalRequired', approvalRequestId: 7, status: 'pending', action: 'antiFraudThreshold', amountUsd: null, thresholdUsd: '0', expiresAt: '2026-11-28T10:00:00.000Z' };
    const { calls } = renderSettingsScreen(<TechnicalSettingsPage />, handlers({ 'POST /Options/UpdateTransactionsSettings': reply(202, held) }));
    const user = userEvent.setup();
    const money = await screen.findByRole('form', { name: 'Transactions' });
    const amount = within(money).getByLabelText('Anti-fraud amount');
    await retypeAndSave(user, money, amount, '25000');
    expect(await screen.findByText('Not done yet: the action waits for a second admin as request #7.')).toBeInTheDocument();
    expect(posted(calls, '/Options/UpdateTransactionsSettings')[0]?.body).toEqual({ antiFraudAmount: '25000', antiFraudCurrencyId: null });
    expect(screen.queryByText(/saved/i)).toBeNull();
    // the form shows what is stored again: nothing changed yet
    await waitFor(() => expect(within(money).getByLabelText('Anti-fraud amount')).toHaveValue('10000'));
  });

  it('offers no change to a status the access table refuses', async () => {
    const { queryClient } = renderSettingsScreen(<TechnicalSettingsPage />, handlers());
    queryClient.setQueryData(['session', 'currentAdmin'], { id: 3, userName: 'support', email: 'support@demo.local', adminStatus: 2, isBlocked: false, is2faEnabled: false, settings: { timezone: 'UTC' } });
    expect(await screen.findByRole('checkbox', { name: 'Stop trading' })).toBeDisabled();
    const email = await screen.findByRole('form', { name: 'E-mail' });
    expect(within(email).getByLabelText(/Domain/)).toBeDisabled();
  });
});
