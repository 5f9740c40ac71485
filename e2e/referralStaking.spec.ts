import { expect, test } from '@playwright/test';
import { apiToken, fillForm, openSignedIn, waitForStillPage } from './support.ts';

const SHOTS = process.env.REFERRAL_SHOTS_DIR ?? '/tmp/shots-referral';

interface Program {
  id: number;
  referralId: number;
  isBlocked: boolean;
  levels: { level: number; buy: string }[];
}

test.describe('referral program and staking', () => {
  test("an admin finds a program by its r= link id, edits a level's fees and sees them saved", async ({ page }) => {
    const token = await apiToken(page.request);
    const listed = await page.request.post('/api/v2/Referral/GetReferralPrograms', { headers: { 'X-Auth-Token': token }, data: { isBlocked: false, limit: 100 } });
    // The oldest unblocked program: no other spec touches referral programs.
    const program = ((await listed.json()) as { items: Program[] }).items.at(-1)!;

    await openSignedIn(page, '/referral-program');
    const programs = page.getByRole('region', { name: 'Referral programs' });
    await expect(programs).toBeVisible();
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/programs.png` });
    await page.getByLabel('Search').fill(`r=${program.referralId}`);
    await page.getByLabel('Search').press('Enter');
    await page.getByRole('button', { name: `Open referral program ${program.referralId}` }).click();

    const drawer = page.getByRole('dialog', { name: new RegExp(`Referral program ${program.referralId}`) });
    await expect(drawer).toBeVisible();
    const buy2 = drawer.getByLabel('Level 2 Buy fee, %');
    await expect(buy2).toHaveValue(program.levels[1]!.buy);
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/program.png` });
    // Out of range first: the spec's rule shows and Save stays off.
    await buy2.fill('120');
    await expect(drawer.getByRole('alert')).toHaveText('Fee must be from 0 to 100');
    await expect(drawer.getByRole('button', { name: 'Save fees' })).toBeDisabled();
    await buy2.fill('12.75');
    await drawer.getByLabel('Level 4 Staking fee, %').fill('0.35');
    await drawer.getByRole('button', { name: 'Save fees' }).click();
    await expect(page.getByText('Referral program fees saved')).toBeVisible();

    // Saved on the server, and shown again after a reload.
    const after = await page.request.post('/api/v2/Referral/GetReferralPrograms', { headers: { 'X-Auth-Token': token }, data: { searchString: String(program.referralId) } });
    const saved = ((await after.json()) as { items: { levels: { level: number; buy: string; staking: string }[] }[] }).items[0]!;
    expect(saved.levels[1]!.buy).toBe('12.75');
    expect(saved.levels[3]!.staking).toBe('0.35');
    await page.reload();
    await page.getByRole('button', { name: `Open referral program ${program.referralId}` }).click();
    await expect(page.getByLabel('Level 2 Buy fee, %')).toHaveValue('12.75');
  });

  test('an admin adds staking settings and sees the log row', async ({ page }) => {
    await openSignedIn(page, '/staking');
    await expect(page.getByRole('region', { name: 'Staking settings per currency' })).toBeVisible();
    await page.getByRole('button', { name: 'Add settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staking settings' });
    await fillForm(dialog, {
      Currency: { option: 'USDT' },
      'Balance from': '123.45',
      'Percent per day': '0.045',
      'Max percent per day': '0.01',
    });
    // The maximum below the percent is refused before sending.
    await expect(dialog.getByRole('alert')).toHaveText("Maximum percent per day can't be less than percent per day");
    await dialog.getByLabel('Max percent per day').fill('0.09');
    await dialog.getByLabel('Tax percent').fill('7');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Staking settings added')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByRole('region', { name: 'Staking settings per currency' }).getByText('123.45')).toBeVisible();
    const log = page.getByRole('region', { name: 'Staking log rows' });
    await expect(log.getByText('0.045 %')).toBeVisible();
    await expect(log.getByText('Settings added').first()).toBeVisible();
    await waitForStillPage(page);
    await page.screenshot({ path: `${SHOTS}/staking.png` });
  });
});
