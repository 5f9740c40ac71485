import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import referralProgram from '../../../locales/en/referralProgram.json';
import staking from '../../../locales/en/staking.json';
import widgets from '../../../locales/en/widgets.json';
import { renderUserDetail } from './testing/renderUserDetail.tsx';
import { UserReferralsScreen } from './UserReferralsScreen.tsx';
import { UserStakingScreen } from './UserStakingScreen.tsx';

if (!i18next.hasResourceBundle('en', 'referralProgram')) i18next.addResourceBundle('en', 'referralProgram', referralProgram);
if (!i18next.hasResourceBundle('en', 'staking')) i18next.addResourceBundle('en', 'staking', staking);
if (!i18next.hasResourceBundle('en', 'widgets')) i18next.addResourceBundle('en', 'widgets', widgets);

const stats = (isEnabled: boolean) => ({
  userId: 42,
  isEnabled,
  cumulativeBalance: '97000',
  cumulativeRewards: '9.7',
  items: [{ currencyId: 1, currencyTitle: 'BTC', balance: '1', rewards: '0.0001', dailyIncome: '0.0001', monthlyIncome: '0.003', totalIncome: '0.0001' }],
});

describe('the Referrals tab', () => {
  it("shows the user's programs with their fees per level, and the incomes the user earned", async () => {
    const view = renderUserDetail(UserReferralsScreen, '/referrals', {
      'POST /v2/Referral/GetReferralPrograms': {
        items: [{
          id: 3, referralId: 100007, userId: 42, userName: 'ada_lovelace', link: 'https://exchange.example/register?r=100007', usersCount: 4, incomeSum: '12.5',
          isActive: true, isBlocked: true, dateCreated: '2026-10-01T00:00:00.000Z',
          levels: [1, 2, 3, 4].map((level) => ({ level, buy: `${25 - level}`, sell: '1', p2p: '2', trade: '3', staking: '4' })),
        }],
        total: 1,
      },
      'POST /v2/Referral/GetReferralProgramIncomes': {
        items: [{ id: 77, referralProgramId: 3, userId: 42, referralUserId: 55, level: 2, incomeType: 'p2p', currencyId: 1, amount: '0.0005', dateCreated: '2026-10-03T00:00:00.000Z' }],
        total: 1,
      },
    });
    const fees = await screen.findByRole('table', { name: 'Fees per level of program 100007' });
    expect(within(fees).getAllByRole('row')[2]).toHaveTextContent('Level 22312');
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#55' })).toBeInTheDocument();
    expect(view.calls.find((c) => c.path === '/v2/Referral/GetReferralPrograms')?.body).toEqual({ userId: 42, limit: 100 });
    expect(view.calls.find((c) => c.path === '/v2/Referral/GetReferralProgramIncomes')?.body).toMatchObject({ userId: 42, offset: 0 });
  });
});

describe('the Staking tab', () => {
  it('shows balances and rewards per currency and disables staking after confirming', async () => {
    let enabled = true;
    const view = renderUserDetail(UserStakingScreen, '/staking', {
      'POST /v2/Staking/GetUserStakingStats': () => stats(enabled),
      'POST /v2/Staking/GetStakingLogs': { items: [{ id: 4, userId: 42, currencyId: 1, logType: 'income', settingsId: 2, previousPercent: null, amount: '0.0001', percent: '0.01', dateCreated: '2026-10-03T00:00:00.000Z' }], total: 1 },
      'PUT /v2/Staking/UpdateUserStaking': () => {
        enabled = false;
        return { success: true };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Staking enabled')).toBeInTheDocument();
    expect(screen.getByTestId('user-staking-cumulative')).toHaveTextContent('balance 97,000 USD, rewards 9.7 USD');
    expect(await screen.findByText('Income')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable staking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable staking' });
    expect(confirm).toHaveTextContent('Disable staking for user 42?');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(view.calls.find((c) => c.path === '/v2/Staking/UpdateUserStaking')?.body).toEqual({ userId: 42, isEnabled: false }));
    expect(await screen.findByText('Staking disabled')).toBeInTheDocument();
  });
});
