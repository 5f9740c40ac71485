/**
 * Public chat moderation and users' private chats. Staff read, edit and delete; every edit and
 * deletion records the admin and the time (on the row and in the admin log). Messages of member
 * type 1 (system) are hidden as spec 2 says, and so cannot be edited or deleted here. Message
 * text is stored as typed; the console renders it as text, never as markup.
 */
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG } from '../../../src/domain/p2p.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import { requireAdmin, type BodyOf, type RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';
import * as repo from './repository.ts';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const CHAT_NOT_FOUND = 'Chat not found';
export const MESSAGE_EMPTY = 'The message must not be empty';

function cleanMessage(text: string) {
  const message = text.trim();
  if (!message) throw invalid('/message', MESSAGE_EMPTY, 'chatMessageEmpty');
  if (message.length > CHAT_MESSAGE_MAX_LENGTH) throw invalid('/message', CHAT_MESSAGE_TOO_LONG, 'chatMessageTooLong');
  return message;
}

export async function publicMessages(ctx: RequestContext, body: BodyOf<'POST v2/Communication/GetPublicChatMessages'>) {
  const filter = { userId: body.userId, dateFrom: rangeStartIso(body.dateFrom), dateTo: rangeEndIso(body.dateTo) };
  const desc = body.sort?.desc ?? true;
  const { rows, total } = await repo.pagePublic(ctx.db, filter, { ...body, desc });
  return {
    items: rows.map((m) => ({ messageId: m.id, userId: m.user_id, userName: m.user_name, message: m.message, dateCreated: m.date_created, dateEdited: m.date_edited })),
    total,
  };
}

/** Where a moderated message lives: how to find a visible one, how to store its new text, what the log keeps beside the text. */
interface MessageStore<R extends { id: number; message: string }> {
  find(db: Executor, id: number): Promise<R | undefined>;
  edit(db: Executor, id: number, message: string, adminId: number, at: string): Promise<void>;
  logged(row: R): object;
}

/**
 * A moderator's edit of one message, public or private: the new text checked, the visible message found
 * (404 otherwise), stored with who and when, and logged with the text before and after.
 */
async function editMessage<R extends { id: number; message: string }>(ctx: RequestContext, store: MessageStore<R>, messageId: number, text: string) {
  const admin = requireAdmin(ctx);
  const message = cleanMessage(text);
  const row = await store.find(ctx.db, messageId);
  if (!row) throw notFound(MESSAGE_NOT_FOUND, 'messageNotFound');
  const at = ctx.now().toISOString();
  await store.edit(ctx.db, row.id, message, admin.id, at);
  await ctx.audit({ targetIds: [row.id], before: { message: row.message, ...store.logged(row) }, after: { message, editedBy: admin.id, dateEdited: at } });
  return { success: true };
}

const publicStore: MessageStore<{ id: number; message: string }> = { find: repo.findPublic, edit: repo.editPublic, logged: () => ({}) };

export function editPublicMessage(ctx: RequestContext, body: BodyOf<'PUT v2/Communication/EditPublicChatMessage'>) {
  return editMessage(ctx, publicStore, body.messageId, body.message);
}

export async function deletePublicMessages(ctx: RequestContext, body: BodyOf<'PUT v2/Communication/DeletePublicChatMessages'>) {
  const admin = requireAdmin(ctx);
  const ids = [...new Set(body.messageIdList)];
  const rows = await repo.findPublicMany(ctx.db, ids);
  // All or nothing: one missing id refuses the whole list, so a stale selection deletes nothing by surprise.
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`${MESSAGE_NOT_FOUND}: ${missing.join(', ')}`, 'messageNotFound', { ids: missing.join(', ') });
  const at = ctx.now().toISOString();
  await repo.deletePublic(ctx.db, ids, admin.id, at);
  await ctx.audit({ targetIds: ids, before: rows.map((r) => ({ messageId: r.id, userId: r.user_id, message: r.message })), after: { deletedBy: admin.id, dateDeleted: at } });
  return { success: true };
}

export async function privateChats(ctx: RequestContext, body: BodyOf<'POST v2/Communication/GetPrivateChats'>) {
  const { rows, total } = await repo.pageChats(ctx.db, body.userId, body);
  return {
    items: rows.map((c) => ({
      conversationId: c.id,
      participants: [
        { userId: c.first_user_id, userName: c.first_user_name },
        { userId: c.second_user_id, userName: c.second_user_name },
      ],
      lastMessage: c.last_message ?? null,
      dateUpdated: c.date_updated,
    })),
    total,
  };
}

export async function privateChatMessages(ctx: RequestContext, body: BodyOf<'POST v2/Communication/GetPrivateChatMessages'>) {
  if (!(await repo.findChat(ctx.db, body.conversationId))) throw notFound(CHAT_NOT_FOUND, 'chatNotFound');
  const desc = body.sort?.desc ?? true;
  const { rows, total } = await repo.pageChatMessages(ctx.db, body.conversationId, { ...body, desc });
  return {
    items: rows.map((m) => ({ messageId: m.id, conversationId: m.chat_id, userId: m.user_id, message: m.message, dateCreated: m.date_created, files: [] })),
    total,
  };
}

export async function deletePrivateChat(ctx: RequestContext, body: BodyOf<'PUT v2/Communication/DeletePrivateChat'>) {
  const admin = requireAdmin(ctx);
  const chat = await repo.findChat(ctx.db, body.conversationId);
  const at = ctx.now().toISOString();
  if (!chat || !(await repo.deleteChat(ctx.db, body.conversationId, admin.id, at))) throw notFound(CHAT_NOT_FOUND, 'chatNotFound');
  await ctx.audit({ targetIds: [chat.id], before: { participants: [chat.first_user_id, chat.second_user_id] }, after: { deletedBy: admin.id, dateDeleted: at } });
  return { success: true };
}

const privateStore: MessageStore<{ id: number; chat_id: number; message: string }> = {
  find: repo.findChatMessage,
  edit: repo.editChatMessage,
  logged: (row) => ({ conversationId: row.chat_id }),
};

export function editPrivateMessage(ctx: RequestContext, body: BodyOf<'PUT v2/Communication/EditPrivateChatMessage'>) {
  return editMessage(ctx, privateStore, body.messageId, body.message);
}

export async function deletePrivateMessage(ctx: RequestContext, body: BodyOf<'PUT v2/Communication/DeletePrivateChatMessage'>) {
  const admin = requireAdmin(ctx);
  const row = await repo.findChatMessage(ctx.db, body.messageId);
  const at = ctx.now().toISOString();
  if (!row || !(await repo.deleteChatMessage(ctx.db, row.id, admin.id, at))) throw notFound(MESSAGE_NOT_FOUND, 'messageNotFound');
  await ctx.audit({ targetIds: [row.id], before: { message: row.message, conversationId: row.chat_id }, after: { deletedBy: admin.id, dateDeleted: at } });
  return { success: true };
}
