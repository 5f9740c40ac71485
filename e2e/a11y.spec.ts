import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { SECTIONS, type ScreenRoute, type Section } from '../src/app/routes/routeTable.ts';
import { openScreen, screenTitle } from './navigate.ts';
import { apiToken, setTheme } from './support.ts';

// Every route of the console, as admin (status 0 opens every section), through axe with the WCAG 2
// A and AA rules in the light theme and its colour rules in the dark one: one short test per route and theme, so a slow
// screen fails alone and names itself. Any critical or serious violation fails, and each new area
// is checked as soon as it is routed. The admin signs in once per worker through the API; every
// test opens its route in that worker's page with the token already stored, by the console's own
// navigation from the screen the test before left (e2e/navigate.ts), or a page load where there is none.

/** Ids of seeded records for the detail routes (`:id`). */
interface Ids {
  user: string;
  deal: string;
  operation: string;
  approval: string;
}

interface Admin {
  page: Page;
  ids: Ids;
}

async function getJson<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const response = await request[method](`/api/${url}`, { headers: { 'X-Auth-Token': token }, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function seededIds(request: APIRequestContext, token: string): Promise<Ids> {
  const users = await getJson<{ items: { id: number }[] }>(request, token, 'post', 'v2/User/GetUsers', { limit: 1 });
  // a deal in dispute has an arbitration case, a chat and the longest status history
  const deals = await getJson<{ data: { id: number }[] }>(request, token, 'get', 'p2p/Admin/Trade?isInDispute=true&limit=1');
  const operations = await getJson<{ items: { id: number }[] }>(request, token, 'post', 'v2/Trading/GetOperations', { limit: 1 });
  // a pending four-eyes request of the demo seed
  const approvals = await getJson<{ items: { id: number }[] }>(request, token, 'post', 'v2/Approval/GetApprovalRequests', { limit: 1 });
  return {
    user: String(users.items[0]!.id),
    deal: String(deals.data[0]!.id),
    operation: String(operations.items[0]!.id),
    approval: String(approvals.items[0]!.id),
  };
}

const test = base.extend<object, { admin: Admin }>({
  admin: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      const token = await apiToken(context.request);
      const ids = await seededIds(context.request, token);
      // stored before the console's own script runs, as after a sign-in
      await context.addInitScript((value) => {
        if (!localStorage.getItem('accessToken')) localStorage.setItem('accessToken', value);
      }, token);
      const page = await context.newPage();
      await use({ page, ids });
      // The theme is the admin's own setting, saved on the server: the dark tests run one after the
      // other and leave it dark, so it is set back to light once here, for the specs that follow.
      if (page.url().startsWith('http')) await setTheme(page, 'light');
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Every routed path of the console, each detail route's `:id` named by the record it needs. */
const ROUTES: { path: string; section: Section; screen: ScreenRoute; id?: keyof Ids }[] = SECTIONS.flatMap((section) =>
  section.screens.map((screen) => {
    if (!screen.path.includes(':id')) return { path: screen.path, section, screen };
    const id: keyof Ids = screen.path.startsWith('/user/')
      ? 'user'
      : screen.path.startsWith('/transactions/')
        ? 'operation'
        : screen.path.startsWith('/approvals/')
          ? 'approval'
          : 'deal';
    return { path: screen.path, section, screen, id };
  }),
);

/**
 * Waits until the screen has drawn its data: its heading, no skeleton, no busy region. That it is the
 * route's screen, not the one before (its heading element is reused), openScreen has waited for: the title.
 */
async function settle(page: Page) {
  await expect(page.locator('#console-screen-title')).toBeVisible();
  await expect(page.locator('.bp6-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The WCAG 2 A and AA rules whose outcome depends on the colours, so the only ones that can differ
 * between the light and the dark theme of the same screen: the dark pass runs these alone (the
 * markup, names, roles and focus order are the same in both, and axe's full pass is most of a test's time).
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** The critical and serious violations of WCAG 2 A and AA on the page, one line per rule. */
async function violations(page: Page, rules: 'all' | 'colours' = 'all'): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules === 'all' ? builder.withTags(['wcag2a', 'wcag2aa']) : builder.withRules(THEME_RULES))
    // The console draws no frames of its own; the only one, the e-mail template preview, is
    // sandboxed without scripts, so axe cannot run inside it (and would wait for it).
    // Only the violations are read: the passing and incomplete results keep one node each, which
    // spares axe a unique selector per node that passed (half its time on the long tables).
    .options({ iframes: false, resultTypes: ['violations'] })
    // In the page itself: the default runs part of the work in a new page of the context, a
    // second page load per test.
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | '),
    );
}

test.describe('accessibility', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the not-found page', async ({ admin: { page } }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the focus moves to the new screen\'s heading after a navigation, not while typing a search', async ({ admin: { page, ids } }) => {
    const heading = page.locator('#console-screen-title');
    await page.goto('/users');
    const search = page.getByRole('textbox', { name: 'Search' });
    await expect(search).toBeVisible();
    // a first load leaves the focus where the browser puts it
    await expect(heading).not.toBeFocused();

    // typing a search changes the URL's query, not the screen: the focus stays in the field
    await search.fill(ids.user);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${ids.user}`));
    await expect(search).toBeFocused();

    // opening a user (a row's link), then Back
    await page.getByRole('region', { name: 'Users table' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/user/${ids.user}$`));
    await expect(heading).toHaveText(`User #${ids.user}`);
    await expect(heading).toBeFocused();
    await page.goBack();
    await expect(heading).toHaveText('Users');
    await expect(heading).toBeFocused();

    // the main navigation
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Markets' }).click();
    await expect(heading).toHaveText('Markets');
    await expect(heading).toBeFocused();

    // the palette: the heading keeps the focus once the palette has closed
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: 'Command palette' }).fill('Staking');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staking$/);
    await expect(page.getByRole('textbox', { name: 'Command palette' })).toBeHidden();
    await expect(page.locator('.bp6-overlay-open')).toHaveCount(0);
    await expect(heading).toHaveText('Staking');
    await expect(heading).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const route of ROUTES) {
      test(`${route.path} in ${theme}`, async ({ admin: { page, ids } }) => {
        const id = route.id ? ids[route.id] : '';
        await openScreen(page, route.path.replace(':id', id), { title: screenTitle(route.section, route.screen, id) });
        // a no-op but for the first test of each theme: the admin's saved theme is kept between tests
        await setTheme(page, theme);
        // away from the theme button, whose tooltip would be scanned mid-fade
        await page.mouse.move(0, 0);
        await expect(page.locator('.bp6-tooltip')).toHaveCount(0);
        await settle(page);
        expect(await violations(page, theme === 'light' ? 'all' : 'colours')).toEqual([]);
      });
    }
  }
});
