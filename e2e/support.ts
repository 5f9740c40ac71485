import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APPROVALS_OFF, DEFAULT_APPROVAL_POLICY } from '../src/domain/approvals.ts';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Backoffice-2026';

/**
 * Signs a demo account in and opens the console at `from` (the landing page by default). The
 * sign-in form is what signIn.spec.ts, the keyboard specs and a 2FA account (or a password of a
 * test's own) go through; every other spec gets its token from the API and finds it in local
 * storage, as after a reload, which spares a cold open of the login page per test. Where the
 * admin lands next is each spec's own assertion.
 */
export async function signInAs(page: Page, email: string, options: { from?: string; password?: string } = {}) {
  if (options.password || email.startsWith('totp')) return signInThroughForm(page, email, options);
  const token = await apiToken(page.request, email);
  // Once per tab and token: a logout or an expiry later in the test must stay signed out after a
  // reload, and a second sign-in in the same tab (another account) must still take effect.
  await page.addInitScript(
    ([key, value]) => {
      const flag = `e2e.signedIn.${value}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(key, value);
    },
    ['accessToken', token] as const,
  );
  await page.goto(options.from ?? '/');
}

/**
 * Opens the console at `from` while signed out (any path lands on /login) and submits the
 * credentials through the form.
 */
export async function signInThroughForm(page: Page, email: string, options: { from?: string; password?: string } = {}) {
  await page.goto(options.from ?? '/login');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in from the keyboard alone: opens /login, where the e-mail field has the focus, types the
 * e-mail, Tab, the password, Enter. Where the admin lands next is each spec's own assertion.
 */
export async function signInByKeyboard(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/**
 * Signs in from the keyboard, lands on the users list and searches it from the keyboard ("/" jumps
 * to the list's search, Enter applies it): the users table, once the URL carries the search.
 */
export async function searchUsersByKeyboard(page: Page, email: string, search: string) {
  await signInByKeyboard(page, email);
  await expect(page).toHaveURL(/\/users$/);
  const table = page.getByRole('region', { name: 'Users table' });
  await expect(table).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type(search);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${search}`));
  return table;
}

/** An API token of a demo account (admin@demo.local unless told). */
export async function apiToken(request: APIRequestContext, email = 'admin@demo.local'): Promise<string> {
  const response = await request.post('/api/Login/SignIn', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Sets the four-eyes policy (issue 29) as the super admin: `off` for a spec that tests a guarded action
 * directly (creating an admin, completing a withdrawal, turning off a second factor), `default` to give
 * the next spec the demo installation's policy back. The browser suite runs one spec at a time.
 */
export async function setApprovalPolicy(request: APIRequestContext, policy: 'off' | 'default'): Promise<void> {
  const token = await apiToken(request, 'super@demo.local');
  const response = await request.put('/api/v2/Approval/UpdateApprovalPolicy', {
    headers: { 'X-Auth-Token': token },
    data: policy === 'off' ? APPROVALS_OFF : DEFAULT_APPROVAL_POLICY,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Creates a user of a spec's own through the API, as admin, and answers its id: no other spec
 * file changes that user, so what a test sees does not depend on the order files run in.
 */
export async function createUser(
  request: APIRequestContext,
  userName: string,
  options: { token?: string; email?: string; password?: string } = {},
): Promise<number> {
  const created = await request.post('/api/v2/User/CreateUser', {
    headers: { 'X-Auth-Token': options.token ?? (await apiToken(request)) },
    data: { userName, email: options.email ?? `${userName}@e2e.example`, password: options.password ?? 'Passw0rd-e2e' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/**
 * Puts the signed-in admin's console in a theme: clicks the theme button only when the theme differs,
 * then waits for the body to show it and for the admin's settings to be saved, so the next test (which
 * may sign in as the same admin) starts from a settled theme.
 */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const button = page.getByRole('button', { name: 'Dark theme' });
  await expect(button).toBeVisible();
  if (((await button.getAttribute('aria-pressed')) === 'true') !== (theme === 'dark')) {
    const saved = page.waitForResponse((r) => r.url().includes('/Login/UpdateAdminSettings'));
    await button.click();
    await saved;
  }
  if (theme === 'dark') await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  else await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
}

/**
 * Waits until nothing on the page is still moving, for screenshots instead of a fixed sleep: no
 * Blueprint overlay is in its opening or closing transition (its parts carry `-enter-done` once
 * open), no Table2 cell is loading, and the number of table cells has stopped changing (Table2
 * paints its cells in batches after the first frame) over a few frames.
 */
export async function waitForStillPage(page: Page): Promise<void> {
  await expect(page.locator('[class*="-overlay-enter-active"], [class*="-overlay-appear-active"], [class*="-overlay-exit"]')).toHaveCount(0);
  await page.evaluate(() => delete (window as { __cellCount?: unknown }).__cellCount);
  await page.waitForFunction(
    () => {
      const w = window as { __cellCount?: { count: number; frames: number } };
      const count = document.querySelectorAll('.bp6-table-cell').length;
      const loading = document.querySelector('.bp6-table-container .bp6-loading, .bp6-table-container .bp6-skeleton') !== null;
      if (loading || w.__cellCount?.count !== count) {
        w.__cellCount = { count, frames: 0 };
        return false;
      }
      w.__cellCount.frames += 1;
      return w.__cellCount.frames >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Presses Tab (Shift+Tab when `back`) until the focus is on (or inside) the target, at most `limit`
 * times: the keyboard specs reach every control as a keyboard user would, never by a click.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Ticks (or clears) a Blueprint checkbox or radio as a user does, by clicking its label. The input
 * itself lies under the drawn indicator, so clicking it needs `force`, and `force` also skips the
 * wait for the element to stand still: in a dialog still in its opening animation that click
 * missed the radio (a CI failure). Leaves a control already in the wanted state alone.
 */
export async function setChecked(control: Locator, checked = true): Promise<void> {
  if ((await control.isChecked()) === checked) return;
  await controlLabel(control).click();
  if (checked) await expect(control).toBeChecked();
  else await expect(control).not.toBeChecked();
}

/** The label a Blueprint checkbox, radio or switch is drawn in: the part a user clicks. */
export function controlLabel(control: Locator): Locator {
  return control.locator('xpath=ancestor::label[1]');
}

/** A form field's value for {@link fillForm}: text typed in, or the option of a select by its label or value. */
export type FieldValue = string | { option: string } | { value: string };

/**
 * Fills a form's fields in order, each found by its whole label (a required field's label ends in
 * " *"), as a user does: text typed into inputs, an option chosen in selects. Whole labels, so that
 * "Percent per day" is not also "Max percent per day". Order matters where one choice changes another.
 */
export async function fillForm(scope: Locator, fields: Record<string, FieldValue>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = scope.getByLabel(label, { exact: true }).or(scope.getByLabel(`${label} *`, { exact: true }));
    if (typeof value === 'string') await field.fill(value);
    else if ('option' in value) await field.selectOption({ label: value.option });
    else await field.selectOption(value.value);
  }
}

/**
 * Signs a demo account in (the admin by default) and opens `path` at once, then waits for the shell:
 * not on the login page, the side menu drawn. One page load, where signing in and then going to the
 * screen took two. What a screen shows next is each spec's own assertion.
 */
export async function openSignedIn(page: Page, path = '/', email = 'admin@demo.local', options: { password?: string } = {}) {
  await signInAs(page, email, { from: path, ...options });
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
}
