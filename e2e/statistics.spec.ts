import { expect, test, type Page } from '@playwright/test';
import { signInAs, waitForStillPage, setTheme } from './support.ts';

const SHOTS = process.env.STATISTICS_SHOTS_DIR ?? '/tmp/shots-statistics';

/** Signs in (landing on the users list) and opens a screen. */
async function open(page: Page, path: string) {
  await signInAs(page, 'admin@demo.local');
  await expect(page).toHaveURL(/\/users$/);
  await page.goto(path);
}

/** The first and last day of last month, as the range bar stores them. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

test.describe('statistics', () => {
  test('gross profit for a month: the chart and the table agree', async ({ page }) => {
    const { from, to } = lastMonth();
    await open(page, `/statistics/gross-profit?from=${from}&to=${to}`);
    await page.getByLabel('Period', { exact: true }).selectOption('Week');
    await expect(page).toHaveURL(/period=Week/);
    const chart = page.getByRole('img', { name: 'Gross profit by period' });
    await expect(chart.locator('canvas')).toBeVisible();
    const chartTotal = page.getByTestId('chart-total');
    const tableTotal = page.getByTestId('table-total');
    await expect(tableTotal).toHaveText(/^[\d,]+(\.\d{1,2})? USD$/);
    const total = (await tableTotal.textContent())!;
    expect(total).not.toBe('0 USD');
    await expect(chartTotal).toHaveText(`Chart total: ${total}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/gross-profit-light.png` });
    // Each currency row is in the table; the by-source breakdown lists the same currencies.
    const rows = page.getByRole('table', { name: 'Gross profit by currency' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Gross profit by source' }).locator('tbody tr').first()).toBeVisible();
    // The other tabs open with their charts or tables.
    await page.getByRole('tab', { name: 'W / D turnover' }).click();
    await expect(page.getByRole('img', { name: 'Turnover by period' }).locator('canvas')).toBeVisible();
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('img', { name: 'Registrations' }).locator('canvas')).toBeVisible();
  });

  test('the dashboard shows its cards', async ({ page }) => {
    await open(page, '/dashboard');
    for (const name of ['Users', 'Finance status', 'Gross profit, 30 days', 'Registrations, 30 days', 'Withdraw / deposit, 30 days', 'P2P, 30 days']) {
      const card = page.getByRole('region', { name, exact: true });
      await expect(card, name).toBeVisible();
      await expect(card.getByRole('alert')).toHaveCount(0);
    }
    await expect(page.getByRole('region', { name: 'Users', exact: true }).getByText('Total users')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gross profit, 30 days' }).locator('canvas')).toBeVisible();
    await expect(page.getByRole('region', { name: 'P2P, 30 days' })).toContainText('USD');
    await page.setViewportSize({ width: 1440, height: 900 });
    await setTheme(page, 'dark');
    await expect(page.locator('body')).toHaveClass(/dark/);
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-dark.png`, fullPage: true });
    // The theme is saved in the admin's settings: back to light, so other spec files see what they expect.
    await setTheme(page, 'light');
    await expect(page.locator('body')).not.toHaveClass(/dark/);
  });
});
