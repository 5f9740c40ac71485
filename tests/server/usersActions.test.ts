import { describe, expect, it } from 'vitest';
import { serverForFile } from './harness.ts';
import type { ListItem } from './usersFixtures.ts';

/** A lock-history entry as the tests read it. */
interface LockEntry {
  kind: string;
  lockType: number | null;
  unblocked: boolean;
  dateUnblocked: string | null;
}

const { server, tokens } = serverForFile(['admin', 'support', 'arbitrator'], { users: 150 });

const k = () => server.db.kysely;
const call = (method: string, url: string, body?: unknown, token = tokens.support) => server.call(method, `/api/${url}`, { token, body });
const liveIds = async (n: number, offset = 0) =>
  (await k().selectFrom('users').select('id').where('is_deleted', '=', 0).where('is_blocked', '=', 0).orderBy('id').limit(n).offset(offset).execute()).map((u) => u.id);
const lastLog = (operationId: string) =>
  k().selectFrom('admin_logs').selectAll().where('operation_id', '=', operationId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const listItem = async (id: number) => {
  const res = await call('POST', 'v2/User/GetUsers', { userIdList: [id] });
  return res.json().items[0] as ListItem;
};

describe('PUT v2/User/UsersLock and UsersUnlock', () => {
  it('locks users by type for a time, shows it in the list and the lock history, and logs before/after', async () => {
    const ids = await liveIds(3);
    const res = await call('PUT', 'v2/User/UsersLock', { userIdList: ids, lockType: 3, minutes: 60, comment: 'Chargeback' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, affected: 3 });
    const item = await listItem(ids[0]!);
    expect(item.lockTypes).toContain(3);
    expect(item.isLocked).toBe(true);

    const history = (await call('POST', 'User/GetUserLockHistory', { userId: ids[0], getTotal: true })).json();
    expect(history.items[0]).toMatchObject({
      kind: 'lock', lockType: 3, source: 'admin', moderatorEmail: 'support@demo.local', blockTimeMinutes: 60, unblocked: false, comment: 'Chargeback',
      dateCreated: '2026-11-22T10:00:00.000Z', until: '2026-11-22T11:00:00.000Z',
    });
    expect(history.total).toBeGreaterThanOrEqual(1);

    const log = await lastLog('PUT v2/User/UsersLock');
    expect(JSON.parse(log.target_ids)).toEqual(ids);
    expect(JSON.parse(log.before_state!)).toMatchObject({ lockType: 3, locked: false, selection: { userIdList: ids } });
    expect(JSON.parse(log.after_state!)).toMatchObject({ lockType: 3, locked: true, minutes: 60, affected: 3 });

    // Locking again changes nothing for users already under this lock.
    expect((await call('PUT', 'v2/User/UsersLock', { userIdList: ids, lockType: 3 })).json()).toEqual({ success: true, affected: 0 });
  });

  it('lets a timed lock lapse on its own', async () => {
    const [id] = await liveIds(1, 10);
    await call('PUT', 'v2/User/UsersLock', { userIdList: [id], lockType: 2, minutes: 5 });
    expect((await listItem(id!)).lockTypes).toContain(2);
    server.clock.advanceMinutes(6);
    expect((await listItem(id!)).lockTypes).not.toContain(2);
  });

  it('unlocks one type or every lock, marking the history unblocked', async () => {
    const ids = await liveIds(2, 20);
    await call('PUT', 'v2/User/UsersLock', { userIdList: ids, lockType: 1 });
    await call('PUT', 'v2/User/UsersLock', { userIdList: ids, lockType: 5 });
    const one = await call('PUT', 'v2/User/UsersUnlock', { userIdList: ids, lockType: 1 });
    expect(one.json()).toEqual({ success: true, affected: 2 });
    expect((await listItem(ids[0]!)).lockTypes).toEqual(expect.not.arrayContaining([1]));
    expect((await listItem(ids[0]!)).lockTypes).toContain(5);
    const all = await call('PUT', 'v2/User/UsersUnlock', { userIdList: ids });
    expect(all.json()).toEqual({ success: true, affected: 2 });
    expect((await listItem(ids[0]!)).isLocked).toBe(false);
    const history = (await call('POST', 'User/GetUserLockHistory', { userId: ids[0] })).json().items;
    expect(history.filter((h: LockEntry) => h.kind === 'lock' && [1, 5].includes(h.lockType!)).every((h: LockEntry) => h.unblocked && h.dateUnblocked)).toBe(true);
  });

  it('answers "No users selected" for an empty selection and 404 for unknown users', async () => {
    const empty = await call('PUT', 'v2/User/UsersLock', { userIdList: [], lockType: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('No users selected');
    const unknown = await call('PUT', 'v2/User/UsersLock', { userIdList: [999999], lockType: 0 });
    expect(unknown.statusCode).toBe(404);
  });

  it('acts on every user matching a filter with selectAll, answering how many changed', async () => {
    const tag = await k().insertInto('user_tags').values({ tag_name: 'select-all test', color: '#123456' }).returning('id').executeTakeFirstOrThrow();
    const ids = await liveIds(4, 40);
    await k().insertInto('user_tag_links').values(ids.map((id) => ({ user_id: id, tag_id: tag.id }))).execute();
    const res = await call('PUT', 'v2/User/UsersLock', { selectAll: true, filter: { userTagList: [tag.id] }, lockType: 7 });
    expect(res.json()).toEqual({ success: true, affected: 4 });
    const locked = await k().selectFrom('user_locks').select('user_id').where('lock_type', '=', 7).where('user_id', 'in', ids).execute();
    expect(locked.map((l) => l.user_id).sort((a, b) => a - b)).toEqual(ids);
    const log = await lastLog('PUT v2/User/UsersLock');
    expect(JSON.parse(log.before_state!).selection).toEqual({ selectAll: true, filter: { userTagList: [tag.id] } });
    const none = await call('PUT', 'v2/User/UsersLock', { selectAll: true, filter: { searchString: 'no-such-user-anywhere' }, lockType: 7 });
    expect(none.json().error.message).toBe('No users selected');
  });

  it('is refused to arbitrators', async () => {
    const res = await call('PUT', 'v2/User/UsersLock', { userIdList: [1], lockType: 0 }, tokens.arbitrator);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT v2/User/UsersBlock and UsersUnblock', () => {
  it('blocks and unblocks, with the block in the lock history and the admin log', async () => {
    const ids = await liveIds(2, 60);
    expect((await call('PUT', 'v2/User/UsersBlock', { userIdList: ids, comment: 'Fraud' })).json()).toEqual({ success: true, affected: 2 });
    expect((await listItem(ids[0]!)).isBlocked).toBe(true);
    const blocked = (await call('POST', 'v2/User/GetUsers', { filters: { isBlocked: true }, limit: 1000 })).json().items.map((u: ListItem) => u.id);
    expect(blocked).toEqual(expect.arrayContaining(ids));
    const history = (await call('POST', 'User/GetUserLockHistory', { userId: ids[0] })).json().items;
    expect(history[0]).toMatchObject({ kind: 'block', lockType: null, unblocked: false, comment: 'Fraud' });
    expect(JSON.parse((await lastLog('PUT v2/User/UsersBlock')).after_state!)).toMatchObject({ isBlocked: true, affected: 2 });
    // Blocking again affects nobody.
    expect((await call('PUT', 'v2/User/UsersBlock', { userIdList: ids })).json().affected).toBe(0);

    expect((await call('PUT', 'v2/User/UsersUnblock', { userIdList: ids })).json()).toEqual({ success: true, affected: 2 });
    expect((await listItem(ids[0]!)).isBlocked).toBe(false);
    const after = (await call('POST', 'User/GetUserLockHistory', { userId: ids[0] })).json().items;
    expect(after[0]).toMatchObject({ kind: 'block', unblocked: true });
  });

  it('is refused to arbitrators', async () => {
    expect((await call('PUT', 'v2/User/UsersUnblock', { userIdList: [1] }, tokens.arbitrator)).statusCode).toBe(403);
  });
});

describe('PUT v2/User/AddUserRole and RemoveUserRole', () => {
  it('asks for a role before anything else', async () => {
    for (const body of [{ userIdList: [1] }, { userIdList: [1], role: null }]) {
      const res = await call('PUT', 'v2/User/AddUserRole', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('You have to choose role, before save');
    }
  });

  it('gives and strips a role; the list shows it', async () => {
    const ids = await liveIds(2, 70);
    await k().deleteFrom('user_roles').where('user_id', 'in', ids).execute();
    expect((await call('PUT', 'v2/User/AddUserRole', { userIdList: ids, role: 'merchant' })).json()).toEqual({ success: true, affected: 2 });
    expect((await listItem(ids[0]!)).roles).toEqual(['merchant']);
    expect((await call('PUT', 'v2/User/AddUserRole', { userIdList: ids, role: 'merchant' })).json().affected).toBe(0);
    expect((await call('PUT', 'v2/User/RemoveUserRole', { userIdList: ids, role: 'merchant' })).json()).toEqual({ success: true, affected: 2 });
    expect((await listItem(ids[0]!)).roles).toEqual([]);
    expect(JSON.parse((await lastLog('PUT v2/User/RemoveUserRole')).before_state!)).toMatchObject({ role: 'merchant', hasRole: true });
  });
});

describe('PUT v2/User/RemoveUser', () => {
  it('moves the user to the deleted list, once', async () => {
    const [id] = await liveIds(1, 80);
    expect((await call('PUT', 'v2/User/RemoveUser', { userId: id })).json()).toEqual({ success: true });
    const live = (await call('POST', 'v2/User/GetUsers', { userIdList: [id] })).json().items;
    expect(live).toEqual([]);
    const deleted = (await call('POST', 'v2/User/GetDeletedUsers', { userIdList: [id] })).json().items;
    expect(deleted.map((u: ListItem) => u.id)).toEqual([id]);
    expect(deleted[0].dateDeleted).toBe(server.clock.now().toISOString());
    const again = await call('PUT', 'v2/User/RemoveUser', { userId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The user is already removed');
    expect((await call('PUT', 'v2/User/RemoveUser', { userId: 999999 })).statusCode).toBe(404);
    expect(JSON.parse((await lastLog('PUT v2/User/RemoveUser')).after_state!)).toMatchObject({ isDeleted: true });
  });

  it('no longer finds a removed user by search, but the deleted list does', async () => {
    const [id] = await liveIds(1, 81);
    const user = await k().selectFrom('users').select('user_name').where('id', '=', id!).executeTakeFirstOrThrow();
    await call('PUT', 'v2/User/RemoveUser', { userId: id });
    expect((await call('POST', 'v2/User/GetUsers', { searchString: user.user_name })).json().items).toEqual([]);
    expect((await call('POST', 'v2/User/GetDeletedUsers', { searchString: user.user_name.toUpperCase() })).json().items.map((u: ListItem) => u.id)).toEqual([id]);
  });
});

describe('POST v2/User/CreateUser', () => {
  it('creates a user the list then finds', async () => {
    const res = await call('POST', 'v2/User/CreateUser', { userName: 'New_trader1', email: 'New.Trader@Example.com', password: 'Str0ngPass', locale: 'et' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const found = (await call('POST', 'v2/User/GetUsers', { searchString: 'new_trader' })).json().items;
    expect(found[0]).toMatchObject({ id, userName: 'New_trader1', email: 'new.trader@example.com', locale: 'et', status: 0 });
    const hash = await k().selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);
    const log = await lastLog('POST v2/User/CreateUser');
    expect(log.after_state).not.toContain('Str0ngPass');
  });

  it('keeps user names and e-mails unique', async () => {
    const dup = await call('POST', 'v2/User/CreateUser', { userName: 'new_TRADER1', email: 'other@example.com', password: 'Str0ngPass' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ reason: 'userNameExists', message: 'UserName already exists' });
    const mail = await call('POST', 'v2/User/CreateUser', { userName: 'another_one', email: 'NEW.TRADER@example.com', password: 'Str0ngPass' });
    expect(mail.statusCode).toBe(409);
    expect(mail.json().error).toMatchObject({ reason: 'emailExists', message: 'A user with this e-mail already exists' });
  });

  it('applies the user-name rule (5 to 32, letter first) and the password rule', async () => {
    for (const userName of ['abcd', '1abcde', 'ab-cde', 'a'.repeat(33)]) {
      const res = await call('POST', 'v2/User/CreateUser', { userName, email: `${userName.length}x@example.com`, password: 'Str0ngPass' });
      expect(res.statusCode, userName).toBe(400);
      expect(res.json().error.message).toContain('User name must begin with a letter');
    }
    for (const userName of ['abcde', `a${'b'.repeat(31)}`]) {
      const res = await call('POST', 'v2/User/CreateUser', { userName, email: `${userName}@example.com`, password: 'Str0ngPass' });
      expect(res.statusCode, userName).toBe(200);
    }
    const weak = await call('POST', 'v2/User/CreateUser', { userName: 'weak_user', email: 'weak@example.com', password: 'weakpass' });
    expect(weak.json().error.code).toBe(130);
  });
});

describe('user profile changes', () => {
  it('PUT v1/user/{id}/identificator sets it, and refuses an empty one in the v1 envelope', async () => {
    const ok = await call('PUT', 'v1/user/12/identificator', { identificator: 'EE-0042' });
    expect(ok.json()).toEqual({ result: { Success: true, Error: null } });
    expect((await call('POST', 'v2/User/GetUser', { userId: 12 })).json().identificator).toBe('EE-0042');
    for (const identificator of ['', '   ']) {
      const empty = await call('PUT', 'v1/user/12/identificator', { identificator });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().result).toEqual({ Success: false, Error: 'New identificator field is empty' });
    }
    expect(JSON.parse((await lastLog('PUT v1/user/{id}/identificator')).after_state!)).toEqual({ identificator: 'EE-0042' });
    expect((await call('PUT', 'v1/user/999999/identificator', { identificator: 'x' })).json().result.Success).toBe(false);
  });

  it('PUT v1/user/{id}/language accepts the interface languages only', async () => {
    expect((await call('PUT', 'v1/user/12/language', { language: 'tr' })).json().result.Success).toBe(true);
    expect((await call('POST', 'v2/User/GetUser', { userId: 12 })).json().locale).toBe('tr');
    const refused = await call('PUT', 'v1/user/12/language', { language: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result).toEqual({ Success: false, Error: 'Language is not allowed' });
    expect(refused.json().error).toMatchObject({ code: 100, reason: 'languageNotAllowed' });
  });

  it('PUT v2/User/UpdateUserLocalizationSettings sets locale and time zone', async () => {
    const res = await call('PUT', 'v2/User/UpdateUserLocalizationSettings', { userId: 12, locale: 'es', timezone: 'Europe/Madrid' });
    expect(res.json()).toEqual({ success: true });
    expect((await call('POST', 'v2/User/GetUser', { userId: 12 })).json()).toMatchObject({ locale: 'es', timezone: 'Europe/Madrid' });
    const bad = await call('PUT', 'v2/User/UpdateUserLocalizationSettings', { userId: 12, locale: 'es', timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Unknown time zone');
  });

  it('POST User/ChangeUserPassword applies the password rule and never logs the password', async () => {
    // Admins and super admins only (issue 23): support and arbitrators are refused.
    expect((await call('POST', 'User/ChangeUserPassword', { userId: 12, newPassword: 'nodigitsHere' }, tokens.admin)).json().error.code).toBe(130);
    expect((await call('POST', 'User/ChangeUserPassword', { userId: 12, newPassword: 'N3w-Passw0rd' }, tokens.admin)).json()).toEqual({ success: true });
    const log = await lastLog('POST User/ChangeUserPassword');
    expect(`${log.before_state}${log.after_state}`).not.toContain('N3w-Passw0rd');
    expect((await call('POST', 'User/ChangeUserPassword', { userId: 12, newPassword: 'N3w-Passw0rd' }, tokens.arbitrator)).statusCode).toBe(403);
    expect((await call('POST', 'User/ChangeUserPassword', { userId: 12, newPassword: 'N3w-Passw0rd' })).statusCode).toBe(403);
  });
});

describe('user tags', () => {
  it('creates a tag with the default grey, refuses a duplicate name, renames, recolours and deletes it with its links', async () => {
    const created = await call('POST', 'v2/User/AddUserTag', { tagName: 'High volume' });
    expect(created.json()).toMatchObject({ tagName: 'High volume', color: '#BDBDBD' });
    const { id } = created.json();
    const dup = await call('POST', 'v2/User/AddUserTag', { tagName: 'high VOLUME' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('A tag with the same name already exists');

    const edited = await call('PUT', 'v2/User/EditUserTag', { tagId: id, tagName: 'Very high volume', color: '#ff0000' });
    expect(edited.json()).toEqual({ id, tagName: 'Very high volume', color: '#FF0000' });
    expect((await call('PUT', 'v2/User/EditUserTag', { tagId: id, tagName: 'vip' })).statusCode).toBe(409);
    expect((await call('POST', 'v2/User/GetUserTags', {})).json().items).toContainEqual({ id, tagName: 'Very high volume', color: '#FF0000' });

    const ids = await liveIds(3, 90);
    expect((await call('PUT', 'v2/User/AddTagsToUser', { userIdList: ids, tagIdList: [id] })).json()).toEqual({ success: true, affected: 3 });
    expect((await listItem(ids[0]!)).tagIds).toContain(id);
    const tagged = (await call('POST', 'v2/User/GetUsers', { userTagList: [id], getTotal: true })).json();
    expect(tagged.total).toBe(3);

    expect((await call('PUT', 'v2/User/DeleteUserTag', { tagId: id })).json()).toEqual({ success: true, affected: 3 });
    expect((await listItem(ids[0]!)).tagIds).not.toContain(id);
    expect((await call('PUT', 'v2/User/DeleteUserTag', { tagId: id })).statusCode).toBe(404);
    expect(JSON.parse((await lastLog('PUT v2/User/DeleteUserTag')).before_state!)).toMatchObject({ tagName: 'Very high volume', users: 3 });
  });

  it('adds and removes tags in bulk; "No users selected" for none', async () => {
    const tags = (await call('POST', 'v2/User/GetUserTags', {})).json().items.slice(0, 2).map((t: { id: number }) => t.id);
    const ids = await liveIds(2, 100);
    await k().deleteFrom('user_tag_links').where('user_id', 'in', ids).execute();
    expect((await call('PUT', 'v2/User/AddTagsToUser', { userIdList: ids, tagIdList: tags })).json().affected).toBe(2);
    expect((await listItem(ids[1]!)).tagIds).toEqual([...tags].sort((a, b) => a - b));
    expect((await call('PUT', 'v2/User/RemoveTagsFromUser', { userIdList: ids, tagIdList: [tags[0]] })).json().affected).toBe(2);
    expect((await listItem(ids[1]!)).tagIds).toEqual([tags[1]]);
    const none = await call('PUT', 'v2/User/AddTagsToUser', { userIdList: [], tagIdList: tags });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('No users selected');
    expect((await call('PUT', 'v2/User/AddTagsToUser', { userIdList: ids, tagIdList: [99999] })).statusCode).toBe(404);
    const log = await lastLog('PUT v2/User/RemoveTagsFromUser');
    expect(JSON.parse(log.after_state!)).toMatchObject({ removedTagIds: [tags[0]], affected: 2 });
  });

  it('is refused to arbitrators', async () => {
    expect((await call('POST', 'v2/User/AddUserTag', { tagName: 'nope' }, tokens.arbitrator)).statusCode).toBe(403);
  });
});
