import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { firstRowText, installProbe } from './pageProbe.ts';

/** Debian's Chromium with the flags every browser run of this project uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * A fresh context (empty HTTP cache) as the UI benchmarks open the console: 1440x900, en-US, UTC,
 * the probes of pageProbe.ts installed and the access token already stored.
 */
export async function benchContext(browser: Browser, base: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  // tsx names functions with a helper the page does not have
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(installProbe);
  await context.addInitScript(`window.__firstRowText = ${firstRowText.toString()};`);
  await context.addInitScript((value) => {
    localStorage.setItem('accessToken', value);
    // The time-zone prompt would push the table down differently from run to run.
    localStorage.setItem('bench', '1');
  }, token);
  return context;
}
