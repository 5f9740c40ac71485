import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import technicalSettings from '../../../locales/en/technicalSettings.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { TechnicalWorkNotice } from './TechnicalWorkNotice.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'technicalSettings')) i18next.addResourceBundle('en', 'technicalSettings', technicalSettings);
});

const OFF = { stopP2P: false, stopRegistration: false, stopTrade: false, stopTransactionConfirm: false, stopTransactions: false };

function renderNotice(technicalWork: typeof OFF, adminStatus: number) {
  const client = new QueryClient();
  client.setQueryData(sessionQueries.systemStatus().queryKey, { languageList: ['En'], serverTime: '', version: '1', technicalWork });
  client.setQueryData(sessionQueries.currentAdmin().queryKey, { id: 1, userName: 'x', email: 'x@demo.local', adminStatus, isBlocked: false, is2faEnabled: false, settings: { timezone: 'UTC' } } as never);
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <TechnicalWorkNotice />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('technical-work notice in the header', () => {
  it('says nothing while the platform runs', () => {
    renderNotice(OFF, 0);
    expect(screen.queryByRole('status', { name: 'Technical work is on' })).not.toBeInTheDocument();
  });

  it('tells every staff member what is stopped; an admin reaches the switches from it', () => {
    renderNotice({ ...OFF, stopRegistration: true, stopTrade: true }, 0);
    const notice = screen.getByRole('status', { name: 'Technical work is on' });
    expect(notice).toHaveTextContent('Registration stopped · Trading stopped');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/settings');
  });

  it('shows an arbitrator the state without a link to a screen they cannot open', () => {
    renderNotice({ ...OFF, stopP2P: true }, 3);
    expect(screen.getByRole('status')).toHaveTextContent('P2P stopped');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
