import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import finance from '../../../locales/en/finance.json';
import widgets from '../../../locales/en/widgets.json';
import { failingOnce } from '../../components/testing/stubApi.ts';
import { ADMIN, renderUserDetail, type RecordedCall } from './testing/renderUserDetail.tsx';
import { UserBalanceScreen } from './UserBalanceScreen.tsx';

if (!i18next.hasResourceBundle('en', 'finance')) i18next.addResourceBundle('en', 'finance', finance);
if (!i18next.hasResourceBundle('en', 'widgets')) i18next.addResourceBundle('en', 'widgets', widgets);

function balanceInfo(available: string) {
  return {
    items: [
      { currencyId: 1, currencyTitle: 'BTC', balanceType: 'trading', availableBalance: available, lockedBalance: '0.25', equivalentBalance: '61234.5' },
      { currencyId: 1, currencyTitle: 'BTC', balanceType: 'staking', availableBalance: '0.1', lockedBalance: '0', equivalentBalance: '5000' },
    ],
    total: 2,
    userId: 42,
    cumulativeCurrencyId: 2,
    cumulativeCurrencyTitle: 'USD',
    availableFunds: '66234.5',
  };
}

const currencies = [
  { id: 1, title: 'BTC', decimals: 8 },
  { id: 2, title: 'USD', decimals: 2 },
];

/** Types `amount` in the balance dialog, goes on and confirms it. */
async function confirmAmount(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, amount: string) {
  await user.type(within(dialog).getByLabelText('Amount'), amount);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Ok' }));
}

describe('the Balance tab', () => {
  it('shows balances per currency and balance type in USD, the transactions signed by side, and the addresses', async () => {
    const view = renderUserDetail(UserBalanceScreen, '/balance', {
      'POST /v2/Trading/GetBalanceInfo': balanceInfo('1234.5'),
      'POST /v2/Trading/GetOperations': {
        items: [
          { id: 9001, userId: 42, userName: 'ada_lovelace', side: 'out', amount: '0.5', currencyId: 1, currencyTitle: 'BTC', status: 'queue', dateCreated: '2026-01-02T10:00:00.000Z', statusChangedAt: '2026-01-02T10:00:00.000Z' },
        ],
        total: 1,
      },
      'POST /Transaction/GetUserAddressList': {
        items: [{ id: 5, userId: 42, currencyId: 1, address: 'bc1qexampleaddress', tag: null, network: 'Bitcoin', dateCreated: '2026-01-01T00:00:00.000Z' }],
        total: 1,
      },
    });
    view.queryClient.setQueryData(['session', 'currencies'], currencies);
    expect(await screen.findByText('1,234.5')).toBeInTheDocument();
    expect(screen.getByText('Staking')).toBeInTheDocument();
    expect(screen.getByTestId('user-available-funds')).toHaveTextContent('66,234.5 USD');
    expect(await screen.findByText('-0.5 BTC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open transaction 9001' })).toHaveAttribute('href', '/transactions/operation/9001');
    expect(await screen.findByText('bc1qexampleaddress')).toBeInTheDocument();
    // The balances are asked for this user in USD, the default measure.
    const asked = view.calls.filter((c) => c.path === '/v2/Trading/GetBalanceInfo').at(-1);
    expect(asked?.body).toEqual({ userId: 42, cumulativeCurrencyId: 2 });
  });

  it('an admin deposits to the user after confirming, and the balances are read again', async () => {
    let available = '1.75';
    const deposits: RecordedCall[] = [];
    const view = renderUserDetail(UserBalanceScreen, '/balance', {
      'POST /v2/Trading/GetBalanceInfo': () => balanceInfo(available),
      'POST /Transaction/AdminDeposit': (call: RecordedCall) => {
        deposits.push(call);
        available = '4.25';
        return { result: { Success: true, Error: null } };
      },
    });
    view.queryClient.setQueryData(['session', 'currencies'], currencies);
    const user = userEvent.setup();
    await screen.findByText('1.75');
    await user.click(screen.getByRole('button', { name: 'Deposit / withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: /Balance of ada_lovelace/ });
    await confirmAmount(user, dialog, '2.5');
    await waitFor(() => expect(deposits).toHaveLength(1));
    expect(deposits[0]!.body).toEqual({ userId: 42, currencyId: 1, amount: '2.5' });
    expect(await screen.findByText('4.25')).toBeInTheDocument();
  });

  it('a deposit confirmed again after a lost answer carries the same Idempotency-Key; another amount a new one', async () => {
    const view = renderUserDetail(UserBalanceScreen, '/balance', {
      'POST /v2/Trading/GetBalanceInfo': balanceInfo('1.75'),
      'POST /Transaction/AdminDeposit': failingOnce({ result: { Success: false, Error: 'Refused' } }),
    });
    view.queryClient.setQueryData(['session', 'currencies'], currencies);
    const keys: (string | null)[] = [];
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (request: Request) => {
      if (request.url.endsWith('/Transaction/AdminDeposit')) keys.push(request.headers.get('Idempotency-Key'));
      return stubbed(request);
    });
    const user = userEvent.setup();
    await screen.findByText('1.75');
    await user.click(screen.getByRole('button', { name: 'Deposit / withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: /Balance of ada_lovelace/ });
    await confirmAmount(user, dialog, '2.5');
    await waitFor(() => expect(keys).toHaveLength(1)); // the answer is lost (500)
    await within(dialog).findByRole('alert');
    // the same confirmation again
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,128}$/);
    expect(keys[1]).toBe(keys[0]);
    // another request: another key
    const confirmDialog = screen.getByRole('button', { name: 'Ok' }).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(confirmDialog).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument());
    await confirmAmount(user, dialog, '5');
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a support member sees the balances but no deposit or withdrawal', async () => {
    const view = renderUserDetail(UserBalanceScreen, '/balance', { 'POST /v2/Trading/GetBalanceInfo': balanceInfo('1.75') });
    view.queryClient.setQueryData(['session', 'currentAdmin'], { ...ADMIN, adminStatus: 2 });
    view.queryClient.setQueryData(['session', 'currencies'], currencies);
    expect(await screen.findByText('1.75')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit / withdrawal' })).not.toBeInTheDocument();
  });
});
