import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from './api.ts';
import { InvoicesPage } from './InvoicesPage.tsx';
import { desktopLayout, renderMerchants, type Call } from './testing/renderMerchants.tsx';

beforeAll(desktopLayout);

function invoice(id: number, status: Invoice['status'], overrides: Partial<Invoice> = {}): Invoice {
  return {
    id, storeId: 2, storeName: 'Tea House', orderId: null, currency: 'USDT', dateUpdated: null, status, customer: '<b>VIP</b> customer', delivery: null,
    amount: '25.5', currencyId: 1, products: [{ productId: 4, quantity: 2, price: '12.75' }], commentForAdmin: null, commentForUser: null, dateCreated: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

describe('Invoices', () => {
  it('sends the status filters and the date range as unix seconds, the end of day inclusive', async () => {
    const api = renderMerchants(InvoicesPage, '/merchants/invoices?status=issue&status=error&createdFrom=2026-03-01&createdTo=2026-03-02&storeId=2', {
      'GET /v2/Marketplace/invoices': { items: [invoice(1, 'issue')], total: 1 },
    });
    expect(await screen.findByText('Tea House (#2)')).toBeInTheDocument();
    const query = api.of('/v2/Marketplace/invoices')[0]!.query;
    expect(query.getAll('status')).toEqual(['issue', 'error']);
    expect(query.get('dateFrom')).toBe('1772323200');
    expect(query.get('dateTo')).toBe(String(1772409600 + 86399));
    expect(query.get('storeId')).toBe('2');
    // Customer text with markup stays text.
    expect(screen.getByText('<b>VIP</b> customer')).toBeInTheDocument();
  });

  it('changes an open invoice’s status with a comment', async () => {
    let rows = [invoice(1, 'checking')];
    const api = renderMerchants(InvoicesPage, '/merchants/invoices', {
      'GET /v2/Marketplace/invoices': () => ({ items: rows, total: rows.length }),
      'PUT /v2/Marketplace/invoices': (call: Call) => {
        rows = [invoice(1, call.body!.status as Invoice['status'], { commentForAdmin: call.body!.commentForAdmin as string })];
        return rows[0];
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the status of invoice 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'issue');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment for admin' }), 'Parcel lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('/v2/Marketplace/invoices').filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.of('/v2/Marketplace/invoices').find((c) => c.method === 'PUT')!.body).toEqual({ id: 1, status: 'issue', commentForAdmin: 'Parcel lost', commentForUser: null });
    expect(await screen.findByText('Parcel lost')).toBeInTheDocument();
    expect(screen.getByText('Issue')).toBeInTheDocument();
  });

  it('offers no other status for a closed invoice, only its comments', async () => {
    renderMerchants(InvoicesPage, '/merchants/invoices', { 'GET /v2/Marketplace/invoices': { items: [invoice(3, 'completed')], total: 1 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the status of invoice 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The invoice is closed: only its comments can change.')).toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(select).toBeDisabled();
    expect(within(select).getAllByRole('option')).toHaveLength(1);
  });

  it('lists merchant transactions in the second view with their filters', async () => {
    const api = renderMerchants(InvoicesPage, '/merchants/invoices?view=transactions&serviceMerchantId=3&txStatus=error', {
      'GET /v2/Merchant/transaction': { items: [{ id: 9, orderId: 1000, serviceMerchantId: 3, type: 'deposit', status: 'error', amount: '10', currencyId: 1, fee: '0.05', dateCreated: '2026-03-01T10:00:00Z' }], total: 1 },
    });
    expect(await screen.findByText('10 USDT')).toBeInTheDocument();
    expect(Object.fromEntries(api.of('/v2/Merchant/transaction')[0]!.query)).toEqual({ offset: '0', limit: '20', serviceMerchantId: '3', status: 'error' });
  });
});
