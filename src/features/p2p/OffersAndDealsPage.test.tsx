import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/p2p.json';
import p2pDealEn from '../../../locales/en/p2pDeal.json';
import { aDeal } from '../../components/p2p-deal/fixtures/deal.ts';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import type { PageSize } from '../../domain/adminSettings.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import type { Feedback, P2pTrade, TraderTrade } from './api.ts';
import { DealsScreen, OffersAndDealsPage, OffersScreen } from './OffersAndDealsPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'p2p')) i18next.addResourceBundle('en', 'p2p', en);
  if (!i18next.hasResourceBundle('en', 'p2pDeal')) i18next.addResourceBundle('en', 'p2pDeal', p2pDealEn);
});

function trade(id: number, status = 10): P2pTrade {
  return aDeal(id, { status: status as P2pTrade['status'] });
}

function traderTrade(id: number, comment: string | null = null): TraderTrade {
  return {
    id,
    flowType: 'sell',
    status: 'arbitratorRequired',
    traderId: 10,
    traderUserName: 'trader10',
    counterpartyId: 11,
    counterpartyUserName: 'client11',
    merchantId: null,
    amount: '100.5',
    currency: 'USDT',
    fiatAmount: '92.1',
    fiatCurrency: 'EUR',
    requisitesId: null,
    dateCreated: '2026-03-01T10:00:00Z',
    comment,
  };
}

function fakeApi(rows: P2pTrade[] = [trade(7), trade(8)], feedback: Feedback[] = [], traderRows: TraderTrade[] = [traderTrade(7), traderTrade(8, 'Asked the buyer for the receipt')]) {
  const ok = { result: { Success: true, Error: null } };
  const calls = stubApi({}, null, ({ path }: StubbedCall<unknown>) => {
    if (path === '/p2p/Admin/Trade') return { data: rows, pages: 1, total: rows.length };
    if (path === '/v1/p2p/trades') return { ...ok, items: traderRows, total: traderRows.length };
    if (path.startsWith('/v1/arbitrator/trades')) return { ...ok, data: [], total: 0 };
    if (path === '/p2p/Admin/Trade/statistic') {
      return { tradesCount: 2, completedCount: 1, cancelledCount: 0, disputesCount: 1, activeCount: 1, arbitratorCallsCount: 1, turnover: '1234.5', equivalentCurrencyTitle: 'USD' };
    }
    if (path === '/p2p/Admin/feedback') return { items: feedback, total: 45 };
    if (path === '/v1/p2p/offers') return { ...ok, items: [], total: 0 };
    return ok;
  });
  return { calls, of: (path: string) => calls.filter((c) => c.path === path) };
}

function renderPage(path = '/p2p', adminStatus = 0, itemsPerPage: PageSize = 50, element = <OffersAndDealsPage />) {
  const { router } = renderScreen(element, { adminStatus: adminStatus as AdminStatus, settings: { itemsPerPage }, path, route: '/p2p' });
  return { search: () => new URLSearchParams(router.state.location.search) };
}

describe('Offers and deals: deals', () => {
  it('reads all deals from the v1 trades list with the admin page size, filters from the URL as unix seconds, and shows the period statistics in USD', async () => {
    const api = fakeApi();
    renderPage('/p2p?userId=42&flow=sell&createdFrom=2026-03-01&createdTo=2026-03-02&page=2');
    await screen.findByRole('link', { name: '7' });
    expect(api.of('/p2p/Admin/Trade')).toHaveLength(0);
    const query = api.of('/v1/p2p/trades')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ offset: '50', limit: '50', userId: '42', flowType: 'sell', dateFrom: '1772323200', dateTo: String(1772409600 + 86399) });
    // A v1 status reads with the P2P caption the other lists use (jsdom draws the first columns only;
    // flow type, trader and comment are checked in the browser).
    const table = screen.getByRole('region', { name: 'All deals' });
    expect(within(table).getAllByText('Arbitrator required')).toHaveLength(2);
    expect(await screen.findByText('1,234.5 USD')).toBeInTheDocument();
    expect(Object.fromEntries(api.of('/p2p/Admin/Trade/statistic')[0]!.query)).toEqual({ dateFrom: '1772323200', dateTo: String(1772409600 + 86399) });
  });

  it('switches to awaiting arbitration (statuses 9 and 10) and to my arbitration (the arbitrator call, 10 a page)', async () => {
    const api = fakeApi();
    const { search } = renderPage();
    await screen.findByRole('link', { name: '7' });
    await userEvent.click(screen.getByRole('tab', { name: 'Awaiting arbitration' }));
    await waitFor(() => expect(search().get('list')).toBe('awaiting'));
    await waitFor(() => expect(api.of('/p2p/Admin/Trade').at(-1)!.query.getAll('status')).toEqual(['9', '10']));
    expect(screen.getByRole('combobox', { name: 'Crypto currency' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Flow type' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'My arbitration' }));
    await waitFor(() => expect(api.of('/v1/arbitrator/trades/me')).toHaveLength(1));
    expect(Object.fromEntries(api.of('/v1/arbitrator/trades/me')[0]!.query)).toEqual({ offset: '0', limit: '10' });
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('offers notifying only once trades are selected, then notifies them after a confirmation', async () => {
    const api = fakeApi();
    renderPage();
    await screen.findByRole('link', { name: '7' });
    expect(screen.getByRole('button', { name: 'Notify the parties' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 8' }));
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notify the parties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify the parties of the selected trades?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Upload the receipt');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(OK|Ok)$/ }));
    await waitFor(() => expect(api.of('/v1/p2p/trades/notify')).toHaveLength(1));
    expect(api.of('/v1/p2p/trades/notify')[0]!.body).toEqual({ tradeIds: [8], message: 'Upload the receipt' });
    expect(await screen.findByText('Notification sent to the parties of 1 trade(s)')).toBeInTheDocument();
  });

  it('offers support neither selection, notification nor editing', async () => {
    fakeApi();
    renderPage('/p2p', 2);
    await screen.findByRole('link', { name: '7' });
    expect(screen.queryByRole('button', { name: 'Notify the parties' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select row 7' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit deal 7' })).toBeNull();
  });

  it('shows the offers part with its filters from the URL', async () => {
    const api = fakeApi();
    renderPage('/p2p?view=offers&ofFlag=isHidden&ofTerms=telegram', 0, 20);
    await waitFor(() => expect(api.of('/v1/p2p/offers')).toHaveLength(1));
    expect(Object.fromEntries(api.of('/v1/p2p/offers')[0]!.query)).toEqual({ offset: '0', limit: '20', isHidden: 'true', terms: 'telegram' });
  });

  it('shows only the offers, without the view tabs, as the traders’ Offers tab', async () => {
    const api = fakeApi();
    renderPage('/p2p', 0, 20, <OffersScreen />);
    await waitFor(() => expect(api.of('/v1/p2p/offers')).toHaveLength(1));
    expect(screen.queryByRole('tab', { name: 'Feedback' })).toBeNull();
    expect(api.of('/p2p/Admin/Trade')).toHaveLength(0);
  });

  it('shows only the deal lists, without the view tabs, as the traders’ Deals tab', async () => {
    fakeApi();
    renderPage('/p2p', 0, 50, <DealsScreen />);
    expect(await screen.findByRole('link', { name: '7' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Feedback' })).toBeNull();
  });
});

describe('Offers and deals: feedback', () => {
  it('sends the page zero-based', async () => {
    const api = fakeApi([], []);
    renderPage('/p2p?view=feedback&page=3&influence=Negative', 0, 20);
    await waitFor(() => expect(api.of('/p2p/Admin/feedback')).toHaveLength(1));
    expect(Object.fromEntries(api.of('/p2p/Admin/feedback')[0]!.query)).toEqual({ page: '2', limit: '20', influence: 'Negative' });
  });
});
