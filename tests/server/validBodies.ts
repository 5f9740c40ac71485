/**
 * A valid JSON body for every implemented operation that takes one: the base the request-pipeline
 * test (badInput.test.ts) derives its bad variants from, so each variant breaks exactly one thing.
 * Data only; a new operation with a body adds its entry here (the test fails until it does).
 */
/** The users-list filter a bulk action's "select all" carries (nested bad cases derive from it). */
const USER_FILTER = { filters: { isBlocked: false }, userIdList: [1], userTagList: [1], searchString: 'a', userName: 'annasmith1' };

/** A text filled in every interface locale (e-mail templates require all six). */
const EVERY_LOCALE = { en: 'Hi', ru: 'Привет', zh: '你好', es: 'Hola', et: 'Tere', tr: 'Merhaba' };

/** A valid body for every implemented operation that takes one; the bad variants derive from it. */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
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
