import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, createUser, setChecked, signInAs, waitForStillPage, setTheme } from './support.ts';

// Every user this file touches is created here with a "zqlist" name, so other spec files (which
// may block or tag seeded users) cannot change what these tests see, nor the other way round.
const SHOTS = process.env.USERS_SHOTS_DIR ?? '/tmp/shots-users';

async function signIn(page: Page, email = 'admin@demo.local') {
  await signInAs(page, email, { from: '/' });
  await expect(page).toHaveURL(/\/users$/);
  await expect(table(page)).toBeVisible();
}

const table = (page: Page) => page.getByRole('region', { name: 'Users table' });

/** Creates users through the API (as admin) and answers their ids. */
async function createUsers(request: APIRequestContext, names: string[]): Promise<number[]> {
  const token = await apiToken(request);
  const ids: number[] = [];
  for (const userName of names) ids.push(await createUser(request, userName, { token }));
  return ids;
}

async function search(page: Page, text: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  const field = page.getByRole('textbox', { name: 'Search' });
  await expect(field).toBeFocused();
  await field.fill(text);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test.describe('users list', () => {
  test('creates a user through the dialog, then finds it with the search', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    await dialog.getByLabel('E-mail').fill('zqlistcreated@e2e.example');
    await dialog.getByLabel('User name').fill('1bad');
    await dialog.getByLabel(/^Password/).fill('short');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('User name must begin with a letter')).toBeVisible();
    await dialog.getByLabel('User name').fill('zqlistcreated');
    await dialog.getByRole('button', { name: 'Generate a password' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    const confirm = page.getByRole('dialog', { name: 'Create user' }).filter({ hasText: 'Create the user zqlistcreated' });
    await expect(confirm.getByRole('button', { name: 'Ok' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('User zqlistcreated created')).toBeVisible();

    await search(page, 'zqlistcreated');
    await expect(table(page).getByText('zqlistcreated@e2e.example')).toBeVisible();
    await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();

    // the same name again is refused by the server, with its message
    await page.getByRole('button', { name: 'Create user' }).click();
    await dialog.getByLabel('E-mail').fill('zqlistcreated2@e2e.example');
    await dialog.getByLabel('User name').fill('zqlistcreated');
    await dialog.getByLabel(/^Password/).fill('Passw0rd-e2e');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('button', { name: 'Ok' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'UserName already exists' })).toBeVisible();
  });

  test('sorts, jumps to a page and keeps it all in the URL', async ({ page }) => {
    await signIn(page);
    await page.getByRole('columnheader', { name: 'Registered' }).click();
    await expect(page).toHaveURL(/sort=regDate/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('regDate');
    await expect(page.getByRole('columnheader', { name: 'Registered' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Descending' }).click();
    await expect(page).toHaveURL(/dir=asc/);
    await expect(page.getByRole('columnheader', { name: 'Registered' })).toHaveAttribute('aria-sort', 'ascending');

    const pageInput = page.getByRole('textbox', { name: 'Go to page' });
    await pageInput.fill('5');
    await pageInput.press('Enter');
    await expect(page).toHaveURL(/page=5/);
    await expect(page.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    // a reload comes back to the same list
    await page.reload();
    await expect(page.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('regDate');
  });

  test('saves a filter and applies it again', async ({ page }) => {
    await createUsers(page.request, ['zqlistsavedA']);
    await signIn(page, 'super@demo.local');
    await search(page, 'zqlistsaved');
    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'Save current filters' }).click();
    const save = page.getByRole('dialog', { name: 'Save filters' });
    await save.getByLabel('Name').fill('ZQ saved');
    await save.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Current filters saved')).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).not.toHaveURL(/search=/);
    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'ZQ saved' }).click();
    await expect(page).toHaveURL(/search=zqlistsaved/);
    await expect(table(page).getByText('zqlistsavedA', { exact: true })).toBeVisible();
  });

  test('blocks the selected users after confirming and shows their new state', async ({ page }) => {
    await createUsers(page.request, ['zqlistblockA', 'zqlistblockB']);
    await signIn(page);
    await search(page, 'zqlistblock');
    await expect(table(page).getByText('zqlistblockB', { exact: true })).toBeVisible();
    await expect(table(page).getByText('Blocked')).toHaveCount(0);
    await setChecked(page.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(page.getByText('Selected all')).toBeVisible();
    await page.getByRole('button', { name: 'Blocking', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Block users' });
    await expect(confirm.getByText('Block the selected users (2)?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Done. Users changed: 2')).toBeVisible();
    await expect(table(page).getByText('Blocked')).toHaveCount(2);
  });

  test('adds a new tag to a user', async ({ page }) => {
    const [id] = await createUsers(page.request, ['zqlisttagged']);
    await signIn(page);
    await page.getByRole('button', { name: 'Manage tags' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage tags' });
    await expect(manage.getByRole('textbox', { name: 'Tag name' })).toBeFocused();
    await manage.getByRole('textbox', { name: 'Tag name' }).fill('zq-e2e');
    await manage.getByRole('textbox', { name: 'Tag name' }).press('Enter');
    await expect(page.getByText('Tag created')).toBeVisible();
    await expect(manage.getByRole('textbox', { name: 'Name of the tag zq-e2e' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(manage).toBeHidden();

    await search(page, 'zqlisttagged');
    await setChecked(page.getByRole('checkbox', { name: `Select row ${id}` }));
    // the toolbar's Tags menu (the filters have a Tags field too)
    await page.getByRole('toolbar', { name: 'Actions on the selected users' }).getByRole('button', { name: 'Tags', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Add tags' }).click();
    const choose = page.getByRole('dialog', { name: 'Add tags' });
    await choose.getByLabel(/^Tags/).click();
    await page.getByRole('option', { name: 'zq-e2e' }).click();
    await page.keyboard.press('Escape');
    await choose.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add tags' }).filter({ hasText: 'Add the tags zq-e2e' });
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Done. Users changed: 1')).toBeVisible();
    await expect(table(page).getByText('zq-e2e')).toBeVisible();
  });

  test('opens a user from the list', async ({ page }) => {
    const [id] = await createUsers(page.request, ['zqlistopen']);
    await signIn(page);
    await search(page, 'zqlistopen');
    await table(page).getByRole('link', { name: 'zqlistopen' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${id}$`));
  });

  test('looks right in light and dark', async ({ page }) => {
    await signIn(page, 'super@demo.local');
    await expect(table(page).getByRole('link').first()).toBeVisible();
    await setChecked(page.getByRole('checkbox', { name: 'Select all on this page' }));
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/users-light.png` });
    await page.getByRole('button', { name: 'Manage tags' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage tags' })).toBeVisible();
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/users-tags-light.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Manage tags' })).toBeHidden();
    await setTheme(page, 'dark');
    await expect(page.locator('body.bp6-dark')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/users-dark.png` });
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('dialog', { name: 'Create user' })).toBeVisible();
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/users-create-dark.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Deleted users' }).click();
    await expect(page).toHaveURL(/deleted=true/);
    await expect(page.getByRole('region', { name: 'Deleted users table' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deleted users table' })).toHaveAttribute('aria-busy', 'false');
    await page.mouse.move(700, 600);
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/users-deleted-dark.png` });
    // back to light for whoever signs in next with this admin
    await setTheme(page, 'light');
    await expect(page.locator('body.bp6-dark')).toHaveCount(0);
  });
});
