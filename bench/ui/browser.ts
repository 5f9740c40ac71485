import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { firstRowText, installProbe } from './pageProbe.ts';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * Chromium's own windows' parts the benchmarks turn off: each new window (every sample's fresh
 * context) preloads the address bar's suggestion popups, two WebUI pages in a renderer of their
 * own that took some 200 ms of main-thread and 150 ms of worker CPU during every open, on the
 * same 2 cores as the page measured, console and floor page alike (issue 27).
 */
const BENCH_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const launch = (args: string[]) => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...args] });

/**
 * Debian's Chromium with the flags every browser run of this project uses, less the features
 * above. Chromium keeps only the last `--disable-features`, and Playwright passes its own list,
 * so the list is read from a first launch (chrome://version) and given again with ours.
 */
export async function launchChromium(): Promise<Browser> {
  const probe = await launch([]);
  let defaults: string[] = [];
  try {
    const page = await probe.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    defaults = /--disable-features=(\S+)/.exec(commandLine)?.[1]?.split(',') ?? [];
  } finally {
    await probe.close();
  }
  return launch([`--disable-features=${[...defaults, ...BENCH_DISABLED_FEATURES].join(',')}`]);
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
