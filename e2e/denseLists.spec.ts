import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '../locales/en/users.json' with { type: 'json' };
import es from '../locales/es/users.json' with { type: 'json' };
import et from '../locales/et/users.json' with { type: 'json' };
import ru from '../locales/ru/users.json' with { type: 'json' };
import tr from '../locales/tr/users.json' with { type: 'json' };
import zh from '../locales/zh/users.json' with { type: 'json' };
import shellEn from '../locales/en/shell.json' with { type: 'json' };
import shellEs from '../locales/es/shell.json' with { type: 'json' };
import shellEt from '../locales/et/shell.json' with { type: 'json' };
import shellRu from '../locales/ru/shell.json' with { type: 'json' };
import shellTr from '../locales/tr/shell.json' with { type: 'json' };
import shellZh from '../locales/zh/shell.json' with { type: 'json' };
import { apiToken, setChecked, signInAs, waitForStillPage } from './support.ts';

// The two busiest lists at 1440x900 in English and Russian, light and dark: the controls above the
// table must leave most of the screen to the rows (issue 10: 36 % on Users, 54 % on P2P before),
// and each state is saved as a screenshot for a person to look at (test-results/dense-lists/).
// The super admin's settings are changed through the API and put back at the end.

const EMAIL = 'super@demo.local';
const USERS_TEXTS = { en, ru, zh, es, et, tr };
// Shares measured at 1440x900 after the work on issue 10 (before: 35.6 % and 53.7 %), with a
// little room. The users toolbar is one row in Russian too since its paired actions became menus
// (28.2 % in both languages); P2P's Russian labels still take more room.
const SCREENS = [
  { path: '/users', table: /^(Users table|Таблица пользователей)$/, limit: { en: 0.3, ru: 0.3 } },
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

/** The users toolbar's height, its tallest control's, and how many rows its controls take. */
async function toolbarRows(page: Page, name: string) {
  const toolbar = page.getByRole('toolbar', { name, exact: true });
  await expect(toolbar.getByRole('button').first()).toBeVisible();
  return toolbar.evaluate((bar) => {
    const controls = [...bar.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
    return {
      height: bar.getBoundingClientRect().height,
      controlHeight: Math.max(...controls.map((box) => box.height)),
      rows: new Set(controls.map((box) => Math.round(box.top))).size,
      // one row by cutting controls off would not do either
      overflows: bar.scrollWidth > bar.clientWidth,
    };
  });
}

test.afterAll(async ({ request }) => saveSettings(request, { locale: 'en', isDarkTheme: false }));

// Every bulk action of the users list on one row at 1440x900 in every language: Russian's long
// labels used to wrap the toolbar to two rows.
test('the users toolbar is one row in every language', async ({ page, request }) => {
  await signInAs(page, EMAIL);
  await expect(page).not.toHaveURL(/\/login$/);
  for (const [locale, texts] of Object.entries(USERS_TEXTS)) {
    await saveSettings(request, { locale, isDarkTheme: false });
    await page.goto('/users');
    await expect(page.getByRole('region', { name: texts.list.table })).toBeVisible();
    await waitForStillPage(page);
    // nothing selected, then the page selected: the toolbar also says how many are picked
    for (const selected of [false, true]) {
      if (selected) {
        await setChecked(page.getByRole('region', { name: texts.list.table }).getByRole('checkbox').first());
        await expect(page.getByRole('button', { name: texts.actions.lockMenu })).toBeEnabled();
      }
      const toolbar = await toolbarRows(page, texts.actions.toolbar);
      const what = `${locale}${selected ? ', page selected' : ''}`;
      console.log(`/users ${what}: toolbar ${toolbar.height.toFixed(0)} px, ${toolbar.rows} row(s) of ${toolbar.controlHeight.toFixed(0)} px controls`);
      expect.soft(toolbar.rows, `${what}: rows of controls`).toBe(1);
      expect.soft(toolbar.height, `${what}: toolbar height`).toBeLessThanOrEqual(toolbar.controlHeight + 2);
      expect.soft(toolbar.overflows, `${what}: controls cut off`).toBe(false);
    }
  }
});

// P2P has twelve section tabs: in Russian the last one ran off the right edge at 1440 px, and in
// Spanish too. Each must lie inside the screen (a long language wraps them to a second row).
test('every P2P section tab is on the screen in every language', async ({ page, request }) => {
  const shells = { en: shellEn, ru: shellRu, zh: shellZh, es: shellEs, et: shellEt, tr: shellTr };
  await signInAs(page, EMAIL);
  await expect(page).not.toHaveURL(/\/login$/);
  const width = page.viewportSize()!.width;
  for (const [locale, shell] of Object.entries(shells)) {
    await saveSettings(request, { locale, isDarkTheme: false });
    await page.goto('/p2p');
    const tabs = page.getByRole('navigation', { name: shell.tabs.label }).getByRole('tab');
    await expect(tabs).toHaveCount(12);
    await waitForStillPage(page);
    for (const box of await tabs.evaluateAll((elements) => elements.map((tab) => ({ text: tab.textContent, left: tab.getBoundingClientRect().left, right: tab.getBoundingClientRect().right })))) {
      expect.soft(box.right, `${locale}: "${box.text}" ends inside the screen`).toBeLessThanOrEqual(width);
      expect.soft(box.left, `${locale}: "${box.text}" starts inside the screen`).toBeGreaterThanOrEqual(0);
    }
  }
});

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
