import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations } from '../../server/http/contracts.ts';
import { implementedOperations } from '../../server/modules/index.ts';
import { badInputCases, requestBodySchema } from './contractSchemas.ts';
import { apiUrl, startTestServer, type TestServer } from './harness.ts';

/** The users-list filter a bulk action's "select all" carries (nested bad cases derive from it). */
const USER_FILTER = { filters: { isBlocked: false }, userIdList: [1], userTagList: [1], searchString: 'a', userName: 'annasmith1' };

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
  // Payment systems and currencies (issue 12)
  'POST Transaction/CreatePaymentMethod': {
    name: 'Fixture method', category: 'cash', methodType: 'online', status: 'enabled', isEnabledForP2p: true, isEnabledForWallets: true, sortId: 50, countries: [1],
  },
  'POST Transaction/EditPaymentMethod': { id: 1, name: 'Cash in person', category: 'cash', countries: [1] },
  'POST Transaction/DeletePaymentMethod': { id: 14 },
  'POST Transaction/CreateCountryPaymentMethod': { countryId: 11, paymentMethodId: 1 },
  'POST Transaction/DeleteCountryPaymentMethod': { countryId: 1, paymentMethodId: 1 },
  'POST Transaction/CreatePaymentMethodField': {
    paymentMethodId: 1, name: 'Fixture', fieldType: 'text', regex: '^a$', target: 't', isRequired: true, isMultiline: false, isUniqueRequired: false,
  },
  'POST Transaction/DeletePaymentMethodField': { id: 11 },
  'PUT Transaction/EditPaymentMethodField': { id: 1, name: 'IBAN', regex: '^[A-Z]+$', fieldType: 'text', target: 'iban', isRequired: true, isMultiline: false, isUniqueRequired: true },
  'POST Transaction/CreateCountry': { name: 'Fixture land', iso2: 'FX', iso3: 'FXL' },
  'POST Transaction/CreateCity': { countryId: 1, name: 'Fixture city' },
  'PUT Transaction/EditCountry': { id: 1, name: 'United States', iso2: 'US', iso3: 'USA' },
  'PUT Transaction/DeleteCountry': { id: 12 },
  'PUT Transaction/EditCity': { id: 1, name: 'New York', countryId: 1 },
  'PUT Transaction/DeleteCity': { id: 2 },
  'POST Transaction/GetTransactionMethods': { offset: 0, limit: 20, getTotal: true, type: 'deposit', currencyId: 1, method: 'blockchain', sort: { field: 'sortId', desc: true } },
  'POST Transaction/CreateTransactionMethod': {
    type: 'deposit', provider: 'Fixture', method: 'manual', currencyId: 1, amountMin: '1', amountMax: '10', feePercent: '0.5', feeAbsolute: '0', feeMin: '0',
    feeMax: '1', defaultDecimals: 8, isEnabled: true, sortId: 99,
    payIn: { amountMin: '1', amountMax: '10', feePercent: '0', feeAbsolute: '0', feeMin: '0', feeMax: '0' }, payOut: null,
  },
  'POST Transaction/EditTransactionMethod': { id: 1, amountMin: '0.0001', amountMax: '10', provider: 'Node' },
  'PUT Transaction/DeleteTransactionMethod': { id: 24 },
  'PUT Transaction/DeleteTransactionMethodIcon': { transactionMethodId: 1 },
  'PUT v2/Market/EditCurrency': { id: 1, name: 'US Dollar', isInUse: true, equivalentCurrencyTitle: 'USD', paymentMethods: [1], aliases: ['dollar'] },
  'POST Market/CreateCurrency': { name: 'Fixture coin', title: 'FXC', currencyType: 'crypto', decimals: 8, urlAddress: 'https://x.example/{address}' },
  'POST Market/EditCurrency': { id: 2, name: 'Euro', clearPaymentMethods: false },
  'PUT Market/DeleteCurrencyIcon': { currencyId: 1 },
  'POST v1/currencies': { name: 'Fixture v1', title: 'FV1', currencyType: 'fiat' },
  'PUT v1/currencies/{id}': { name: 'US Dollar' },
  'POST v2/Transaction/GetCryptoCurrencies': { offset: 0, limit: 20, getTotal: true },
  'POST v2/Transaction/GetCryptoTokens': { offset: 0, limit: 20, getTotal: true, cryptoCurrencyId: 2 },
  'POST v2/Transaction/CreateCryptoCurrency': { name: 'Fixture chain', title: 'FXCH', network: 'ERC20', minConfirmations: 3, isEnabled: true },
  'POST v2/Transaction/CreateCryptoToken': {
    name: 'Fixture token', title: 'FXT', cryptoCurrencyId: 2, network: 'ERC20', contractAbi: 'ERC 20', aggregatingMin: '1', minConfirmations: 1,
    minConfirmationsForUse: 1, addressRegex: '^0x',
  },
  'PUT v2/Transaction/EditCryptoCurrency': { id: 1, minConfirmations: 2 },
  'PUT v2/Transaction/DeleteCryptoCurrency': { id: 6 },
  'PUT v2/Transaction/EditCryptoToken': { id: 1, minConfirmations: 12 },
  'PUT v2/Transaction/DeleteCryptoToken': { id: 6 },
  'POST v2/Transaction/GetNetworks': { offset: 0, limit: 20, getTotal: true, searchString: 'ERC' },
  'POST v2/Transaction/CreateNetwork': { uniqueId: 'FIXNET', tagName: 'Memo', tagRegex: '^\\d+$', addressUrl: 'https://x.example/{address}', transactionUrl: 'https://x.example/{txid}' },
  'PUT v2/Transaction/EditNetwork': { id: 1, tagMultiline: false },
  'PUT v2/Transaction/DeleteNetwork': { id: 1 },
  'POST v2/mw/Multiwallet/GetTokens': { offset: 0, limit: 20, getTotal: true },
  'POST v2/mw/Multiwallet/AddToken': { currencyId: 2, name: 'EURC', network: 'ERC20', contractAddress: '0x1', decimals: 6, isEnabled: true },
  'PUT v2/mw/Multiwallet/EditToken': { id: 1, isEnabled: true },
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
  'GET Transaction/GetPaymentMethods': ['Limit=0', 'Limit=1001', 'Category=cheques', 'Status=gone', 'CountryId=0'],
  'GET Transaction/GetCountries': ['Limit=0', 'Offset=-1'],
  'GET Transaction/GetCities': ['CountryId=abc', 'Limit=1001'],
  'GET Transaction/GetCountryPaymentMethods': ['CountryId=0', 'PaymentMethodId=x'],
  'GET Transaction/GetTransactionMethod': ['', 'TransactionMethodId=0', 'TransactionMethodId=abc'],
  'GET v2/Catalogue/GetIcon': ['', 'IconId=0', 'IconId=abc'],
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
