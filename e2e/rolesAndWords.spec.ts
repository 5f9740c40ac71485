import { expect, test } from '@playwright/test';
import { signInAs } from './support.ts';

// Issue 10, part 7: the console offers only what the server allows the signed-in status, says so
// when a route is refused, speaks the browser's language before sign-in and names each screen in
// the tab's title.

test.describe('roles', () => {
  test('an arbitrator on /users sees no action the server would refuse him', async ({ page }) => {
    await signInAs(page, 'arbitrator@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: 'Actions on the selected users' });
    // the sort control (beside the list tabs) is there, so the page has drawn; the refused actions are not
    await expect(page.getByRole('button', { name: 'Descending' })).toBeVisible();
    for (const name of ['Create user', 'Locks', 'Blocking', 'Roles', 'Tags', 'Manage tags', 'Remove']) {
      await expect(toolbar.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('checkbox', { name: /^Select row/ })).toHaveCount(0);
  });

  test('a refused route says which section was refused and where the admin may go', async ({ page }) => {
    await signInAs(page, 'arbitrator@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    await page.goto('/finance');
    await expect(page).toHaveURL(/\/account$/);
    const notice = page.getByRole('alert').filter({ hasText: 'No access to Finance' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The Arbitrator status may not open Finance');
    // the account screen is real: the admin's own data and the sections he may open
    await expect(page.getByText('arbitrator@demo.local').first()).toBeVisible();
    const open = page.getByRole('list', { name: 'Sections you may open' });
    await expect(open.getByRole('link', { name: 'P2P' })).toBeVisible();
    await expect(open.getByRole('link', { name: 'Finance' })).toHaveCount(0);
    await open.getByRole('link', { name: 'P2P' }).click();
    await expect(page).toHaveURL(/\/p2p/);
    // the notice belonged to the refusal, not to the account screen
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText('No access to Finance')).toHaveCount(0);
  });
});

test.describe('words', () => {
  test('the tab title names the screen, in the interface language', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Admin panel');
    await signInAs(page, 'support@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page).toHaveTitle('Users · Admin panel');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveTitle('Dashboard · Admin panel');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'P2P' }).click();
    await expect(page).toHaveTitle('Offers and deals · P2P · Admin panel');
  });
});

test.describe('a Russian browser', () => {
  test.use({ locale: 'ru-RU' });

  test('opens the login page in Russian and lets the admin switch it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Панель администратора' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(page).toHaveTitle('Войти · Панель администратора');
    const language = page.getByRole('combobox', { name: 'Язык' });
    await expect(language).toHaveValue('ru');
    await language.selectOption('en');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Admin panel');
    // the choice is remembered for the next visit, over the browser's language
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
