import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import markets from '../../../locales/en/markets.json';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import type { ExchangeOptions, Market, TradingOptions } from './api.ts';
import { fillNewMarket } from './fixtures/fillNewMarket.ts';
import { MarketsPage } from './MarketsPage.tsx';
import { desktopLayout } from '../../components/testing/desktopLayout.ts';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'markets')) i18next.addResourceBundle('en', 'markets', markets);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const SUPPORT: AdminStatus = 2;
const ADMIN: AdminStatus = 0;

const market: Market = {
  id: 5,
  baseCurrencyId: 1,
  derivedCurrencyId: 2,
  baseCurrencyTitle: 'TON',
  derivedCurrencyTitle: 'USDT',
  orderAmountLimit: { min: '1', max: '1000' },
  minOrderPrice: '0.0001',
  sortId: 1,
  isEnabled: true,
  individualLimitsType: 'none',
  dateCreated: '2026-10-01T10:00:00.000Z',
};
const tradingOptions: TradingOptions = { baseCurrencyId: 1, limits: [] };
const exchangeOptions: ExchangeOptions = { isEnabled: true, feePercent: '0.5', minAmount: '1', maxAmount: '100' };

function fakeApi() {
  stubApi({}, null, ({ path }: StubbedCall<unknown>) => {
    if (path === '/v2/Market/GetMarkets') return { items: [market], total: 1 };
    if (path === '/v2/Market/GetRates') return { items: [] };
    if (path === '/Options/GetTradingOptions') return tradingOptions;
    if (path === '/v2/Options/GetExchangeOptions') return exchangeOptions;
    return { success: true };
  });
}

function renderPage(adminStatus: AdminStatus, path = '/markets') {
  fakeApi();
  desktopLayout();
  const currencies = [
    { id: 1, name: 'Toncoin', title: 'TON', decimals: 9 },
    { id: 2, name: 'Tether', title: 'USDT', decimals: 6 },
  ];
  renderScreen(<MarketsPage />, { adminStatus, path, route: '/markets', currencies });
}

describe('Markets: actions follow the access table', () => {
  it('hides creating and editing markets from support, whom the table refuses', async () => {
    expect(mayCall('POST v2/Market/CreateMarket', SUPPORT) || mayCall('PUT v2/Market/EditMarket', SUPPORT)).toBe(false);
    renderPage(SUPPORT);
    expect(await screen.findByText('TON/USDT')).toBeInTheDocument();
    // The last column is drawn (so a missing Edit button is not just a column left out of view).
    expect(screen.getByText(/01\.10\.2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create market' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit market TON/USDT' })).toBeNull();
  });

  it('shows an admin, whom the table allows, the create and edit buttons', async () => {
    expect(mayCall('POST v2/Market/CreateMarket', ADMIN) && mayCall('PUT v2/Market/EditMarket', ADMIN)).toBe(true);
    renderPage(ADMIN);
    expect(await screen.findByRole('button', { name: 'Edit market TON/USDT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create market' })).toBeInTheDocument();
  });

  it('shows support the trading options read-only, without Save', async () => {
    expect(mayCall('POST Options/UpdateTradingOptions', SUPPORT) || mayCall('POST v2/Options/UpdateExchangeOptions', SUPPORT)).toBe(false);
    renderPage(SUPPORT, '/markets?view=tradingOptions');
    expect(await screen.findByLabelText('Base currency')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('lets an admin save the exchange options', async () => {
    renderPage(ADMIN, '/markets?view=exchangeOptions');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Exchange enabled' })).toBeEnabled();
  });

  it('creates a market and says so in a success toast', async () => {
    renderPage(ADMIN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create market' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New market' }));
    await fillNewMarket(user, dialog, { min: '1', max: '500', minPrice: '0.0001' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Market created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New market' })).not.toBeInTheDocument());
  }, 30000);
});
