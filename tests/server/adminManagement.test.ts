import { describe, expect, it } from 'vitest';
import { generatePassword } from '../../src/domain/password.ts';
import { scrubUrl } from '../../server/http/logRedaction.ts';
import { serverForFile } from './harness.ts';

const { server, tokens } = serverForFile(['admin', 'super', 'support'], { users: 20 });

const k = () => server.db.kysely;
const call = (method: string, url: string, token: string, body?: unknown) => server.call(method, `/api/${url}`, { token, body });
const adminId = async (email: string) => (await k().selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const createUrl = (email: string, userName: string, password: string, status: number) =>
  `User/CreateAdmin?Email=${encodeURIComponent(email)}&UserName=${userName}&Password=${encodeURIComponent(password)}&AdminStatus=${status}`;
let seq = 0;
/** A new support admin created by the super admin, with a generated password. */
async function newSupport(status = 2) {
  seq += 1;
  const password = generatePassword();
  const email = `helper${seq}@demo.local`;
  const res = await call('POST', createUrl(email, `helper${seq}x`, password, status), tokens.super);
  expect(res.statusCode).toBe(200);
  return { id: res.json().id as number, email, password };
}

describe('POST User/CreateAdmin', () => {
  it('lets a super admin create a support admin who can sign in; the password reaches neither the admin log nor the request log', async () => {
    const created = await newSupport();
    const token = await server.signIn(created.email, created.password);
    expect((await call('POST', 'Login/GetCurrentAdmin', token)).json()).toMatchObject({ email: created.email, adminStatus: 2, isBlocked: false });

    const logs = await k().selectFrom('admin_logs').selectAll().where('operation_id', '=', 'POST User/CreateAdmin').execute();
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0]!.after_state!)).toEqual({ email: created.email, userName: 'helper1x', adminStatus: 2, isBlocked: false });
    const everyLog = await k().selectFrom('admin_logs').select(['before_state', 'after_state', 'target_ids']).execute();
    expect(JSON.stringify(everyLog)).not.toContain(created.password);
    expect(scrubUrl(`/api/${createUrl('a@b.cd', 'abcde', created.password, 2)}`)).not.toContain(created.password);
  });

  it('refuses a rank equal to or above the creator’s own', async () => {
    for (const status of [0, 1]) {
      const res = await call('POST', createUrl(`up${status}@demo.local`, `upper${status}`, 'Abcdefg1', status), tokens.super);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only an admin of a higher rank may do this');
    }
    expect(await k().selectFrom('admins').select('id').where('email', 'like', 'up%').execute()).toEqual([]);
    // The admin (0) may create a super admin.
    expect((await call('POST', createUrl('super2@demo.local', 'super2', 'Abcdefg1', 1), tokens.admin)).statusCode).toBe(200);
  });

  it('enforces the password rule and unique e-mail and user name', async () => {
    const weak = await call('POST', createUrl('weak@demo.local', 'weakling', 'abcdefgh1', 2), tokens.super);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe(130);
    const spaced = await call('POST', createUrl('weak@demo.local', 'weakling', 'Abc defg1', 2), tokens.super);
    expect(spaced.json().error.code).toBe(130);
    const name = await call('POST', createUrl('other@demo.local', 'SUPPORT', 'Abcdefg1', 2), tokens.super);
    expect(name.statusCode).toBe(409);
    expect(name.json().error.message).toBe('UserName already exists');
    const email = await call('POST', createUrl('Support@demo.local', 'another1', 'Abcdefg1', 2), tokens.super);
    expect(email.json().error.message).toBe('Email already exists');
    const badName = await call('POST', createUrl('bad@demo.local', '1abcde', 'Abcdefg1', 2), tokens.super);
    expect(badName.statusCode).toBe(400);
  });

  it('generates passwords of 8 to 16 letters, digits and underscores that satisfy the rule', () => {
    for (let i = 0; i < 200; i++) {
      const p = generatePassword(Math.random, 8 + (i % 9));
      expect(p).toMatch(/^[A-Za-z0-9_]{8,16}$/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[A-Z]/);
    }
  });

  it('is refused to support and arbitrators', async () => {
    expect((await call('POST', createUrl('x@demo.local', 'xxxxxx', 'Abcdefg1', 3), tokens.support)).statusCode).toBe(403);
  });
});

describe('PUT User/BlockAdmin and UnblockAdmin', () => {
  it('ends the blocked admin’s open session at their next call, refuses their sign-in, and unblocking lets them back', async () => {
    const created = await newSupport();
    const token = await server.signIn(created.email, created.password);
    expect((await call('POST', 'Login/GetCurrentAdmin', token)).statusCode).toBe(200);

    const res = await call('PUT', `User/BlockAdmin?AdminId=${created.id}`, tokens.super);
    expect(res.statusCode).toBe(200);
    expect((await call('POST', 'Login/GetCurrentAdmin', token)).statusCode).toBe(401);
    const signIn = await server.call('POST', '/api/Login/SignIn', { body: { email: created.email, password: created.password } });
    expect(signIn.json().error.code).toBe(116);

    const log = await k().selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT User/BlockAdmin').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toEqual({ isBlocked: false });
    expect(JSON.parse(log.after_state!)).toEqual({ isBlocked: true, sessionsEnded: 1 });

    expect((await call('PUT', `User/UnblockAdmin?AdminId=${created.id}`, tokens.super)).statusCode).toBe(200);
    expect(await server.signIn(created.email, created.password)).toBeTruthy();
  });

  it('answers "You cannot block yourself"', async () => {
    const res = await call('PUT', `User/BlockAdmin?AdminId=${await adminId('super@demo.local')}`, tokens.super);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You cannot block yourself');
    expect((await call('POST', 'Login/GetCurrentAdmin', tokens.super)).json().isBlocked).toBe(false);
  });

  it('refuses to block or unblock an admin of the same or a higher rank', async () => {
    const res = await call('PUT', `User/BlockAdmin?AdminId=${await adminId('admin@demo.local')}`, tokens.super);
    expect(res.statusCode).toBe(403);
    expect((await call('POST', 'Login/GetCurrentAdmin', tokens.admin)).statusCode).toBe(200);
    expect((await call('PUT', `User/BlockAdmin?AdminId=${await adminId('super2@demo.local')}`, tokens.super)).statusCode).toBe(403);
    expect((await call('PUT', 'User/BlockAdmin?AdminId=99999', tokens.super)).statusCode).toBe(404);
  });
});

describe('PUT User/ChangeAdminStatus', () => {
  it('re-ranks a lower admin within the actor’s own reach and logs the change', async () => {
    const created = await newSupport();
    const res = await call('PUT', `User/ChangeAdminStatus?AdminId=${created.id}&AdminStatus=3`, tokens.super);
    expect(res.statusCode).toBe(200);
    expect((await k().selectFrom('admins').select('admin_status').where('id', '=', created.id).executeTakeFirstOrThrow()).admin_status).toBe(3);
    const log = await k().selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT User/ChangeAdminStatus').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([JSON.parse(log.before_state!), JSON.parse(log.after_state!)]).toEqual([{ adminStatus: 2 }, { adminStatus: 3 }]);

    const up = await call('PUT', `User/ChangeAdminStatus?AdminId=${created.id}&AdminStatus=1`, tokens.super);
    expect(up.statusCode).toBe(403);
    const self = await call('PUT', `User/ChangeAdminStatus?AdminId=${await adminId('super@demo.local')}&AdminStatus=2`, tokens.super);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot change your own status');
    // The admin (0) may raise a support to super admin.
    expect((await call('PUT', `User/ChangeAdminStatus?AdminId=${created.id}&AdminStatus=1`, tokens.admin)).statusCode).toBe(200);
  });
});

describe('POST User/GetAdminLogs', () => {
  it('filters by admin, operation, target and date range, newest first, with before and after', async () => {
    const superId = await adminId('super@demo.local');
    const created = await newSupport();
    server.clock.advanceMinutes(120);
    await call('PUT', `User/BlockAdmin?AdminId=${created.id}`, tokens.super);

    const byTarget = (await call('POST', 'User/GetAdminLogs', tokens.admin, { targetId: created.id })).json();
    expect(byTarget.logList.map((l: { operationId: string }) => l.operationId)).toEqual(['PUT User/BlockAdmin', 'POST User/CreateAdmin']);
    expect(byTarget.logList[0]).toMatchObject({ adminId: superId, adminEmail: 'super@demo.local', targetIds: [created.id], before: { isBlocked: false }, after: { isBlocked: true } });
    expect(byTarget.logList[1]).toMatchObject({ before: null, after: { email: created.email, adminStatus: 2 } });

    const byOperation = (await call('POST', 'User/GetAdminLogs', tokens.admin, { operationId: 'PUT User/BlockAdmin', adminId: superId, limit: 1 })).json();
    expect(byOperation.logList).toHaveLength(1);
    expect(byOperation.logList[0].targetIds).toEqual([created.id]);
    expect(byOperation.pages).toBeGreaterThanOrEqual(2);

    const now = Math.floor(server.clock.now().getTime() / 1000);
    const today = (await call('POST', 'User/GetAdminLogs', tokens.admin, { targetId: created.id, dateFrom: now - 3600, dateTo: now })).json();
    expect(today.logList.map((l: { operationId: string }) => l.operationId)).toEqual(['PUT User/BlockAdmin']);
    const yesterday = (await call('POST', 'User/GetAdminLogs', tokens.admin, { targetId: created.id, dateTo: now - 3600 })).json();
    expect(yesterday.logList.map((l: { operationId: string }) => l.operationId)).toEqual(['POST User/CreateAdmin']);
    // A target id that is only a prefix of another (1 vs 12) does not match.
    const prefix = (await call('POST', 'User/GetAdminLogs', tokens.admin, { targetId: Number(String(created.id).slice(0, 1)), operationId: 'PUT User/BlockAdmin' })).json();
    expect(prefix.logList.every((l: { targetIds: number[] }) => l.targetIds.includes(Number(String(created.id).slice(0, 1))))).toBe(true);

    expect((await call('POST', 'User/GetAdminLogs', tokens.support, {})).statusCode).toBe(403);
  });
});

describe('POST User/GetAdminLogs in words (issue 25 item 12)', () => {
  it('filters by area and names the currencies, admins and users the entries refer to', async () => {
    const limit = { currencyId: 1, verificationLevel: 'verified', operationType: 'withdrawal', minAmount: '10', maxAmount: '5000', dailyLimit: '10000', monthlyLimit: '100000' };
    expect((await call('PUT', 'v2/Transaction/UpdateTransactionLimit', tokens.admin, limit)).statusCode).toBe(200);
    const currency = await k().selectFrom('currencies').select('title').where('id', '=', 1).executeTakeFirstOrThrow();

    const limits = (await call('POST', 'User/GetAdminLogs', tokens.admin, { area: 'transactionLimits' })).json();
    expect(limits.logList.length).toBeGreaterThan(0);
    expect(limits.logList.every((l: { operationId: string }) => l.operationId.includes('TransactionLimit'))).toBe(true);
    expect(limits.logList[0]).toMatchObject({ operationId: 'PUT v2/Transaction/UpdateTransactionLimit', after: { currencyId: 1 } });
    expect(limits.names.currency).toEqual({ '1': currency.title });

    const admins = (await call('POST', 'User/GetAdminLogs', tokens.admin, { area: 'adminManagement', limit: 5 })).json();
    expect(admins.logList.every((l: { operationId: string }) => ['User/', 'AdminNotifications'].some((part) => l.operationId.includes(part)))).toBe(true);
    // an area with nothing logged answers an empty page, not everything
    expect((await call('POST', 'User/GetAdminLogs', tokens.admin, { area: 'localisation' })).json()).toMatchObject({ logList: [], pages: 0 });
    expect((await call('POST', 'User/GetAdminLogs', tokens.admin, { area: 'nowhere' })).statusCode).toBe(400);

    // a notification setting names its admin
    const supportId = await adminId('support@demo.local');
    const added = await call('POST', 'v2/Communication/AddAdminNotificationsSettings', tokens.super, { adminId: supportId, notificationType: 3, channel: 1 });
    expect(added.statusCode).toBe(200);
    const byOp = (await call('POST', 'User/GetAdminLogs', tokens.admin, { operationId: 'POST v2/Communication/AddAdminNotificationsSettings', limit: 1 })).json();
    expect(byOp.names.admin[String(supportId)]).toBe('support@demo.local');
  });
});

describe('Admin notification settings', () => {
  it('adds, lists, edits and removes settings, refusing a duplicate type and channel', async () => {
    const supportId = await adminId('support@demo.local');
    const add = await call('POST', 'v2/Communication/AddAdminNotificationsSettings', tokens.super, { adminId: supportId, notificationType: 5, channel: 2 });
    expect(add.statusCode).toBe(200);
    const id = add.json().id as number;
    const dup = await call('POST', 'v2/Communication/AddAdminNotificationsSettings', tokens.super, { adminId: supportId, notificationType: 5, channel: 2 });
    expect(dup.statusCode).toBe(409);
    expect((await call('POST', 'v2/Communication/AddAdminNotificationsSettings', tokens.super, { adminId: supportId, notificationType: 17, channel: 2 })).statusCode).toBe(400);

    expect((await call('PUT', 'v2/Communication/EditAdminNotificationsSettings', tokens.super, { id, channel: 3, isEnabled: false })).statusCode).toBe(200);
    const list = (await call('POST', 'v2/Communication/GetAdminNotificationsSettings', tokens.support, { adminId: supportId })).json();
    expect(list.items).toContainEqual({ id, adminId: supportId, notificationType: 5, channel: 3, isEnabled: false });
    const log = await k().selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT v2/Communication/EditAdminNotificationsSettings').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toMatchObject({ channel: 2, isEnabled: true });
    expect(JSON.parse(log.after_state!)).toMatchObject({ channel: 3, isEnabled: false });

    expect((await call('PUT', 'v2/Communication/RemoveAdminNotificationsSettings', tokens.support, { id })).statusCode).toBe(200);
    const after = (await call('POST', 'v2/Communication/GetAdminNotificationsSettings', tokens.support, { adminId: supportId })).json().items;
    expect(after.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('lets support keep their own settings but not read or change a higher rank’s', async () => {
    const superId = await adminId('super@demo.local');
    const supportId = await adminId('support@demo.local');
    expect((await call('POST', 'v2/Communication/AddAdminNotificationsSettings', tokens.support, { adminId: supportId, notificationType: 0, channel: 0 })).statusCode).toBe(200);
    expect((await call('POST', 'v2/Communication/GetAdminNotificationsSettings', tokens.support, { adminId: superId })).statusCode).toBe(403);
    const other = await call('POST', 'v2/Communication/AddAdminNotificationsSettings', tokens.support, { adminId: superId, notificationType: 0, channel: 0 });
    expect(other.statusCode).toBe(403);
    expect(await k().selectFrom('admin_notification_settings').select('id').where('admin_id', '=', superId).where('notification_type', '=', 0).execute()).toEqual([]);
  });
});
