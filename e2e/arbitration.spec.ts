import { getShortestPaths } from '@xstate/graph';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { arbitrationMachine, type ArbitrationInput } from '../src/machines/arbitration/arbitration.machine.ts';
import { openSignedIn, setTheme } from './support.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-arbitration';

async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, '/', email);
  return page;
}

/** The first awaiting dispute of the list (the rule by which each test picks its own case). */
async function firstAwaitingDeal(page: Page): Promise<{ id: number; link: Locator }> {
  await page.goto('/arbitrator?filter=awaiting');
  const table = page.getByRole('region', { name: 'My arbitration' });
  const link = table.getByRole('link', { name: /^Open deal \d+$/ }).first();
  await expect(link).toBeVisible();
  const id = Number((await link.textContent())?.trim());
  expect(id).toBeGreaterThan(0);
  return { id, link };
}

// ---- exact decimals: amounts shown as "1,234.5 BTC" are compared as scaled integers, never floats

function decimalOf(shown: string): string {
  // a side without a balance in the deal's crypto holds zero of it
  if (shown.trim() === 'No balance') return '0';
  const match = /-?[\d,]+(?:\.\d+)?/.exec(shown);
  if (!match) throw new Error(`No amount in "${shown}"`);
  return match[0].replace(/,/g, '');
}

function addDecimals(a: string, b: string): string {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const scaled = (x: string) => {
    const [int, frac = ''] = x.split('.');
    return BigInt(int! + frac.padEnd(places, '0'));
  };
  const sum = (scaled(a) + scaled(b)).toString().padStart(places + 1, '0');
  const int = sum.slice(0, sum.length - places);
  const frac = sum.slice(sum.length - places).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

async function amountOf(page: Page, testId: string): Promise<string> {
  return decimalOf((await page.getByTestId(testId).textContent()) ?? '');
}

/** A tiny valid PNG (1×1, red), made in the test. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
}

async function okInDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(OK|Ok)$/ }).click();
  await expect(dialog).toBeHidden();
}

test.describe('arbitration', () => {
  test('an arbitrator resolves a dispute from the keyboard, with the chat beside the case; another arbitrator sees it', async ({ page, browser }) => {
    await openSignedIn(page, '/', 'arbitrator@demo.local');
    const { id, link } = await firstAwaitingDeal(page);
    await page.screenshot({ path: `${SHOTS}/list-light.png`, fullPage: true });

    // list → Enter opens the case
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/arbitrator/deals/${id}$`));
    const chat = page.getByRole('region', { name: 'Deal chat' });
    await expect(chat).toBeVisible();
    await expect(chat.getByText('Join the deal to write in its chat')).toBeVisible();
    // the chat sits beside the case, not under it
    const caseBox = (await page.getByRole('toolbar', { name: 'Arbitration actions' }).boundingBox())!;
    const chatBox = (await chat.boundingBox())!;
    expect(chatBox.x).toBeGreaterThan(caseBox.x + caseBox.width - 1);

    const buyerBefore = await amountOf(page, 'deal-buyer-balance');
    const buyerAmount = await amountOf(page, 'deal-buyer-amount');

    // Join, from the keyboard: the dialog's Ok has focus
    await page.getByRole('button', { name: 'Join' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(`Join deal ${id}?`);
    // the dialog hands Ok the focus once it has opened: press only then
    await expect(page.getByRole('dialog').getByRole('button', { name: /^(OK|Ok)$/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`You joined deal ${id}`)).toBeVisible();
    await expect(page.getByTestId('deal-arbitrator')).toContainText('arbitrator');

    // write in the chat: Enter sends, Shift+Enter is a new line
    const box = chat.getByRole('textbox', { name: 'Message' });
    await box.focus();
    await page.keyboard.type('Please upload the receipt.');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Both of you, please.');
    await expect(box).toHaveValue('Please upload the receipt.\nBoth of you, please.');
    await page.keyboard.press('Enter');
    const log = chat.getByRole('log');
    await expect(log.locator('[data-member="arbitrator"]').filter({ hasText: 'Both of you, please.' })).toBeVisible();
    await expect(box).toHaveValue('');

    // the spec's limits, before anything is sent
    await box.fill('x'.repeat(513));
    await expect(chat.getByRole('alert')).toHaveText('The message must not be more than 512 characters');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await box.fill('');
    const files = chat.getByLabel('Attach files');
    await files.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await expect(chat.getByRole('alert')).toHaveText("File size can't be more than 1 MB");

    // an image, previewed through the authenticated file call
    await files.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
    await box.fill('Receipt attached');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/case-light.png`, fullPage: true });

    // Confirm with a resolution comment, from the keyboard
    await page.getByRole('button', { name: 'Confirm deal' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Confirm deal ${id}?`);
    // a comment is offered, not required (the spec's body is the id alone): Ok is enabled and has
    // the focus as the dialog opens; the arbitrator moves to the comment field to write one
    await expect(dialog.getByRole('button', { name: /^(OK|Ok)$/ })).toBeFocused();
    await dialog.getByRole('textbox').focus();
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await page.keyboard.type('The buyer proved the payment with a receipt.');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Deal ${id} is confirmed`)).toBeVisible();
    await expect(page.getByTestId('deal-result')).toHaveText('Confirmed: crypto to the buyer');
    await expect(page.locator('.arbitrator-case-head')).toContainText('Completed');
    await expect(page.getByTestId('deal-result-comment')).toHaveText('The buyer proved the payment with a receipt.');
    // the buyer's balance grew by exactly the buyer amount
    const expected = addDecimals(buyerBefore, buyerAmount);
    await expect.poll(() => amountOf(page, 'deal-buyer-balance')).toBe(expected);

    // dark theme
    await setTheme(page, 'dark');
    await page.screenshot({ path: `${SHOTS}/case-dark.png`, fullPage: true });
    await setTheme(page, 'light');

    // the other arbitrator sees the case among others' completed ones
    const other = await newSignedInPage(browser, 'arbitrator2@demo.local');
    let found = false;
    for (let pageNo = 1; pageNo <= 30 && !found; pageNo++) {
      await other.goto(`/arbitrator/others?filter=completed&page=${pageNo}`);
      const table = other.getByRole('region', { name: 'Others arbitration' });
      await expect(table.getByRole('link', { name: /^Open deal \d+$/ }).first()).toBeVisible();
      found = (await table.getByRole('link', { name: `Open deal ${id}`, exact: true }).count()) > 0;
    }
    expect(found).toBe(true);
    await setTheme(other, 'dark');
    await other.screenshot({ path: `${SHOTS}/others-dark.png`, fullPage: true });
    await setTheme(other, 'light');
    await other.context().close();
  });

  // ---- paths generated from the machine drive the case view -----------------------------------

  const ARBITRATOR: Pick<ArbitrationInput, 'adminId' | 'adminStatus'> = { adminId: 1000, adminStatus: 3 };
  const ADMIN: Pick<ArbitrationInput, 'adminId' | 'adminStatus'> = { adminId: 1, adminStatus: 0 };
  const EVENTS: AnyEventObject[] = [
    { type: 'arbitration.join' },
    { type: 'arbitration.assign', arbitratorId: 2000 },
    { type: 'arbitration.cancel', comment: 'No payment arrived' },
    { type: 'xstate.done.actor.joinTrade' },
    { type: 'xstate.done.actor.assignTrade' },
    { type: 'xstate.done.actor.cancelTrade' },
  ];

  /** The shortest event path the machine allows from an awaiting dispute to a state. */
  function pathTo(actor: Pick<ArbitrationInput, 'adminId' | 'adminStatus'>, target: string, without: string[] = []): string[] {
    const input: ArbitrationInput = { tradeId: 1, status: 10, arbitratorId: null, ...actor };
    const paths = getShortestPaths(arbitrationMachine as unknown as AnyStateMachine, {
      events: EVENTS.filter((e) => !without.includes(e.type)),
      input,
      toState: (state) => state.matches(target),
    });
    expect(paths.length).toBeGreaterThan(0);
    return paths[0]!.steps.map((s) => s.event.type).filter((type) => type !== 'xstate.init');
  }

  /** One UI step per machine event: the action through its dialog, or what its success shows. */
  async function drive(page: Page, id: number, steps: string[]) {
    const sellerBefore = await amountOf(page, 'deal-seller-balance');
    const sellerAmount = await amountOf(page, 'deal-seller-amount');
    for (const step of steps) {
      switch (step) {
        case 'arbitration.join':
          await page.getByRole('button', { name: 'Join' }).click();
          await okInDialog(page);
          break;
        case 'xstate.done.actor.joinTrade':
          await expect(page.getByText(`You joined deal ${id}`)).toBeVisible();
          await expect(page.locator('.arbitrator-case-head')).toContainText('Arbitrator joined');
          break;
        case 'arbitration.assign':
          await page.getByRole('combobox', { name: 'Arbitrator to assign' }).selectOption({ label: 'arbitrator2' });
          await page.getByRole('button', { name: 'Assign' }).click();
          await expect(page.getByRole('dialog')).toContainText('The dispute is assigned to arbitrator2.');
          await okInDialog(page);
          break;
        case 'xstate.done.actor.assignTrade':
          await expect(page.getByText(`Deal ${id} is assigned`)).toBeVisible();
          await expect(page.getByTestId('deal-arbitrator')).toContainText('arbitrator2');
          break;
        case 'arbitration.cancel':
          await page.getByRole('button', { name: 'Cancel deal' }).click();
          await page.getByRole('dialog').getByRole('textbox').fill('No payment arrived');
          await okInDialog(page);
          break;
        case 'xstate.done.actor.cancelTrade':
          await expect(page.getByText(`Deal ${id} is cancelled`)).toBeVisible();
          await expect(page.getByTestId('deal-result')).toHaveText('Cancelled: crypto back to the seller');
          await expect(page.locator('.arbitrator-case-head')).toContainText('Refused');
          // the escrow returned to the seller in full
          await expect.poll(() => amountOf(page, 'deal-seller-balance')).toBe(addDecimals(sellerBefore, sellerAmount));
          break;
        default:
          throw new Error(`No UI step for ${step}`);
      }
    }
  }

  test('machine path: an arbitrator joins, then cancels with a comment', async ({ page }) => {
    const steps = pathTo(ARBITRATOR, 'resolved.cancelled');
    expect(steps).toEqual(['arbitration.join', 'xstate.done.actor.joinTrade', 'arbitration.cancel', 'xstate.done.actor.cancelTrade']);
    await openSignedIn(page, '/', 'arbitrator@demo.local');
    const { id, link } = await firstAwaitingDeal(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/arbitrator/deals/${id}$`));
    await drive(page, id, steps);
  });

  test('machine path: an admin assigns a dispute to an arbitrator', async ({ page }) => {
    // Admins may also join; this path is the assignment.
    const steps = pathTo(ADMIN, 'joined', ['arbitration.join']);
    expect(steps).toEqual(['arbitration.assign', 'xstate.done.actor.assignTrade']);
    await openSignedIn(page, '/', 'admin@demo.local');
    const { id, link } = await firstAwaitingDeal(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/arbitrator/deals/${id}$`));
    await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
    await drive(page, id, steps);
    // the admin may still write in the chat, as an admin
    const chat = page.getByRole('region', { name: 'Deal chat' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Assigned to arbitrator2.');
    await page.keyboard.press('Enter');
    await expect(chat.getByRole('log').locator('[data-member="admin"]').filter({ hasText: 'Assigned to arbitrator2.' })).toBeVisible();
  });

  test('chat details: an admin sends a receipt into a dispute and reads who took part and which files were sent', async ({ page }) => {
    await openSignedIn(page, '/', 'admin@demo.local');
    const { id, link } = await firstAwaitingDeal(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/arbitrator/deals/${id}$`));
    const chat = page.getByRole('region', { name: 'Deal chat' });
    const customers = await chat.getByRole('log').locator('[data-member="customer"] .arbitrator-chat-author').allTextContents();
    // Writing as an admin leaves the dispute awaiting: the other tests' picks are unchanged.
    const fileName = `details-${id}.png`;
    await chat.getByLabel('Attach files').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: tinyPng() });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Receipt for the file list.');
    await page.keyboard.press('Enter');
    await expect(chat.getByRole('log').locator('[data-member="admin"]').filter({ hasText: 'Receipt for the file list.' })).toBeVisible();

    await chat.getByRole('button', { name: 'Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Chat details' });
    const who = details.getByRole('table', { name: 'Who took part' });
    await expect(who).toBeVisible();
    for (const name of new Set(customers)) await expect(who.getByRole('row').filter({ hasText: name }).getByText('Customer')).toBeVisible();
    const adminRow = who.getByRole('row').filter({ hasText: 'Admin' });
    await expect(adminRow).toHaveCount(1);
    // the admin's row counts at least this message and its file
    await expect(adminRow.getByRole('cell').nth(3)).not.toHaveText('0');
    const files = details.getByRole('table', { name: 'Files sent' });
    await expect(files.getByRole('row').nth(1)).toContainText(fileName);
    await expect(files.getByRole('button', { name: `Open image ${fileName}` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/chat-details-light.png` });
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  });
});
