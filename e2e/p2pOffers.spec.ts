import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './support.ts';

/** Ticks a Blueprint checkbox from the keyboard (its indicator covers the input, so a click would be intercepted). */
async function tick(box: Locator) {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

async function okInDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(OK|Ok)$/ }).click();
  await expect(dialog).toBeHidden();
}

/** The ids of the offers the table shows, in order. */
async function offerIds(page: Page): Promise<number[]> {
  const boxes = page.getByRole('region', { name: 'Offers' }).getByRole('checkbox', { name: /^Select row \d+$/ });
  await expect(boxes.first()).toBeVisible();
  const labels = await boxes.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  return labels.map((l) => Number(l.replace('Select row ', '')));
}

test.describe('P2P offers, roles and moderation words', () => {
  test('an admin filters offers by a moderated word, hides two, blocks one and reads the history', async ({ page }) => {
    await openSignedIn(page, '/p2p?view=offers', 'admin@demo.local');
    await page.getByLabel('Terms contain').fill('telegram');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/ofTerms=telegram/);
    const table = page.getByRole('region', { name: 'Offers' });
    // The page before the filter stays shown until the filtered one arrives, and some of its offers
    // are moderated too: the ids are read once every offer shown carries the word.
    const boxes = table.getByRole('checkbox', { name: /^Select row \d+$/ });
    await expect
      .poll(async () => {
        const shown = await boxes.count();
        return shown > 0 && shown === (await table.getByText('Moderated: telegram').count());
      })
      .toBe(true);
    const [first, second, third] = await offerIds(page);
    expect(third).toBeGreaterThan(0);

    // Nothing selected: the spec's sentence.
    await expect(page.getByRole('button', { name: 'Hide', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Hide', exact: true })).toHaveAttribute('title', 'No offers selected');

    await tick(table.getByRole('checkbox', { name: `Select row ${first}` }));
    await tick(table.getByRole('checkbox', { name: `Select row ${second}` }));
    await expect(page.getByText('Selected: 2')).toBeVisible();
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(`Offers ${first}, ${second} will not be shown to traders.`);
    await okInDialog(page);
    await expect(page.getByText('2 offer(s) hidden')).toBeVisible();
    await expect(table.getByRole('checkbox', { name: `Select row ${first}` })).toBeHidden();

    await tick(table.getByRole('checkbox', { name: `Select row ${third}` }));
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await okInDialog(page);
    await expect(page.getByText('1 offer(s) blocked')).toBeVisible();

    // The hidden offers, and the history of one of them: who, what and when.
    await page.getByLabel('Status').selectOption({ label: 'Hidden' });
    await expect(page).toHaveURL(/ofFlag=isHidden/);
    await table.getByRole('button', { name: `View offer ${first}` }).click();
    const dialog = page.getByRole('dialog');
    const history = dialog.getByRole('table', { name: 'History' });
    await expect(history.getByRole('row').nth(1)).toContainText('admin');
    await expect(history.getByRole('row').nth(1)).toContainText('Hidden');
    await expect(history.getByRole('row').nth(1)).toContainText('true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('moderation words are searched by group name or word', async ({ page }) => {
    await openSignedIn(page, '/p2p/moderation-words', 'admin@demo.local');
    await page.getByLabel('Group name or word').fill('WHATSAPP');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('region', { name: 'Moderation words' });
    await expect(table.getByText('Contacts outside the platform')).toBeVisible();
    await expect(table.getByText('telegram, whatsapp, viber, signal me')).toBeVisible();
    await expect(table.getByText('Scam signals')).toBeHidden();
  });

  test('granting the arbitrator role makes a staff arbitrator assignable to a dispute', async ({ page }) => {
    await openSignedIn(page, '/', 'admin@demo.local');
    // Remove arbitrator2's role: an empty list removes them.
    await page.goto('/p2p/roles');
    await page.getByLabel('Search role holders').fill('arbitrator2@demo.local');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    const holders = page.getByRole('region', { name: 'Role holders' });
    // The search answers after the first page is drawn: wait until only the one holder is left.
    const remove = holders.getByRole('button', { name: /^Remove the roles of / });
    await expect(remove).toHaveCount(1);
    await remove.click();
    await okInDialog(page);
    await expect(holders.getByText('arbitrator2@demo.local')).toBeHidden();

    await page.goto('/arbitrator?filter=awaiting');
    const link = page.getByRole('region', { name: 'My arbitration' }).getByRole('link', { name: /^Open deal \d+$/ }).first();
    await expect(link).toBeVisible();
    const id = Number((await link.textContent())?.trim());
    expect(id).toBeGreaterThan(0);
    await page.goto(`/arbitrator/deals/${id}`);
    const choice = page.getByRole('combobox', { name: 'Arbitrator to assign' });
    await expect(choice.locator('option')).toHaveText(['arbitrator']);

    // Grant it back through the form.
    await page.goto('/p2p/roles');
    await page.getByLabel('User id, name or e-mail').fill('arbitrator2@demo.local');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.getByRole('menuitem', { name: /arbitrator2@demo\.local/ }).click();
    await page.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByText('You have to choose role, before save')).toBeVisible();
    await tick(page.getByRole('checkbox', { name: 'Arbitrator' }));
    await page.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByText(/^Roles of .+ saved$/)).toBeVisible();

    await page.goto(`/arbitrator/deals/${id}`);
    await expect(choice.locator('option')).toHaveText(['arbitrator', 'arbitrator2']);
    await choice.selectOption({ label: 'arbitrator2' });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await okInDialog(page);
    await expect(page.getByTestId('deal-arbitrator')).toContainText('arbitrator2');
  });
});
