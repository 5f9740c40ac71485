import { expect, test } from '@playwright/test';
import { apiToken, createUser, fillForm, openSignedIn, setApprovalPolicy, setChecked } from './support.ts';

// What this file creates is named "zqsm…", so no other spec file touches it.
const SHOTS = process.env.SETTINGS_SHOTS_DIR ?? '/tmp/shots-settings';

test.describe('settings: limits, notifications, front config', () => {
  // A platform limit is a four-eyes action (issue 29): these tests exercise the direct rules, the
  // approvals spec the held flow.
  test.beforeEach(({ request }) => setApprovalPolicy(request, 'off'));
  test.afterEach(({ request }) => setApprovalPolicy(request, 'default'));
  test('an inverted limit is refused with the spec message, a valid one is saved', async ({ page }) => {
    await openSignedIn(page, '/settings/limits');
    await expect(page.getByRole('region', { name: 'Platform limits' })).toBeVisible();
    await page.getByRole('button', { name: 'Set limit' }).click();
    const form = page.getByRole('form', { name: 'Platform limit' });
    await fillForm(form, {
      'Verification level': { option: 'VIP' },
      Operation: { option: 'Withdrawal' },
      'Minimum amount': '100',
      'Maximum amount': '50',
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText("Maximum limit can't be less than minimum amount");
    await page.screenshot({ path: `${SHOTS}/limits-inverted.png` });
    await form.getByLabel('Maximum amount').fill('5000');
    await form.getByLabel('Monthly limit').fill('250000');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('Limit saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Platform limits' }).getByText('250,000').first()).toBeVisible();
  });

  test('a group is denied an app, then reset to the app default', async ({ page, request }) => {
    const token = await apiToken(request);
    const created = await request.post('/api/v2/SecurityGroups/CreateGroup', { headers: { 'X-Auth-Token': token }, data: { name: 'zqsm grid group' } });
    expect(created.ok(), await created.text()).toBe(true);
    await openSignedIn(page, '/front-config');
    const cell = page.getByRole('combobox', { name: 'Access of zqsm grid group to Wallet' });
    await expect(cell).toHaveValue('inherit');
    await cell.selectOption('Deny');
    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(cell).toHaveValue('Deny');
    await page.screenshot({ path: `${SHOTS}/front-config-denied.png` });
    await cell.selectOption('inherit');
    await expect(page.getByText('Access reset')).toBeVisible();
    await expect(cell).toHaveValue('inherit');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Access of zqsm grid group to Wallet' })).toHaveValue('inherit');
  });

  test('a system notification is added and a notification is sent to a user and counted', async ({ page, request }) => {
    const userId = await createUser(request, 'zqsmnotified');
    await openSignedIn(page, '/settings/notifications');

    await page.getByRole('button', { name: 'Add system notification' }).click();
    const form = page.getByRole('form', { name: 'System notification form' });
    await form.getByLabel('Type').selectOption({ label: 'Technical work' });
    await form.getByLabel('Version').fill('9.9.9');
    await form.getByLabel('Text (en)').fill('zqsm technical works tonight');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'System notifications table' }).getByText('zqsm technical works tonight')).toBeVisible();

    const send = page.getByRole('form', { name: 'Send to users' });
    await send.getByLabel('User IDs').fill(String(userId));
    await setChecked(send.getByRole('checkbox', { name: 'Email' }));
    await expect(send.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await send.getByLabel('Title (en)').fill('zqsm notice');
    await send.getByLabel('Text (en)').fill('Hello from the e2e suite');
    await send.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send notification' });
    await expect(dialog).toContainText('selected users (1)');
    await dialog.getByRole('button', { name: /ok/i }).click();
    await expect(send.getByRole('status')).toContainText('Recipients: 1; e-mails: 1');
    await page.screenshot({ path: `${SHOTS}/notifications-sent.png` });
  });
});
