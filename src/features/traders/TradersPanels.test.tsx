import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeOrder, TraderTransaction } from './api.ts';
import { desktopLayout, failOnDuplicateKeys, renderTraders, reply } from './testing/renderTraders.tsx';
import { TradersOrdersPage } from './TradersOrdersPage.tsx';

beforeAll(desktopLayout);
failOnDuplicateKeys();

const ok = { result: { Success: true, Error: null } };
const order = (over: Partial<ExchangeOrder> = {}): ExchangeOrder => ({
  id: 31, userId: 42, status: 'awaiting', fromCurrency: 'BTC', toCurrency: 'USDT', fromAmount: '0.5', toAmount: '45500', rate: '91000',
  dateCreated: '2026-03-01T10:00:00Z', comment: 'Rate checked by the desk', ...over,
});
const tx = (over: Partial<TraderTransaction> = {}): TraderTransaction => ({
  id: 5, userId: 42, type: 'withdrawal', status: 'error', amount: '120', currency: 'USDT', address: 'TXa1b2c3', txHash: null, comment: null, dateCreated: '2026-03-01T10:00:00Z', ...over,
});

describe('the exchange order and address panels', () => {
  it('opens an exchange order from its id, with its comment and actions, and keeps it in the URL', async () => {
    const api = renderTraders(TradersOrdersPage, '/traders/orders', {
      'GET /v1/exchange/orders': { ...ok, items: [order()], total: 1 },
      'GET /v1/exchange/orders/31': { ...ok, data: order() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open exchange order 31' }));
    const panel = await screen.findByRole('region', { name: 'Exchange order 31' });
    expect(await within(panel).findByText('Rate checked by the desk')).toBeInTheDocument();
    expect(within(panel).getByText('45,500 USDT')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(api.router.state.location.search).toContain('order=31');
    expect(api.of('/v1/exchange/orders/31')).toHaveLength(1);
  });

  it('says "Failed to retrieve order information" when the order cannot be read', async () => {
    renderTraders(TradersOrdersPage, '/traders/orders?order=404', {
      'GET /v1/exchange/orders': { ...ok, items: [], total: 0 },
      'GET /v1/exchange/orders/404': reply(404, { result: { Success: false, Error: 'Exchange order not found' }, error: { status: 404, code: 104, reason: 'exchangeOrderNotFound', message: 'Exchange order not found' } }),
    });
    const panel = await screen.findByRole('region', { name: 'Exchange order 404' });
    expect(await within(panel).findByText('Failed to retrieve order information')).toBeInTheDocument();
    expect(within(panel).getByText('Exchange order not found')).toBeInTheDocument();
  });

  it('lists the transactions of an address opened from the transactions list', async () => {
    const api = renderTraders(TradersOrdersPage, '/traders/orders?view=transactions', {
      'GET /v1/transactions': { ...ok, items: [tx()], total: 1 },
      'GET /v1/transactions/address': { ...ok, items: [tx(), tx({ id: 9, userId: 77, type: 'deposit', status: 'completed', amount: '40' })], total: 2 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Transactions of address TXa1b2c3' }));
    const panel = await screen.findByRole('region', { name: 'Transactions of the address' });
    expect(await within(panel).findByText('#77')).toBeInTheDocument();
    expect(within(panel).getByText('Total: 2')).toBeInTheDocument();
    await waitFor(() => expect(api.of('/v1/transactions/address')[0]!.query.get('address')).toBe('TXa1b2c3'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.router.state.location.search).not.toContain('address='));
  });
});
