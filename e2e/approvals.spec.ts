import { getShortestPaths } from '@xstate/graph';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Decimal } from 'decimal.js';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { approvalRequestMachine, type ApprovalRequestInput } from '../src/machines/approval-request/approval-request.machine.ts';
import { apiToken, createUser, setApprovalPolicy, setTheme, signInAs } from './support.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-approvals';
const USDT = 10;

async function signedInPage(browser: Browser, email: string, from = '/approvals'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email, { from });
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/** A user's whole balance (available + locked) in one currency, from the balances call. */
async function totalBalance(request: APIRequestContext, userId: number, currencyId: number) {
  const token = await apiToken(request);
  const res = await request.post('/api/v2/Trading/GetBalanceInfo', { headers: { 'X-Auth-Token': token }, data: { userId, cumulativeCurrencyId: currencyId } });
  expect(res.ok()).toBe(true);
  const row = ((await res.json()) as { items: { currencyId: number; availableBalance: string; lockedBalance: string }[] }).items.find((i) => i.currencyId === currencyId);
  return new Decimal(row?.availableBalance ?? 0).plus(row?.lockedBalance ?? 0);
}

/** The pending count in the menu's badge (0 when no badge is drawn). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Main navigation' }).getByTestId('approvals-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

/** Admin A asks for an admin deposit from the Transactions screen; answers the request's id the notice names. */
async function requestDeposit(page: Page, userId: number, amount: string): Promise<number> {
  await page.goto('/transactions');
  await page.getByRole('toolbar', { name: 'Admin deposit and withdrawal' }).getByRole('button', { name: 'Admin deposit' }).click();
  const form = page.getByRole('dialog', { name: 'Admin deposit or withdrawal' });
  await form.getByLabel('User ID').fill(String(userId));
  await expect(form.getByRole('status')).toContainText(`#${userId}`);
  await form.getByLabel('Currency').selectOption({ label: 'USDT' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Comment').fill('Ticket 4242: wire received');
  // Before Ok: the policy line says it will wait for a second admin.
  await expect(form.getByRole('note', { name: 'Four-eyes policy' })).toContainText('Above 10,000 USD');
  await page.screenshot({ path: `${SHOTS}/deposit-dialog-light.png` });
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Admin deposit', exact: true });
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(confirm).toHaveCount(0);
  const notice = page.getByText(/^Not done yet: the action waits for a second admin as request #\d+\.$/);
  await expect(notice).toBeVisible();
  await expect(page.getByText('Balance changed')).toHaveCount(0);
  const id = Number(/#(\d+)/.exec(await notice.innerText())![1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

// ---- paths generated from the machine drive the request view ------------------------------------

const EVENTS: AnyEventObject[] = [
  { type: 'approval.approve', comment: 'Checked the wire' },
  { type: 'approval.reject', comment: 'No wire' },
  { type: 'approval.withdraw' },
  { type: 'xstate.done.actor.approveRequest', output: { status: 'executed' } },
  { type: 'xstate.done.actor.rejectRequest', output: { status: 'rejected' } },
  { type: 'xstate.done.actor.withdrawRequest', output: { status: 'withdrawn' } },
];

/** The shortest event path the machine allows from a pending request to a state, for this admin. */
function pathTo(who: Pick<ApprovalRequestInput, 'adminId' | 'adminStatus'>, target: string): string[] {
  const input: ApprovalRequestInput = {
    requestId: 1,
    status: 'pending',
    makerId: 1,
    operationId: 'POST Transaction/AdminDeposit',
    approveOperationId: 'PUT v2/Approval/ApproveRequest',
    rejectOperationId: 'PUT v2/Approval/RejectRequest',
    withdrawOperationId: 'PUT v2/Approval/WithdrawRequest',
    ...who,
  };
  const paths = getShortestPaths(approvalRequestMachine as unknown as AnyStateMachine, { events: EVENTS, input, toState: (state) => state.matches(target) });
  expect(paths.length).toBeGreaterThan(0);
  return paths[0]!.steps.map((s) => s.event.type).filter((type) => type !== 'xstate.init');
}
const MAKER = { adminId: 1, adminStatus: 0 };
const CHECKER = { adminId: 2, adminStatus: 1 };

/** One UI step per machine event on the request view. */
async function drive(page: Page, id: number, steps: string[]) {
  for (const step of steps) {
    switch (step) {
      case 'approval.approve': {
        await page.getByRole('group', { name: 'Decision' }).getByRole('button', { name: 'Approve' }).click();
        const dialog = page.getByRole('dialog', { name: `Approve request #${id}` });
        await expect(dialog).toContainText('Credit 50,000 USDT to user');
        await dialog.getByRole('textbox').fill('Checked the wire');
        await dialog.getByRole('button', { name: 'Ok' }).click();
        await expect(dialog).toHaveCount(0);
        break;
      }
      case 'xstate.done.actor.approveRequest':
        await expect(page.getByText(`Request #${id} approved: the action is done`)).toBeVisible();
        await expect(page.locator('.approvals-request-head [data-status]')).toHaveText('Executed');
        await expect(page.getByRole('group', { name: 'Decision' })).toHaveCount(0);
        break;
      case 'approval.withdraw': {
        await page.getByRole('group', { name: 'Decision' }).getByRole('button', { name: 'Withdraw' }).click();
        const dialog = page.getByRole('dialog', { name: `Withdraw request #${id}` });
        await dialog.getByRole('button', { name: 'Ok' }).click();
        await expect(dialog).toHaveCount(0);
        break;
      }
      case 'xstate.done.actor.withdrawRequest':
        await expect(page.getByText(`Request #${id} withdrawn`)).toBeVisible();
        await expect(page.locator('.approvals-request-head [data-status]')).toHaveText('Withdrawn');
        break;
      default:
        throw new Error(`No UI step for ${step}`);
    }
  }
}

test.describe('four-eyes approvals', () => {
  // the default policy (money moves above 10,000 USD wait), whatever a spec before left
  test.beforeEach(({ request }) => setApprovalPolicy(request, 'default'));

  test('admin A requests a 50,000 USDT deposit; nothing moves, A cannot approve, B approves, the balance changes once and the admin log shows both', async ({ page, browser, request }) => {
    const userId = await createUser(request, `fourEyes${Date.now() % 1_000_000}`);
    const before = await totalBalance(request, userId, USDT);

    // Admin B (the super admin) watches the menu: the badge follows new requests without a reload.
    const checker = await signedInPage(browser, 'super@demo.local');
    await expect(checker.getByRole('region', { name: 'Approval requests' })).toBeVisible();
    const counted = await request.get('/api/v2/Approval/GetPendingApprovalsCount', { headers: { 'X-Auth-Token': await apiToken(request, 'super@demo.local') } });
    const badgeBefore = ((await counted.json()) as { pendingCount: number }).pendingCount;
    await expect.poll(() => badgeCount(checker)).toBe(badgeBefore);

    await signInAs(page, 'admin@demo.local', { from: '/transactions' });
    const id = await requestDeposit(page, userId, '50000');
    expect((await totalBalance(request, userId, USDT)).toFixed()).toBe(before.toFixed());

    // The maker opens the request from the notice: the parameters in words, what will change, and no Approve for them.
    await page.getByRole('button', { name: 'Open the request' }).click();
    await expect(page).toHaveURL(new RegExp(`/approvals/${id}$`));
    await expect(page.getByTestId('approval-summary')).toHaveText(`Credit 50,000 USDT to user #${userId}`);
    const changes = page.getByRole('table', { name: 'What will change' });
    // a new user of this test: nothing in USDT before, 50,000 after
    expect(before.toFixed()).toBe('0');
    await expect(changes.getByTestId('change-before')).toHaveText('0 USDT');
    await expect(changes.getByTestId('change-after')).toHaveText('50,000 USDT');
    const decision = page.getByRole('group', { name: 'Decision' });
    await expect(decision.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(page.getByRole('note').filter({ hasText: 'You made this request: a second admin must approve or reject it.' })).toBeVisible();
    await expect(decision.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    // not through the API either (a second session of the maker)
    const self = await request.put('/api/v2/Approval/ApproveRequest', { headers: { 'X-Auth-Token': await apiToken(request, 'admin@demo.local') }, data: { id } });
    expect(self.status()).toBe(403);
    await page.screenshot({ path: `${SHOTS}/request-maker-light.png`, fullPage: true });

    // B's badge and pending list show the new request without a reload.
    await expect.poll(() => badgeCount(checker)).toBe(badgeBefore + 1);
    const list = checker.getByRole('region', { name: 'Approval requests' });
    await expect(list.getByRole('link', { name: `Open request ${id}` })).toBeVisible();
    await checker.screenshot({ path: `${SHOTS}/list-light.png` });
    await setTheme(checker, 'dark');
    await checker.screenshot({ path: `${SHOTS}/list-dark.png` });
    await setTheme(checker, 'light');
    await list.getByRole('link', { name: `Open request ${id}` }).click();
    await expect(checker).toHaveURL(new RegExp(`/approvals/${id}$`));

    // A graph path of the approval-request machine, driven through the real view by the checker.
    await setTheme(checker, 'dark');
    await checker.screenshot({ path: `${SHOTS}/request-checker-dark.png`, fullPage: true });
    await setTheme(checker, 'light');
    const steps = pathTo(CHECKER, 'executed');
    expect(steps).toEqual(['approval.approve', 'xstate.done.actor.approveRequest']);
    await drive(checker, id, steps);
    await expect.poll(async () => (await totalBalance(request, userId, USDT)).toFixed()).toBe(before.plus(50000).toFixed());
    // once: a second approval is refused and moves nothing
    const again = await request.put('/api/v2/Approval/ApproveRequest', { headers: { 'X-Auth-Token': await apiToken(request, 'super@demo.local') }, data: { id } });
    expect(again.status()).toBe(409);
    expect((await totalBalance(request, userId, USDT)).toFixed()).toBe(before.plus(50000).toFixed());
    await expect.poll(() => badgeCount(checker)).toBe(badgeBefore);

    // The admin log shows both: A's request and B's approval that ran it.
    // The deposit's rows for this user: A's request (approvalRequired) and the deposit B's approval ran.
    await checker.goto(`/admin-management?tab=log&op=${encodeURIComponent('POST Transaction/AdminDeposit')}&target=${userId}`);
    const log = checker.getByRole('region', { name: 'Admin log table' });
    await expect(log.getByText("Deposited to a user's balance", { exact: true })).toHaveCount(2);
    await expect(log.getByText('admin@demo.local', { exact: true })).toHaveCount(1);
    await expect(log.getByText('super@demo.local', { exact: true })).toHaveCount(1);
    // A's row is the held request: the log names the request and its action in words
    await expect(log.getByText(/Approval required: — → \d+; Action: — → Admin deposit/)).toHaveCount(1);
    await checker.goto(`/admin-management?tab=log&op=${encodeURIComponent('PUT v2/Approval/ApproveRequest')}&target=${id}`);
    await expect(checker.getByRole('region', { name: 'Admin log table' }).getByText('super@demo.local')).toBeVisible();
    await checker.context().close();
  });

  test('machine path: the maker withdraws a request; nothing moves', async ({ page, request }) => {
    const userId = await createUser(request, `fourEyesW${Date.now() % 1_000_000}`);
    const before = await totalBalance(request, userId, USDT);
    await signInAs(page, 'admin@demo.local', { from: '/transactions' });
    const id = await requestDeposit(page, userId, '20000');
    await page.goto('/approvals?tab=mine');
    await page.getByRole('region', { name: 'Approval requests' }).getByRole('link', { name: `Open request ${id}` }).click();
    const steps = pathTo(MAKER, 'withdrawn');
    expect(steps).toEqual(['approval.withdraw', 'xstate.done.actor.withdrawRequest']);
    await drive(page, id, steps);
    expect((await totalBalance(request, userId, USDT)).toFixed()).toBe(before.toFixed());
    await setTheme(page, 'dark');
    await page.screenshot({ path: `${SHOTS}/request-withdrawn-dark.png`, fullPage: true });
    await setTheme(page, 'light');
  });
});
