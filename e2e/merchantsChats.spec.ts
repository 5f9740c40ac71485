import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support.ts';

test.describe('Merchants and chats', () => {
  test('an admin changes an invoice status with a comment', async ({ page, request }) => {
    const token = await apiToken(request);
    const listed = await request.get('/api/v2/Marketplace/invoices?status=checking&limit=1', { headers: { 'X-Auth-Token': token } });
    const invoice = ((await listed.json()) as { items: { id: number }[] }).items[0]!;
    await openSignedIn(page, '/merchants/invoices?status=checking');
    await page.getByRole('button', { name: `Edit the status of invoice ${invoice.id}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Status').selectOption('issue');
    await dialog.getByLabel('Comment for admin').fill('E2E: the parcel never arrived');
    await dialog.getByLabel('Comment for user').fill('We are looking into it');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Invoice ${invoice.id} saved`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.goto('/merchants/invoices?status=issue');
    await expect(page.getByText('E2E: the parcel never arrived')).toBeVisible();
    const after = await request.get(`/api/v2/Marketplace/invoices/${invoice.id}`, { headers: { 'X-Auth-Token': token } });
    expect(await after.json()).toMatchObject({ status: 'issue', commentForAdmin: 'E2E: the parcel never arrived', commentForUser: 'We are looking into it' });
  });

  test('an admin sets a merchant fee and removes it', async ({ page }) => {
    await openSignedIn(page, '/merchants/fees?serviceMerchantId=77');
    await expect(page.getByText('No fees')).toBeVisible();
    await page.getByRole('button', { name: 'Set fee' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Service merchant ID')).toHaveValue('77');
    await dialog.getByLabel('Method').fill('e2e-card');
    await dialog.getByLabel('Provider').selectOption('AdvCash');
    await dialog.getByLabel('Percent').fill('1.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Fee saved')).toBeVisible();
    await expect(page.getByText('0 + 1.5 %, min 0, max ∞')).toBeVisible();

    await page.getByRole('button', { name: /^Remove deposit fee 77 .* AdvCash e2e-card$/ }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('Remove the deposit fee?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Fee removed')).toBeVisible();
    await expect(page.getByText('No fees')).toBeVisible();
  });

  test('an admin edits and deletes a public chat message containing markup, which shows as plain text', async ({ page, request }) => {
    const token = await apiToken(request);
    const listed = await request.post('/api/v2/Communication/GetPublicChatMessages', { headers: { 'X-Auth-Token': token }, data: { limit: 1 } });
    const message = ((await listed.json()) as { items: { messageId: number; message: string }[] }).items[0]!;
    expect(message.message).toContain('<script>');
    await openSignedIn(page, '/chats');
    const table = page.getByRole('region', { name: 'Public chat' });
    await expect(table.getByText(message.message, { exact: true })).toBeVisible();
    // The markup is text: no element it names exists in the table.
    await expect(table.locator('b:has-text("Free BTC"), img[src="x"], script')).toHaveCount(0);

    await page.getByRole('button', { name: `Edit message ${message.messageId}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Message').fill('<i>Moderated</i> by e2e');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Message saved')).toBeVisible();
    await expect(table.getByText('<i>Moderated</i> by e2e', { exact: true })).toBeVisible();
    await expect(table.locator('i:has-text("Moderated")')).toHaveCount(0);

    await page.getByRole('button', { name: `Delete message ${message.messageId}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Messages deleted: 1')).toBeVisible();
    await expect(table.getByText('<i>Moderated</i> by e2e', { exact: true })).toHaveCount(0);
  });
});
