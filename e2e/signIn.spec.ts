import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support.ts';

const signIn = (page: Page, email: string, password?: string) => signInAs(page, email, { from: '/', ...(password ? { password } : {}) });

test.describe('sign-in and the shell', () => {
  test('a wrong password shows the spec message and keeps the admin on /login', async ({ page }) => {
    await signIn(page, 'admin@demo.local', 'Wrong-password-1');
    await expect(page.getByText('Incorrect email, password or authentication code')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin signs in, lands on /users inside the shell and logs out after confirming', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Admin management' })).toBeVisible();
    await expect(page.getByText('admin@demo.local')).toBeVisible();
    await page.screenshot({ path: 'test-results/shell-light.png' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Are you sure you want to logout?')).toBeVisible();
    await page.getByRole('button', { name: /^(OK|Ok)$/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('support is redirected from a route it may not open', async ({ page }) => {
    await signIn(page, 'support@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    await page.goto('/admin-management');
    await expect(page).toHaveURL(/\/account$/);
  });
});
