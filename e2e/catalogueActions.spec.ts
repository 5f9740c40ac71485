import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { SECTIONS } from '../src/app/routes/routeTable.ts';
import { canOpenScreen } from '../src/app/routes/navigation.ts';
import { AdminStatus } from '../src/domain/adminStatus.ts';
import { signInAs } from './support.ts';

// Access by construction (issue 24), the actions' half (roleWalk.spec.ts is the screens' half): each of
// the four statuses presses one button of every kind each catalogue screen offers it enabled (the
// toolbar's own, and one Edit, one Delete… of the rows), saves what a dialog offers (a create with
// data of this file's own, an edit as it stands), confirms a removal only on a row it made itself and
// cancels the others; the server refuses none of the calls (no answer of 400 or more) and the
// browser logs no error. A button the access table refuses is disabled with its reason
// (ActionButton), so it is not pressed; a dialog whose save stays disabled was offered in vain.

/** One catalogue screen: how to reach it in the app (menu entry, then tab) and its route's name. */
interface Screen {
  route: string;
  menu: string;
  tab: string;
  /** Puts what a toolbar button needs before it is enabled (a name typed for an inline create). */
  prepare?: (page: Page, own: string) => Promise<void>;
  /** The buttons that act in place rather than open a dialog (by kind), and what shows they did. */
  inPlace?: Record<string, (page: Page, own: string) => Promise<void>>;
}

const SCREENS: readonly Screen[] = [
  { route: 'p2p-fees', menu: 'P2P', tab: 'Fees' },
  {
    route: 'p2p-groups',
    menu: 'P2P',
    tab: 'Groups',
    prepare: (page, own) => page.getByLabel('Group name').fill(own),
    inPlace: {
      'Create group': (page, own) => expect(page.getByRole('button', { name: `Members of ${own}` })).toBeVisible(),
      Members: (page) => expect(page.getByRole('region', { name: /^Members of / })).toBeVisible(),
    },
  },
  { route: 'p2p-payment-methods', menu: 'P2P', tab: 'Payment methods' },
  { route: 'payment-systems', menu: 'Payment systems and currencies', tab: 'Payment systems' },
  { route: 'merchants-fees', menu: 'Merchants', tab: 'Fees' },
];

/** Each status, and whether it may change the catalogues (then every screen it opens saves something). */
const STATUSES = [
  ['admin', 'admin@demo.local', AdminStatus.Admin, true],
  ['super admin', 'super@demo.local', AdminStatus.SuperAdmin, true],
  ['support', 'support@demo.local', AdminStatus.Support, false],
  ['arbitrator', 'arbitrator@demo.local', AdminStatus.Arbitrator, false],
] as const;

/** Buttons that move through or filter a list rather than act on it. */
const NOT_ACTIONS = /^(Expand row|Collapse row|Previous|Next|Go to page|Rows per page|Retry|Apply|Clear|Reset filters|Saved filters|Filters$|Show$|Sort|Column)/i;

/**
 * Data of this file's own for the create dialogs it saves (by dialog title): every name carries `own`,
 * so no other spec file sees or changes it. A create dialog not listed here is cancelled: what it
 * would make could not be removed from the console again (a payment method is only marked deleted).
 */
const FILL: Record<string, (dialog: Locator, own: string) => Promise<void>> = {
  'New template': async (dialog, own) => {
    await dialog.getByLabel('Name', { exact: true }).fill(own);
    await dialog.getByLabel('Field name').first().fill('Account');
  },
  'Set a merchant fee': async (dialog, own) => {
    await dialog.getByLabel('Method', { exact: true }).fill(own);
    await dialog.getByLabel('Percent').first().fill('1');
  },
};

interface Pressed {
  screen: string;
  kind: string;
  name: string;
  outcome: string;
}

/** The enabled action buttons of the screen: their accessible names, and whether each sits in a row. */
async function actionButtons(page: Page): Promise<{ name: string; inRow: boolean }[]> {
  const found = await page.locator('#console-main button:not([disabled]):not([aria-disabled="true"])').evaluateAll((buttons) =>
    buttons
      .filter((b) => (b as HTMLElement).offsetParent !== null && !b.closest('[role="tablist"], nav, .bp6-overlay'))
      .map((b) => ({
        name: (b.getAttribute('aria-label') ?? b.textContent ?? '').trim(),
        inRow: b.closest('tr, li, .bp6-table-cell, [role="gridcell"], [role="cell"]') !== null,
      })),
  );
  return found.filter(({ name }) => name !== '' && !NOT_ACTIONS.test(name));
}

/** A row button's kind is its first word (Edit, Icon, Delete, Reset, Members…); a toolbar button is its own kind. */
const kindOf = ({ name, inRow }: { name: string; inRow: boolean }) => (inRow ? name.split(' ')[0]! : name);

/** Removals go last: they may take away the row the other buttons were pressed on. */
const REMOVALS = /^(Delete|Remove|Reset|Disable)/;

async function press(page: Page, screen: Screen, kind: string, own: string, pressed: Pressed[], problems: string[]) {
  const candidates = (await actionButtons(page)).filter((b) => kindOf(b) === kind);
  if (candidates.length === 0) return; // gone with a row removed before it
  const target = candidates.find((b) => b.name.includes(own)) ?? candidates[0]!;
  const isOwn = target.name.includes(own);
  const button = page.locator('#console-main').getByRole('button', { name: target.name, exact: true }).first();
  await button.click();
  const inPlace = screen.inPlace?.[kind];
  if (inPlace) {
    await inPlace(page, own);
    pressed.push({ screen: screen.route, kind, name: target.name, outcome: 'done in place' });
    return;
  }
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
  await expect(dialog, `"${target.name}" opens a dialog`).toBeVisible();
  const title = (await dialog.locator('.bp6-dialog-header, h1, h2, h3, h4, h5, h6').first().innerText()).trim();
  const fields = await dialog.locator('input:not([type="file"]):not([type="checkbox"]), textarea, select').count();
  const isFile = (await dialog.locator('input[type="file"]').count()) > 0;
  const cancel = () => dialog.getByRole('button', { name: /^(Cancel|Close)$/ }).first().click();
  let outcome: string;
  if (isFile || (fields === 0 && !isOwn)) {
    // An icon upload or a removal confirmed on a row the seed made: cancelled, the seed's rows stay.
    await cancel();
    outcome = 'cancelled';
  } else {
    const creates = /^New |^Set a /.test(title);
    const fill = FILL[title];
    if (creates && !fill) {
      await cancel();
      outcome = 'cancelled';
    } else {
      if (fill) await fill(dialog, own);
      const submit = dialog.getByRole('button', { name: /^(Save|Ok|OK|Upload)$/ }).last();
      if (await submit.isDisabled()) {
        problems.push(`${screen.route}: "${target.name}" is offered, but its dialog "${title}" keeps ${await submit.innerText()} disabled (${(await submit.getAttribute('title')) ?? 'no reason'})`);
        await cancel();
        outcome = 'refused in the dialog';
      } else {
        await submit.click();
        outcome = fields === 0 ? 'confirmed' : 'saved';
      }
    }
  }
  await expect(dialog).toBeHidden();
  pressed.push({ screen: screen.route, kind, name: target.name, outcome });
}

async function openScreen(page: Page, screen: Screen) {
  const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: screen.menu, exact: false }).first();
  await entry.click();
  // the menu shows its section once the section's first answers are in: its tabs only then (the
  // section left may have a tab of the same name)
  await expect(entry).toHaveAttribute('aria-current', 'page');
  const tab = page.getByRole('navigation', { name: 'Section tabs' }).getByRole('tab', { name: screen.tab, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // Filled: the first table has rows, and nothing is loading any more.
  await expect(page.locator('#console-main .bp6-table-cell, #console-main tbody td').first()).toBeVisible();
  await expect(page.locator('#console-main .bp6-skeleton, #console-main .bp6-spinner, #console-main .bp6-table-cell.bp6-loading')).toHaveCount(0);
}

test.describe('every action a catalogue screen offers a status goes through', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [status, email, adminStatus, writes] of STATUSES) {
    test(status, async ({ page }) => {
      const refused: string[] = [];
      page.on('response', (response: Response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/') && response.status() >= 400) {
          refused.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search} on ${new URL(page.url()).pathname}`);
        }
      });
      // Calls still running (a list refreshed after a save): each screen is left, and the verdict given, with none.
      let running = 0;
      page.on('request', (request) => void (new URL(request.url()).pathname.startsWith('/api/') && (running += 1)));
      const done = (request: { url: () => string }) => void (new URL(request.url()).pathname.startsWith('/api/') && (running -= 1));
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      const settled = () => expect.poll(() => running).toBe(0);
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(`console: ${message.text().slice(0, 300)} on ${new URL(page.url()).pathname}`);
      });
      const own = `Actions ${status} ${Date.now().toString(36)}`;
      const pressed: Pressed[] = [];
      const problems: string[] = [];
      const timings: string[] = [];
      await signInAs(page, email, { from: '/account' });
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link').first()).toBeVisible();

      const notOffered: string[] = [];
      const opened: string[] = [];
      for (const screen of SCREENS) {
        const section = SECTIONS.find((s) => s.screens.some((r) => r.name === screen.route))!;
        const route = section.screens.find((r) => r.name === screen.route)!;
        if (!canOpenScreen(section, route, adminStatus)) {
          // Not offered: no menu entry leads to it, and its address lands on the account page (below).
          await expect(nav.getByRole('link', { name: screen.menu })).toHaveCount(0);
          notOffered.push(route.path);
          continue;
        }
        opened.push(screen.route);
        const started = Date.now();
        await openScreen(page, screen);
        await screen.prepare?.(page, own);
        // The toolbar's first (they make the rows of this file's own), then the rows' with removals last.
        const toolbar = [...new Set((await actionButtons(page)).filter((b) => !b.inRow).map(kindOf))];
        for (const kind of toolbar) await press(page, screen, kind, own, pressed, problems);
        const rows = [...new Set((await actionButtons(page)).filter((b) => b.inRow).map(kindOf))];
        rows.sort((a, b) => Number(REMOVALS.test(a)) - Number(REMOVALS.test(b)));
        for (const kind of rows) await press(page, screen, kind, own, pressed, problems);
        await settled();
        timings.push(`${screen.route} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      for (const path of notOffered) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/account$/);
      }
      console.log(`${status}: ${timings.join(', ')}`);
      console.log(`${status}: ${pressed.map((p) => `${p.screen} ${p.name} → ${p.outcome}`).join('; ')}`);
      expect(refused).toEqual([]);
      expect(problems).toEqual([]);
      // The walk did reach the actions: a status that may change the catalogues saved on every screen it
      // opened; one that may not was offered nothing that saves.
      const savedOn = [...new Set(pressed.filter((p) => p.outcome === 'saved' || p.outcome === 'confirmed').map((p) => p.screen))];
      expect(savedOn).toEqual(writes ? opened : []);
    });
  }
});
