import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../src/domain/p2p.ts';
import { MARKUP_MESSAGE } from '../../server/db/seed/chats.ts';
import { CHAT_NOT_FOUND, MESSAGE_EMPTY, MESSAGE_NOT_FOUND } from '../../server/modules/chats/service.ts';
import { onPostgres, serverForFile } from './harness.ts';

const { server, tokens: token } = serverForFile(['admin', 'support', 'arbitrator']);

const call = (path: string, body: unknown, who = 'admin') => server.call(path.startsWith('Get') ? 'POST' : 'PUT', `/api/v2/Communication/${path}`, { token: token[who], body });
const k = () => server.db.kysely;

describe(`public chat moderation (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists messages newest first, hides member type 1, and returns markup as the text it is', async () => {
    const res = await call('GetPublicChatMessages', { limit: 1000, getTotal: true }, 'support');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    const hidden = await k().selectFrom('public_chat_messages').select('id').where('member_type', '=', 1).execute();
    expect(hidden.length).toBeGreaterThan(0);
    const all = await k().selectFrom('public_chat_messages').select('id').execute();
    expect(total).toBe(all.length - hidden.length);
    expect(items.some((m: { messageId: number }) => hidden.some((h) => h.id === m.messageId))).toBe(false);
    expect(items[0].message).toBe(MARKUP_MESSAGE);
    const dates = items.map((m: { dateCreated: string }) => Date.parse(m.dateCreated));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const oldest = await call('GetPublicChatMessages', { limit: 1, sort: { field: 'dateCreated', desc: false } });
    expect(Date.parse(oldest.json().items[0].dateCreated)).toBe(Math.min(...dates));
  });

  it('edits a message keeping who and when; refuses empty, too long, hidden and missing ones', async () => {
    const msg = await k().selectFrom('public_chat_messages').select(['id', 'message']).where('member_type', '=', 0).where('date_deleted', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const res = await call('EditPublicChatMessage', { messageId: msg.id, message: '  <i>edited</i>  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const admin = await k().selectFrom('admins').select('id').where('email', '=', 'admin@demo.local').executeTakeFirstOrThrow();
    expect(await k().selectFrom('public_chat_messages').select(['message', 'edited_by', 'date_edited']).where('id', '=', msg.id).executeTakeFirstOrThrow())
      .toEqual({ message: '<i>edited</i>', edited_by: admin.id, date_edited: server.clock.now().toISOString() });
    const log = await k().selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT v2/Communication/EditPublicChatMessage').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toEqual({ message: msg.message });
    const empty = await call('EditPublicChatMessage', { messageId: msg.id, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ path: '/message', message: MESSAGE_EMPTY }]);
    expect((await call('EditPublicChatMessage', { messageId: msg.id, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })).statusCode).toBe(400);
    expect((await call('EditPublicChatMessage', { messageId: msg.id, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) })).statusCode).toBe(200);
    const system = await k().selectFrom('public_chat_messages').select('id').where('member_type', '=', 1).executeTakeFirstOrThrow();
    expect((await call('EditPublicChatMessage', { messageId: system.id, message: 'x' })).statusCode).toBe(404);
    expect((await call('EditPublicChatMessage', { messageId: 999999, message: 'x' })).json().error.message).toBe(MESSAGE_NOT_FOUND);
    expect((await call('EditPublicChatMessage', { messageId: msg.id, message: 'x' }, 'arbitrator')).statusCode).toBe(403);
  });

  it('deletes a list of messages all or nothing, keeping who and when', async () => {
    const rows = await k().selectFrom('public_chat_messages').select('id').where('member_type', '=', 0).where('date_deleted', 'is', null).orderBy('id').limit(3).execute();
    const ids = rows.map((r) => r.id);
    const partial = await call('DeletePublicChatMessages', { messageIdList: [...ids, 999999] });
    expect(partial.statusCode).toBe(404);
    expect(await k().selectFrom('public_chat_messages').select('id').where('id', 'in', ids).where('date_deleted', 'is not', null).execute()).toEqual([]);
    expect((await call('DeletePublicChatMessages', { messageIdList: ids }, 'support')).statusCode).toBe(200);
    const deleted = await k().selectFrom('public_chat_messages').select(['deleted_by', 'date_deleted']).where('id', 'in', ids).execute();
    expect(deleted.every((d) => d.deleted_by !== null && d.date_deleted === server.clock.now().toISOString())).toBe(true);
    const list = await call('GetPublicChatMessages', { limit: 1000 });
    expect(list.json().items.some((m: { messageId: number }) => ids.includes(m.messageId))).toBe(false);
    expect((await call('DeletePublicChatMessages', { messageIdList: [ids[0]] })).statusCode).toBe(404);
  });
});

describe('private chats', () => {
  it('lists a user’s chats with both participants and the last visible message', async () => {
    const chat = await k().selectFrom('private_chats').select(['id', 'first_user_id', 'second_user_id']).orderBy('id').executeTakeFirstOrThrow();
    const res = await call('GetPrivateChats', { userId: chat.first_user_id, limit: 100 });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { conversationId: number; participants: { userId: number }[]; lastMessage: string | null }[];
    expect(items.every((c) => c.participants.some((p) => p.userId === chat.first_user_id))).toBe(true);
    const mine = items.find((c) => c.conversationId === chat.id)!;
    expect(mine.participants.map((p) => p.userId)).toEqual([chat.first_user_id, chat.second_user_id]);
    expect(mine.lastMessage).not.toBe('System: chat started');
  });

  it('reads a chat’s messages without system ones, edits and deletes a message, then the chat', async () => {
    const chat = await k().selectFrom('private_chats').select('id').orderBy('id').executeTakeFirstOrThrow();
    const read = async () => (await call('GetPrivateChatMessages', { conversationId: chat.id })).json();
    const first = await read();
    expect(first.items.some((m: { message: string }) => m.message === 'System: chat started')).toBe(false);
    expect(first.items.some((m: { message: string }) => m.message === MARKUP_MESSAGE)).toBe(true);
    const target = first.items[0].messageId as number;
    expect((await call('EditPrivateChatMessage', { messageId: target, message: 'moderated' })).statusCode).toBe(200);
    expect((await read()).items[0].message).toBe('moderated');
    expect((await call('DeletePrivateChatMessage', { messageId: target })).statusCode).toBe(200);
    expect((await read()).total).toBe(first.total - 1);
    expect((await call('DeletePrivateChatMessage', { messageId: target })).statusCode).toBe(404);
    const row = await k().selectFrom('private_chat_messages').select(['deleted_by', 'date_deleted', 'edited_by']).where('id', '=', target).executeTakeFirstOrThrow();
    expect(row.deleted_by).not.toBeNull();
    expect(row.edited_by).not.toBeNull();
    expect((await call('DeletePrivateChat', { conversationId: chat.id })).statusCode).toBe(200);
    const gone = await call('GetPrivateChatMessages', { conversationId: chat.id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(CHAT_NOT_FOUND);
    expect((await call('DeletePrivateChat', { conversationId: chat.id })).statusCode).toBe(404);
  });
});
