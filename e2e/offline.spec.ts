import { expect, test } from '@playwright/test';
import { signInAs } from './support.ts';

// The server stops answering (every /api request aborted, as when it is down) while a list is on
// screen: the console says so in one translated sentence with Retry and a "Connection lost"
// banner, polls the server's health, and once it answers again fills the list in without a reload.
test('a list says the server cannot be reached while the API is down, and fills in again once it answers, without a reload', async ({ page }) => {
  await signInAs(page, 'admin@demo.local', { from: '/' });
  await expect(page).toHaveURL(/\/users$/);
  const users = page.getByRole('region', { name: 'Users table' });
  await expect(users.getByRole('link').first()).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL(/\/transactions/);

  const unreachable = page.getByRole('alert').filter({ hasText: 'The server cannot be reached' }).first();
  await expect(unreachable).toBeVisible();
  await expect(unreachable.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost — retrying…' })).toBeVisible();

  await page.unroute('**/api/**');
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Open transaction \d+$/ }).first()).toBeVisible();
  await expect(page.getByText('The server cannot be reached')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
