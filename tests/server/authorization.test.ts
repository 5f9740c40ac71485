import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, accessRuleFor, mayCall } from '../../src/domain/operationAccess.ts';
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
      if (allowed === (res.statusCode === 403)) mismatches.push(`${op.operationId}: ${res.statusCode}`);
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
