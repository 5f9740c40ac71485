import '../../components/testing/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import p2pOffers from '../../../locales/en/p2pOffers.json';
import { renderUserDetail } from './testing/renderUserDetail.tsx';
import { UserP2pScreen } from './UserP2pScreen.tsx';

if (!i18next.hasResourceBundle('en', 'p2pOffers')) i18next.addResourceBundle('en', 'p2pOffers', p2pOffers);

const profile = {
  userId: 42, userName: 'ada_lovelace', completedTrades: 12, averageTradeTime: 600, medianTradeTime: 540, rating: 0.75, monthlyVolume: '1200.5', allVolume: '9000',
  lostDisputesCount: 1, wonDisputesCount: 3, statistics: { trades: { totalClients: 7, medianTradesTime: 540, firstTradeDate: null, lastTradeDate: null }, clients: { trusted: 0, blocked: 0 } },
};

describe('the P2P tab', () => {
  it('shows the profile statistics and the roles, and saves the chosen roles as the whole list', async () => {
    const view = renderUserDetail(UserP2pScreen, '/p2p', {
      'GET /p2p/Admin/profile': profile,
      'GET /p2p/Admin/profiles/search': { data: [{ id: 3, role: 16, userId: 42, userName: 'ada_lovelace', adminId: null }], total: 1 },
      'GET /v1/p2p/offers': { result: { Success: true, Error: null }, items: [], total: 0 },
      'GET /p2p/Admin/Trade': { data: [], pages: 0, total: 0 },
    });
    expect(await screen.findByText('10.00')).toBeInTheDocument();
    expect(screen.getByText('3 (75.0 %)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Agent' })).toBeChecked());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Arbitrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(view.calls.filter((c) => c.method === 'POST' && c.path === '/p2p/Admin/grant/42')).toHaveLength(1));
    const grant = view.calls.find((c) => c.path === '/p2p/Admin/grant/42')!;
    expect(grant.query.getAll('roles').sort()).toEqual(['16', '2']);
  });
});
