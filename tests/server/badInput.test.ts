import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations } from '../../server/http/contracts.ts';
import { implementedOperations } from '../../server/modules/index.ts';
import { badInputCases, requestBodySchema } from './contractSchemas.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** A valid body for every implemented operation that takes one; the bad variants derive from it. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST Login/SignIn': { email: 'admin@demo.local', password: 'Wrong-password-1', authCode: '123456' },
  'PUT Login/UpdateAdminSettings': {
    settings: { isDarkTheme: true, itemsPerPage: 50, locale: 'ru', timezone: 'Europe/Tallinn', savedFilters: { users: [{ name: 'Mine', data: { a: 1 } }] } },
  },
  'POST v2/Login/ChangePassword': { oldPassword: 'Wrong-password-1', newPassword: 'Another-2027' },
  'POST v2/Market/GetCurrencies': { isInUse: true },
  'POST v2/Market/GetMarkets': { offset: 0, limit: 10, getTotal: true, filters: { baseCurrencyId: 1, derivedCurrencyId: 2, isEnabled: true }, sort: { field: 'id', desc: false } },
  'POST v2/User/GetUserTags': {},
};

/** Bad query strings for implemented operations that read the query. */
const BAD_QUERIES: Record<string, string[]> = {
  'GET User/GetAdmins': ['Limit=abc', 'Limit=0', 'Limit=1001', 'Offset=-1', 'GetTotal=maybe'],
};

const operations = listContractOperations().filter((o) => o.operationId in implementedOperations);
const withBody = operations.filter((o) => requestBodySchema(o.service, o.operation));

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('admin@demo.local');
});
afterAll(() => server.close());

/** What a bad request must leave untouched: the admin log, settings, passwords, sessions, attempts. */
async function snapshot() {
  const k = server.db.kysely;
  const [logs, admins, tokens, attempts] = await Promise.all([
    k.selectFrom('admin_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    k.selectFrom('admins').select(['id', 'settings', 'password_hash', 'is_blocked']).orderBy('id').execute(),
    k.selectFrom('admin_tokens').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    k.selectFrom('sign_in_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ logs, admins, tokens, attempts });
}

const urlOf = (path: string) => `/api${path.replace(/\{[^}]+\}/g, '1')}`;

describe('bad input to every implemented operation answers 400 with the envelope and changes nothing', () => {
  it('every implemented operation with a body has a valid fixture here', () => {
    expect(withBody.map((o) => o.operationId).filter((id) => !(id in VALID_BODIES))).toEqual([]);
  });

  for (const op of withBody) {
    describe(op.operationId, () => {
      const schema = requestBodySchema(op.service, op.operation)!;
      const valid = VALID_BODIES[op.operationId] ?? {};

      it('accepts the valid fixture as far as validation goes', async () => {
        const res = await server.call(op.method, urlOf(op.path), { token, body: valid });
        expect(res.json().error?.code).not.toBe(100);
      });

      const cases = badInputCases(op.service, schema, valid);
      it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, badCase) => {
        const before = await snapshot();
        const res = await server.call(op.method, urlOf(op.path), { token, body: badCase.body });
        expect(res.statusCode).toBe(400);
        const error = res.json().error;
        expect(error).toMatchObject({ status: 400, code: 100, message: 'Validation failed' });
        expect(JSON.stringify(error.details)).toContain(badCase.mentions);
        expect(await snapshot()).toBe(before);
      });

      it('refuses a body that is not JSON', async () => {
        const res = await server.app.inject({ method: op.method as 'POST', url: urlOf(op.path), headers: { 'x-auth-token': token, 'content-type': 'application/json' }, payload: '{"broken":' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe(100);
      });
    });
  }

  for (const [operationId, queries] of Object.entries(BAD_QUERIES)) {
    const op = operations.find((o) => o.operationId === operationId)!;
    it.each(queries)(`${operationId} ?%s`, async (query) => {
      const before = await snapshot();
      const res = await server.call(op.method, `${urlOf(op.path)}?${query}`, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(100);
      expect(await snapshot()).toBe(before);
    });
  }
});
