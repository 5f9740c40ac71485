import { expect, test, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { signInAs, setTheme } from './support.ts';

// The shell's journeys on the real server. super@demo.local changes its own language and theme
// here and puts them back, so the other spec files (which sign in as other staff) never see them.
const SHOTS = 'test-results/screenshots';

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  return token!;
}

async function putSettings(page: Page, settings: Record<string, unknown>) {
  const response = await page.request.put('/api/Login/UpdateAdminSettings', {
    headers: { 'X-Auth-Token': await storedToken(page) },
    data: { settings },
  });
  expect(response.ok()).toBe(true);
}

test.describe('the shell', () => {
  test('an admin with 2FA is asked for the code and signs in with it', async ({ page }) => {
    await signInAs(page, 'totp@demo.local');
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Incorrect email, password or authentication code')).toBeVisible();

    // a wrong code ends the attempt: sign in again and give the current code
    await signInAs(page, 'totp@demo.local');
    await page.getByLabel('Authentication code').fill(authenticator.generate('JBSWY3DPEHPK3PXP'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByText('totp@demo.local')).toBeVisible();
  });

  test('a session that ends on the server mid-work returns to /login', async ({ page }) => {
    await signInAs(page, 'support@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    // the list is drawn, so its keyboard shortcuts are in place
    await expect(page.getByRole('region', { name: 'Users table' })).toBeVisible();
    // the token stops being valid (revoked on the server, as when it expires)
    const revoked = await page.request.post('/api/Login/Logout', { headers: { 'X-Auth-Token': await storedToken(page) } });
    expect(revoked.ok()).toBe(true);
    // the next call the console makes (a search in the list) gets 401; keys never wait for an element
    await page.keyboard.press('/');
    await page.keyboard.type('a');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Session expired, please sign in again')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('language and theme switch at once and are kept in the admin settings', async ({ page }) => {
    await page.goto('/login');
    await page.screenshot({ path: `${SHOTS}/login-light-en.png` });
    await signInAs(page, 'super@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    try {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
      const nav = page.getByRole('navigation', { name: /./ }).filter({ has: page.getByRole('link', { name: 'Пользователи' }) });
      await expect(nav.getByRole('link', { name: 'Пользователи' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/shell-light-ru.png` });

      await page.getByRole('button', { name: 'Тёмная тема' }).click();
      await expect(page.locator('body')).toHaveClass(/bp6-dark/);
      await page.screenshot({ path: `${SHOTS}/shell-dark-ru.png` });

      // kept on the server: a reload (and any other browser) shows the same
      await page.reload();
      await expect(page.getByRole('link', { name: 'Пользователи' }).first()).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/bp6-dark/);
      const admin = await page.request.post('/api/Login/GetCurrentAdmin', { headers: { 'X-Auth-Token': await storedToken(page) } });
      expect((await admin.json()).settings).toMatchObject({ locale: 'ru', isDarkTheme: true });

      await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
      await expect(page.getByRole('link', { name: 'Users' }).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/shell-dark-en.png` });
      await setTheme(page, 'light');
      await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
      await page.screenshot({ path: `${SHOTS}/shell-light-en.png` });

      // the login page keeps the last theme and language of this browser
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: /^(OK|Ok)$/ }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
    } finally {
      if (await page.evaluate(() => localStorage.getItem('accessToken'))) await putSettings(page, { locale: 'en', isDarkTheme: false });
    }
  });

  test('the login page in dark and in Russian', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('isDarkTheme', 'true');
      localStorage.setItem('locale', 'ru');
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await page.screenshot({ path: `${SHOTS}/login-dark-ru.png` });
    await page.evaluate(() => localStorage.clear());
  });

  test('keyboard only: the palette takes the admin to a user by user name and by id', async ({ page }) => {
    await signInAs(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    const users = await page.request.post('/api/v2/User/GetUsers', {
      headers: { 'X-Auth-Token': await storedToken(page) },
      data: { offset: 0, limit: 1, getTotal: false },
    });
    const [user] = (await users.json()).items as { id: number; userName: string }[];

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('textbox', { name: 'Command palette' });
    await expect(palette).toBeFocused();
    await page.keyboard.type(user!.userName);
    await expect(page.getByRole('option', { name: `Open user #${user!.id} (${user!.userName})` })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/user/${user!.id}$`));

    await page.keyboard.press('Control+k');
    await page.keyboard.type(String(user!.id));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/user/${user!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `User #${user!.id}` })).toBeVisible();

    // "?" lists the shortcuts; Esc closes the list
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+?');
    const shortcuts = page.getByRole('dialog');
    await expect(shortcuts).toBeVisible();
    // Esc reaches the dialog once its opening has moved the focus into its overlay, as a person's would
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.bp6-overlay')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();
  });
});
