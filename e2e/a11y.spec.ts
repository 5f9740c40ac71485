import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SECTIONS } from '../src/app/routes/routeTable.ts';
import { apiToken, createUser, signInAs } from './support.ts';

// Every route of the console, as admin (status 0 opens every section), through axe with the
// WCAG 2 A and AA rules, in the light and the dark theme. Any critical or serious violation
// fails, so each new area is checked as soon as it is routed. Findings name the route, the rule
// and the first nodes, which is what one needs to fix it.

interface Finding {
  path: string;
  theme: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function setDarkTheme(page: Page, isDarkTheme: boolean, token: string) {
  const response = await page.request.put('/api/Login/UpdateAdminSettings', {
    headers: { 'X-Auth-Token': token },
    data: { settings: { isDarkTheme } },
  });
  expect(response.ok()).toBe(true);
}

/** A deal id of the seeded data: the first link of the P2P deals awaiting arbitration. */
async function someDealId(page: Page): Promise<string> {
  await page.goto('/p2p?list=awaiting');
  const table = page.getByRole('region', { name: 'Awaiting arbitration' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const link = table.getByRole('link').first();
  await expect(link).toBeVisible();
  return (await link.textContent())!.trim();
}

/** Every routed path with its parameters filled; user tabs use a user of this spec's own. */
function allPaths(userId: number, dealId: string): string[] {
  return SECTIONS.flatMap((section) => section.screens.map((screen) => screen.path)).map((path) =>
    path.replace(':id', path.startsWith('/user/') ? String(userId) : dealId),
  );
}

/** Waits until the screen has drawn its data: no skeleton, no busy table, no spinner. */
async function settle(page: Page) {
  await expect(page.locator('#console-screen-title')).toBeVisible();
  await expect(page.locator('.bp6-skeleton')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function scan(page: Page, path: string, theme: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      path,
      theme,
      rule: violation.id,
      impact: violation.impact!,
      nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1] ?? ''}`),
    }));
}

test.describe('accessibility', () => {
  test.setTimeout(600_000);

  test('the login page has no critical or serious axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(await scan(page, '/login', 'light')).toEqual([]);
  });

  test('every route, light and dark, has no critical or serious axe violation', async ({ page, request }) => {
    const userId = await createUser(request, `a11y${Date.now()}`);
    const token = await apiToken(request);
    await signInAs(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/users$/);
    const dealId = await someDealId(page);
    const findings: Finding[] = [];
    try {
      for (const [theme, dark] of [['light', false], ['dark', true]] as const) {
        await setDarkTheme(page, dark, token);
        for (const path of allPaths(userId, dealId)) {
          await page.goto(path);
          await expect(page.locator('body')).toHaveClass(dark ? /bp6-dark/ : /^(?!.*bp6-dark)/);
          await settle(page);
          findings.push(...(await scan(page, path, theme)));
        }
      }
    } finally {
      await setDarkTheme(page, false, token);
    }
    const nodes = findings.reduce((sum, finding) => sum + finding.nodes.length, 0);
    console.log(`axe: ${findings.length} critical/serious findings (${nodes} sample nodes)`);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
});
