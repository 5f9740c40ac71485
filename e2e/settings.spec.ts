import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, setApprovalPolicy, setChecked } from './support.ts';

// Admins this file creates are named "zqset…", so no other spec file touches them.
const SHOTS = process.env.SETTINGS_SHOTS_DIR ?? '/tmp/shots-settings';

const adminsTable = (page: Page) => page.getByRole('region', { name: 'Admins table' });

test.describe('admin management', () => {
  // These tests exercise the direct action; the four-eyes flow has its own spec (issue 29).
  test.beforeEach(({ request }) => setApprovalPolicy(request, 'off'));
  test.afterEach(({ request }) => setApprovalPolicy(request, 'default'));
  test('a super admin creates a support admin, blocks them (their session ends), reads both in the admin log, and cannot block themself', async ({ page, browser }) => {
    await openSignedIn(page, '/admin-management', 'super@demo.local');
    await expect(adminsTable(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admins-light.png` });

    // Create a support admin with a generated password.
    await page.getByRole('button', { name: 'Create admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create admin' });
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    await dialog.getByLabel('E-mail').fill('zqset.support@e2e.example');
    await dialog.getByLabel('User name').fill('zqsetsupport');
    // A super admin may give only lower ranks: support and arbitrator.
    await expect(dialog.getByLabel('Status').locator('option')).toHaveText(['Choose a status', 'Support', 'Arbitrator']);
    await dialog.getByLabel('Status').selectOption({ label: 'Support' });
    await dialog.getByRole('button', { name: 'Generate a password' }).click();
    const password = await dialog.getByRole('textbox', { name: 'Password' }).inputValue();
    expect(password).toMatch(/^[A-Za-z0-9_]{8,16}$/);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Admin zqsetsupport created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = adminsTable(page).getByText('zqset.support@e2e.example');
    await expect(row).toBeVisible();

    // The new admin signs in, in their own browser.
    const other = await browser.newContext();
    const supportPage = await other.newPage();
    await openSignedIn(supportPage, '/', 'zqset.support@e2e.example', { password });

    // The super admin blocks them after confirming.
    const created = await page.request.post('/api/Login/SignIn', { data: { email: 'super@demo.local', password: 'Backoffice-2026' } });
    const token = ((await created.json()) as { accessToken: string }).accessToken;
    const admins = await page.request.get('/api/User/GetAdmins?Limit=1000&Offset=0&GetTotal=false', { headers: { 'X-Auth-Token': token } });
    const newId = ((await admins.json()) as { items: { id: number; email: string }[] }).items.find((a) => a.email === 'zqset.support@e2e.example')!.id;
    await setChecked(page.getByRole('checkbox', { name: `Select row ${newId}` }));
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Block' });
    await expect(confirm).toContainText('Block zqsetsupport?');
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(adminsTable(page).getByText('Blocked')).toBeVisible();

    // Their open session ends at their next call.
    await supportPage.reload();
    await expect(supportPage).toHaveURL(/\/login$/);
    await other.close();

    // An admin cannot block themself.
    const superRow = ((await admins.json()) as { items: { id: number; email: string }[] }).items.find((a) => a.email === 'super@demo.local')!.id;
    await setChecked(page.getByRole('checkbox', { name: `Select row ${newId}` }), false);
    await setChecked(page.getByRole('checkbox', { name: `Select row ${superRow}` }));
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('You cannot block yourself')).toBeVisible();

    // Both changes in the admin log, with before and after.
    await page.getByRole('tab', { name: 'Admin log' }).click();
    await page.getByLabel('Target ID').fill(String(newId));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`target=${newId}`));
    const log = page.getByRole('region', { name: 'Admin log table' });
    await expect(log.getByText('Blocked an admin', { exact: true })).toBeVisible();
    await expect(log.getByText('Created an admin', { exact: true })).toBeVisible();
    await expect(log.getByText(/Blocked: No → Yes/)).toBeVisible();
    await expect(log).not.toContainText(password);
    await page.getByRole('button', { name: /^Expand row/ }).first().click();
    const changes = page.getByRole('table', { name: /^Changes of log entry/ });
    await expect(changes.getByRole('row', { name: /^Blocked/ })).toContainText('No');
    await expect(changes.getByRole('row', { name: /^Blocked/ })).toContainText('Yes');
    await page.screenshot({ path: `${SHOTS}/admin-log-light.png` });
  });
});

test.describe('settings email', () => {
  test('an e-mail template saved with an empty Estonian subject is refused with the spec’s message', async ({ page }) => {
    await openSignedIn(page, '/settings/email', 'admin@demo.local');
    const editor = page.getByRole('form', { name: 'Template editor' });
    await expect(editor).toBeVisible();
    await editor.getByRole('tab', { name: /Eesti/ }).click();
    const subject = editor.getByLabel('Subject (et)');
    await expect(subject).not.toHaveValue('');
    await subject.fill('');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'In locale et - Subject is empty' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/email-light.png` });

    // Filled again, it saves after confirming and the history grows.
    await subject.fill('Registreerimise kinnitus');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await page.getByRole('dialog', { name: 'Save template' }).getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Template saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Template history table' }).getByText('admin@demo.local')).toBeVisible();
  });
});
