import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedActions } from '../../src/domain/transactions.ts';
import { Decimal } from '../../server/money.ts';
import type { TestServer } from './harness.ts';
import { balance, currencyId, expectBalanced, fund, request, startStaffServer, type StaffTokens } from './moneyFixtures.ts';

let server: TestServer;
let tokens: StaffTokens;
beforeAll(async () => ({ server, tokens } = await startStaffServer()));
afterAll(() => server.close());

const k = () => server.db.kysely;
const call = (method: string, url: string, body?: unknown, token = tokens.admin) => server.call(method, `/api/${url}`, { token, body });
const put = (op: string, body: unknown, token = tokens.admin) => call('PUT', op, body, token);
const tx = (id: number) => k().selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lastLog = (operationId: string) => k().selectFrom('admin_logs').selectAll().where('operation_id', '=', operationId).orderBy('id', 'desc').executeTakeFirstOrThrow();
let nextUser = 30;
const freshUser = () => nextUser++;

describe('POST v2/Trading/GetOperations', () => {
  it('lists newest first, 100 to a page by default, with signed-by-side data the screen needs', async () => {
    const res = await call('POST', 'v2/Trading/GetOperations', { getTotal: true });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(items).toHaveLength(100);
    expect(total).toBeGreaterThan(100);
    const dates = items.map((i: { dateCreated: string }) => i.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]).toMatchObject({ side: expect.stringMatching(/^(in|out)$/), userName: expect.any(String), currencyTitle: expect.any(String) });
  });

  it('filters by date range, status, currency, side, KYT and user together', async () => {
    const usdt = await currencyId(k(), 'USDT');
    const all = (await call('POST', 'v2/Trading/GetOperations', { limit: 1000 })).json().items as { id: number; status: string; currencyId: number; side: string; dateCreated: string }[];
    const sample = all.find((i) => i.side === 'out' && i.currencyId === usdt) ?? all.find((i) => i.side === 'out')!;
    const day = Math.floor(new Date(sample.dateCreated).getTime() / 1000 / 86400) * 86400;
    const body = { createdFrom: day, createdTo: day + 86399, statusList: [sample.status], currencyIdList: [sample.currencyId], side: 'out', getTotal: true };
    const { items, total } = (await call('POST', 'v2/Trading/GetOperations', body)).json();
    expect(items.map((i: { id: number }) => i.id)).toContain(sample.id);
    expect(total).toBe(items.length);
    for (const i of items) {
      expect(i).toMatchObject({ status: sample.status, currencyId: sample.currencyId, side: 'out' });
      expect(new Date(i.dateCreated).getTime()).toBeGreaterThanOrEqual(day * 1000);
      expect(new Date(i.dateCreated).getTime()).toBeLessThan((day + 86400) * 1000);
    }
    const kyt = (await call('POST', 'v2/Trading/GetOperations', { kytStatusList: ['checking'] })).json().items;
    expect(kyt.length).toBeGreaterThan(0);
    for (const i of kyt) expect(i.kytStatus).toBe('checking');
    const mine = (await call('POST', 'v2/Trading/GetOperations', { userIdList: [sample.id > 0 ? all[0]!.id && (await tx(sample.id)).user_id : 1] })).json().items;
    for (const i of mine) expect(i.userId).toBe((await tx(sample.id)).user_id);
  });

  it('flags a transaction held in Admin processing for more than 10 minutes, and warns on Admin processing and Queue', async () => {
    const { items } = (await call('POST', 'v2/Trading/GetOperations', { statusList: ['adminProcessing', 'queue'], limit: 1000 })).json();
    const overdue = items.filter((i: { isProcessingOverdue: boolean }) => i.isProcessingOverdue);
    expect(overdue.length).toBeGreaterThan(0);
    for (const i of items) expect(i.hasWarning).toBe(true);
    for (const i of overdue) expect(server.clock.now().getTime() - new Date(i.statusChangedAt).getTime()).toBeGreaterThan(10 * 60_000);
    const fresh = items.find((i: { status: string; isProcessingOverdue: boolean }) => i.status === 'adminProcessing' && !i.isProcessingOverdue);
    expect(fresh).toBeDefined();
  });

  it('refuses bad input with a clear error', async () => {
    expect((await call('POST', 'v2/Trading/GetOperations', { statusList: ['nope'] })).statusCode).toBe(400);
    expect((await call('POST', 'v2/Trading/GetOperations', { limit: 5000 })).statusCode).toBe(400);
    expect((await call('POST', 'v2/Trading/GetOperation', { id: 99_999_999 })).statusCode).toBe(404);
  });
});

describe('a withdrawal through the desk', () => {
  it('holds the amount when queued, then requisites, confirm and complete (with a comment) debit it exactly, all in the history', async () => {
    const userId = freshUser();
    const usdt = await currencyId(k(), 'USDT');
    await fund(server, tokens.admin, userId, usdt, '1000.5');
    const start = await balance(k(), userId, usdt);
    const id = await request(server, { userId, currencyId: usdt, side: 'out', amount: '250.123456', fee: '1.5' });
    expect(await balance(k(), userId, usdt)).toEqual({
      available: new Decimal(start.available).minus('250.123456').toFixed(), locked: new Decimal(start.locked).plus('250.123456').toFixed(),
    });

    expect((await call('POST', 'Transaction/UpdateTransactionRequisites', { transactionId: id, requisitesStatus: 'approved', comment: 'Matches KYC' }, tokens.support)).statusCode).toBe(200);
    expect((await put('Transaction/AdminConfirmTransaction', { transactionId: id })).statusCode).toBe(200);
    expect((await tx(id)).status).toBe('withdrawalProcessing');
    const noComment = await put('Transaction/AdminCompleteTransaction', { transactionId: id, comment: '   ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().error.message).toBe('A comment is required');
    expect((await put('Transaction/AdminCompleteTransaction', { transactionId: id, comment: 'Sent, tx 0xabc' })).statusCode).toBe(200);

    const row = await tx(id);
    expect(row).toMatchObject({ status: 'withdrawalCompleted', admin_comment: 'Sent, tx 0xabc', requisites_status: 'approved' });
    expect(await balance(k(), userId, usdt)).toEqual({ available: new Decimal(start.available).minus('250.123456').toFixed(), locked: start.locked });
    const fees = await k().selectFrom('ledger_entries').select(['account', 'amount']).where('transaction_id', '=', id).where('entry_type', '=', 'withdrawalFee').execute();
    expect(fees).toEqual([{ account: 'fees', amount: '1.5' }]);

    const history = (await call('POST', 'Transaction/GetTransactionStatusHistory', { transactionId: id }, tokens.support)).json().items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['created', 'requisites', 'confirm', 'complete']);
    expect(history[1]).toMatchObject({ requisitesStatus: 'approved', comment: 'Matches KYC', adminEmail: 'support@demo.local' });
    expect(history[3]).toMatchObject({ status: 'withdrawalCompleted', comment: 'Sent, tx 0xabc', adminEmail: 'admin@demo.local' });
    const log = await lastLog('PUT Transaction/AdminCompleteTransaction');
    expect(JSON.parse(log.before_state!)).toMatchObject({ status: 'withdrawalProcessing' });
    expect(JSON.parse(log.after_state!)).toMatchObject({ status: 'withdrawalCompleted', money: 'debitWithdrawal', amount: '250.123456' });
  });

  it('releases the hold on cancel and on decline (decline needs a comment)', async () => {
    const userId = freshUser();
    const btc = await currencyId(k(), 'BTC');
    await fund(server, tokens.admin, userId, btc, '0.1');
    const before = await balance(k(), userId, btc);
    const a = await request(server, { userId, currencyId: btc, side: 'out', amount: '0.02' });
    const b = await request(server, { userId, currencyId: btc, side: 'out', amount: '0.05' });
    expect((await put('Transaction/AdminCancelTransaction', { transactionId: a })).statusCode).toBe(200);
    expect((await put('Transaction/AdminCheckTransaction', { transactionId: b }, tokens.support)).statusCode).toBe(200);
    expect((await put('Transaction/AdminDeclineTransaction', { transactionId: b })).statusCode).toBe(400);
    expect((await put('Transaction/AdminDeclineTransaction', { transactionId: b, comment: 'Requisites of a third party' })).statusCode).toBe(200);
    expect(await balance(k(), userId, btc)).toEqual(before);
  });

  it('refuses an action the table does not allow from the status, changing nothing', async () => {
    const userId = freshUser();
    const eth = await currencyId(k(), 'ETH');
    await fund(server, tokens.admin, userId, eth, '2');
    const id = await request(server, { userId, currencyId: eth, side: 'out', amount: '1' });
    const before = await tx(id);
    const res = await put('Transaction/AdminCompleteTransaction', { transactionId: id, comment: 'skip the checks' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This action is not allowed in the transaction’s current status');
    expect(await tx(id)).toEqual(before);
    // Problematic requisites block the approval.
    await call('POST', 'Transaction/UpdateTransactionRequisites', { transactionId: id, requisitesStatus: 'problematic' });
    expect((await put('Transaction/AdminConfirmTransaction', { transactionId: id })).json().error.message).toBe('The requisites are marked problematic');
  });

  it('lets support escalate and ask for contact, but not take an admin action', async () => {
    const userId = freshUser();
    const eth = await currencyId(k(), 'ETH');
    await fund(server, tokens.admin, userId, eth, '2');
    const id = await request(server, { userId, currencyId: eth, side: 'out', amount: '0.5' });
    expect((await put('Transaction/AdminNeedContactTransaction', { transactionId: id }, tokens.support)).statusCode).toBe(200);
    expect((await put('Transaction/AdminConfirmTransaction', { transactionId: id }, tokens.support)).statusCode).toBe(403);
    expect((await put('Transaction/AdminCheckTransaction', { transactionId: id }, tokens.arbitrator)).statusCode).toBe(403);
    expect(allowedActions({ side: 'out', status: 'needContactSupport', kytStatus: null, requisitesStatus: 'new', antiFraud: false }, 2)).toEqual(['check']);
    expect((await tx(id)).status).toBe('needContactSupport');
  });
});

describe('anti-fraud', () => {
  it('sends a transaction above the threshold to manual check, decided only by the super admin', async () => {
    const userId = freshUser();
    const btc = await currencyId(k(), 'BTC');
    await fund(server, tokens.admin, userId, btc, '2');
    // 0.2 BTC is about 19,400 USD: above the default 10,000 USD threshold.
    const id = await request(server, { userId, currencyId: btc, side: 'out', amount: '0.2' });
    expect(await tx(id)).toMatchObject({ status: 'awaitingManualCheck', anti_fraud: 1 });
    const byAdmin = await put('Transaction/AdminConfirmTransaction', { transactionId: id });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe('Only the super admin decides an anti-fraud check');
    expect((await put('Transaction/AdminConfirmTransaction', { transactionId: id }, tokens.superAdmin)).statusCode).toBe(200);
    expect((await tx(id)).status).toBe('withdrawalProcessing');
    // Below the threshold: the normal queue.
    const small = await request(server, { userId, currencyId: btc, side: 'out', amount: '0.01' });
    expect((await tx(small)).status).toBe('withdrawalInQueue');
  });

  it('reads and saves the threshold; a stricter one catches smaller amounts', async () => {
    const usd = await currencyId(k(), 'USD');
    expect((await call('GET', 'Options/GetTransactionsSettings', undefined, tokens.support)).json()).toEqual({ antiFraudAmount: '10000', antiFraudCurrencyId: usd });
    expect((await call('POST', 'Options/UpdateTransactionsSettings', { antiFraudAmount: '-1', antiFraudCurrencyId: usd })).statusCode).toBe(400);
    expect((await call('POST', 'Options/UpdateTransactionsSettings', { antiFraudAmount: '100', antiFraudCurrencyId: usd }, tokens.support)).statusCode).toBe(403);
    const saved = await call('POST', 'Options/UpdateTransactionsSettings', { antiFraudAmount: '100.50', antiFraudCurrencyId: usd });
    expect(saved.json()).toEqual({ antiFraudAmount: '100.5', antiFraudCurrencyId: usd });
    const userId = freshUser();
    const usdt = await currencyId(k(), 'USDT');
    const id = await request(server, { userId, currencyId: usdt, side: 'in', amount: '150' });
    expect((await tx(id)).status).toBe('awaitingManualCheck');
    await call('POST', 'Options/UpdateTransactionsSettings', { antiFraudAmount: '10000', antiFraudCurrencyId: usd });
  });
});

describe('deposits', () => {
  it('credits on complete only after KYT approved; cancelling the completed deposit reverses it', async () => {
    const userId = freshUser();
    const ltc = await currencyId(k(), 'LTC');
    const before = await balance(k(), userId, ltc);
    const id = await request(server, { userId, currencyId: ltc, side: 'in', amount: '3.25', kyt: 'checking' });
    expect((await put('Transaction/AdminConfirmTransaction', { transactionId: id })).statusCode).toBe(200);
    const blocked = await put('Transaction/AdminCompleteTransaction', { transactionId: id, comment: 'ok' });
    expect(blocked.json().error.message).toBe('The KYT check of this deposit is not finished');
    expect((await put('v2/Transaction/KYTOk', { transactionId: id, details: 'Clean source' })).statusCode).toBe(200);
    expect((await put('v2/Transaction/KYTOk', { transactionId: id })).json().error.message).toBe('The KYT check of this transaction is not pending');
    expect((await put('Transaction/AdminCompleteTransaction', { transactionId: id, comment: '6 confirmations' })).statusCode).toBe(200);
    expect((await balance(k(), userId, ltc)).available).toBe(new Decimal(before.available).plus('3.25').toFixed());
    expect(await tx(id)).toMatchObject({ balance_before: before.available, balance_after: new Decimal(before.available).plus('3.25').toFixed() });

    expect((await put('Transaction/AdminCancelCompletedDeposit', { transactionId: id })).statusCode).toBe(200);
    expect((await balance(k(), userId, ltc)).available).toBe(before.available);
    const history = (await call('POST', 'Transaction/GetTransactionStatusHistory', { transactionId: id })).json().items;
    expect(history.find((h: { action: string }) => h.action === 'kytOk')).toMatchObject({ kytStatus: 'ok', comment: 'Clean source', adminEmail: 'admin@demo.local' });
  });

  it('refuses to cancel a completed deposit the balance no longer covers', async () => {
    const userId = freshUser();
    const sol = await currencyId(k(), 'SOL');
    const id = await request(server, { userId, currencyId: sol, side: 'in', amount: '10' });
    await put('Transaction/AdminProcessingTransaction', { transactionId: id });
    expect((await put('Transaction/AdminCompleteTransaction', { transactionId: id, comment: 'ok' })).statusCode).toBe(200);
    const all = (await balance(k(), userId, sol)).available;
    expect((await call('POST', 'Transaction/AdminWithdrawal', { userId, currencyId: sol, amount: all })).json().result.Success).toBe(true);
    const res = await put('Transaction/AdminCancelCompletedDeposit', { transactionId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Insufficient balance');
    expect((await tx(id)).status).toBe('depositCompleted');
  });

  it('sends a deposit back on KYT return without crediting it', async () => {
    const userId = freshUser();
    const trx = await currencyId(k(), 'TRX');
    const id = await request(server, { userId, currencyId: trx, side: 'in', amount: '500', kyt: 'awaiting' });
    expect((await put('v2/Transaction/KYTReturn', { transactionId: id, details: 'Mixer source' })).statusCode).toBe(200);
    expect(await tx(id)).toMatchObject({ status: 'returnStart', kyt_status: 'returning' });
    expect((await balance(k(), userId, trx)).available).toBe('0');
  });
});

describe('admin deposit and withdrawal', () => {
  it('moves the exact amount and answers result.Success; a refusal answers result.Error and changes nothing', async () => {
    const userId = freshUser();
    const eth = await currencyId(k(), 'ETH');
    const before = await balance(k(), userId, eth);
    const dep = await call('POST', 'Transaction/AdminDeposit', { userId, currencyId: eth, amount: '1.000000000000000001', comment: 'Compensation' });
    expect(dep.json()).toMatchObject({ result: { Success: true, Error: null }, transactionId: expect.any(Number) });
    expect((await balance(k(), userId, eth)).available).toBe(new Decimal(before.available).plus('1.000000000000000001').toFixed());
    const tooMuch = await call('POST', 'Transaction/AdminWithdrawal', { userId, currencyId: eth, amount: '5' });
    expect(tooMuch.json()).toMatchObject({ result: { Success: false, Error: 'Insufficient balance' }, error: { code: 103, reason: 'insufficientBalance' } });
    const w = await call('POST', 'Transaction/AdminWithdrawal', { userId, currencyId: eth, amount: '0.000000000000000001' });
    expect(w.json().result.Success).toBe(true);
    expect((await balance(k(), userId, eth)).available).toBe(new Decimal(before.available).plus(1).toFixed());
    const entries = await k().selectFrom('ledger_entries').select('entry_type').where('transaction_id', 'in', [dep.json().transactionId, w.json().transactionId]).execute();
    expect(new Set(entries.map((e) => e.entry_type))).toEqual(new Set(['adminDeposit', 'adminWithdrawal']));
    expect((await call('POST', 'Transaction/AdminDeposit', { userId, currencyId: eth, amount: '0' })).statusCode).toBe(400);
    expect((await call('POST', 'Transaction/AdminDeposit', { userId, currencyId: eth, amount: '1' }, tokens.support)).statusCode).toBe(403);
  });

  it('refuses a disabled currency', async () => {
    const doge = await currencyId(k(), 'DOGE');
    const res = await call('POST', 'Transaction/AdminDeposit', { userId: freshUser(), currencyId: doge, amount: '10' });
    expect(res.json()).toMatchObject({ result: { Success: false, Error: 'Transactions in this currency are disabled' }, error: { code: 103, reason: 'currencyDisabled' } });
  });

  it('answers the v1 calls with result and the v1 error family', async () => {
    const userId = freshUser();
    const ok = await call('POST', 'v1/transactions/deposit', { userId, currency: 'XRP', amount: '12.5' });
    expect(ok.json()).toMatchObject({ result: { Success: true, Error: null }, id: expect.any(Number) });
    const bad = await call('POST', 'v1/transactions/withdrawal', { userId, currency: 'XRP', amount: '13' });
    expect(bad.statusCode).toBe(409);
    expect(bad.json().result).toEqual({ Success: false, Error: 'Insufficient balance' });
    const balances = (await call('GET', `v1/balances?userId=${userId}&currency=XRP`)).json();
    expect(balances.items).toEqual([{ userId, currency: 'XRP', available: '12.5', locked: '0', ledgerType: null }]);
    const methods = (await call('GET', 'v1/transactions/methods?currency=BTC', undefined, tokens.support)).json();
    expect(methods.items[0]).toMatchObject({ currency: 'BTC', payIn: true, payOut: true });
  });
});

describe('balances, wallets and codes', () => {
  it('lists cumulative balances by worth descending, filtered by currency', async () => {
    const { items, total, cumulativeCurrencyTitle } = (await call('POST', 'v2/Trading/GetCumulativeBalances', { limit: 50, getTotal: true })).json();
    expect(cumulativeCurrencyTitle).toBe('USD');
    expect(total).toBeGreaterThan(10);
    const worth = items.map((i: { cumulativeBalance: string }) => new Decimal(i.cumulativeBalance));
    for (let i = 1; i < worth.length; i++) expect(worth[i - 1].greaterThanOrEqualTo(worth[i])).toBe(true);
    const btc = await currencyId(k(), 'BTC');
    const filtered = (await call('POST', 'v2/Trading/GetCumulativeBalances', { currencyIdList: [btc] })).json().items;
    for (const i of filtered) expect(i.balances.every((b: { currencyId: number }) => b.currencyId === btc)).toBe(true);
  });

  it('puts a user who becomes the richest first at once, and counts only users who hold something', async () => {
    const btc = await currencyId(k(), 'BTC');
    const before = (await call('POST', 'v2/Trading/GetCumulativeBalances', { limit: 5, getTotal: true })).json();
    const holders = () => k().selectFrom('balances').select('user_id').distinct().where((eb) => eb.or([eb('available', '!=', '0'), eb('locked', '!=', '0')])).execute();
    expect(before.total).toBe((await holders()).length);
    const userId = freshUser();
    expect((await call('POST', 'Transaction/AdminDeposit', { userId, currencyId: btc, amount: '100000' })).statusCode).toBe(200);
    const after = (await call('POST', 'v2/Trading/GetCumulativeBalances', { limit: 5, getTotal: true })).json();
    expect(after.items[0].userId).toBe(userId);
    expect(after.total).toBe((await holders()).length);
    // sorted by available funds ascending, the same key kept by the ledger
    const asc = (await call('POST', 'v2/Trading/GetCumulativeBalances', { limit: 50, sort: { field: 'availableFunds', desc: false } })).json().items;
    expect(asc.map((i: { userId: number }) => i.userId)).not.toContain(userId);
  });

  it('shows wallets per user with balanceOnWallets and diffBalance as the spec defines them; updates and deletes wallets', async () => {
    const { userFinanceList, pages } = (await call('POST', 'Trading/UserFinanceFileterSearch', { limit: 20 })).json();
    expect(pages).toBeGreaterThan(0);
    const row = userFinanceList.find((r: { wallets: unknown[] }) => r.wallets.length > 1)!;
    const sum = row.wallets.reduce((s: Decimal, w: { balance: string }) => s.plus(w.balance), new Decimal(0));
    const main = row.wallets.filter((w: { isMain: boolean }) => w.isMain).reduce((s: Decimal, w: { balance: string }) => s.plus(w.balance), new Decimal(0));
    expect(row.balanceOnWallets).toBe(sum.toFixed());
    expect(row.diffBalance).toBe(main.minus(row.balanceUser).toFixed());

    const mainWallet = row.wallets.find((w: { isMain: boolean }) => w.isMain);
    const other = row.wallets.find((w: { isMain: boolean }) => !w.isMain);
    expect((await call('POST', 'Multiwallet/DeleteWallet', { walletId: mainWallet.id })).statusCode).toBe(409);
    // Only the wallet's id: nothing to change, a 400 saying so (not a failed empty UPDATE), and the wallet as it was.
    const nothing = await call('POST', 'Multiwallet/UpdateWallet', { walletId: other.id });
    expect(nothing.statusCode, nothing.body).toBe(400);
    expect(nothing.json().error).toMatchObject({ message: 'Nothing to change', reason: 'nothingToChange' });
    expect(await k().selectFrom('wallets').select(['is_main']).where('id', '=', other.id).executeTakeFirstOrThrow()).toEqual({ is_main: 0 });
    expect((await call('POST', 'Multiwallet/UpdateWallet', { walletId: other.id, isMain: true })).statusCode).toBe(200);
    const mains = await k().selectFrom('wallets').select('id').where('user_id', '=', row.userId).where('currency_id', '=', row.currencyId).where('is_main', '=', 1).execute();
    expect(mains.map((m) => m.id)).toEqual([other.id]);
    expect((await call('POST', 'Multiwallet/DeleteWallet', { walletId: mainWallet.id })).statusCode).toBe(200);
    const status = (await call('POST', 'v2/Multiwallet/GetFinanceStatus', { currencyIdList: [row.currencyId] })).json().items[0];
    expect(status.currencyId).toBe(row.currencyId);
  });

  it('lists codes with both status lists filterable, pages as the spec counts them', async () => {
    const { codes, pages } = (await call('POST', 'Transaction/GetCodes', { limit: 5 }, tokens.support)).json();
    expect(codes).toHaveLength(5);
    expect(pages).toBeGreaterThan(1);
    const redeemed = (await call('POST', 'Transaction/GetCodes', { statusList: ['redeemed'] })).json().codes;
    expect(redeemed.length).toBeGreaterThan(0);
    for (const c of redeemed) expect(c).toMatchObject({ status: 'redeemed', dateRedeemed: expect.any(String), redeemerId: expect.any(Number) });
  });

  it('shows one user’s balances with locked funds and deposit addresses', async () => {
    const userId = freshUser();
    const usdt = await currencyId(k(), 'USDT');
    await fund(server, tokens.admin, userId, usdt, '100');
    await request(server, { userId, currencyId: usdt, side: 'out', amount: '40' });
    const info = (await call('POST', 'v2/Trading/GetBalanceInfo', { userId, cumulativeCurrencyId: await currencyId(k(), 'USD') }, tokens.support)).json();
    expect(info.items.find((i: { currencyId: number }) => i.currencyId === usdt)).toMatchObject({ availableBalance: '60', lockedBalance: '40', equivalentBalance: '100', balanceType: 'trading' });
    const addresses = (await call('POST', 'Transaction/GetUserAddressList', { userId: 1, getTotal: true })).json();
    expect(addresses.total).toBeGreaterThan(0);
  });
});

describe('the ledger after all of the above', () => {
  it('sums to zero per currency and agrees with every stored balance; no balance is below zero', async () => {
    expect(await expectBalanced(k())).toEqual({ off: [], below: [] });
  });
});
