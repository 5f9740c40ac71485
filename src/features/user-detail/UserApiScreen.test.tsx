import '../../components/testing/setup.ts';
import { screen } from '@testing-library/react';
import { renderUserDetail } from './testing/renderUserDetail.tsx';
import { UserApiScreen } from './UserApiScreen.tsx';

describe('API clients', () => {
  it('shows each client with the claims its bit flags hold', async () => {
    renderUserDetail(UserApiScreen, '/api', {
      'POST /v2/User/GetUserApiClients': {
        items: [
          { id: 7, name: 'Market bot', claims: 2 | 8 | 64, dateCreated: '2025-01-01T00:00:00.000Z', lastUsedDate: null, ipList: ['10.1.1.1'] },
          { id: 8, name: 'Reader', claims: 0, dateCreated: '2025-01-01T00:00:00.000Z', lastUsedDate: null, ipList: [] },
        ],
      },
    });
    expect(await screen.findByText('Market bot')).toBeInTheDocument();
    for (const claim of ['Deposit', 'Trade', 'Cryptomat']) expect(screen.getByText(claim)).toBeInTheDocument();
    for (const claim of ['Withdrawal', 'Data', 'P2P trade']) expect(screen.queryByText(claim)).not.toBeInTheDocument();
    expect(screen.getByText('No claims')).toBeInTheDocument();
    expect(screen.getByText('10.1.1.1')).toBeInTheDocument();
  });
});
