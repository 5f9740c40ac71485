import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, fillForm, setTheme, signInAs, waitForStillPage } from './support.ts';

const SHOTS = process.env.P2P_CATALOGUES_SHOTS_DIR ?? '/tmp/shots-p2p-catalogues';
const SCREENS = ['fees?userId=3', 'limits', 'rates', 'groups', 'payment-methods', 'localisation?language=Ru', 'chat-options', 'turnover'];

// This file's own names ("E2E desk") and the EUR fee: no other spec file changes them.
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { 'X-Auth-Token': await apiToken(request) } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

type Groups = { items: { id: number; name: string; isDefault: boolean; profiles: { userId: number; profileType: string }[] }[] };
type Fees = { items: { currencyId: number; currencyTitle: string; fees: Record<string, string> }[] };

test.describe('P2P catalogues', () => {
  test('an admin creates a group and adds a trader, sets a currency fee and a personal fee, and is told inverted limits are wrong', async ({ page, request }) => {
    const groups = await api<Groups>(request, '/v1/p2p/groups?limit=100');
    const trader = groups.items.find((g) => g.isDefault)!.profiles.find((p) => p.profileType === 'trader')!;
    expect(trader).toBeDefined();

    await signInAs(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/users$/);

    // A group with a trader; a taken name is refused with a free one offered.
    await page.goto('/p2p/groups');
    await expect(page.getByRole('tab', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Group name').fill('E2E desk');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByText('Group E2E desk is created')).toBeVisible();
    await page.getByLabel('Group name').fill('e2e DESK');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'A group with the same name already exists' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use «e2e DESK 2»' })).toBeVisible();
    await page.getByRole('button', { name: 'Members of E2E desk' }).click();
    const members = page.getByRole('region', { name: 'Members of E2E desk' });
    await members.getByLabel('User IDs').fill(String(trader.userId));
    await members.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(members.getByRole('cell', { name: String(trader.userId), exact: true })).toBeVisible();
    await expect(members.getByRole('cell', { name: 'Trader' })).toBeVisible();
    const created = (await api<Groups>(request, '/v1/p2p/groups?limit=100')).items.find((g) => g.name === 'E2E desk')!;
    expect(created.profiles.map((p) => p.userId)).toEqual([trader.userId]);

    // The P2P fee of EUR (it has none of its own yet, so this creates it).
    await page.getByRole('tab', { name: 'Fees' }).click();
    await expect(page).toHaveURL(/\/p2p\/fees$/);
    await page.getByRole('button', { name: 'Edit the fee of EUR' }).click();
    let dialog = page.getByRole('dialog', { name: 'P2P fee of EUR' });
    await fillForm(dialog, { Percent: '1.5', Min: '0.5', Max: '0.1' });
    await expect(dialog.getByText("Maximum fee can't be less than minimum fee")).toBeVisible();
    await dialog.getByLabel('Max', { exact: true }).fill('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('The fee is saved')).toBeVisible();
    const eur = (await api<Fees>(request, '/v1/p2p/fee')).items.find((f) => f.currencyTitle === 'EUR')!;
    expect(eur.fees).toEqual({ absolute: '0', percent: '1.5', min: '0.5', max: '20' });

    // The trader's personal fee for EUR, starting from the currency's fee.
    const personal = page.getByRole('region', { name: 'Personal fees' });
    await personal.getByLabel('User ID').fill(String(trader.userId));
    await personal.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`userId=${trader.userId}`));
    const table = personal.getByRole('table', { name: `Personal fees of user ${trader.userId}` });
    await expect(table).toBeVisible();
    await personal.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await personal.getByRole('button', { name: 'Add', exact: true }).click();
    await table.getByRole('textbox', { name: 'Percent for EUR' }).fill('0.75');
    await personal.getByRole('button', { name: 'Save personal fees' }).click();
    await expect(page.getByText('Personal fees are saved')).toBeVisible();
    const profile = await api<{ settings: { currencyId: number; fees: Record<string, string> }[] }>(request, `/v1/p2p/fee/profile?userId=${trader.userId}`);
    expect(profile.settings).toContainEqual({ currencyId: eur.currencyId, fees: { absolute: '0', percent: '0.75', min: '0.5', max: '20' } });

    // Inverted limits are refused with the spec's words before anything is sent.
    await page.getByRole('tab', { name: 'Limits' }).click();
    await page.getByRole('button', { name: 'Edit the limit of BTC' }).click();
    dialog = page.getByRole('dialog', { name: 'Limit of BTC' });
    await dialog.getByLabel('Minimum amount').fill('5');
    await dialog.getByLabel('Maximum amount').fill('1');
    await expect(dialog.getByRole('alert')).toHaveText("Maximum limit can't be less than minimum amount");
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('every catalogue screen draws its data, in light and dark (screenshots for review)', async ({ page }) => {
    await signInAs(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    for (const theme of ['light', 'dark']) {
      await setTheme(page, theme as 'light' | 'dark');
      for (const screen of SCREENS) {
        await page.goto(`/p2p/${screen}`);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.locator('.bp6-spinner')).toHaveCount(0);
        await waitForStillPage(page);
        await page.screenshot({ path: `${SHOTS}/${screen.replace(/\?.*/, '')}-${theme}.png` });
      }
    }
    await setTheme(page, 'light');
  });
});
