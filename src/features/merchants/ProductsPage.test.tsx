import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from './api.ts';
import { ProductsPage } from './ProductsPage.tsx';
import { desktopLayout, renderMerchants } from './testing/renderMerchants.tsx';

beforeAll(desktopLayout);

const product: Product = { id: 8, storeId: 2, storeName: 'Tea House', name: 'Gift card 50', price: '50', currencyId: 1, currency: 'EUR', stock: 3, category: null, status: 'active', dateCreated: '2026-03-01T10:00:00Z' };

describe('Products', () => {
  it('filters by store and status, and edits price and stock as exact text', async () => {
    const api = renderMerchants(ProductsPage, '/merchants/products?storeId=2&status=active', {
      'GET /v2/Marketplace/inventory': { items: [product], total: 1 },
      'PUT /v2/Marketplace/inventory': { ...product, price: '49.99' },
    });
    expect(await screen.findByText('50 EUR')).toBeInTheDocument();
    expect(Object.fromEntries(api.of('/v2/Marketplace/inventory')[0]!.query)).toEqual({ offset: '0', limit: '20', getTotal: 'true', storeId: '2', status: 'active' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit product 8' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByRole('textbox', { name: 'Price, EUR' });
    await userEvent.clear(price);
    await userEvent.type(price, '49.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('/v2/Marketplace/inventory').find((c) => c.method === 'PUT')?.body).toEqual({ id: 8, name: 'Gift card 50', price: '49.99', stock: 3, category: null, status: 'active' }));
  });

  it('refuses a price that is not a positive decimal before calling the server', async () => {
    const api = renderMerchants(ProductsPage, '/merchants/products', { 'GET /v2/Marketplace/inventory': { items: [product], total: 1 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit product 8' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByRole('textbox', { name: 'Price, EUR' });
    await userEvent.clear(price);
    await userEvent.type(price, '1e3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The price must be a positive number')).toBeInTheDocument();
    expect(api.of('/v2/Marketplace/inventory').filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
