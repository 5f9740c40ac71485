import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from './api.ts';
import { StoresPage } from './StoresPage.tsx';
import { expectFailedLoadRetried, expectRetryShowsLoading } from '../../components/testing/listStates.ts';
import { failingOnce, heldAnswers, serverError } from '../../components/testing/stubApi.ts';
import { desktopLayout, renderMerchants, reply } from './testing/renderMerchants.tsx';

beforeAll(desktopLayout);

const store = (status: Store['status']): Store => ({
  id: 4, name: 'Tea House', logo: null, successUrl: 'https://tea.example.com/ok', failUrl: null, locale: 'et', revenue: '1234.5', paymentSystems: [1],
  merchantId: 42, merchantName: 'ada', serviceMerchantId: 4, status, dateCreated: '2026-03-01T10:00:00Z',
});

describe('Stores', () => {
  it("asks the server for the admin's items per page (50), not 20", async () => {
    const api = renderMerchants(StoresPage, '/merchants', { 'GET /v2/Marketplace/stores': { items: [store('active')], total: 1 } }, 50);
    await waitFor(() => expect(api.of('/v2/Marketplace/stores')).toHaveLength(1));
    expect(api.of('/v2/Marketplace/stores')[0]!.query.get('limit')).toBe('50');
  });

  it('offers only the status moves the table allows and saves URLs and locale', async () => {
    const api = renderMerchants(StoresPage, '/merchants', { 'GET /v2/Marketplace/stores': { items: [store('awaitingApproval')], total: 1 }, 'PUT /v2/Marketplace/stores': store('active') });
    expect(await screen.findByText('ada (#42)')).toBeInTheDocument();
    expect(screen.getByText('1,234.5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit store 4' }));
    const dialog = await screen.findByRole('dialog');
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Active', 'Rejected', 'Awaiting approval']);
    await userEvent.selectOptions(status, 'active');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Fail URL' }), 'https://tea.example.com/fail');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Locale' }), 'ru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('/v2/Marketplace/stores').filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.of('/v2/Marketplace/stores').find((c) => c.method === 'PUT')!.body).toEqual({
      id: 4, status: 'active', successUrl: 'https://tea.example.com/ok', failUrl: 'https://tea.example.com/fail', locale: 'ru',
    });
  });

  it('shows no count while loading, the reason and a Retry when the list fails, and the count once it loads', async () => {
    const api = renderMerchants(StoresPage, '/merchants', { 'GET /v2/Marketplace/stores': failingOnce({ items: [store('active')], total: 1 }) });
    await expectFailedLoadRetried({ reason: 'The list could not be loaded', rowText: 'ada (#42)', total: 'Total: 1', loads: () => api.of('/v2/Marketplace/stores').length });
  });

  it('after a failed refresh, Retry shows the list loading instead of the old reason, and the reason again when it fails again', async () => {
    const list = heldAnswers();
    renderMerchants(StoresPage, '/merchants', { 'GET /v2/Marketplace/stores': list.handler, 'PUT /v2/Marketplace/stores': store('active') });
    await waitFor(() => expect(list.waiting()).toBe(1));
    list.answer({ items: [store('awaitingApproval')], total: 1 });
    expect(await screen.findByText('ada (#42)')).toBeInTheDocument();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    // Saving a store refreshes the list; that refresh fails.
    await userEvent.click(screen.getByRole('button', { name: 'Edit store 4' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'active');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(list.waiting()).toBe(1));
    list.answer(serverError());
    await expectRetryShowsLoading({ reason: 'The list could not be loaded', table: 'Stores', requests: list });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(list.waiting()).toBe(1));
    list.answer({ items: [store('active')], total: 1 });
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stores' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('ada (#42)')).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    renderMerchants(StoresPage, '/merchants', {
      'GET /v2/Marketplace/stores': { items: [store('active')], total: 1 },
      'PUT /v2/Marketplace/stores': reply(400, { error: { status: 400, code: 100, message: 'The address must start with http:// or https://', reason: 'storeUrlInvalid' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit store 4' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The address must start with http:// or https://')).toBeInTheDocument();
  });
});
