import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPE_IDS } from '../../src/domain/notifications.ts';
import { serverForFile } from './harness.ts';

interface Dated {
  status?: string;
  dateCreated: string;
}
interface Setting {
  notification: number;
  notificationServiceType: number;
  ignored: boolean;
}
interface FileRef {
  userFileId: number;
  extension: string;
  contentType: string;
  size: number;
}

const { server, tokens } = serverForFile(['admin', 'support', 'arbitrator'], { users: 150 });

const k = () => server.db.kysely;
const call = (method: string, url: string, body?: unknown, token = tokens.support) => server.call(method, `/api/${url}`, { token, body });
const lastLog = (operationId: string) =>
  k().selectFrom('admin_logs').selectAll().where('operation_id', '=', operationId).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('documents and verification', () => {
  it('lists the documents of users with their files, leaving out documents without any field', async () => {
    const withDocs = await k().selectFrom('user_documents').select('user_id').groupBy('user_id').orderBy('user_id').limit(20).execute();
    const userIds = withDocs.map((d) => d.user_id);
    const res = await call('POST', 'v2/User/GetUserDocuments', { userIdList: userIds, limit: 1000, offset: 0, getTotal: false });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    const stored = await k().selectFrom('user_documents').selectAll().where('user_id', 'in', userIds).execute();
    const listed = stored.filter((d) => d.first_name !== null || d.type !== null || d.document_number !== null || d.birthday !== null);
    expect(items.map((d: { id: number }) => d.id).sort()).toEqual(listed.map((d) => d.id).sort());
    expect(total).toBe(items.length);

    // A document with every field empty is not listed.
    const [blank] = await k()
      .insertInto('user_documents')
      .values({ user_id: userIds[0]!, type: null, first_name: null, last_name: null, middle_name: null, birthday: null, country: null, city: null, address: null, citizenship: null, document_expire_date: null, document_issued_by: null, document_issued_date: null, document_number: null, gender: null, postal_code: null, is_checked: 0, date_created: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .execute();
    const again = (await call('POST', 'v2/User/GetUserDocuments', { userIdList: [userIds[0]], getTotal: true })).json();
    expect(again.items.map((d: { id: number }) => d.id)).not.toContain(blank!.id);
    expect(again.total).toBe(again.items.length);
  });

  it('serves a document scan as a PNG by its file id, and 404 for an unknown id', async () => {
    const file = await k().selectFrom('user_files').select(['id', 'document_id', 'user_id']).where('document_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const docs = (await call('POST', 'v2/User/GetUserDocuments', { userIdList: [file.user_id] })).json().items;
    const ref = docs.flatMap((d: { files: FileRef[] }) => d.files).find((f: FileRef) => f.userFileId === file.id)!;
    expect(ref).toMatchObject({ extension: 'png', contentType: 'image/png' });
    const res = await server.call('GET', `/api/User/GetUserFile?UserFileId=${file.id}`, { token: tokens.support });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(res.rawPayload.length).toBe(ref.size);
    expect((await server.call('GET', '/api/User/GetUserFile?UserFileId=99999999', { token: tokens.support })).statusCode).toBe(404);
  });

  it('moves a verification by the transition table and refuses moves it does not allow', async () => {
    const user = await k().insertInto('users').values({
      user_name: 'verify_me', email: 'verify.me@example.com', status: 1, user_type: 0, locale: 'en', reg_date: '2026-01-01T00:00:00.000Z',
      last_login_date: null, verification_request_date: '2026-11-20T00:00:00.000Z', is_blocked: 0, is_deleted: 0, date_deleted: null,
    }).returning('id').executeTakeFirstOrThrow();
    const userId = user.id;
    const info = (await server.call('GET', `/api/User/GetVerificationInfo?userId=${userId}`, { token: tokens.support })).json();
    expect(info).toMatchObject({ userId, status: 'unverified', allowedResponses: [] });

    // Nothing to decide yet: any answer is impossible.
    const early = await call('PUT', 'v2/User/CheckUserDocument', { userId, response: 'verified' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Action is impossible');

    // The user submits documents (the platform's side): in process.
    await k().insertInto('user_verification').values({ user_id: userId, status: 'inProcess', verification_type: 'manual', auto_verification_status: null, auto_provider: null, date_requested: '2026-11-20T00:00:00.000Z', date_updated: null, comment: null }).execute();
    await k().insertInto('verification_requests').values({ user_id: userId, status: 'inProcess', verification_type: 'manual', date_created: '2026-11-20T00:00:00.000Z', date_updated: null, admin_id: null }).execute();
    const [doc] = await k().insertInto('user_documents').values({ user_id: userId, type: 'passport', first_name: 'Ada', last_name: 'Lovelace', middle_name: null, birthday: '1990-12-10', country: 'Estonia', city: 'Tallinn', address: null, citizenship: 'EST', document_expire_date: null, document_issued_by: null, document_issued_date: null, document_number: 'EE123', gender: 'female', postal_code: null, is_checked: 0, date_created: '2026-11-20T00:00:00.000Z' }).returning('id').execute();

    const pending = (await server.call('GET', `/api/User/GetVerificationInfo?userId=${userId}`, { token: tokens.support })).json();
    expect(pending.allowedResponses).toEqual(['verified', 'rejected', 'rejectedFinal', 'requiredData', 'reset', 'sendToExternal']);

    const external = await call('PUT', 'v2/User/CheckUserDocument', { userId, response: 'sendToExternal' });
    expect(external.json()).toMatchObject({ status: 'externalCheck' });
    expect((await call('PUT', 'v2/User/CheckUserDocument', { userId, response: 'sendToExternal' })).statusCode).toBe(409);

    const verified = await call('PUT', 'v2/User/CheckUserDocument', { userId, documentId: doc!.id, response: 'verified', comment: 'All good' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'verified', comment: 'All good', allowedResponses: ['reset'] });
    expect((await call('POST', 'v2/User/GetUser', { userId })).json()).toMatchObject({ status: 2, verificationStatus: 'verified' });
    const docs = (await call('POST', 'v2/User/GetUserDocuments', { userIdList: [userId] })).json().items;
    expect(docs[0]).toMatchObject({ id: doc!.id, isChecked: true, firstName: 'Ada', birthday: '1990-12-10' });
    const log = await lastLog('PUT v2/User/CheckUserDocument');
    expect(JSON.parse(log.before_state!)).toMatchObject({ verificationStatus: 'externalCheck', userStatus: 1 });
    expect(JSON.parse(log.after_state!)).toMatchObject({ verificationStatus: 'verified', userStatus: 2, documentId: doc!.id });

    expect((await call('PUT', 'v2/User/CheckUserDocument', { userId, response: 'rejected' })).statusCode).toBe(409);
    const reset = await call('PUT', 'v2/User/CheckUserDocument', { userId, response: 'reset' });
    expect(reset.json()).toMatchObject({ status: 'unverified' });
    expect((await call('POST', 'v2/User/GetUser', { userId })).json().status).toBe(1);

    const requests = (await call('POST', 'v2/Verification/GetVerificationRequests', { userIdList: [userId], getTotal: true })).json();
    expect(requests.total).toBe(1);
    expect(requests.items[0]).toMatchObject({ userId, userName: 'verify_me', status: 'unverified', adminId: expect.any(Number) });

    expect((await call('PUT', 'v2/User/CheckUserDocument', { userId, documentId: 99999999, response: 'reset' })).statusCode).toBe(404);
    expect((await call('PUT', 'v2/User/CheckUserDocument', { userId, response: 'reset' }, tokens.arbitrator)).statusCode).toBe(403);
  });

  it('lists verification requests by status and date, newest first', async () => {
    const res = (await call('POST', 'v2/Verification/GetVerificationRequests', { statusList: ['inProcess'], limit: 1000, getTotal: true })).json();
    expect(res.items.length).toBe(res.total);
    expect(res.items.every((r: Dated) => r.status === 'inProcess')).toBe(true);
    const dates = res.items.map((r: Dated) => r.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
    const from = Math.floor(Date.parse('2026-06-01T00:00:00Z') / 1000);
    const recent = (await call('POST', 'v2/Verification/GetVerificationRequests', { dateFrom: from, limit: 1000 })).json().items;
    expect(recent.every((r: Dated) => r.dateCreated >= '2026-06-01T00:00:00.000Z')).toBe(true);
  });
});

describe('IP whitelist', () => {
  it('adds valid IPv4 and IPv6 addresses once, deletes one, clears all', async () => {
    await k().deleteFrom('user_ip_whitelist').where('user_id', '=', 30).execute();
    const v4 = await call('PUT', 'v2/User/AddIpToWhitelist', { userId: 30, ip: ' 192.168.1.10 ' });
    expect(v4.json()).toMatchObject({ userId: 30, ip: '192.168.1.10', adminId: expect.any(Number) });
    const v6 = await call('PUT', 'v2/User/AddIpToWhitelist', { userId: 30, ip: '2001:0DB8:0:0:0:0:0:1' });
    expect(v6.json().ip).toBe('2001:db8::1');
    const dup = await call('PUT', 'v2/User/AddIpToWhitelist', { userId: 30, ip: '2001:db8::1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('This IP address is already in the whitelist');
    for (const ip of ['256.1.1.1', '10.0.0', 'localhost', '1::2::3', '10.0.0.1/24']) {
      const bad = await call('PUT', 'v2/User/AddIpToWhitelist', { userId: 30, ip });
      expect(bad.statusCode, ip).toBe(400);
      expect(bad.json().error.message).toBe('Invalid IP address');
    }
    expect((await call('POST', 'v2/User/GetUserIpWhiteList', { userId: 30 })).json().items.map((e: { ip: string }) => e.ip)).toEqual(['192.168.1.10', '2001:db8::1']);
    expect((await call('PUT', 'v2/User/DeleteIpFromWhitelist', { userId: 30, ip: '192.168.1.10' })).json()).toEqual({ success: true });
    expect((await call('PUT', 'v2/User/DeleteIpFromWhitelist', { userId: 30, ip: '192.168.1.10' })).statusCode).toBe(404);
    await call('PUT', 'v2/User/AddIpToWhitelist', { userId: 30, ip: '10.0.0.1' });
    expect((await call('PUT', 'v2/User/ClearIpWhitelist', { userId: 30 })).json()).toEqual({ success: true, affected: 2 });
    expect((await call('POST', 'v2/User/GetUserIpWhiteList', { userId: 30 })).json().items).toEqual([]);
    expect(JSON.parse((await lastLog('PUT v2/User/ClearIpWhitelist')).before_state!)).toEqual({ ips: ['2001:db8::1', '10.0.0.1'] });
    expect((await call('PUT', 'v2/User/ClearIpWhitelist', { userId: 30 }, tokens.arbitrator)).statusCode).toBe(403);
  });
});

describe('second factors', () => {
  const setFactors = async (userId: number, factors: [number, string, string | null][]) => {
    await k().deleteFrom('user_nfa').where('user_id', '=', userId).execute();
    await k().insertInto('user_nfa').values(factors.map(([t, on, off]) => ({ user_id: userId, service_type: t, date_enabled: on, date_disabled: off }))).execute();
  };

  // Switching a user's second factor is an admin's (issue 23: support and arbitrators are refused by the gate).
  it('keeps the last removable method (types 0, 1, 3) and lets others go', async () => {
    // Email on, Telegram disabled after enabling, Google on.
    await setFactors(40, [[0, '2025-01-01T00:00:00.000Z', null], [1, '2025-01-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z'], [2, '2025-01-01T00:00:00.000Z', null]]);
    const last = await call('PUT', 'v2/User/DisableUser2Fa', { userId: 40, serviceType: 0 }, tokens.admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe('The last second-factor method cannot be removed');
    // Google does not count: it can go.
    expect((await call('PUT', 'v2/User/DisableUser2Fa', { userId: 40, serviceType: 2 }, tokens.admin)).json()).toEqual({ success: true });
    // Telegram back on (dateEnabled after dateDisabled): now Email can go, then Telegram is the last.
    expect((await call('POST', 'User/ManageUser2Fa', { userId: 40, serviceType: 1, isEnabled: true }, tokens.admin)).json()).toEqual({ success: true });
    expect((await call('POST', 'User/ManageUser2Fa', { userId: 40, serviceType: 0, isEnabled: false }, tokens.admin)).json()).toEqual({ success: true });
    expect((await call('POST', 'User/ManageUser2Fa', { userId: 40, serviceType: 1, isEnabled: false }, tokens.admin)).statusCode).toBe(409);

    const user = (await call('POST', 'v2/User/GetUser', { userId: 40 })).json();
    const telegram = user.nfaList.find((n: { serviceType: number }) => n.serviceType === 1);
    expect(telegram.dateEnabled > telegram.dateDisabled).toBe(true);

    expect((await call('POST', 'User/ManageUser2Fa', { userId: 40, serviceType: 1, isEnabled: true }, tokens.admin)).json().error.message).toBe('This second-factor method is already enabled');
    expect((await call('PUT', 'v2/User/DisableUser2Fa', { userId: 40, serviceType: 3 }, tokens.admin)).json().error.message).toBe('This second-factor method is not enabled');

    const history = (await call('POST', 'v2/User/GetUserNfaHistory', { userId: 40, getTotal: true })).json();
    expect(history.items.slice(0, 3).map((h: { serviceType: number; action: string }) => [h.serviceType, h.action])).toEqual([[0, 'disabled'], [1, 'enabled'], [2, 'disabled']]);
    expect(history.total).toBeGreaterThanOrEqual(3);
    expect(JSON.parse((await lastLog('POST User/ManageUser2Fa')).before_state!)).toMatchObject({ serviceType: 0, enabled: true });
  });
});

describe('actions, 2FA codes and API clients', () => {
  it('lists a user\'s actions newest first, by date range', async () => {
    const userId = (await k().selectFrom('user_actions').select('user_id').orderBy('user_id').executeTakeFirstOrThrow()).user_id;
    const res = (await call('POST', 'v2/User/GetUserActions', { userId, limit: 1000, getTotal: true })).json();
    expect(res.items.length).toBe(res.total);
    const dates = res.items.map((a: Dated) => a.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
    const cut = dates[Math.floor(dates.length / 2)];
    const older = (await call('POST', 'v2/User/GetUserActions', { userId, dateTo: Math.floor(Date.parse(cut) / 1000), limit: 1000 })).json().items;
    expect(older.every((a: Dated) => a.dateCreated <= cut)).toBe(true);
  });

  it('pages 2FA codes and hides a code that is still usable', async () => {
    await k().deleteFrom('user_2fa_codes').where('user_id', '=', 50).execute();
    const now = server.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    await k().insertInto('user_2fa_codes').values([
      { user_id: 50, code_type: 0, service_type: 0, code: '111111', is_used: 1, date_created: at(-3_600_000), date_expires: at(-3_000_000), date_used: at(-3_500_000) },
      { user_id: 50, code_type: 1, service_type: 1, code: '222222', is_used: 0, date_created: at(-1_800_000), date_expires: at(-1_200_000), date_used: null },
      { user_id: 50, code_type: 2, service_type: 3, code: '333333', is_used: 0, date_created: at(-60_000), date_expires: at(540_000), date_used: null },
    ]).execute();
    const page = (await call('POST', 'User/Get2FaCodes', { userId: 50, limit: 2, offset: 0 })).json();
    expect(page.pages).toBe(2);
    expect(page.items.map((c: { code: string | null }) => c.code)).toEqual([null, '222222']);
    const rest = (await call('POST', 'User/Get2FaCodes', { userId: 50, limit: 2, offset: 2 })).json();
    expect(rest.items).toEqual([expect.objectContaining({ code: '111111', isUsed: true })]);
  });

  it('lists API clients with their claims bit flags and IPs', async () => {
    await k().insertInto('user_api_clients').values({ user_id: 60, name: 'Bot', claims: 2 | 8 | 16, ip_list: JSON.stringify(['10.1.1.1']), date_created: '2026-01-01T00:00:00.000Z', last_used_date: null }).execute();
    const items = (await call('POST', 'v2/User/GetUserApiClients', { userId: 60 })).json().items;
    expect(items).toContainEqual(expect.objectContaining({ name: 'Bot', claims: 26, ipList: ['10.1.1.1'], lastUsedDate: null }));
    expect((await call('POST', 'v2/User/GetUserApiClients', { userId: 999999 })).statusCode).toBe(404);
  });
});

describe('notification settings', () => {
  it('answers the whole matrix and saves every command in one step', async () => {
    await k().deleteFrom('user_notification_settings').where('user_id', '=', 70).execute();
    const matrix = (await server.call('GET', '/api/User/GetUserNotificationSettings?UserId=70', { token: tokens.support })).json().notificationList;
    expect(matrix.length).toBe(NOTIFICATION_TYPE_IDS.length * NOTIFICATION_CHANNELS.length);
    expect(matrix.every((s: Setting) => s.ignored === false)).toBe(true);

    const commands = [{ notification: 0, service: 2, ignore: true }, { notification: 63, service: 6, ignore: true }, { notification: 10, service: 0, ignore: false }];
    expect((await call('POST', 'User/UpdateUserNotificationsSettings', { userId: 70, commands })).json()).toEqual({ success: true, affected: 2 });
    const after = (await server.call('GET', '/api/User/GetUserNotificationSettings?UserId=70', { token: tokens.support })).json().notificationList;
    expect(after.filter((s: Setting) => s.ignored)).toEqual([
      { notification: 0, notificationServiceType: 2, ignored: true },
      { notification: 63, notificationServiceType: 6, ignored: true },
    ]);
    expect(JSON.parse((await lastLog('POST User/UpdateUserNotificationsSettings')).after_state!).changed).toHaveLength(2);

    // All or nothing: one unknown type refuses the whole request.
    const bad = await call('POST', 'User/UpdateUserNotificationsSettings', { userId: 70, commands: [{ notification: 0, service: 2, ignore: false }, { notification: 57, service: 2, ignore: true }] });
    expect(bad.statusCode).toBe(400);
    const unchanged = (await server.call('GET', '/api/User/GetUserNotificationSettings?UserId=70', { token: tokens.support })).json().notificationList;
    expect(unchanged.filter((s: Setting) => s.ignored)).toHaveLength(2);
  });

  it('sets the e-mail body type', async () => {
    expect((await call('PUT', 'v2/User/UpdateUserEmailBodyType', { userId: 70, emailBodyType: 'plainText' })).json()).toEqual({ success: true });
    expect((await call('POST', 'v2/User/GetUser', { userId: 70 })).json().emailBodyType).toBe('plainText');
    expect(JSON.parse((await lastLog('PUT v2/User/UpdateUserEmailBodyType')).after_state!)).toEqual({ emailBodyType: 'plainText' });
  });
});

describe('user transaction limits', () => {
  it('sets, replaces, lists and deletes limits per currency and period with exact decimals', async () => {
    const currency = await k().selectFrom('currencies').select(['id', 'title']).where('title', '=', 'BTC').executeTakeFirstOrThrow();
    await k().deleteFrom('user_transaction_limits').where('user_id', '=', 80).execute();
    const set = await call('PUT', 'v2/Transaction/UpdateUserTransactionLimit', { userId: 80, currencyId: currency.id, period: 'day', depositLimit: '12345678901234567890.123456789012345678', withdrawalLimit: null }, tokens.admin);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ userId: 80, currencyTitle: 'BTC', period: 'day', depositLimit: '12345678901234567890.123456789012345678', withdrawalLimit: null });
    await call('PUT', 'v2/Transaction/UpdateUserTransactionLimit', { userId: 80, currencyId: currency.id, period: 'month', withdrawalLimit: '0.50' }, tokens.admin);
    const replaced = await call('PUT', 'v2/Transaction/UpdateUserTransactionLimit', { userId: 80, currencyId: currency.id, period: 'day', depositLimit: '5', withdrawalLimit: '1.10' }, tokens.admin);
    expect(replaced.json()).toMatchObject({ depositLimit: '5', withdrawalLimit: '1.1' });
    const log = await lastLog('PUT v2/Transaction/UpdateUserTransactionLimit');
    expect(JSON.parse(log.before_state!)).toMatchObject({ depositLimit: '12345678901234567890.123456789012345678' });

    const list = (await call('POST', 'v2/Transaction/GetUserTransactionLimits', { userId: 80 })).json().items;
    expect(list.map((l: { period: string; depositLimit: string | null; withdrawalLimit: string | null }) => [l.period, l.depositLimit, l.withdrawalLimit])).toEqual([['day', '5', '1.1'], ['month', null, '0.5']]);

    const none = await call('PUT', 'v2/Transaction/UpdateUserTransactionLimit', { userId: 80, currencyId: currency.id, period: 'week' }, tokens.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Set a deposit or a withdrawal limit');
    expect((await call('PUT', 'v2/Transaction/UpdateUserTransactionLimit', { userId: 80, currencyId: currency.id, period: 'day', depositLimit: '-1' }, tokens.admin)).statusCode).toBe(400);
    expect((await call('PUT', 'v2/Transaction/UpdateUserTransactionLimit', { userId: 80, currencyId: 99999, period: 'day', depositLimit: '1' }, tokens.admin)).statusCode).toBe(404);

    expect((await call('PUT', 'v2/Transaction/DeleteUserTransactionLimit', { userId: 80, currencyId: currency.id, period: 'month' }, tokens.admin)).json()).toEqual({ success: true, affected: 1 });
    expect((await call('PUT', 'v2/Transaction/DeleteUserTransactionLimit', { userId: 80, currencyId: currency.id }, tokens.admin)).json()).toEqual({ success: true, affected: 1 });
    expect((await call('PUT', 'v2/Transaction/DeleteUserTransactionLimit', { userId: 80, currencyId: currency.id }, tokens.admin)).statusCode).toBe(404);
  });

  it('lets support read limits but not change them', async () => {
    expect((await call('POST', 'v2/Transaction/GetUserTransactionLimits', { userId: 80 })).statusCode).toBe(200);
    expect((await call('PUT', 'v2/Transaction/UpdateUserTransactionLimit', { userId: 80, currencyId: 1, period: 'day', depositLimit: '1' })).statusCode).toBe(403);
    expect((await call('PUT', 'v2/Transaction/DeleteUserTransactionLimit', { userId: 80, currencyId: 1 }, tokens.arbitrator)).statusCode).toBe(403);
  });
});

describe('per-user reads of an unknown user', () => {
  it.each([
    ['POST', 'User/GetUserLockHistory'], ['POST', 'v2/User/GetUserIpWhiteList'], ['POST', 'v2/User/GetUserNfaHistory'],
    ['POST', 'v2/User/GetUserActions'], ['POST', 'User/Get2FaCodes'], ['POST', 'v2/Transaction/GetUserTransactionLimits'],
  ])('%s %s answers 404', async (method, url) => {
    const res = await call(method, url, { userId: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('User not found');
  });
});
