import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ru from '../../../locales/ru/traders.json';
import { ApiError } from '../../api/apiError.ts';
import type { ExchangeOrder } from './api.ts';
import { expectFailedLoadRetried } from '../../components/testing/listStates.ts';
import { failingOnce } from '../../components/testing/stubApi.ts';
import { actionFailedText } from './refusal.ts';
import { desktopLayout, failOnDuplicateKeys, renderTraders, reply } from './testing/renderTraders.tsx';
import { TradersOrdersPage } from './TradersOrdersPage.tsx';

beforeAll(desktopLayout);
failOnDuplicateKeys();

const order = (over: Partial<ExchangeOrder> = {}): ExchangeOrder => ({
  id: 31, userId: 42, status: 'awaiting', fromCurrency: 'BTC', toCurrency: 'USDT', fromAmount: '0.5', toAmount: '45500', rate: '91000', dateCreated: '2026-03-01T10:00:00Z', ...over,
});
const refusal = (status: string) =>
  reply(409, {
    result: { Success: false, Error: `Status ${status} does not allow this exchange order to be cancelled` },
    error: { status: 409, code: 103, reason: 'actionImpossible', message: `Status ${status} does not allow this exchange order to be cancelled`, params: { status } },
  });

describe('Traders orders', () => {
  it('lists "Any status" once in the status filter, without the bar\'s own "Any" beside it', async () => {
    renderTraders(TradersOrdersPage, '/traders/orders', { 'GET /v1/exchange/orders': { result: { Success: true, Error: null }, items: [order()], total: 1 } });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    const options = within(status).getAllByRole('option');
    expect(options.filter((o) => (o as HTMLOptionElement).value === '').map((o) => o.textContent)).toEqual(['Any status']);
    expect(new Set(options.map((o) => (o as HTMLOptionElement).value)).size).toBe(options.length);
  });

  it('shows no count while loading, the reason and a Retry when the list fails, and the count once it loads', async () => {
    const api = renderTraders(TradersOrdersPage, '/traders/orders', {
      'GET /v1/exchange/orders': failingOnce({ result: { Success: true, Error: null }, items: [order(), order({ id: 32 })], total: 2 }),
    });
    await expectFailedLoadRetried({ reason: 'The list could not be loaded', rowText: '32', total: 'Total: 2', loads: () => api.of('/v1/exchange/orders').length });
  });

  it('confirms an awaiting exchange order after the dialog and says so', async () => {
    let current = order();
    const api = renderTraders(TradersOrdersPage, '/traders/orders', {
      'GET /v1/exchange/orders': () => ({ result: { Success: true, Error: null }, items: [current], total: 1 }),
      'PUT /v1/exchange/31/confirm': () => {
        current = order({ status: 'processing' });
        return { result: { Success: true, Error: null } };
      },
    });
    const table = await screen.findByRole('region', { name: 'Exchange orders' });
    expect(await within(table).findByText('Awaiting')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm 31' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm exchange order 31?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Exchange order 31 confirmed')).toBeInTheDocument();
    expect(api.of('/v1/exchange/31/confirm')[0]!.body).toEqual({ id: 31 });
    expect(await within(table).findByText('Processing')).toBeInTheDocument();
    // Processing allows nothing: the buttons are gone.
    expect(within(table).queryByRole('button', { name: 'Cancel 31' })).not.toBeInTheDocument();
  });

  it('shows the spec’s refusal in the dialog when the order was completed meanwhile', async () => {
    renderTraders(TradersOrdersPage, '/traders/orders', {
      'GET /v1/exchange/orders': { result: { Success: true, Error: null }, items: [order()], total: 1 },
      'PUT /v1/exchange/31/cancel': refusal('completed'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel 31' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(
      await within(dialog).findByText('The exchange order has not been cancelled: Status completed does not allow this exchange order to be cancelled'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeEnabled());
  });

  it('words the refusal in the admin’s language, and any other failure by its reason', async () => {
    if (!i18next.hasResourceBundle('ru', 'traders')) i18next.addResourceBundle('ru', 'traders', ru);
    const t = i18next.getFixedT('ru', 'traders');
    const refused = new ApiError({ status: 409, code: 103, message: 'Status completed does not allow this exchange order to be cancelled', params: { status: 'completed' } });
    expect(actionFailedText(t, 'orders', 'cancel', refused)).toBe('Обменный ордер не отменён: статус «завершён» не позволяет отменить этот обменный ордер');
    const other = new ApiError({ status: 404, code: 104, reason: 'exchangeOrderNotFound', message: 'Exchange order not found' });
    expect(actionFailedText(i18next.getFixedT('en', 'traders'), 'transactions', 'complete', other)).toBe(
      'The transaction has not been completed: Exchange order not found',
    );
  });
});
