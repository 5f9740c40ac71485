import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, ACCESS_TABLE, accessRuleFor, mayCall, mayOrderReport } from '../../src/domain/operationAccess.ts';
import { REPORT_TYPES } from '../../src/domain/reports.ts';
import { FINAL_STATUSES } from '../../src/domain/transactions.ts';
import { listContractOperations } from '../../server/http/contracts.ts';
import { apiUrl, startTestServer, type TestServer } from './harness.ts';

const operations = listContractOperations();
const STAFF = [
  { status: 0, email: 'admin@demo.local' },
  { status: 1, email: 'super@demo.local' },
  { status: 2, email: 'support@demo.local' },
  { status: 3, email: 'arbitrator@demo.local' },
];
// Calls that would end the session the matrix runs on.
const SESSION_ENDING = new Set(['POST Login/Logout', 'POST v2/Login/ChangePassword']);

let server: TestServer;
const tokens = new Map<number, string>();
beforeAll(async () => {
  server = await startTestServer();
  for (const s of STAFF) tokens.set(s.status, await server.signIn(s.email));
});
afterAll(() => server.close());

describe('the access table', () => {
  it('has an entry for every declared operation, and none for operations that do not exist', () => {
    const declared = new Set(operations.map((o) => o.operationId));
    expect(operations.filter((o) => !(o.operationId in ACCESS_TABLE)).map((o) => o.operationId)).toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((id) => !declared.has(id))).toEqual([]);
  });

  it('makes only sign-in public', () => {
    expect(Object.entries(ACCESS_TABLE).filter(([, rule]) => rule === 'public').map(([id]) => id)).toEqual(['POST Login/SignIn']);
  });

  it('refuses every non-public operation without a token (401)', async () => {
    for (const op of operations.filter((o) => accessRuleFor(o.operationId) !== 'public')) {
      const res = await server.call(op.method, apiUrl(op.path), { body: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, op.operationId).toBe(401);
    }
  });

  it.each(STAFF.map((s) => [s.status, s] as const))('is enforced as a matrix for status %i', async (status) => {
    const mismatches: string[] = [];
    for (const op of operations) {
      const rule = accessRuleFor(op.operationId);
      if (rule === 'public' || SESSION_ENDING.has(op.operationId)) continue;
      const res = await server.call(op.method, apiUrl(op.path), { token: tokens.get(status), body: op.method === 'GET' ? undefined : {} });
      const allowed = mayCall(op.operationId, status);
      // The gate's refusal is 403 'actionNotAllowed'; a per-row rule behind the gate answers its own reason (below).
      const gateRefused = res.statusCode === 403 && res.json().error?.reason === 'actionNotAllowed';
      if (allowed === gateRefused) mismatches.push(`${op.operationId}: ${res.statusCode}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses support and arbitrators what only admins may do', async () => {
    const refused = [
      [2, 'PUT', '/api/User/ChangeAdminStatus'],
      [2, 'POST', '/api/Transaction/AdminDeposit'],
      [2, 'POST', '/api/v2/Finance/GetFinanceStatus'],
      [3, 'PUT', '/api/v2/User/UsersBlock'],
      [3, 'POST', '/api/User/GetAdminLogs'],
      [3, 'POST', '/api/v1/arbitrator/trades/1/assign'],
    ] as const;
    for (const [status, method, url] of refused) {
      const res = await server.call(method, url, { token: tokens.get(status), body: {} });
      expect(res.statusCode, `${status} ${method} ${url}`).toBe(403);
      expect(res.json().error).toMatchObject({ code: 102, reason: 'actionNotAllowed', message: 'Action is not allowed' });
    }
  });
});

/** A 403 of a per-row rule: its reason and its sentence (the console words it by the reason). */
function expectRefused(res: { statusCode: number; json: () => { error: { code: number; reason: string; message: string } } }, reason: keyof typeof ACCESS_MESSAGES) {
  expect(res.statusCode).toBe(403);
  expect(res.json().error).toMatchObject({ code: 102, reason, message: ACCESS_MESSAGES[reason] });
}

const adminIdOf = async (email: string) => (await server.db.kysely.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('least privilege behind the gate (issue 23)', () => {
  it('3. orders a report type only for a status that may call the list it exports, as the access table says', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const { status } of STAFF) {
      for (const type of REPORT_TYPES) {
        const res = await server.call('PUT', '/api/v2/Report/CreateReport', { token: tokens.get(status), body: { type } });
        answers.push(`${status} ${type}: ${res.statusCode}`);
        expected.push(`${status} ${type}: ${mayOrderReport(type, status) ? 200 : 403}`);
        if (status === 2 && res.statusCode === 403) expect(res.json().error.reason).toBe('reportTypeNotAllowed');
      }
    }
    expect(answers).toEqual(expected);
    // The cases: support is refused the finance exports, keeps the lists it may open.
    for (const type of ['TotalBalances', 'BalancesInfo', 'Operations'] as const) {
      expectRefused(await server.call('PUT', '/api/v2/Report/CreateReport', { token: tokens.get(2), body: { type } }), 'reportTypeNotAllowed');
      expectRefused(await server.call('POST', '/api/v1/reports', { token: tokens.get(2), body: { type } }), 'reportTypeNotAllowed');
    }
    expect((await server.call('PUT', '/api/v2/Report/CreateReport', { token: tokens.get(2), body: { type: 'Transactions' } })).statusCode).toBe(200);
  });

  it('3. shows support only its own reports (list, one, file); admins and super admins see everyone\'s', async () => {
    const supportId = await adminIdOf('support@demo.local');
    const adminsReport = (await server.call('PUT', '/api/v2/Report/CreateReport', { token: tokens.get(0), body: { type: 'TotalBalances' } })).json().id as number;
    const supportsReport = (await server.call('PUT', '/api/v2/Report/CreateReport', { token: tokens.get(2), body: { type: 'Users' } })).json().id as number;

    const listed = (await server.call('POST', '/api/v2/Report/GetReports', { token: tokens.get(2), body: { limit: 1000, getTotal: true } })).json();
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((r: { adminId: number }) => r.adminId === supportId)).toBe(true);
    expect(listed.items.map((r: { id: number }) => r.id)).toContain(supportsReport);
    expect(listed.total).toBe(listed.items.length);
    const v1 = (await server.call('GET', '/api/v1/reports?limit=1000', { token: tokens.get(2) })).json();
    expect(v1.items.map((r: { adminId: number }) => r.adminId).filter((id: number) => id !== supportId)).toEqual([]);

    for (const [method, url] of [
      ['POST', '/api/v2/Report/GetReport'],
      ['GET', `/api/v2/Report/GetReportFile?ReportId=${adminsReport}`],
      ['GET', `/api/v1/reports/${adminsReport}`],
    ] as const) {
      const res = await server.call(method, url, { token: tokens.get(2), body: method === 'POST' ? { id: adminsReport } : undefined });
      expect(res.statusCode, url).toBe(404);
    }
    for (const status of [0, 1]) {
      const all = (await server.call('POST', '/api/v2/Report/GetReports', { token: tokens.get(status), body: { limit: 1000 } })).json();
      expect(all.items.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([adminsReport, supportsReport]));
      expect((await server.call('POST', '/api/v2/Report/GetReport', { token: tokens.get(status), body: { id: supportsReport } })).statusCode).toBe(200);
    }

    // A finance report support ordered before the rule (or when its role allowed it): its file is refused too.
    const old = await server.db.kysely
      .insertInto('reports')
      .values({ type: 'TotalBalances', status: 'completed', admin_id: supportId, filters: '{}', date_from: null, date_to: null, ignored_user_tags: '[]', row_limit: 10, date_created: '2026-11-01T00:00:00.000Z', date_completed: '2026-11-01T00:01:00.000Z', file_name: 'Report TotalBalances 2026-11-01.csv', row_count: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectRefused(await server.call('GET', `/api/v2/Report/GetReportFile?ReportId=${old.id}`, { token: tokens.get(2) }), 'reportTypeNotAllowed');
  });

  it('4. lets only admins and super admins lift the problematic mark of a withdrawal\'s requisites (support may still set it)', async () => {
    const open = await server.db.kysely
      .selectFrom('transactions')
      .select('id')
      .where('side', '=', 'out')
      .where('status', 'not in', FINAL_STATUSES as string[])
      .orderBy('id')
      .limit(2)
      .execute();
    const [a, b] = open.map((r) => r.id) as [number, number];
    const mark = (status: number, transactionId: number, requisitesStatus: string) =>
      server.call('POST', '/api/Transaction/UpdateTransactionRequisites', { token: tokens.get(status), body: { transactionId, requisitesStatus } });
    const requisites = async (id: number) => (await server.db.kysely.selectFrom('transactions').select('requisites_status').where('id', '=', id).executeTakeFirstOrThrow()).requisites_status;

    expect((await mark(2, a, 'problematic')).statusCode).toBe(200);
    expectRefused(await mark(2, a, 'approved'), 'requisitesMarkNotAllowed');
    expectRefused(await mark(2, a, 'new'), 'requisitesMarkNotAllowed');
    expect(await requisites(a)).toBe('problematic');
    expect((await mark(1, a, 'approved')).statusCode).toBe(200);
    expect(await requisites(a)).toBe('approved');
    expect((await mark(2, b, 'problematic')).statusCode).toBe(200);
    expect((await mark(0, b, 'new')).statusCode).toBe(200);
    // Approving details nobody flagged stays support's everyday work.
    expect((await mark(2, b, 'approved')).statusCode).toBe(200);
  });

  it('5. lets support lift only the locks and blocks support set (spec 3 §6), and reset no password or second factor', async () => {
    const users = await server.db.kysely.selectFrom('users').select('id').where('is_blocked', '=', 0).where('is_deleted', '=', 0).orderBy('id', 'desc').limit(2).execute();
    const [x, y] = users.map((u) => u.id) as [number, number];
    const put = (status: number, op: string, body: object) => server.call('PUT', `/api/v2/User/${op}`, { token: tokens.get(status), body });
    const locked = async (id: number) => (await server.db.kysely.selectFrom('user_locks').select('lock_type').where('user_id', '=', id).execute()).map((l) => l.lock_type);
    const blocked = async (id: number) => (await server.db.kysely.selectFrom('users').select('is_blocked').where('id', '=', id).executeTakeFirstOrThrow()).is_blocked;

    // Support undoes its own lock and block.
    expect((await put(2, 'UsersLock', { userIdList: [y], lockType: 3 })).json()).toMatchObject({ affected: 1 });
    expect((await put(2, 'UsersUnlock', { userIdList: [y], lockType: 3 })).json()).toMatchObject({ affected: 1 });
    expect((await put(2, 'UsersBlock', { userIdList: [y] })).json()).toMatchObject({ affected: 1 });
    expect((await put(2, 'UsersUnblock', { userIdList: [y] })).json()).toMatchObject({ affected: 1 });

    // An admin's lock and block stay: the whole call is refused, nothing is lifted (not even support's own lock on y).
    await put(0, 'UsersLock', { userIdList: [x], lockType: 3 });
    await put(2, 'UsersLock', { userIdList: [y], lockType: 3 });
    expectRefused(await put(2, 'UsersUnlock', { userIdList: [x, y] }), 'liftNotAllowed');
    expectRefused(await put(2, 'UsersUnlock', { userIdList: [x], lockType: 3 }), 'liftNotAllowed');
    expect(await locked(x)).toEqual([3]);
    expect(await locked(y)).toEqual([3]);
    await put(1, 'UsersBlock', { userIdList: [x] });
    expectRefused(await put(2, 'UsersUnblock', { userIdList: [x] }), 'liftNotAllowed');
    expect(await blocked(x)).toBe(1);
    // Locks of another type are not in the way.
    expect((await put(2, 'UsersUnlock', { userIdList: [x], lockType: 4 })).json()).toMatchObject({ affected: 0 });
    // An administrator lifts them.
    expect((await put(0, 'UsersUnlock', { userIdList: [x] })).json()).toMatchObject({ affected: 1 });
    expect((await put(0, 'UsersUnblock', { userIdList: [x] })).json()).toMatchObject({ affected: 1 });

    // Password and second factor: the gate refuses support (and arbitrators).
    for (const status of [2, 3]) {
      for (const [method, url, body] of [
        ['POST', '/api/User/ChangeUserPassword', { userId: x, newPassword: 'Passw0rdNew' }],
        ['POST', '/api/User/ManageUser2Fa', { userId: x, serviceType: 0, isEnabled: true }],
        ['PUT', '/api/v2/User/DisableUser2Fa', { userId: x, serviceType: 0 }],
      ] as const) {
        const res = await server.call(method, url, { token: tokens.get(status), body });
        expect(res.statusCode, `${status} ${url}`).toBe(403);
      }
    }
  });

  it('6. shows an arbitrator the documents, verification and files of the parties to their own disputes only', async () => {
    const arbitratorId = await adminIdOf('arbitrator@demo.local');
    const trade = await server.db.kysely.selectFrom('p2p_trades').select(['id', 'seller_id', 'buyer_id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await server.db.kysely.updateTable('p2p_trades').set({ arbitrator_id: null }).where('arbitrator_id', '=', arbitratorId).execute();
    await server.db.kysely.updateTable('p2p_trades').set({ arbitrator_id: arbitratorId }).where('id', '=', trade.id).execute();
    const outsider = (await server.db.kysely
      .selectFrom('users')
      .select('id')
      .where('id', 'not in', [trade.seller_id, trade.buyer_id])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()).id;
    const fileOf = async (userId: number) =>
      (await server.db.kysely
        .insertInto('user_files')
        .values({ user_id: userId, document_id: null, name: 'passport.png', extension: 'png', content_type: 'image/png', data: Buffer.from('png'), size: 3, date_created: '2026-11-01T00:00:00.000Z' } as never)
        .returning('id')
        .executeTakeFirstOrThrow()).id;
    const partyFile = await fileOf(trade.seller_id);
    const outsiderFile = await fileOf(outsider);
    const arbitrator = tokens.get(3);

    for (const party of [trade.seller_id, trade.buyer_id]) {
      expect((await server.call('GET', `/api/User/GetVerificationInfo?userId=${party}`, { token: arbitrator })).statusCode).toBe(200);
      expect((await server.call('POST', '/api/v2/User/GetUserDocuments', { token: arbitrator, body: { userIdList: [party] } })).statusCode).toBe(200);
      expect((await server.call('POST', '/api/v2/Verification/GetVerificationRequests', { token: arbitrator, body: { userIdList: [party] } })).statusCode).toBe(200);
    }
    expect((await server.call('GET', `/api/User/GetUserFile?UserFileId=${partyFile}`, { token: arbitrator })).statusCode).toBe(200);
    expect((await server.call('GET', `/api/api/bo/User/GetUserFile?UserFileId=${partyFile}`, { token: arbitrator })).statusCode).toBe(200);

    expectRefused(await server.call('GET', `/api/User/GetVerificationInfo?userId=${outsider}`, { token: arbitrator }), 'notADisputeParty');
    expectRefused(await server.call('POST', '/api/v2/User/GetUserDocuments', { token: arbitrator, body: { userIdList: [trade.seller_id, outsider] } }), 'notADisputeParty');
    expectRefused(await server.call('POST', '/api/v2/Verification/GetVerificationRequests', { token: arbitrator, body: {} }), 'notADisputeParty');
    expectRefused(await server.call('GET', `/api/User/GetUserFile?UserFileId=${outsiderFile}`, { token: arbitrator }), 'notADisputeParty');
    expectRefused(await server.call('GET', `/api/api/bo/User/GetUserFile?UserFileId=${outsiderFile}`, { token: arbitrator }), 'notADisputeParty');
    // Another arbitrator's dispute is not this one's.
    const other = await server.signIn('arbitrator2@demo.local');
    expectRefused(await server.call('GET', `/api/User/GetVerificationInfo?userId=${trade.seller_id}`, { token: other }), 'notADisputeParty');
    // Admins and support read any user's.
    for (const status of [0, 1, 2]) {
      expect((await server.call('GET', `/api/User/GetVerificationInfo?userId=${outsider}`, { token: tokens.get(status) })).statusCode).toBe(200);
      expect((await server.call('GET', `/api/User/GetUserFile?UserFileId=${outsiderFile}`, { token: tokens.get(status) })).statusCode).toBe(200);
    }
  });
});

describe('four-eyes approval (issue 29): the per-row rules behind the gate', () => {
  it('the maker never decides their own request, only the maker withdraws it, and support sees none', async () => {
    const admin = tokens.get(0)!;
    const superAdmin = tokens.get(1)!;
    const policy = { expiryHours: 24, rules: [{ action: 'adminDeposit', enabled: true, thresholdUsd: '0' }] };
    expect((await server.call('PUT', '/api/v2/Approval/UpdateApprovalPolicy', { token: admin, body: policy })).statusCode).toBe(403);
    expect((await server.call('PUT', '/api/v2/Approval/UpdateApprovalPolicy', { token: superAdmin, body: policy })).statusCode).toBe(200);
    const made = await server.call('POST', '/api/Transaction/AdminDeposit', { token: admin, body: { userId: 1, currencyId: 1, amount: '1' } });
    expect(made.statusCode).toBe(202);
    const id = made.json().approvalRequestId as number;
    expectRefused(await server.call('PUT', '/api/v2/Approval/ApproveRequest', { token: admin, body: { id } }), 'ownApprovalRequest');
    expectRefused(await server.call('PUT', '/api/v2/Approval/RejectRequest', { token: admin, body: { id, comment: 'mine' } }), 'ownApprovalRequest');
    expectRefused(await server.call('PUT', '/api/v2/Approval/WithdrawRequest', { token: superAdmin, body: { id } }), 'notApprovalMaker');
    for (const status of [2, 3]) {
      const res = await server.call('POST', '/api/v2/Approval/GetApprovalRequest', { token: tokens.get(status), body: { id } });
      expect(res.json().error.reason).toBe('actionNotAllowed');
      expect((await server.call('GET', '/api/v2/Approval/GetApprovalPolicy', { token: tokens.get(status) })).statusCode).toBe(200);
    }
    expect((await server.call('PUT', '/api/v2/Approval/WithdrawRequest', { token: admin, body: { id } })).json().status).toBe('withdrawn');
    const off = { expiryHours: 24, rules: [{ action: 'adminDeposit', enabled: false, thresholdUsd: '0' }] };
    expect((await server.call('PUT', '/api/v2/Approval/UpdateApprovalPolicy', { token: superAdmin, body: off })).statusCode).toBe(200);
  });
});
