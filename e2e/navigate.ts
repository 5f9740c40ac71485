import { readFileSync } from 'node:fs';
import { expect, type Page, type Request } from '@playwright/test';
import type { ScreenRoute, Section } from '../src/app/routes/routeTable.ts';

// A spec that walks many screens in one signed-in tab opens each the way a link of the console does
// (the router's history), not by loading the page: a page load boots the whole console again (its
// code, the session check, the shell), which was most of each screen's time in a11y.spec.ts.

/** An English text of the console by its i18n key (`<namespace>.<path>`), with its `{{name}}`s filled. */
export function englishText(key: string, values: Record<string, string> = {}): string {
  const [namespace, ...path] = key.split('.');
  let text: unknown = JSON.parse(readFileSync(new URL(`../locales/en/${namespace}.json`, import.meta.url), 'utf8'));
  for (const part of path) text = (text as Record<string, unknown> | undefined)?.[part];
  if (typeof text !== 'string') throw new Error(`no English text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

/**
 * The browser tab's title of a routed screen for an admin offered all of its section's tabs, as
 * ScreenPage sets it: "<tab> · <section> · <product>", or "<section> · <product>" when the screen is
 * its section's own (one screen, or the tab named as the section).
 */
export function screenTitle(section: Section, route: ScreenRoute, id = ''): string {
  const title = section.id === 'user' ? englishText('shell.screen.userTitle', { id }) : englishText(section.titleKey);
  const tabbed = section.screens.length > 1 && route.titleKey !== section.titleKey;
  return `${tabbed ? `${englishText(route.titleKey)} · ${title}` : title} · ${englishText('shell.title')}`;
}

/**
 * Whether the page shows a screen of the signed-in console with nothing over it, so a navigation
 * inside it starts from a known state. A fresh tab, the login page, the not-found page, an open
 * dialog, drawer or menu (a test that stopped midway) all answer no.
 */
async function onQuietScreen(page: Page, target: URL): Promise<boolean> {
  const current = page.url();
  if (!current.startsWith('http')) return false;
  const here = new URL(current);
  // the same path again: a page load, as before (pushing it would change nothing on the screen)
  if (here.origin !== target.origin || here.pathname === target.pathname) return false;
  return page.evaluate(
    () => document.getElementById('console-screen-title') !== null && document.querySelector('.bp6-overlay-open, .bp6-popover') === null,
  );
}

/**
 * Opens `path` of the console. On a quiet console screen it navigates in the page, as a link of the
 * console does: the history entry react-router would push (its `idx` one past the current one, so
 * Back still works), then the `popstate` event its history listens to. Anywhere else (the first
 * test of a worker, after a test that stopped midway) it loads the page. Either way it returns once
 * the URL is `path` and the browser tab names the new screen: `title` when the caller knows it
 * (the screen component is reused between routes, so its heading alone may still be the old one),
 * else any title but the one before an in-page navigation.
 */
export async function openScreen(page: Page, path: string, options: { title?: string } = {}): Promise<void> {
  const target = new URL(path, page.url().startsWith('http') ? page.url() : 'http://console.invalid');
  if (!(await onQuietScreen(page, target))) {
    await page.goto(path);
    if (options.title) await expect(page).toHaveTitle(options.title);
    return;
  }
  const before = await page.title();
  await page.evaluate((href) => {
    const state = (history.state ?? {}) as { idx?: number };
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 }, '', href);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL(target.href);
  if (options.title) await expect(page).toHaveTitle(options.title);
  else await expect(page).not.toHaveTitle(before);
}

/** Per page: its requests in flight and when one last started or ended (`trackRequests`). */
const traffic = new WeakMap<Page, { inFlight: Set<Request>; changed: number }>();

/** Starts following the page's requests, for `waitForQuietNetwork`; call it before the first navigation. */
export function trackRequests(page: Page): void {
  const state = { inFlight: new Set<Request>(), changed: Date.now() };
  traffic.set(page, state);
  const started = (request: Request) => {
    state.inFlight.add(request);
    state.changed = Date.now();
  };
  const ended = (request: Request) => {
    state.inFlight.delete(request);
    state.changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Waits until the page has had no request in flight for half a second, at most `timeout` (a screen
 * that polls never goes quiet: its first answers are in by then). This is Playwright's
 * "networkidle", which only a page load sets: after a navigation inside the page it is already set.
 */
export async function waitForQuietNetwork(page: Page, timeout = 10_000): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('waitForQuietNetwork: call trackRequests(page) first');
  await expect
    .poll(() => state.inFlight.size === 0 && Date.now() - state.changed >= 500, { timeout, intervals: [100] })
    .toBe(true)
    .catch(() => undefined);
}
