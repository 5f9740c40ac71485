import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, createUser, setApprovalPolicy, signInAs } from './support.ts';

/**
 * Issue 25 items 12 and 13: what staff read says things in words. As admin: the admin log after an
 * action, the offer view, the report dialog and a user's action history show no operation id, no raw
 * field name and no enumeration code, and no request of theirs answers 400 or more.
 */
const OPERATION_ID = /\b(GET|POST|PUT|DELETE) (v1|v2|p2p)\//;
/** Field names and codes the calls below store or the screens could show raw. */
const RAW = [
  /\b(currencyId|verificationLevel|operationType|minAmount|maxAmount|dailyLimit|monthlyLimit|userIdList|tagIds|paymentMethods|statusList|kytStatusList)\b/,
  /\b(notVerified|withdrawalCompleted|depositCompleted|withdrawalInQueue|depositWithdrawal)\b/,
  /(^|: |→ )(verified|withdrawal|deposit|out|in)($|[;,\n])/m, // a code as a value; its caption ("Verified", "Withdrawal") is capitalised
  /Status: (— → )?\d/, // a user's status code
  /\b(adminDeposit|adminWithdrawal|platformLimits|thresholdUsd|Threshold usd)\b/, // the four-eyes policy the spec switches
  /\{"success"|\[\d+(,\d+)+\]/,
  /\d{4}-\d\d-\d\dT\d\d:/, // stored date-times, not the console's dd.mm.yyyy
];

async function expectReadable(where: string, area: Locator) {
  const text = await area.innerText();
  expect(text, `${where}: an operation id`).not.toMatch(OPERATION_ID);
  for (const raw of RAW) expect(text, `${where}: ${raw.source}`).not.toMatch(raw);
}

/** Every answer of /api that fails (400 or more) while the test runs. */
function failedAnswers(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return failed;
}

test.describe('staff read words, not codes', () => {
  test.beforeAll(async ({ request }) => setApprovalPolicy(request, 'off'));
  test.afterAll(async ({ request }) => setApprovalPolicy(request, 'default'));

  test('the admin log, the offer view, the report dialog and a user\'s action history', async ({ page, request }) => {
    // An action that logs catalogue ids and codes: a platform limit (currency, verification level, operation).
    const token = await apiToken(request);
    const limit = await request.put('/api/v2/Transaction/UpdateTransactionLimit', {
      headers: { 'X-Auth-Token': token },
      data: { currencyId: 1, verificationLevel: 'verified', operationType: 'withdrawal', minAmount: '10', maxAmount: '5000', dailyLimit: '10000', monthlyLimit: '100000' },
    });
    expect(limit.ok(), await limit.text()).toBe(true);
    const userId = await createUser(request, `readable${Date.now() % 100000}`, { token });

    const failed = failedAnswers(page);
    await signInAs(page, 'admin@demo.local', { from: '/admin-management?tab=log' });

    // The admin log: the action in words, filtered by area and action from lists.
    const log = page.getByRole('region', { name: 'Admin log table' });
    await page.getByLabel('Area').selectOption({ label: 'Transaction limits' });
    await page.getByLabel('Action').selectOption({ label: 'Set a platform limit' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/area=transactionLimits/);
    // the filtered answer is drawn: until then the unfiltered rows (the user created above, sign-ins) stay,
    // and expanding the first of those would show another entry's changes
    await expect(log.locator('[title^="Operation id: "]').filter({ hasNotText: 'Set a platform limit' })).toHaveCount(0);
    await expect(log.getByText('Set a platform limit').first()).toBeVisible();
    await expect(log.getByText(/Maximum amount: .* → 5000/).first()).toBeVisible();
    await log.getByRole('button', { name: /^Expand row/ }).first().click();
    // field by field: names in words, the currency by its name, codes as captions
    const changes = page.getByRole('table', { name: /^Changes of log entry/ });
    await expect(changes.getByRole('row', { name: /^Verification level Verified Verified$/ })).toBeVisible();
    await expect(changes.getByRole('row', { name: /^Operation Withdrawal Withdrawal$/ })).toBeVisible();
    await expect(changes.getByRole('row', { name: /^Currency [A-Z]{2,} [A-Z]{2,}$/ })).toBeVisible();
    await expect(changes.getByRole('row', { name: /^Updated \d\d\.\d\d\.\d{4} / })).toBeVisible();
    await expectReadable('admin log', log);
    await expectReadable('admin log entry', page.getByRole('region', { name: /^Details of row/ }));
    // the operation id is still there for engineers, in the action's tooltip
    await expect(log.getByText('Set a platform limit').first()).toHaveAttribute('title', 'Operation id: PUT v2/Transaction/UpdateTransactionLimit');
    // the unfiltered first page, whatever it holds (the user created above, sign-ins…)
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(log.getByRole('button', { name: /^Expand row/ }).nth(1)).toBeVisible();
    await expectReadable('admin log, first page', log);

    // The offer view.
    await page.goto('/p2p?view=offers');
    const offers = page.getByRole('region', { name: 'Offers' });
    await offers.getByRole('button', { name: /^View offer / }).first().click();
    const offer = page.getByRole('dialog');
    await expect(offer).toBeVisible();
    await expectReadable('offer view', offer);
    await page.keyboard.press('Escape');

    // The report dialog, with the Transactions filters.
    await page.goto('/reports');
    await page.getByRole('button', { name: 'Order a report' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Report type').selectOption('Transactions');
    await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveAttribute('placeholder', /dd\.mm\.yyyy|DD\.MM\.YYYY/i);
    await expect(dialog.locator('input[type="date"]')).toHaveCount(0);
    await dialog.getByLabel('Side').selectOption({ label: 'Withdrawal' });
    await dialog.getByRole('button', { name: 'Statuses', exact: true }).click();
    await page.getByRole('option', { name: 'Withdrawal completed' }).getByText('Withdrawal completed').click();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('button', { name: 'Statuses', exact: true })).toHaveText('Withdrawal completed');
    await expectReadable('report dialog', dialog);
    await dialog.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(dialog.getByTestId('report-filters')).toHaveText('Side: Withdrawal; Statuses: Withdrawal completed');
    await expectReadable('report dialog, ordered', dialog);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // A user's action history (a seeded user's sign-ins, and the user created above).
    for (const id of [1, userId]) {
      await page.goto(`/user/${id}/security`);
      const actions = page.getByRole('region', { name: 'Actions history' });
      await expect(actions.getByRole('row').first()).toBeVisible();
      await expectReadable(`actions of user ${id}`, actions);
    }

    expect(failed).toEqual([]);
  });
});
