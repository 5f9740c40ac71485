import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../server/db/seed/images.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { multipart } from './p2pFixtures.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

let server: TestServer;
let smtp: TestSmtp;
let admin = '';
let support = '';
beforeAll(async () => {
  smtp = await startSmtp();
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: '/nonexistent', mailFrom: 'Ops <ops@example.com>' });
  server = await startTestServer({ users: 40, mailer });
  admin = await server.signIn('admin@demo.local');
  support = await server.signIn('support@demo.local');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const k = () => server.db.kysely;
const call = (method: string, url: string, body?: unknown, token = admin) => server.call(method, `/api/${url}`, { token, body });
const lastLog = (operationId: string) =>
  k().selectFrom('admin_logs').selectAll().where('operation_id', '=', operationId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

describe('platform transaction limits', () => {
  const key = { currencyId: 2, verificationLevel: 'vip', operationType: 'withdrawal' } as const;

  it('sets a limit per currency, level and operation, replaces it, lists it and logs before and after', async () => {
    await k().deleteFrom('platform_transaction_limits').execute();
    const first = await call('PUT', 'v2/Transaction/UpdateTransactionLimit', { ...key, minAmount: '10', maxAmount: '5000.50', dailyLimit: '10000', monthlyLimit: null });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...key, minAmount: '10', maxAmount: '5000.5', dailyLimit: '10000', monthlyLimit: null });
    const second = await call('PUT', 'v2/Transaction/UpdateTransactionLimit', { ...key, minAmount: '0.00000001', maxAmount: '99999999999999999999.123456789012345678', monthlyLimit: '1000000' });
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().maxAmount).toBe('99999999999999999999.123456789012345678');
    const log = await lastLog('PUT v2/Transaction/UpdateTransactionLimit');
    expect(parsed(log.before_state)).toMatchObject({ minAmount: '10', maxAmount: '5000.5' });
    expect(parsed(log.after_state)).toMatchObject({ minAmount: '0.00000001', monthlyLimit: '1000000' });
    await call('PUT', 'v2/Transaction/UpdateTransactionLimit', { ...key, verificationLevel: 'notVerified', operationType: 'deposit', dailyLimit: '5' });
    const list = await call('POST', 'v2/Transaction/GetTransactionLimits', { cumulativeCurrency: true }, support);
    expect(list.json().items.map((l: { verificationLevel: string }) => l.verificationLevel)).toEqual(['notVerified', 'vip']);
    const vipOnly = await call('POST', 'v2/Transaction/GetTransactionLimits', { verificationLevel: 'vip' }, support);
    expect(vipOnly.json().items).toHaveLength(1);
  });

  it("refuses zero ('Limits can not equals zero') and a maximum below the minimum, compared as decimals", async () => {
    const zero = await call('PUT', 'v2/Transaction/UpdateTransactionLimit', { ...key, minAmount: '1', dailyLimit: '0.000' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toBe('Limits can not equals zero');
    // 9 < 10 as numbers though "9" > "10" as text.
    const inverted = await call('PUT', 'v2/Transaction/UpdateTransactionLimit', { ...key, minAmount: '10', maxAmount: '9.99999999' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.message).toBe("Maximum limit can't be less than minimum amount");
    expect((await call('PUT', 'v2/Transaction/UpdateTransactionLimit', { ...key })).statusCode).toBe(400);
    expect((await call('PUT', 'v2/Transaction/UpdateTransactionLimit', { ...key, currencyId: 99999, dailyLimit: '1' })).statusCode).toBe(404);
    expect((await call('PUT', 'v2/Transaction/UpdateTransactionLimit', { ...key, dailyLimit: '1e5' })).statusCode).toBe(400);
  });

  it('deletes a limit (404 when there is none); support may read but not write', async () => {
    const [limit] = (await call('POST', 'v2/Transaction/GetTransactionLimits', {})).json().items;
    expect((await call('PUT', 'v2/Transaction/DeleteTransactionLimit', { id: limit.id }, support)).statusCode).toBe(403);
    expect((await call('PUT', 'v2/Transaction/DeleteTransactionLimit', { id: limit.id })).statusCode).toBe(200);
    expect(parsed((await lastLog('PUT v2/Transaction/DeleteTransactionLimit')).before_state)).toMatchObject({ id: limit.id });
    expect((await call('PUT', 'v2/Transaction/DeleteTransactionLimit', { id: limit.id })).statusCode).toBe(404);
  });
});

describe('watermarks', () => {
  const upload = (kind: 'Image' | 'Logo', name: string, data: Buffer, token = admin) => {
    const form = multipart({}, [{ field: 'File', name, data }]);
    return server.app.inject({ method: 'POST', url: `/api/v2/System/UploadWatermark${kind}`, headers: { 'x-auth-token': token, ...form.headers }, payload: form.payload });
  };

  it('stores the image and the logo, answering them as data URLs, and logs the upload without its bytes', async () => {
    expect((await call('GET', 'v2/System/GetWatermarks', undefined, support)).json()).toEqual({ imageUrl: null, logoUrl: null, imageUpdated: null, logoUpdated: null });
    const png = tinyPng([1, 2, 3]);
    const res = await upload('Image', 'mark.png', png);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imageUrl).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect(res.json().logoUrl).toBeNull();
    expect((await upload('Logo', 'logo.PNG', png)).json().logoUrl).toMatch(/^data:image\/png;base64,/);
    const log = await lastLog('POST v2/System/UploadWatermarkLogo');
    expect(parsed(log.after_state)).toMatchObject({ kind: 'logo', fileName: 'logo.PNG', bytes: png.length });
    expect(log.after_state!.length).toBeLessThan(400);
  });

  it('checks the file by its content: wrong type, renamed, appended HTML, too large; support may not upload', async () => {
    const png = tinyPng([4, 5, 6]);
    expect((await upload('Image', 'mark.svg', Buffer.from('<svg/>'))).statusCode).toBe(400);
    expect((await upload('Image', 'mark.jpg', png)).statusCode).toBe(400);
    expect((await upload('Image', 'mark.png', Buffer.concat([png, Buffer.from('<html></html>')]))).statusCode).toBe(400);
    expect((await upload('Image', 'mark.png', Buffer.alloc(1024 * 1024 + 10, 1))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await upload('Image', 'mark.png', png, support)).statusCode).toBe(403);
  });
});

describe('notification templates', () => {
  it('answers the built-in template of every type 0-54 and 60-63, or of one', async () => {
    const all = (await call('POST', 'v2/Templates/GetDefaultNotificationTemplates', {}, support)).json().items as { notificationType: number; group: string }[];
    expect(all.map((t) => t.notificationType)).toEqual([...Array.from({ length: 55 }, (_, i) => i), 60, 61, 62, 63]);
    expect(all.find((t) => t.notificationType === 61)?.group).toBe('merchants');
    expect((await call('POST', 'v2/Templates/GetDefaultNotificationTemplates', { notificationType: 21 })).json().items).toHaveLength(1);
    expect((await call('POST', 'v2/Templates/GetDefaultNotificationTemplates', { notificationType: 57 })).json().error.message).toBe('Unknown notification type');
  });

  it('adds a template per type and channel, replacing the one there was, and refuses empty text or unknown types', async () => {
    const body = { notificationType: 3, channel: 6, title: { en: 'Password changed', et: 'Parool muudetud' }, text: { en: 'Your password was changed.' } };
    const first = await call('POST', 'v2/Templates/AddNotificationTemplate', body);
    expect(first.statusCode).toBe(200);
    const again = await call('POST', 'v2/Templates/AddNotificationTemplate', { ...body, text: { en: 'Changed again.' } });
    expect(again.json().id).toBe(first.json().id);
    const list = await call('POST', 'v2/Templates/GetNotificationTemplates', { notificationType: 3, getTotal: true }, support);
    expect(list.json()).toMatchObject({ total: 1, items: [{ notificationType: 3, channel: 6, title: { en: 'Password changed', et: 'Parool muudetud' }, text: { en: 'Changed again.' } }] });
    expect(parsed((await lastLog('POST v2/Templates/AddNotificationTemplate')).before_state)).toMatchObject({ text: { en: 'Your password was changed.' } });
    expect((await call('POST', 'v2/Templates/AddNotificationTemplate', { ...body, text: { en: '   ' } })).json().error.message).toBe('Text is empty');
    expect((await call('POST', 'v2/Templates/AddNotificationTemplate', { ...body, title: {} })).json().error.message).toBe('Title is empty');
    expect((await call('POST', 'v2/Templates/AddNotificationTemplate', { ...body, notificationType: 58 })).json().error.message).toBe('Unknown notification type');
    expect((await call('POST', 'v2/Templates/AddNotificationTemplate', { ...body, channel: 4 })).statusCode).toBe(400);
    expect((await call('POST', 'v2/Templates/AddNotificationTemplate', body, support)).statusCode).toBe(403);
  });
});

describe('system notifications', () => {
  it('adds one with version, need auth, source, CMS id, text per locale and type, updates it, and lists the newest first', async () => {
    const added = await call('PUT', 'v2/Communication/AddSystemNotification', {
      type: 'technicalWork', version: '3.0.1', needAuth: true, source: 'web', cmsId: 'cms-77', text: { en: 'Maintenance tonight', tr: 'Bu gece bakım' },
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().id as number;
    const list = await call('GET', 'User/GetSystemNotifications?Limit=5&GetTotal=true', undefined, support);
    expect(list.json().items[0]).toMatchObject({ id, type: 'technicalWork', version: '3.0.1', needAuth: true, source: 'web', cmsId: 'cms-77', text: { en: 'Maintenance tonight', tr: 'Bu gece bakım' }, isActive: true });
    expect(list.json().total).toBeGreaterThanOrEqual(3);
    expect((await call('PUT', 'v2/Communication/UpdateSystemNotification', { id, type: 'system', isActive: false, cmsId: '' })).statusCode).toBe(200);
    const log = await lastLog('PUT v2/Communication/UpdateSystemNotification');
    expect(parsed(log.before_state)).toMatchObject({ type: 'technicalWork', isActive: true, cmsId: 'cms-77' });
    expect(parsed(log.after_state)).toMatchObject({ type: 'system', isActive: false, cmsId: null, version: '3.0.1' });
  });

  it('refuses an empty text, an unknown type and an unknown id', async () => {
    expect((await call('PUT', 'v2/Communication/AddSystemNotification', { type: 'system', text: { en: ' ' } })).json().error.message).toBe('Text is empty');
    expect((await call('PUT', 'v2/Communication/AddSystemNotification', { type: 'news', text: { en: 'x' } })).statusCode).toBe(400);
    expect((await call('PUT', 'v2/Communication/UpdateSystemNotification', { id: 99999, isActive: true })).statusCode).toBe(404);
  });
});

describe('sending notifications to users', () => {
  it('sends to selected users through the mail transport, in their locale, and counts them', async () => {
    const users = await k().selectFrom('users').select(['id', 'email', 'locale']).where('is_deleted', '=', 0).orderBy('id').limit(2).execute();
    await k().updateTable('users').set({ locale: 'et' }).where('id', '=', users[0]!.id).execute();
    smtp.received.length = 0;
    const res = await call('POST', 'v2/Communication/SendNotificationsToUsers', {
      userIdList: users.map((u) => u.id), notificationType: 33, channels: [1, 2], title: { en: 'Maintenance', et: 'Hooldus' }, text: { en: 'Trading pauses.', et: 'Kauplemine peatub.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, affected: 2, emailed: 2, via: 'smtp' });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(users.map((u) => u.email).sort());
    const toFirst = smtp.received.find((m) => m.to[0] === users[0]!.email)!;
    expect(toFirst.data).toContain('Subject: Hooldus');
    const send = await k().selectFrom('notification_sends').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(send).toMatchObject({ recipients: 2, emailed: 2, channels: '1,2' });
    const log = await lastLog('POST v2/Communication/SendNotificationsToUsers');
    expect(parsed(log.after_state)).toMatchObject({ recipients: 2, emailed: 2 });
  });

  it('sends to every user matching a users-list filter; without the Email channel nothing is mailed', async () => {
    smtp.received.length = 0;
    const traders = await k().selectFrom('user_roles').innerJoin('users', 'users.id', 'user_roles.user_id').select('user_id').where('role', '=', 'trader').where('users.is_deleted', '=', 0).execute();
    expect(traders.length).toBeGreaterThan(0);
    const res = await call('POST', 'v2/Communication/SendNotificationsToUsers', {
      selectAll: true, filter: { filters: { roles: ['trader'] } }, notificationType: 41, channels: [0], title: { en: 'Hi' }, text: { en: 'Merchant news' },
    });
    expect(res.json()).toMatchObject({ affected: new Set(traders.map((m) => m.user_id)).size, emailed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("refuses no users ('No users selected'), an unknown type, no channel and empty text", async () => {
    const base = { notificationType: 33, channels: [1], title: { en: 'T' }, text: { en: 'x' } };
    expect((await call('POST', 'v2/Communication/SendNotificationsToUsers', { ...base, userIdList: [] })).json().error.message).toBe('No users selected');
    expect((await call('POST', 'v2/Communication/SendNotificationsToUsers', { ...base, userIdList: [1], notificationType: 59 })).json().error.message).toBe('Unknown notification type');
    expect((await call('POST', 'v2/Communication/SendNotificationsToUsers', { ...base, userIdList: [1], channels: [] })).statusCode).toBe(400);
    expect((await call('POST', 'v2/Communication/SendNotificationsToUsers', { ...base, userIdList: [1], text: {} })).json().error.message).toBe('Text is empty');
    expect((await call('POST', 'v2/Communication/SendNotificationsToUsers', { ...base, userIdList: [1] }, support)).statusCode).toBe(403);
  });
});

describe('front config', () => {
  it('reads apps 50 at a time with their per-group choices', async () => {
    const page = await call('GET', 'v2/FrontConfig?offset=0&limit=50');
    expect(page.statusCode).toBe(200);
    expect(page.json().items.length).toBe(page.json().total);
    expect((await call('GET', 'v2/FrontConfig?offset=10&limit=5')).json().items).toHaveLength(2);
  });

  it('denies, allows and resets a group on an app, each an admin-log row with before and after', async () => {
    const [app] = (await call('GET', 'v2/FrontConfig?limit=1')).json().items;
    const created = await call('POST', 'v2/SecurityGroups/CreateGroup', { name: 'Grid test' });
    const groupId = created.json().id as number;
    const accessOf = async () => (await call('GET', `v2/FrontConfig/groups/${groupId}`)).json().apps.find((a: { appId: number }) => a.appId === app.id)?.accessType ?? null;
    expect((await call('PUT', `v2/FrontConfig/apps/${app.id}/deny/${groupId}`)).statusCode).toBe(200);
    expect(await accessOf()).toBe('Deny');
    expect(parsed((await lastLog('PUT v2/FrontConfig/apps/{appId}/deny/{groupId}')).after_state)).toEqual({ appId: app.id, groupId, accessType: 'Deny' });
    await call('PUT', `v2/FrontConfig/apps/${app.id}/allow/${groupId}`);
    expect(await accessOf()).toBe('Allow');
    expect((await call('DELETE', `v2/FrontConfig/apps/${app.id}/reset/${groupId}`)).statusCode).toBe(200);
    expect(await accessOf()).toBeNull();
    const reset = await lastLog('DELETE v2/FrontConfig/apps/{appId}/reset/{groupId}');
    expect(parsed(reset.before_state)).toEqual({ appId: app.id, groupId, accessType: 'Allow' });
    expect((await call('PUT', `v2/FrontConfig/apps/99999/deny/${groupId}`)).statusCode).toBe(404);
    expect((await call('PUT', `v2/FrontConfig/apps/${app.id}/deny/99999`)).statusCode).toBe(404);
    expect((await call('PUT', `v2/FrontConfig/apps/${app.id}/deny/${groupId}`, undefined, support)).statusCode).toBe(403);
  });

  it('switches and renames an app', async () => {
    const [app] = (await call('GET', 'v2/FrontConfig?limit=1')).json().items;
    expect((await call('PUT', `v2/FrontConfig/apps/${app.id}`, { isEnabled: !app.isEnabled, name: 'Spot exchange' })).statusCode).toBe(200);
    const [after] = (await call('GET', 'v2/FrontConfig?limit=1')).json().items;
    expect(after).toMatchObject({ isEnabled: !app.isEnabled, name: 'Spot exchange' });
    expect((await call('PUT', `v2/FrontConfig/apps/${app.id}`, { name: ' ' })).json().error.message).toBe('Name is required');
  });
});

describe('security groups', () => {
  it('the system default group cannot be deleted; another group can, with its choices and users', async () => {
    const groups = (await call('GET', 'v2/FrontConfig/groups?limit=100')).json().items as { id: number; isDefault: boolean; usersCount: number }[];
    const fallback = groups.find((g) => g.isDefault)!;
    const removed = await call('DELETE', `v2/SecurityGroups/RemoveGroup?groupId=${fallback.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe('The system default group cannot be deleted');
    const other = groups.find((g) => !g.isDefault && g.usersCount > 0)!;
    expect((await call('DELETE', `v2/SecurityGroups/RemoveGroup?groupId=${other.id}`)).statusCode).toBe(200);
    expect((await call('GET', `v2/FrontConfig/groups/${other.id}`)).statusCode).toBe(404);
    expect(await k().selectFrom('security_group_users').select('user_id').where('group_id', '=', other.id).execute()).toHaveLength(0);
    expect(parsed((await lastLog('DELETE v2/SecurityGroups/RemoveGroup')).before_state)).toMatchObject({ id: other.id });
  });

  it('creates and renames groups with unique names', async () => {
    const id = (await call('POST', 'v2/SecurityGroups/CreateGroup', { name: 'Desk A' })).json().id as number;
    expect((await call('POST', 'v2/SecurityGroups/CreateGroup', { name: 'desk a' })).statusCode).toBe(409);
    expect((await call('POST', 'v2/SecurityGroups/CreateGroup', { name: '   ' })).json().error.message).toBe('Name is required');
    expect((await call('PUT', 'v2/SecurityGroups/UpdateGroup', { groupId: id, name: 'Desk B' })).statusCode).toBe(200);
    expect(parsed((await lastLog('PUT v2/SecurityGroups/UpdateGroup')).after_state)).toEqual({ name: 'Desk B' });
  });

  it('only traders and merchants join a group; members are listed both ways and can leave', async () => {
    const groupId = (await call('POST', 'v2/SecurityGroups/CreateGroup', { name: 'Members test' })).json().id as number;
    const trader = await k().selectFrom('user_roles').select('user_id').where('role', '=', 'trader').orderBy('user_id').executeTakeFirstOrThrow();
    const plain = await k().selectFrom('users').select('id').where('is_deleted', '=', 0).where('id', 'not in', (eb) => eb.selectFrom('user_roles').select('user_id')).executeTakeFirstOrThrow();
    const refused = await call('POST', 'v2/SecurityGroups/AddUserToGroup', { groupId, userId: plain.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('User groups can only be added to a trader or merchant');
    expect((await call('POST', 'v2/SecurityGroups/AddUserToGroup', { groupId, userId: trader.user_id })).statusCode).toBe(200);
    expect((await call('POST', 'v2/SecurityGroups/AddUserToGroup', { groupId, userId: trader.user_id })).statusCode).toBe(409);
    expect((await call('GET', `v2/SecurityGroups/GetGroupUsers?groupId=${groupId}`)).json()).toMatchObject({ total: 1, items: [{ userId: trader.user_id }] });
    expect((await call('GET', `v2/SecurityGroups/GetUserGroups?userId=${trader.user_id}`)).json().items.map((g: { id: number }) => g.id)).toContain(groupId);
    expect((await call('DELETE', `v2/SecurityGroups/RemoveUserFromGroup?groupId=${groupId}&userId=${trader.user_id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `v2/SecurityGroups/RemoveUserFromGroup?groupId=${groupId}&userId=${trader.user_id}`)).statusCode).toBe(404);
    expect(parsed((await lastLog('DELETE v2/SecurityGroups/RemoveUserFromGroup')).after_state)).toEqual({ groupId, member: false });
  });
});
