import { expect, test } from '@playwright/test';
import { apiToken, createUser, searchUsersByKeyboard, tabTo } from './support.ts';

// Issue 10's "done when": the users list from the keyboard alone (no mouse click anywhere) —
// select two users with Space, block them through the confirm dialog, go to the next page, open a
// user and come back to the same filtered page. The 21 users are this spec's own ("zqkl…"), so no
// other spec file changes what it sees, and 21 users at 20 a page make a second page.

test('the users list works from the keyboard alone', async ({ page }) => {
  const prefix = `zqkl${Date.now() % 1000000}`;
  const token = await apiToken(page.request);
  for (let i = 0; i < 21; i++) await createUser(page.request, `${prefix}u${String(i).padStart(2, '0')}`, { token });

  const table = await searchUsersByKeyboard(page, 'admin@demo.local', prefix);
  await expect(page.getByText('Total: 21', { exact: true })).toBeVisible();

  // nothing selected: the bulk actions say so by being disabled
  const blocking = page.getByRole('button', { name: 'Blocking', exact: true });
  await expect(blocking).toBeDisabled();

  // two users ticked with Space
  const boxes = table.getByRole('checkbox', { name: /^Select row \d+$/ });
  await expect(boxes).toHaveCount(20);
  const picked: string[] = [];
  for (const index of [0, 1]) {
    const box = boxes.nth(index);
    picked.push((await box.getAttribute('aria-label'))!.replace('Select row ', ''));
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(page.getByText('Selected: 2')).toBeVisible();

  // block them: the toolbar's Blocking menu opens on its first action, Block; then the
  // confirmation (Ok has the focus) with Enter
  await expect(blocking).toBeEnabled();
  // the toolbar is above the table: back from the ticked row
  await tabTo(page, blocking, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Block', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Block users' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(OK|Ok)$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Done. Users changed: 2')).toBeVisible();
  await expect(table.getByText('Blocked', { exact: true })).toHaveCount(2);
  for (const id of picked) {
    const answer = await page.request.post('/api/v2/User/GetUsers', { headers: { 'X-Auth-Token': token }, data: { userIdList: [Number(id)] } });
    expect(((await answer.json()) as { items: { id: number; isBlocked: boolean }[] }).items).toEqual([expect.objectContaining({ id: Number(id), isBlocked: true })]);
  }

  // the next page, from the paging control
  // (through every row: the table's one-key exit is another part of issue 10)
  await tabTo(page, page.getByRole('button', { name: 'Page 2' }), { limit: 250 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(boxes).toHaveCount(1);

  // open the one user there, then come back to the same filtered page
  const link = table.getByRole('link', { name: new RegExp(`^${prefix}u\\d+$`) });
  const id = (await link.getAttribute('href'))!.split('/').pop()!;
  await tabTo(page, link, { back: true, limit: 250 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/${id}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/users\\?.*search=${prefix}.*page=2|/users\\?.*page=2.*search=${prefix}`));
  await expect(link).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(prefix);
});
