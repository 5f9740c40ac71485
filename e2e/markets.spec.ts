import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { formatAmount } from '../src/components/numberFormat.ts';
import { apiToken, fillForm, signInAs } from './support.ts';

/** A DataTable by its label (the screen's own section is a region too, named by the screen title). */
const table = (page: Page, label: string) => page.locator(`div.console-data-table[role="region"][aria-label="${label}"]`);

interface Order { id: number; userId: number; marketId: number; holdAmount: string; holdCurrencyTitle: string }

async function api<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const token = await apiToken(request);
  const res = await request.post(`/api/${path}`, { headers: { 'X-Auth-Token': token }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** The user's available balance in one currency, from the balances call the Balance tab makes. */
async function available(request: APIRequestContext, userId: number, currencyId: number) {
  const info = await api<{ items: { currencyId: number; availableBalance: string }[] }>(request, 'v2/Trading/GetBalanceInfo', { userId, cumulativeCurrencyId: currencyId });
  return new Decimal(info.items.find((i) => i.currencyId === currencyId)?.availableBalance ?? 0);
}

test.describe('markets and trading', () => {
  test('an admin creates a market with limits (the spec refuses zero and inverted limits), opens an order book, cancels a user order and sees the balance grow', async ({ page, request }) => {
    await signInAs(page, 'admin@demo.local');
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/markets');
    await expect(table(page, 'Markets')).toBeVisible();

    // Create a market: zero and inverted limits show the spec's messages.
    await page.getByRole('button', { name: 'Create market' }).click();
    const dialog = page.getByRole('dialog', { name: 'New market' });
    await fillForm(dialog, {
      'Base currency': { option: 'Toncoin (TON)' },
      'Derived currency': { option: 'Bitcoin (BTC)' },
      'Minimum order amount': '0',
      'Maximum order amount': '10',
      'Minimum order price': '0.000001',
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Limits can not equals zero')).toBeVisible();
    await dialog.getByLabel('Minimum order amount').fill('50');
    await expect(dialog.getByText("Maximum limit can't be less than minimum amount")).toBeVisible();
    await dialog.getByLabel('Maximum order amount').fill('5000');
    await expect(dialog.getByText("Maximum limit can't be less than minimum amount")).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Market created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(table(page, 'Markets').getByText('TON/BTC')).toBeVisible();

    // The order book of the first market: bids and asks per price level with the totals.
    const [order] = (await api<{ items: Order[] }>(request, 'v2/Trading/GetOrders', { statusList: ['new'], side: 'buy', limit: 1 })).items;
    expect(order).toBeDefined();
    await page.goto(`/trading?view=book&market=${order!.marketId}`);
    await expect(table(page, 'Bids')).toBeVisible();
    await expect(table(page, 'Asks')).toBeVisible();
    await expect(page.getByLabel('Order book totals')).toContainText('Buy orders');

    // Cancel one open order of a user: confirmed, named, and the hold returns to the available balance.
    const currencies = await api<{ items: { id: number; title: string; decimals: number }[] }>(request, 'v2/Market/GetCurrencies', {});
    const currency = currencies.items.find((c) => c.title === order!.holdCurrencyTitle)!;
    const before = await available(request, order!.userId, currency.id);
    await page.goto(`/trading?orderId=${order!.id}`);
    const orders = table(page, 'Orders');
    await orders.getByRole('button', { name: `Cancel order ${order!.id}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${order!.id}?` });
    await expect(confirm).toContainText(`Order ${order!.id}`);
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText(`Order ${order!.id} cancelled`)).toBeVisible();
    await expect(orders.getByText('Cancelled', { exact: true })).toBeVisible();

    const after = await available(request, order!.userId, currency.id);
    expect(after.minus(before).toFixed()).toBe(new Decimal(order!.holdAmount).toFixed());
    await page.goto(`/user/${order!.userId}/balance`);
    await expect(table(page, 'Balances').getByText(formatAmount(after.toFixed(), currency.decimals, 'en'), { exact: true }).first()).toBeVisible();
  });
});
