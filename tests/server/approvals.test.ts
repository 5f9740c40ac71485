import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { expireDueRequests } from '../../server/modules/approvals/service.ts';
import { releaseApprovalHold } from '../../server/modules/ledger/service.ts';
import { balance, currencyId, expectBalanced, fund, request, STAFF } from './moneyFixtures.ts';

/**
 * Issue 29, four-eyes approval, under the default policy (money moves above 10,000 USD and every
 * admin-management change wait for a second admin; 24 h expiry). Admin A is admin@demo.local, the
 * second admin B is super@demo.local.
 */
let server: TestServer;
let maker: string;
let checker: string;
let support: string;
let usdt: number;
beforeAll(async () => {
  server = await startTestServer({ approvalPolicy: 'default' });
  maker = await server.signIn(STAFF.admin);
  checker = await server.signIn(STAFF.superAdmin);
  support = await server.signIn(STAFF.support);
  usdt = await currencyId(server.db.kysely, 'USDT');
  const holders = new Set((await server.db.kysely.selectFrom('balances').select('user_id').where('currency_id', '=', usdt).execute()).map((r) => r.user_id));
  const users = await server.db.kysely.selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id').execute();
  emptyUsers = users.map((u) => u.id).filter((id) => !holders.has(id));
});
afterAll(() => server.close());

// users holding no USDT yet (the seed gives many users balances), so balances read as the test moved them
let emptyUsers: number[] = [];
const freshUser = () => {
  const id = emptyUsers.shift();
  if (id === undefined) throw new Error('no user without USDT left');
  return id;
};
const call = (method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  server.call(method, `/api/${path}`, { token, ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });
const approve = (id: number, token = checker, comment?: string) => call('PUT', 'v2/Approval/ApproveRequest', token, { id, ...(comment ? { comment } : {}) });
const getRequest = async (id: number, token = checker) => (await call('POST', 'v2/Approval/GetApprovalRequest', token, { id })).json();
const logRows = (operationId: string) =>
  server.db.kysely.selectFrom('admin_logs').select(['admin_id', 'after_state', 'before_state']).where('operation_id', '=', operationId).orderBy('id').execute();
const heldLedger = (requestId: number) =>
  server.db.kysely.selectFrom('ledger_entries').select(['entry_type', 'account', 'amount']).where('ref', '=', `ap:${requestId}`).orderBy('id').execute();
const adminIdOf = async (email: string) => (await server.db.kysely.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
/**
 * A fresh user funded twice with `each` USDT (each deposit under the line, so none waits) and an admin
 * withdrawal of `amount`, above the line, waiting for approval with its amount held.
 */
const heldWithdrawal = async (each: string, amount: string) => {
  const userId = freshUser();
  await fund(server, maker, userId, usdt, each);
  await fund(server, maker, userId, usdt, each);
  const id = (await call('POST', 'Transaction/AdminWithdrawal', maker, { userId, currencyId: usdt, amount })).json().approvalRequestId as number;
  return { userId, id };
};

describe('the policy', () => {
  it('is readable by all staff and says the defaults: money above 10,000 USD, admin changes always, 24 h', async () => {
    const res = await call('GET', 'v2/Approval/GetApprovalPolicy', support);
    expect(res.statusCode).toBe(200);
    const policy = res.json();
    expect(policy.expiryHours).toBe(24);
    const rule = (action: string) => policy.rules.find((r: { action: string }) => r.action === action);
    expect(rule('adminDeposit')).toEqual({ action: 'adminDeposit', enabled: true, thresholdUsd: '10000' });
    expect(rule('completeWithdrawal')).toEqual({ action: 'completeWithdrawal', enabled: true, thresholdUsd: '10000' });
    expect(rule('createAdmin')).toEqual({ action: 'createAdmin', enabled: true, thresholdUsd: '0' });
    expect(rule('changeAdminStatus')).toEqual({ action: 'changeAdminStatus', enabled: true, thresholdUsd: '0' });
  });

  it('is changed by the super admin only; an action named twice is refused', async () => {
    const body = { expiryHours: 24, rules: [{ action: 'adminDeposit', enabled: true, thresholdUsd: '10000' }] };
    expect((await call('PUT', 'v2/Approval/UpdateApprovalPolicy', maker, body)).statusCode).toBe(403);
    const twice = await call('PUT', 'v2/Approval/UpdateApprovalPolicy', checker, { ...body, rules: [...body.rules, ...body.rules] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.reason).toBe('approvalPolicyDuplicateAction');
    const ok = await call('PUT', 'v2/Approval/UpdateApprovalPolicy', checker, { ...body, expiryHours: 48 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ expiryHours: 48, updatedBy: await adminIdOf(STAFF.superAdmin) });
    expect(ok.json().rules).toHaveLength(9);
    const log = await logRows('PUT v2/Approval/UpdateApprovalPolicy');
    expect(JSON.parse(log.at(-1)!.before_state!).expiryHours).toBe(24);
    // an action the policy does not know is refused by the contract, and nothing changes
    const unknown = await call('PUT', 'v2/Approval/UpdateApprovalPolicy', checker, { ...body, rules: [{ ...body.rules[0]!, action: 'payEveryone' }] });
    expect(unknown.statusCode).toBe(400);
    expect((await call('GET', 'v2/Approval/GetApprovalPolicy', support)).json().expiryHours).toBe(48);
    expect(JSON.parse(log.at(-1)!.after_state!).expiryHours).toBe(48);
    expect((await call('PUT', 'v2/Approval/UpdateApprovalPolicy', checker, { ...body, expiryHours: 24 })).statusCode).toBe(200);
  });
});

describe('the demo seed', () => {
  it('has pending requests to show (a deposit, a held withdrawal, a status change) and decided ones', async () => {
    const res = (await call('POST', 'v2/Approval/GetApprovalRequests', checker, { limit: 100, sort: { field: 'createdAt', desc: false } })).json();
    const pending = res.items.filter((i: { status: string }) => i.status === 'pending');
    expect(pending.map((i: { action: string }) => i.action).sort()).toEqual(['adminDeposit', 'adminWithdrawal', 'changeAdminStatus']);
    expect(pending.every((i: { mayApprove: boolean }) => i.mayApprove)).toBe(true);
    const withdrawal = pending.find((i: { action: string }) => i.action === 'adminWithdrawal');
    expect(withdrawal.holdAmount).toBe('0.2');
    expect((await heldLedger(withdrawal.id)).map((e) => e.entry_type)).toEqual(['approvalHold', 'approvalHold']);
    expect(res.items.map((i: { status: string }) => i.status)).toEqual(expect.arrayContaining(['rejected', 'expired']));
    expect(res.pendingCount).toBe(3);
  });
});

describe('an admin deposit above the line', () => {
  it('waits: nothing moves, the maker cannot approve (not in a second session either), the second admin approves and it moves once', async () => {
    const userId = freshUser();
    const before = await balance(server.db.kysely, userId, usdt);
    const made = await call('POST', 'Transaction/AdminDeposit', maker, { userId, currencyId: usdt, amount: '50000', comment: 'OTC settlement' });
    expect(made.statusCode).toBe(202);
    const held = made.json();
    expect(held).toMatchObject({ reason: 'approvalRequired', status: 'pending', action: 'adminDeposit', amountUsd: '50000', thresholdUsd: '10000' });
    expect(await balance(server.db.kysely, userId, usdt)).toEqual(before);

    const secondSession = await server.signIn(STAFF.admin);
    for (const token of [maker, secondSession]) {
      const own = await approve(held.approvalRequestId, token);
      expect(own.statusCode).toBe(403);
      expect(own.json().error.reason).toBe('ownApprovalRequest');
    }
    const asMaker = await getRequest(held.approvalRequestId, maker);
    expect(asMaker).toMatchObject({ status: 'pending', mayApprove: false, mayWithdraw: true, amount: '50000', makerComment: 'OTC settlement', parameters: { body: { userId, amount: '50000' } } });
    expect(await balance(server.db.kysely, userId, usdt)).toEqual(before);

    const approved = await approve(held.approvalRequestId, checker, 'Confirmed by phone');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'executed', checkerEmail: STAFF.superAdmin, decisionComment: 'Confirmed by phone', result: { result: { Success: true } } });
    expect((await balance(server.db.kysely, userId, usdt)).available).toBe('50000');
    const again = await approve(held.approvalRequestId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('approvalNotPending');
    expect((await balance(server.db.kysely, userId, usdt)).available).toBe('50000');

    // the admin log shows the maker's request and the approver's deposit and decision
    const deposits = await logRows('POST Transaction/AdminDeposit');
    const forRequest = deposits.filter((r) => r.after_state?.includes(`"approvalRequired":${held.approvalRequestId}`));
    expect(forRequest.map((r) => r.admin_id)).toEqual([await adminIdOf(STAFF.admin)]);
    const executed = deposits.filter((r) => r.after_state?.includes(`"transactionId":${approved.json().result.transactionId}`));
    expect(executed.map((r) => r.admin_id)).toEqual([await adminIdOf(STAFF.superAdmin)]);
    expect(JSON.parse(executed[0]!.before_state!)).toEqual({ balance: '0' });
    const decisions = (await logRows('PUT v2/Approval/ApproveRequest')).filter((r) => JSON.parse(r.after_state!).status === 'executed');
    expect(decisions.at(-1)!.admin_id).toBe(await adminIdOf(STAFF.superAdmin));
  });

  it('at or under the line runs at once', async () => {
    const userId = freshUser();
    const res = await call('POST', 'Transaction/AdminDeposit', maker, { userId, currencyId: usdt, amount: '10000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.Success).toBe(true);
    expect((await balance(server.db.kysely, userId, usdt)).available).toBe('10000');
  });

  it('on the older v1 service waits the same way and runs through the v1 call', async () => {
    const userId = freshUser();
    const made = await call('POST', 'v1/transactions/deposit', maker, { userId, currency: 'USDT', amount: '25000' });
    expect(made.statusCode).toBe(202);
    expect(made.json()).toMatchObject({ result: { Success: true }, reason: 'approvalRequired' });
    const approved = await approve(made.json().approvalRequestId);
    expect(approved.json()).toMatchObject({ status: 'executed', operationId: 'POST v1/transactions/deposit' });
    expect((await balance(server.db.kysely, userId, usdt)).available).toBe('25000');
  });
});

describe('an admin withdrawal above the line', () => {
  it('holds the amount while it waits, so it cannot be spent twice; a rejection needs a comment and gives it back', async () => {
    const userId = freshUser();
    await fund(server, maker, userId, usdt, '9000');
    await fund(server, maker, userId, usdt, '9000');
    await fund(server, maker, userId, usdt, '9000');
    const made = await call('POST', 'Transaction/AdminWithdrawal', maker, { userId, currencyId: usdt, amount: '20000' });
    expect(made.statusCode).toBe(202);
    const id = made.json().approvalRequestId as number;
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '7000', locked: '20000' });
    expect(await heldLedger(id)).toEqual([
      expect.objectContaining({ entry_type: 'approvalHold', account: 'available' }),
      expect.objectContaining({ entry_type: 'approvalHold', account: 'locked' }),
    ]);
    // the held amount is not available to a direct withdrawal
    const spend = await call('POST', 'Transaction/AdminWithdrawal', maker, { userId, currencyId: usdt, amount: '8000' });
    expect(spend.json().result).toEqual({ Success: false, Error: 'Insufficient balance' });

    for (const comment of [undefined, '', '   ']) {
      const bad = await call('PUT', 'v2/Approval/RejectRequest', checker, { id, ...(comment !== undefined ? { comment } : {}) });
      expect(bad.statusCode).toBe(400);
    }
    expect((await getRequest(id)).status).toBe('pending');
    const rejected = await call('PUT', 'v2/Approval/RejectRequest', checker, { id, comment: 'Not requested by the client' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionComment: 'Not requested by the client', checkerEmail: STAFF.superAdmin });
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '27000', locked: '0' });
    expect((await approve(id)).statusCode).toBe(409);
    expect(await expectBalanced(server.db.kysely)).toEqual({ off: [], below: [] });
  });

  it('is withdrawn by its maker only, which gives the hold back', async () => {
    const { userId, id } = await heldWithdrawal('6000', '11000');
    const other = await call('PUT', 'v2/Approval/WithdrawRequest', checker, { id });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.reason).toBe('notApprovalMaker');
    const own = await call('PUT', 'v2/Approval/WithdrawRequest', maker, { id, comment: 'Wrong user' });
    expect(own.json()).toMatchObject({ status: 'withdrawn' });
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '12000', locked: '0' });
    expect((await approve(id)).json().error.reason).toBe('approvalNotPending');
  });

  it('approved: the held amount leaves once, as the direct withdrawal would', async () => {
    const { userId, id } = await heldWithdrawal('8000', '15000');
    const approved = await approve(id);
    expect(approved.json().status).toBe('executed');
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '1000', locked: '0' });
    expect((await heldLedger(id)).map((e) => e.entry_type)).toEqual(['approvalHold', 'approvalHold', 'approvalHoldRelease', 'approvalHoldRelease']);
    expect(await expectBalanced(server.db.kysely)).toEqual({ off: [], below: [] });
  });

  it('keeps the Idempotency-Key convention: a repeat answers the same 202 and holds once', async () => {
    const userId = freshUser();
    await fund(server, maker, userId, usdt, '7000');
    await fund(server, maker, userId, usdt, '7000');
    const body = { userId, currencyId: usdt, amount: '12000' };
    const first = await call('POST', 'Transaction/AdminWithdrawal', maker, body, { 'idempotency-key': 'ap-withdrawal-1' });
    const second = await call('POST', 'Transaction/AdminWithdrawal', maker, body, { 'idempotency-key': 'ap-withdrawal-1' });
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '2000', locked: '12000' });
  });
});

describe('a rule that refuses at approval', () => {
  it('ends the request as failed with the reason, and nothing moves', async () => {
    const userId = freshUser();
    // a completed deposit of 20,000, then the user's money mostly leaves in direct (small) withdrawals
    const tx = await request(server, { userId, currencyId: usdt, side: 'in', amount: '20000' });
    const txId = typeof tx === 'number' ? tx : (tx as { id: number }).id;
    expect((await call('PUT', 'Transaction/AdminConfirmTransaction', checker, { transactionId: txId })).statusCode).toBe(200);
    const completed = await call('PUT', 'Transaction/AdminCompleteTransaction', checker, { transactionId: txId, comment: 'Arrived' });
    expect(completed.statusCode, completed.body).toBe(200);
    const made = await call('PUT', 'Transaction/AdminCancelCompletedDeposit', maker, { transactionId: txId });
    expect(made.statusCode).toBe(202);
    const id = made.json().approvalRequestId as number;
    await call('POST', 'Transaction/AdminWithdrawal', maker, { userId, currencyId: usdt, amount: '9000' });
    await call('POST', 'Transaction/AdminWithdrawal', maker, { userId, currencyId: usdt, amount: '9000' });
    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'failed', failureReason: 'insufficientBalance', failureMessage: 'Insufficient balance' });
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '2000', locked: '0' });
    const failed = (await logRows('PUT v2/Approval/ApproveRequest')).map((r) => JSON.parse(r.after_state!)).filter((a) => a.status === 'failed');
    expect(failed.at(-1)).toMatchObject({ failureReason: 'insufficientBalance' });
  });
});

describe('expiry', () => {
  it('after the policy hours the request is expired, its hold released, and it can no longer be approved', async () => {
    const { userId, id } = await heldWithdrawal('6000', '11000');
    server.clock.advanceMinutes(24 * 60 + 1);
    maker = await server.signIn(STAFF.admin);
    checker = await server.signIn(STAFF.superAdmin);
    support = await server.signIn(STAFF.support);
    const late = await approve(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.reason).toBe('approvalExpired');
    expect((await getRequest(id)).status).toBe('expired');
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '12000', locked: '0' });
    expect((await logRows('SYSTEM Approval/Expire')).some((r) => r.before_state?.includes('pending') && JSON.parse(r.after_state!).status === 'expired')).toBe(true);
    expect(await expectBalanced(server.db.kysely)).toEqual({ off: [], below: [] });
  });
});

describe('expiry by the jobs runner', () => {
  it("a request past its time is expired and its hold given back without anyone reading the list", async () => {
    const { userId, id } = await heldWithdrawal('6000', '11000');
    const job = { releaseHold: releaseApprovalHold };
    expect(await expireDueRequests(server.db.kysely, job, server.clock.now(), 'test')).toBe(0);
    server.clock.advanceMinutes(24 * 60 + 1);
    expect(await expireDueRequests(server.db.kysely, job, server.clock.now(), 'test')).toBeGreaterThanOrEqual(1);
    const row = await server.db.kysely.selectFrom('approval_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect(await balance(server.db.kysely, userId, usdt)).toEqual({ available: '12000', locked: '0' });
    // a second run (another server process) finds nothing left to expire
    expect(await expireDueRequests(server.db.kysely, job, server.clock.now(), 'test')).toBe(0);
    maker = await server.signIn(STAFF.admin);
    checker = await server.signIn(STAFF.superAdmin);
    support = await server.signIn(STAFF.support);
  });
});

describe('the list and the badge', () => {
  it('filters by status, action, maker, amount and age, and counts what the caller may decide', async () => {
    const userId = freshUser();
    const a = (await call('POST', 'Transaction/AdminDeposit', maker, { userId, currencyId: usdt, amount: '30000' })).json().approvalRequestId as number;
    const list = async (token: string, body: object) => (await call('POST', 'v2/Approval/GetApprovalRequests', token, body)).json();
    const pending = await list(checker, { status: 'pending', action: 'adminDeposit' });
    expect(pending.items.map((i: { id: number }) => i.id)).toContain(a);
    expect(pending.items.every((i: { status: string; action: string }) => i.status === 'pending' && i.action === 'adminDeposit')).toBe(true);
    expect(pending.pendingCount).toBeGreaterThanOrEqual(1);
    expect((await list(checker, { amountUsdFrom: '29999', amountUsdTo: '30001', status: 'pending' })).items.map((i: { id: number }) => i.id)).toEqual([a]);
    expect((await list(checker, { olderThanHours: 1, status: 'pending' })).items.map((i: { id: number }) => i.id)).not.toContain(a);
    const mine = await list(maker, { mine: true, decided: false });
    expect(mine.items.every((i: { makerEmail: string }) => i.makerEmail === STAFF.admin)).toBe(true);
    const decided = await list(checker, { decided: true, limit: 100 });
    expect(decided.items.every((i: { status: string }) => i.status !== 'pending')).toBe(true);
    expect(decided.total).toBeGreaterThanOrEqual(4);

    const badgeChecker = (await call('GET', 'v2/Approval/GetPendingApprovalsCount', checker)).json();
    const badgeMaker = (await call('GET', 'v2/Approval/GetPendingApprovalsCount', maker)).json();
    expect(badgeChecker.pendingCount).toBe(pending.pendingCount);
    expect(badgeMaker.mineCount).toBeGreaterThanOrEqual(1);
    // the maker's own requests are not theirs to decide; the badge counts the same requests as the list
    const allPending = (await list(checker, { status: 'pending', limit: 1000 })).items as { makerEmail: string }[];
    expect(badgeChecker.pendingCount).toBe(allPending.filter((i) => i.makerEmail !== STAFF.superAdmin).length);
    expect(badgeMaker.pendingCount).toBe(allPending.filter((i) => i.makerEmail !== STAFF.admin).length);
    expect(badgeMaker.mineCount).toBe(allPending.filter((i) => i.makerEmail === STAFF.admin).length);
    expect((await call('GET', 'v2/Approval/GetPendingApprovalsCount', support)).statusCode).toBe(403);
    expect((await call('POST', 'v2/Approval/GetApprovalRequests', support, {})).statusCode).toBe(403);
  });
});

describe('admin-management and security changes (always, under the default policy)', () => {
  it('a new admin waits; the request keeps no password; the approved run creates the account that signs in with it', async () => {
    const email = 'new.support@demo.local';
    const made = await call('POST', `User/CreateAdmin?Email=${encodeURIComponent(email)}&UserName=newsupport&Password=Str0ng-Passw0rd!&AdminStatus=2`, maker);
    expect(made.statusCode, made.body).toBe(202);
    const id = made.json().approvalRequestId as number;
    expect(await server.db.kysely.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    const shown = await getRequest(id);
    expect(shown).toMatchObject({ action: 'createAdmin', parameters: { query: { Email: email, Password: '' } } });
    expect(JSON.stringify(shown)).not.toContain('Str0ng');
    expect(JSON.stringify(shown)).not.toContain('secrets');
    const stored = await server.db.kysely.selectFrom('approval_requests').select('parameters').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.parameters).not.toContain('Str0ng');
    expect((await approve(id)).json().status).toBe('executed');
    expect(await server.signIn(email, 'Str0ng-Passw0rd!')).toBeTruthy();
  });

  it("an approver the action's own rank rule refuses gets 403, and the request stays pending for someone else", async () => {
    const made = await call('POST', 'User/CreateAdmin?Email=second.super%40demo.local&UserName=secondsuper&Password=Str0ng-Passw0rd!&AdminStatus=1', maker);
    expect(made.statusCode).toBe(202);
    const id = made.json().approvalRequestId as number;
    const refused = await approve(id);
    expect(refused.statusCode).toBe(403);
    expect((await getRequest(id, maker)).status).toBe('pending');
    await call('PUT', 'v2/Approval/WithdrawRequest', maker, { id });
  });

  it("an admin's status change waits and runs on approval", async () => {
    const target = await adminIdOf('arbitrator2@demo.local');
    const made = await call('PUT', `User/ChangeAdminStatus?AdminId=${target}&AdminStatus=2`, maker);
    expect(made.statusCode).toBe(202);
    expect((await server.db.kysely.selectFrom('admins').select('admin_status').where('id', '=', target).executeTakeFirstOrThrow()).admin_status).toBe(3);
    expect((await getRequest(made.json().approvalRequestId)).before).toEqual({ adminStatus: 3 });
    expect((await approve(made.json().approvalRequestId)).json().status).toBe('executed');
    expect((await server.db.kysely.selectFrom('admins').select('admin_status').where('id', '=', target).executeTakeFirstOrThrow()).admin_status).toBe(2);
  });

  it("turning off a user's second factor waits", async () => {
    const userId = 41;
    await server.db.kysely.deleteFrom('user_nfa').where('user_id', '=', userId).execute();
    await server.db.kysely.insertInto('user_nfa').values([0, 1].map((t) => ({ user_id: userId, service_type: t, date_enabled: '2025-01-01T00:00:00.000Z', date_disabled: null }))).execute();
    const made = await call('PUT', 'v2/User/DisableUser2Fa', maker, { userId, serviceType: 0 });
    expect(made.statusCode).toBe(202);
    const active = async () => (await server.db.kysely.selectFrom('user_nfa').select('service_type').where('user_id', '=', userId).where('date_disabled', 'is', null).execute()).map((r) => r.service_type).sort();
    expect(await active()).toEqual([0, 1]);
    expect((await approve(made.json().approvalRequestId)).json().status).toBe('executed');
    expect(await active()).toEqual([1]);
  });

  it('the anti-fraud threshold and the platform limits change only on approval', async () => {
    const before = (await call('GET', 'Options/GetTransactionsSettings', maker)).json();
    const settings = await call('POST', 'Options/UpdateTransactionsSettings', maker, { antiFraudAmount: '123456', antiFraudCurrencyId: before.antiFraudCurrencyId });
    expect(settings.statusCode).toBe(202);
    expect((await call('GET', 'Options/GetTransactionsSettings', maker)).json()).toEqual(before);
    expect((await approve(settings.json().approvalRequestId)).json().status).toBe('executed');
    expect((await call('GET', 'Options/GetTransactionsSettings', maker)).json().antiFraudAmount).toBe('123456');

    const limit = { currencyId: usdt, verificationLevel: 'vip', operationType: 'withdrawal', minAmount: '10', maxAmount: '777', dailyLimit: null, monthlyLimit: null };
    const made = await call('PUT', 'v2/Transaction/UpdateTransactionLimit', maker, limit);
    expect(made.statusCode).toBe(202);
    const stored = () => server.db.kysely.selectFrom('platform_transaction_limits').select('max_amount').where('currency_id', '=', usdt).where('verification_level', '=', 'vip').where('operation_type', '=', 'withdrawal').executeTakeFirst();
    const was = await stored();
    expect((await approve(made.json().approvalRequestId)).json().status).toBe('executed');
    expect(await stored()).not.toEqual(was);
    expect(Number((await stored())!.max_amount)).toBe(777);
  });
});
