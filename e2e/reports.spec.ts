import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiToken, signInAs } from './support.ts';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.describe('reports', () => {
  test('an admin exports the Transactions list for a date range, sees the report go from new to completed, downloads it and finds the list total', async ({ page, request }) => {
    await signInAs(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/users/);

    // The list, filtered to the last 60 days.
    const from = day(-60);
    const to = day(0);
    await page.goto(`/transactions?createdFrom=${from}&createdTo=${to}`);
    const totalText = page.getByText(/^Total: [1-9][\d,]*$/);
    await expect(totalText).toBeVisible();
    const listTotal = Number((await totalText.textContent())!.replace(/\D/g, ''));
    expect(listTotal).toBeGreaterThan(0);

    // Export opens the order dialog with the list's filters; the report starts as new.
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Report type')).toHaveValue('Transactions');
    await dialog.getByRole('button', { name: 'Order', exact: true }).click();
    const status = dialog.getByTestId('report-status');
    await expect(status).toHaveText('New');
    await expect(status).toHaveText('Completed', { timeout: 30_000 });
    await expect(dialog.getByText(/The report is ready: \d+ rows/)).toBeVisible();
    // No SMTP server in this suite: the console says where the notice went.
    await expect(dialog.getByText(/outbox folder/)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Report Transactions ${new Date().toISOString().slice(0, 10)}.csv`);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const rows = text.replace(/^\ufeff/, '').split('\r\n').filter(Boolean).slice(1);
    await expect(dialog.getByText('The file was downloaded.')).toBeVisible();

    // The file holds the filtered list's rows, less those of users tagged dev, test or bot (counted by the report).
    const token = await apiToken(request);
    const answer = await request.post('/api/v2/Report/GetReports', { headers: { 'X-Auth-Token': token }, data: { type: 'Transactions', limit: 1 } });
    const [report] = (await answer.json()).items as { rowCount: number; excludedRows: number }[];
    expect(rows.length).toBe(report!.rowCount);
    expect(rows.length + report!.excludedRows).toBe(listTotal);

    // The Reports screen lists it as completed, with its download.
    await page.goto('/reports');
    await expect(page.getByRole('button', { name: /^Download report \d+$/ }).first()).toBeVisible();
    await expect(page.locator('.bp6-tag', { hasText: 'Completed' }).first()).toBeVisible();
  });
});
