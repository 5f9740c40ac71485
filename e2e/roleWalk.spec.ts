import { expect, test, type Page, type Response } from '@playwright/test';
import { openScreen, trackRequests, waitForQuietNetwork } from './navigate.ts';
import { apiToken, signInAs } from './support.ts';

// Access by construction (issue 24): each of the four statuses opens every menu entry, every tab
// of every section and every tab of a user's page the console offers it; the server answers none
// of the calls those screens make with 400 or more, no screen says it is not available or could not
// be loaded, and the browser logs no error.

const REFUSAL_TEXT = /not available|could not be loaded/i;

/** Every answer of the API with a status of 400 or more while the walk runs. */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname} on ${new URL(page.url()).pathname}`);
    }
  });
  return refused;
}

/** Waits for the screen's requests to settle (a screen that polls never goes idle: its first answers are in by then). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Opens a menu entry's screen (or a user's page) by the console's own navigation, as its link does,
 * and waits for its requests to settle: the page's "networkidle" is only set by a page load.
 */
async function open(page: Page, path: string) {
  await openScreen(page, path);
  await waitForQuietNetwork(page);
}

/** Opens every tab of the current section's tab menu, checking each. */
async function walkTabs(page: Page, visited: string[], problems: string[]) {
  const tabs = page.getByRole('navigation', { name: 'Section tabs' }).getByRole('tab');
  const names = await tabs.allTextContents();
  for (const name of names) {
    await page.getByRole('navigation', { name: 'Section tabs' }).getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Section tabs' }).getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await check(page, visited, problems);
  }
}

async function check(page: Page, visited: string[], problems: string[]) {
  await settle(page);
  const path = new URL(page.url()).pathname;
  visited.push(path);
  const text = await page.locator('#console-main').innerText();
  const said = text.match(REFUSAL_TEXT);
  if (said) problems.push(`${path}: "${said[0]}"`);
}

async function walk(page: Page, email: string, userId: number) {
  const refused = watchRefusals(page);
  trackRequests(page);
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(`console: ${message.text().slice(0, 300)} on ${new URL(page.url()).pathname}`);
  });
  const visited: string[] = [];
  const problems: string[] = [];
  await signInAs(page, email, { from: '/account' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const entries = await nav.getByRole('link').evaluateAll((links) => links.map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' })));
  for (const { href } of entries) {
    await open(page, href);
    await check(page, visited, problems);
    await walkTabs(page, visited, problems);
  }
  await open(page, `/user/${userId}`);
  await check(page, visited, problems);
  await walkTabs(page, visited, problems);
  return { entries: entries.map(({ name }) => name), visited, problems, refused };
}

test.describe('every screen offered to a status fills without a refusal', () => {
  // A walk opens every screen and tab of a status (about 60 for an admin): a few minutes on a loaded machine.
  test.describe.configure({ timeout: 300_000 });
  let userId = 0;
  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request);
    const answer = await request.post('/api/v2/User/GetUsers', { headers: { 'X-Auth-Token': token }, data: { limit: 1 } });
    expect(answer.ok(), await answer.text()).toBe(true);
    userId = ((await answer.json()) as { items: { id: number }[] }).items[0]!.id;
  });

  test('support', async ({ page }) => {
    const { entries, visited, problems, refused } = await walk(page, 'support@demo.local', userId);
    // support keeps its dashboard (the user figures) and the statistics it may read
    expect(entries).toContain('Dashboard');
    expect(entries).toContain('Statistics');
    expect(visited).toContain('/statistics/users');
    expect(visited).not.toContain('/statistics');
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('arbitrator', async ({ page }) => {
    const { entries, visited, problems, refused } = await walk(page, 'arbitrator@demo.local', userId);
    // the dashboard with only the P2P counts an arbitrator may read (active deals, arbitrator calls)
    expect(entries).toContain('Dashboard');
    expect(visited).toContain('/dashboard');
    expect(entries).not.toContain('Chats');
    expect(entries).toContain('Arbitrator');
    expect(visited).toContain(`/user/${userId}/security`);
    expect(visited).not.toContain(`/user/${userId}/balance`);
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  for (const [status, email] of [
    ['admin', 'admin@demo.local'],
    ['super admin', 'super@demo.local'],
  ] as const) {
    test(status, async ({ page }) => {
      const { entries, visited, problems, refused } = await walk(page, email, userId);
      // every section of the console, with its finance and settings screens (Approvals may carry its pending count)
      for (const section of ['Dashboard', 'Users', 'Transactions', 'Statistics', 'Settings', 'Admin management', 'Approvals']) {
        expect(entries.some((entry) => entry.startsWith(section)), section).toBe(true);
      }
      expect(visited).toContain(`/user/${userId}/balance`);
      expect(refused).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
