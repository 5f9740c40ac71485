import { expect, test } from '@playwright/test';
import { createUser, searchUsersByKeyboard, tabTo } from './support.ts';

// A support admin's everyday user work without the mouse: sign in, find a user, open them,
// lock them after confirming, add an IP to their whitelist, come back to the list where it was.
// The user is created here ("zqkbd…"), so no other spec file changes what this one sees.

test('support works on a user from the keyboard alone', async ({ page }) => {
  const id = await createUser(page.request, `zqkbd${Date.now() % 100000}`);
  const table = await searchUsersByKeyboard(page, 'support@demo.local', String(id));
  await expect(table.getByText(`${id}`, { exact: true })).toBeVisible();

  // select the row with Space, then lock through the toolbar and the confirm dialog
  await tabTo(page, table.getByRole('checkbox', { name: new RegExp(`${id}`) }), { limit: 60 });
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Locks', exact: true }));
  await page.keyboard.press('Enter');
  // the menu opens on its first action, Lock
  await expect(page.getByRole('menuitem', { name: 'Lock', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  // first the lock type (focused on open; Enter continues), then the confirmation (Ok focused)
  await expect(page.getByRole('dialog', { name: 'Lock' }).getByRole('combobox', { name: /Lock type/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^(OK|Ok)$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table.getByText(/Locked/)).toBeVisible();

  // open the user: Enter on the row's link
  await tabTo(page, table.getByRole('link', { name: `${id}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/${id}$`));

  // Security tab, then an IP for the whitelist, confirmed with Enter
  await tabTo(page, page.getByRole('tab', { name: 'ID', exact: true }), { limit: 60 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/${id}/security$`));
  await tabTo(page, page.getByRole('textbox', { name: 'IP address' }), { limit: 60 });
  await page.keyboard.type('10.20.30.40');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^(OK|Ok)$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('10.20.30.40', { exact: true })).toBeVisible();

  // back to the list, which still shows the search
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/users\\?.*search=${id}`));
});
