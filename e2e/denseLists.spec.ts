import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInAs, waitForStillPage } from './support.ts';

// The two busiest lists at 1440x900 in English and Russian, light and dark: the controls above the
// table must leave most of the screen to the rows (issue 10: 36 % on Users, 54 % on P2P before),
// and each state is saved as a screenshot for a person to look at (test-results/dense-lists/).
// The super admin's settings are changed through the API and put back at the end.

const EMAIL = 'super@demo.local';
// Shares measured at 1440x900 after the work on issue 10 (before: 35.6 % and 53.7 %), with a
// little room; Russian labels make the users toolbar two rows.
const SCREENS = [
  { path: '/users', table: /^(Users table|Таблица пользователей)$/, limit: { en: 0.3, ru: 0.34 } },
  { path: '/p2p', table: /^(All deals|Все сделки)$/, limit: { en: 0.3, ru: 0.34 } },
] as const;

async function saveSettings(request: APIRequestContext, settings: Record<string, unknown>) {
  const response = await request.put('/api/Login/UpdateAdminSettings', { headers: { 'X-Auth-Token': await apiToken(request, EMAIL) }, data: { settings } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Share of the viewport's height above the table's first row of headers. */
async function shareAboveTable(page: Page, name: RegExp): Promise<number> {
  const box = await page.getByRole('region', { name }).boundingBox();
  expect(box).not.toBeNull();
  return box!.y / page.viewportSize()!.height;
}

test.afterAll(async ({ request }) => saveSettings(request, { locale: 'en', isDarkTheme: false }));

for (const locale of ['en', 'ru'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`users and P2P leave the screen to the rows (${locale}, ${theme})`, async ({ page, request }) => {
      await saveSettings(request, { locale, isDarkTheme: theme === 'dark' });
      await signInAs(page, EMAIL);
      await expect(page).not.toHaveURL(/\/login$/);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('region', { name: screen.table })).toBeVisible();
        await waitForStillPage(page);
        const share = await shareAboveTable(page, screen.table);
        console.log(`${screen.path} ${locale} ${theme}: ${(share * 100).toFixed(1)} % above the table`);
        await page.screenshot({ path: `test-results/dense-lists/${screen.path.slice(1)}-${locale}-${theme}.png` });
        expect.soft(share).toBeLessThan(screen.limit[locale]);
      }
    });
  }
}
