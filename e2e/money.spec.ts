import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { apiToken, openSignedIn, setApprovalPolicy, setTheme } from './support.ts';

const SHOTS = process.env.MONEY_SHOTS_DIR ?? '/tmp/shots-money';

/** The first transaction the list call answers for these filters (the same call the screen makes). */
async function firstOf(request: APIRequestContext, body: object) {
  const token = await apiToken(request);
  const res = await request.post('/api/v2/Trading/GetOperations', { headers: { 'X-Auth-Token': token }, data: { ...body, limit: 1 } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { id: number; userId: number; currencyId: number; amount: string }[] }).items[0]!;
}

/** A user's whole balance (available + locked) in one currency, from the balances call. */
async function totalBalance(request: APIRequestContext, userId: number, currencyId: number) {
  const token = await apiToken(request);
  const res = await request.post('/api/v2/Trading/GetBalanceInfo', { headers: { 'X-Auth-Token': token }, data: { userId, cumulativeCurrencyId: currencyId } });
  const row = ((await res.json()) as { items: { currencyId: number; availableBalance: string; lockedBalance: string }[] }).items.find((i) => i.currencyId === currencyId);
  return new Decimal(row?.availableBalance ?? 0).plus(row?.lockedBalance ?? 0);
}

async function confirmDialog(page: Page, title: string, comment?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (comment !== undefined) await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
}

const fieldValue = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

test.describe('transactions desk', () => {
  // These tests exercise the direct action; the four-eyes flow has its own spec (issue 29).
  test.beforeEach(({ request }) => setApprovalPolicy(request, 'off'));
  test.afterEach(({ request }) => setApprovalPolicy(request, 'default'));
  test('an admin finds a withdrawal in admin processing by filter, approves the requisites, confirms and completes it; the balance drops by the exact amount', async ({ page, request }) => {
    const target = await firstOf(request, { side: 'out', statusList: ['adminProcessing'] });
    const token = await apiToken(request);
    // Arrange: the requisites start unmarked, so the admin marks them here.
    await request.post('/api/Transaction/UpdateTransactionRequisites', { headers: { 'X-Auth-Token': token }, data: { transactionId: target.id, requisitesStatus: 'new' } });
    const before = await totalBalance(request, target.userId, target.currencyId);

    await openSignedIn(page, '/transactions?status=adminProcessing', 'admin@demo.local');
    // the list's table (the screen itself is a region named Transactions too, by its heading)
    const table = page.getByRole('tabpanel').getByRole('region', { name: 'Transactions' });
    await expect(table).toBeVisible();
    await page.getByLabel('Side').selectOption('out');
    await expect(page).toHaveURL(/side=out/);
    await page.screenshot({ path: `${SHOTS}/transactions-light.png` });
    await table.getByRole('link', { name: `Open transaction ${target.id}` }).click();

    await expect(page.getByRole('heading', { name: `Transaction ${target.id}` })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'In admin processing' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/transaction-view-light.png` });

    await page.getByRole('button', { name: 'Mark approved' }).click();
    await confirmDialog(page, 'Mark approved');
    await expect(fieldValue(page, 'Requisites status').or(page.getByText('Requisites status: Approved'))).toBeVisible();

    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await confirmDialog(page, 'Confirm');
    await expect(page.getByText('Withdrawal processing').first()).toBeVisible();

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await confirmDialog(page, 'Complete', 'Sent to the user’s wallet');
    await expect(page.getByText('Withdrawal completed').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Sent to the user’s wallet' }).first()).toBeVisible();

    const after = await totalBalance(request, target.userId, target.currencyId);
    expect(before.minus(after).toFixed()).toBe(new Decimal(target.amount).toFixed());
    // The view says the same: balance after = balance before − amount.
    const beforeText = (await fieldValue(page, 'Balance before').innerText()).split(' ')[0]!.replace(/,/g, '');
    const afterText = (await fieldValue(page, 'Balance after').innerText()).split(' ')[0]!.replace(/,/g, '');
    expect(new Decimal(beforeText).minus(afterText).toFixed()).toBe(new Decimal(target.amount).toFixed());
  });

  test('a support member can escalate a queued withdrawal but not take an admin action', async ({ page, request }) => {
    const target = await firstOf(request, { side: 'out', statusList: ['withdrawalInQueue'] });
    await openSignedIn(page, `/transactions/operation/${target.id}`, 'support@demo.local');
    const toolbar = page.getByRole('toolbar', { name: 'Transaction actions' });
    await expect(toolbar.getByRole('button', { name: 'Check' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Need contact' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await expect(toolbar.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  });

  test('only the super admin decides an anti-fraud check', async ({ page, request, browser }) => {
    const target = await firstOf(request, { side: 'out', statusList: ['awaitingManualCheck'] });
    // Arrange: requisites unmarked (problematic requisites would block the approval itself).
    await request.post('/api/Transaction/UpdateTransactionRequisites', { headers: { 'X-Auth-Token': await apiToken(request) }, data: { transactionId: target.id, requisitesStatus: 'new' } });
    await openSignedIn(page, `/transactions/operation/${target.id}`, 'admin@demo.local');
    await expect(page.getByText('only the super admin decides this manual check')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Transaction actions' }).getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

    const superAdmin = await (await browser.newContext()).newPage();
    await openSignedIn(superAdmin, `/transactions/operation/${target.id}`, 'super@demo.local');
    await superAdmin.getByRole('toolbar', { name: 'Transaction actions' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await confirmDialog(superAdmin, 'Confirm');
    await expect(superAdmin.getByText('Withdrawal processing').first()).toBeVisible();
  });
});

test.describe('finance', () => {
  test('lists balances by cumulative balance and refuses a withdrawal above the balance with the spec’s text', async ({ page }) => {
    await openSignedIn(page, '/finance', 'admin@demo.local');
    const table = page.getByRole('region', { name: 'Balances' });
    await expect(table).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/balances-light.png` });
    await table.getByRole('button', { name: /^Deposit or withdraw for/ }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Balance of/ });
    await dialog.getByText('Admin withdrawal').click();
    await dialog.getByLabel('Amount').fill('999999999');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Admin withdrawal' }).getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Failed to withdraw from balance due to: "Insufficient balance"').first()).toBeVisible();
  });
});

test.describe("the user's Balance tab", () => {
  // These tests exercise the direct action; the four-eyes flow has its own spec (issue 29).
  test.beforeEach(({ request }) => setApprovalPolicy(request, 'off'));
  test.afterEach(({ request }) => setApprovalPolicy(request, 'default'));
  test('an admin deposits from the tab and sees the available balance grow by the exact amount; light and dark', async ({ page, request }) => {
    const target = await firstOf(request, { side: 'in' });
    await openSignedIn(page, `/user/${target.userId}/balance`, 'admin@demo.local');
    const balances = page.getByRole('region', { name: 'Balances' });
    await expect(balances).toBeVisible();
    await expect(page.getByTestId('user-available-funds')).toBeVisible();
    const before = await availableOf(request, target.userId, target.currencyId);

    await page.getByRole('button', { name: 'Deposit / withdrawal' }).click();
    const dialog = page.getByRole('dialog', { name: /^Balance of/ });
    await dialog.getByLabel('Currency').selectOption(String(target.currencyId));
    await dialog.getByLabel('Amount').fill('1.25');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Admin deposit' }).getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Balance changed').first()).toBeVisible();
    await expect.poll(() => availableOf(request, target.userId, target.currencyId).then((v) => v.toFixed())).toBe(before.plus('1.25').toFixed());
    // The tab shows the new figure without a reload.
    const shown = new Decimal(before.plus('1.25')).toFixed();
    await expect(balances.getByText(Number(shown).toLocaleString('en-US', { maximumFractionDigits: 8 }), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Transactions' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/user-balance-light.png`, fullPage: true });
    await setTheme(page, 'dark');
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await page.screenshot({ path: `${SHOTS}/user-balance-dark.png`, fullPage: true });
    await setTheme(page, 'light');
  });
});

/** A user's available balance (trading) in one currency. */
async function availableOf(request: APIRequestContext, userId: number, currencyId: number) {
  const token = await apiToken(request);
  const res = await request.post('/api/v2/Trading/GetBalanceInfo', { headers: { 'X-Auth-Token': token }, data: { userId, cumulativeCurrencyId: currencyId } });
  const rows = ((await res.json()) as { items: { currencyId: number; balanceType: string; availableBalance: string }[] }).items;
  const row = rows.find((i) => i.currencyId === currencyId && i.balanceType === 'trading');
  return new Decimal(row?.availableBalance ?? 0);
}
