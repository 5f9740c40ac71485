import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, createUser, openSignedIn, setApprovalPolicy, setTheme, waitForStillPage } from './support.ts';

/** A user of this spec's own, so no other spec's changes (or ours) leak across files. */
async function createDetailUser(request: APIRequestContext, token: string): Promise<{ id: number; userName: string }> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const userName = `detail_${suffix}`.slice(0, 32);
  return { id: await createUser(request, userName, { token, email: `${userName}@example.com`, password: 'User-Detail-1' }), userName };
}

test.describe('user detail', () => {
  test('whitelists an IP, refuses a bad one, and keeps a saved notification setting after a reload', async ({ page, request }) => {
    const user = await createDetailUser(request, await apiToken(request));
    await openSignedIn(page);

    await page.goto(`/user/${user.id}/security`);
    const header = page.getByRole('group', { name: 'User' });
    await expect(header.getByText(user.userName, { exact: true })).toBeVisible();

    const ipInput = page.getByLabel('IP address', { exact: true });
    await ipInput.fill('300.1.1.1');
    await ipInput.press('Enter');
    await expect(page.getByText('Invalid IP address')).toBeVisible();

    await ipInput.fill('10.20.30.40');
    await ipInput.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add IP address' });
    await expect(dialog.getByRole('button', { name: 'Ok' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const whitelist = page.getByRole('region', { name: 'IP whitelist' });
    await expect(whitelist.getByText('10.20.30.40')).toBeVisible();
    await expect(page.getByText('Invalid IP address')).toBeHidden();

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${user.id}/notifications$`));
    const cell = page.getByRole('checkbox', { name: 'Sign in by Email' });
    await expect(cell).toBeChecked();
    // by keyboard, as staff do: focus the cell, Space toggles it
    await cell.focus();
    await page.keyboard.press('Space');
    await expect(cell).not.toBeChecked();
    await expect(page.getByText('1 unsaved')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notification settings saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Sign in by Email' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Sign in by Pop-up' })).toBeChecked();
  });
});

test.describe('user detail: second factors and localization', () => {
  // These tests exercise the direct action; the four-eyes flow has its own spec (issue 29).
  test.beforeEach(({ request }) => setApprovalPolicy(request, 'off'));
  test.afterEach(({ request }) => setApprovalPolicy(request, 'default'));
  test('switches second factors on and off behind confirmations, keeping the last one, and saves language with time zone', async ({ page, request }) => {
    const user = await createDetailUser(request, await apiToken(request));
    await openSignedIn(page);

    await page.goto(`/user/${user.id}/security`);
    const methods = page.getByRole('table', { name: 'Second-factor methods' });
    await expect(methods.getByRole('button', { name: 'Enable Email' })).toBeVisible();

    // Email on, by keyboard: the dialog's Ok has the focus, Enter confirms
    await methods.getByRole('button', { name: 'Enable Email' }).focus();
    await page.keyboard.press('Enter');
    const enableDialog = page.getByRole('dialog', { name: 'Enable second factor' });
    await expect(enableDialog).toContainText('Enable Email for this user?');
    await expect(enableDialog.getByRole('button', { name: 'Ok' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(enableDialog).toBeHidden();
    await expect(page.getByText('Email enabled')).toBeVisible();
    // the only active method of types 0, 1, 3 cannot go
    await expect(methods.getByRole('button', { name: 'Disable Email' })).toBeDisabled();
    await expect(methods.getByText('The last second-factor method cannot be removed')).toBeVisible();

    // Esc leaves Telegram off
    await methods.getByRole('button', { name: 'Enable Telegram' }).click();
    await expect(enableDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(enableDialog).toBeHidden();
    await expect(methods.getByRole('button', { name: 'Enable Telegram' })).toBeVisible();

    await methods.getByRole('button', { name: 'Enable Telegram' }).click();
    await enableDialog.getByRole('button', { name: 'Ok' }).click();
    await expect(enableDialog).toBeHidden();
    await expect(methods.getByRole('button', { name: 'Disable Email' })).toBeEnabled();

    await methods.getByRole('button', { name: 'Disable Email' }).click();
    const disableDialog = page.getByRole('dialog', { name: 'Disable second factor' });
    await disableDialog.getByRole('button', { name: 'Ok' }).click();
    await expect(disableDialog).toBeHidden();
    await expect(methods.getByRole('button', { name: 'Enable Email' })).toBeVisible();
    await expect(methods.getByRole('button', { name: 'Disable Telegram' })).toBeDisabled();

    // the history keeps each switch, by this admin
    const history = page.getByRole('region', { name: 'Second-factor history' });
    await expect(history.getByText('admin@demo.local')).toHaveCount(3);

    // localization: language and time zone in one save, still there after a reload
    await page.getByRole('tab', { name: 'ID' }).click();
    const localization = page.getByRole('form', { name: 'Localization' });
    await localization.getByLabel('Language').selectOption('et');
    await localization.getByLabel('Time zone').selectOption('Europe/Tallinn');
    await localization.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change localization settings' });
    await expect(dialog).toContainText('Europe/Tallinn');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Localization settings saved')).toBeVisible();
    await page.reload();
    // the profile facts and the form both start from what the server now holds
    await expect(page.getByText('Europe/Tallinn', { exact: true })).toBeVisible();
    await expect(page.getByText('Eesti (et)', { exact: true }).first()).toBeVisible();
    const reloaded = page.getByRole('form', { name: 'Localization' });
    await expect(reloaded.getByLabel('Language')).toHaveValue('et');
    await expect(reloaded.getByLabel('Time zone')).toHaveValue('Europe/Tallinn');
    await expect(reloaded.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

// Screenshots of the four tabs, light and dark, for a seeded user with documents and scans:
// run with USER_DETAIL_SHOTS=<folder> to look at the screens; skipped in the suite.
test('screenshots of the user detail tabs', async ({ page, request }) => {
  const folder = process.env.USER_DETAIL_SHOTS;
  test.skip(!folder, 'set USER_DETAIL_SHOTS to take screenshots');
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const ids = Array.from({ length: 1000 }, (_, i) => 2000 - i);
  const docs = await request.post('/api/v2/User/GetUserDocuments', { headers: { 'X-Auth-Token': token }, data: { userIdList: ids, limit: 1000 } });
  const items = (await docs.json()).items as { userId: number; files: unknown[] }[];
  const userId = items.find((d) => d.files.length > 0)?.userId ?? items[0]!.userId;
  await openSignedIn(page);
  // the shell scrolls inside its own pane: a tall window shows a whole tab at once
  await page.setViewportSize({ width: 1440, height: 2800 });
  for (const theme of ['light', 'dark']) {
    await setTheme(page, theme as 'light' | 'dark');
    for (const tab of ['', '/security', '/notifications', '/api']) {
      await page.goto(`/user/${userId}${tab}`);
      await page.waitForLoadState('networkidle');
      await waitForStillPage(page);
      await page.screenshot({ path: `${folder}/${theme}-${tab.slice(1) || 'id'}.png`, fullPage: false });
    }
  }
  await setTheme(page, 'light');
});
