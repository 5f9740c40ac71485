import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations } from '../../server/http/contracts.ts';
import { implementedOperations } from '../../server/modules/index.ts';
import { badInputCases, requestBodySchema } from './contractSchemas.ts';
import { apiUrl, startTestServer, type TestServer } from './harness.ts';

/** The users-list filter a bulk action's "select all" carries (nested bad cases derive from it). */
const USER_FILTER = { filters: { isBlocked: false }, userIdList: [1], userTagList: [1], searchString: 'a', userName: 'annasmith1' };

/** A text filled in every interface locale (e-mail templates require all six). */
const EVERY_LOCALE = { en: 'Hi', ru: 'Привет', zh: '你好', es: 'Hola', et: 'Tere', tr: 'Merhaba' };

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
  // Users (spec 1 §7)
  'POST User/GetUsers': { filters: { isBlocked: false }, sort: { field: 'regDate', desc: true }, offset: 0, limit: 20, getTotal: true, userIdList: [1, 2] },
  'POST v2/User/GetUsers': {
    filters: { isBlocked: false, isLocked: false, lockTypes: [1], roles: ['trader'], regDateFrom: '2020-01-01T00:00:00Z', regDateTo: '2030-01-01T00:00:00Z' },
    sort: { field: 'regDate', desc: true }, offset: 0, limit: 20, getTotal: true, userIdList: [1], userTagList: [1], searchString: 'anna', userName: 'annasmith1',
  },
  'POST v2/User/GetDeletedUsers': { offset: 0, limit: 20, getTotal: true, searchString: 'a', sort: { field: 'default', desc: true }, userIdList: [1] },
  'POST v2/User/GetUser': { userId: 1 },
  'POST v2/User/CreateUser': { userName: 'fixture_user', email: 'fixture.user@example.com', password: 'Fixture-2026', locale: 'en' },
  'PUT v2/User/RemoveUser': { userId: 100 },
  'PUT v2/User/UsersLock': { userIdList: [1], selectAll: false, filter: USER_FILTER, lockType: 1, minutes: 60, comment: 'fixture' },
  'PUT v2/User/UsersUnlock': { userIdList: [1], selectAll: false, filter: USER_FILTER, lockType: 1, comment: 'fixture' },
  'PUT v2/User/UsersBlock': { userIdList: [1], selectAll: false, filter: USER_FILTER, comment: 'fixture' },
  'PUT v2/User/UsersUnblock': { userIdList: [1], selectAll: false, filter: USER_FILTER, comment: 'fixture' },
  'PUT v2/User/AddUserRole': { userIdList: [1], selectAll: false, filter: USER_FILTER, role: 'trader' },
  'PUT v2/User/RemoveUserRole': { userIdList: [1], selectAll: false, filter: USER_FILTER, role: 'trader' },
  'POST v2/User/AddUserTag': { tagName: 'fixture tag', color: '#123456' },
  'PUT v2/User/EditUserTag': { tagId: 1, tagName: 'vip', color: '#F5A623' },
  'PUT v2/User/DeleteUserTag': { tagId: 10 },
  'PUT v2/User/AddTagsToUser': { userIdList: [1], selectAll: false, filter: USER_FILTER, tagIdList: [1] },
  'PUT v2/User/RemoveTagsFromUser': { userIdList: [1], selectAll: false, filter: USER_FILTER, tagIdList: [1] },
  'PUT v2/User/UpdateUserLocalizationSettings': { userId: 1, locale: 'ru', timezone: 'Europe/Moscow' },
  'POST User/ChangeUserPassword': { userId: 1, newPassword: 'Fixture-2026' },
  'PUT v2/Transaction/UpdateUserTransactionLimit': { userId: 1, currencyId: 1, period: 'day', depositLimit: '100', withdrawalLimit: '50.5' },
  'PUT v2/Transaction/DeleteUserTransactionLimit': { userId: 1, currencyId: 1, period: 'day' },
  'POST v2/Transaction/GetUserTransactionLimits': { userId: 1, currencyId: 1 },
  'POST v2/User/GetUserDocuments': { userIdList: [1], offset: 0, limit: 1000, getTotal: false },
  'PUT v2/User/CheckUserDocument': { userId: 1, documentId: 1, response: 'reset', comment: 'fixture' },
  'POST v2/Verification/GetVerificationRequests': {
    offset: 0, limit: 20, getTotal: true, userIdList: [1], statusList: ['inProcess'], dateFrom: 0, dateTo: 2000000000, sort: { field: 'dateCreated', desc: true },
  },
  'POST User/GetUserLockHistory': { userId: 1, offset: 0, limit: 20, getTotal: true },
  'POST v2/User/GetUserIpWhiteList': { userId: 1 },
  'PUT v2/User/AddIpToWhitelist': { userId: 1, ip: '10.0.0.1' },
  'PUT v2/User/DeleteIpFromWhitelist': { userId: 1, ip: '10.0.0.1' },
  'PUT v2/User/ClearIpWhitelist': { userId: 1 },
  'POST v2/User/GetUserNfaHistory': { userId: 1, offset: 0, limit: 20, getTotal: true },
  'POST User/ManageUser2Fa': { userId: 1, serviceType: 2, isEnabled: true },
  'PUT v2/User/DisableUser2Fa': { userId: 1, serviceType: 2 },
  'POST v2/User/GetUserActions': { userId: 1, offset: 0, limit: 20, getTotal: true, dateFrom: 0, dateTo: 2000000000 },
  'POST User/Get2FaCodes': { userId: 1, offset: 0, limit: 20 },
  'POST User/UpdateUserNotificationsSettings': { userId: 1, commands: [{ notification: 0, service: 2, ignore: true }] },
  'PUT v2/User/UpdateUserEmailBodyType': { userId: 1, emailBodyType: 'plainText' },
  'POST v2/User/GetUserApiClients': { userId: 1 },
  'PUT v1/user/{id}/identificator': { identificator: 'ID-0001' },
  'PUT v1/user/{id}/language': { language: 'en' },
  'PUT v1/arbitrator/trades/{id}/join': { id: 1 },
  'POST v1/arbitrator/trades/{id}/assign': { id: 1, arbitratorId: 4 },
  'POST v1/arbitrator/trades/{id}/confirmation': { id: 1, comment: 'Payment confirmed by the bank statement' },
  'POST v1/arbitrator/trades/{id}/cancellation': { id: 1, comment: 'No payment arrived in time' },
  'POST v1/communication/groupchat/{id}/messages': { message: 'Please upload the receipt' },
  'PUT v1/p2p/trades/notify': { tradeIds: [1, 2], message: 'Please check your deal' },
  'PUT v1/p2p/trades/{tradeId}': { fiatAmount: '100.5', comment: 'Checked by support' },
  'PUT p2p/Admin/feedback/{feedbackId}': { comment: 'Moderated', influence: 'Neutral' },
  // Settings and administration (issue 17)
  'POST User/GetAdminLogs': { adminId: 1, operationId: 'PUT User/BlockAdmin', targetId: 2, dateFrom: 1795305600, dateTo: 1795391999, offset: 0, limit: 20 },
  'POST v2/Communication/GetAdminNotificationsSettings': { adminId: 1 },
  'POST v2/Communication/AddAdminNotificationsSettings': { adminId: 1, notificationType: 16, channel: 2, isEnabled: true },
  'PUT v2/Communication/RemoveAdminNotificationsSettings': { id: 1 },
  'PUT v2/Communication/EditAdminNotificationsSettings': { id: 1, channel: 3, isEnabled: false },
  'POST v2/Templates/GetEmailMessageTemplates': { messageType: 1, offset: 0, limit: 20, getTotal: true },
  'POST v2/Templates/AddEmailMessageTemplate': { messageType: 1, type: 'news', subject: EVERY_LOCALE, body: EVERY_LOCALE, bodyType: 'html', sendIfUnsubscribed: false },
  'POST v2/Templates/UpdateEmailMessageTemplate': { id: 1, type: 'marketing', subject: EVERY_LOCALE, body: EVERY_LOCALE, bodyType: 'plainText' },
  'POST v2/Templates/GetEmailMessageTemplateHistory': { id: 1, offset: 0, limit: 20, getTotal: true },
  'POST Options/UpdateEmailOptions': { domain: 'mail.example.com', signature: 'Team', securityCode: 'X1', unsubscribeHeader: 'List-Unsubscribe', unsubscribeLink: 'https://e.x/u' },
  'POST Options/UpdateVerificationOptions': { verificationType: 'manual', autoProvider: null },
  'POST Options/UpdateUploadOptions': { fileLengthLimit: 1024, totalLengthLimit: 2048, fileCountLimit: 3 },
};

/** Bad query strings for implemented operations that read the query. */
const BAD_QUERIES: Record<string, string[]> = {
  'GET User/GetAdmins': ['Limit=abc', 'Limit=0', 'Limit=1001', 'Offset=-1', 'GetTotal=maybe'],
  'GET User/GetVerificationInfo': ['', 'userId=abc', 'userId=0', 'userId=1.5'],
  'GET User/GetUserNotificationSettings': ['', 'UserId=abc', 'UserId=0', 'UserId=-3'],
  'GET v1/arbitrator/trades': ['limit=0', 'limit=1001', 'offset=-1', 'status=12', 'isInDispute=maybe', 'withoutMe=2'],
  'GET v1/arbitrator/trades/me': ['sortField=name', 'sortDesc=maybe', 'dateFrom=-1'],
  'GET p2p/Admin/Trade': ['limit=0', 'status=x', 'userId=0', 'dateTo=yesterday'],
  'GET p2p/Admin/profile': ['userId=0', 'userId=abc'],
  'GET p2p/Admin/feedback': ['page=-1', 'influence=Great', 'limit=0'],
  'GET v1/p2p/trades': ['status=done', 'flowType=both'],
  'GET v1/communication/groupchat/{id}/messages': ['limit=0', 'offset=-5'],
  'GET api/bo/User/GetGroupChatMessagesDetail': ['GroupChatId=abc', 'GroupChatId=1&Limit=0'],
  'GET api/bo/User/GetUserFile': ['UserFileId=abc', 'UserFileId=0'],
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

describe('bad input to every implemented operation answers 400 with the envelope and changes nothing', () => {
  it('every implemented operation with a body has a valid fixture here', () => {
    expect(withBody.map((o) => o.operationId).filter((id) => !(id in VALID_BODIES))).toEqual([]);
  });

  for (const op of withBody) {
    describe(op.operationId, () => {
      const schema = requestBodySchema(op.service, op.operation)!;
      const valid = VALID_BODIES[op.operationId] ?? {};

      it('accepts the valid fixture as far as validation goes', async () => {
        const res = await server.call(op.method, apiUrl(op.path), { token, body: valid });
        expect(res.json().error?.code).not.toBe(100);
      });

      const cases = badInputCases(op.service, schema, valid);
      it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, badCase) => {
        const before = await snapshot();
        const res = await server.call(op.method, apiUrl(op.path), { token, body: badCase.body });
        expect(res.statusCode).toBe(400);
        const error = res.json().error;
        expect(error).toMatchObject({ status: 400, code: 100, message: 'Validation failed' });
        expect(JSON.stringify(error.details)).toContain(badCase.mentions);
        expect(await snapshot()).toBe(before);
      });

      it('refuses a body that is not JSON', async () => {
        const res = await server.app.inject({ method: op.method as 'POST', url: apiUrl(op.path), headers: { 'x-auth-token': token, 'content-type': 'application/json' }, payload: '{"broken":' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe(100);
      });
    });
  }

  for (const [operationId, queries] of Object.entries(BAD_QUERIES)) {
    const op = operations.find((o) => o.operationId === operationId)!;
    it.each(queries)(`${operationId} ?%s`, async (query) => {
      const before = await snapshot();
      const res = await server.call(op.method, `${apiUrl(op.path)}?${query}`, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(100);
      expect(await snapshot()).toBe(before);
    });
  }
});
