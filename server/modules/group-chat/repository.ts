import type { Executor } from '../../db/database.ts';
import { countRows } from '../../core/countRows.ts';

/** A deal's chat with the deal's parties and status, by the chat's id or by the deal's. */
function chatWhere(db: Executor, column: 'g.id' | 'g.trade_id', id: number) {
  return db
    .selectFrom('group_chats as g')
    .innerJoin('p2p_trades as t', 't.id', 'g.trade_id')
    .select(['g.id', 'g.trade_id', 't.seller_id', 't.buyer_id', 't.arbitrator_id', 't.status'])
    .where(column, '=', id)
    .executeTakeFirst();
}

export const findChat = (db: Executor, chatId: number) => chatWhere(db, 'g.id', chatId);

export const findChatOfTrade = (db: Executor, tradeId: number) => chatWhere(db, 'g.trade_id', tradeId);

export function countMessages(db: Executor, chatId: number): Promise<number> {
  return countRows(db.selectFrom('group_chat_messages').where('chat_id', '=', chatId));
}

/** Messages with the sender's name (a user's or an admin's); files are added by `filesOf`. */
function messages(db: Executor) {
  return db
    .selectFrom('group_chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('admins as a', 'a.id', 'm.admin_id')
    .select(['m.id', 'm.chat_id', 'm.member_type', 'm.user_id', 'm.admin_id', 'm.message', 'm.date_created', 'u.user_name', 'a.user_name as admin_user_name']);
}

/** One page of a chat, newest first, with the sender's name and the attached files. */
export async function listMessages(db: Executor, chatId: number, offset: number, limit: number) {
  const rows = await messages(db)
    .where('m.chat_id', '=', chatId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const files = await filesOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, files: files.get(r.id) ?? [] }));
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

async function filesOf(db: Executor, messageIds: number[]) {
  const out = new Map<number, { id: number; name: string; extension: string }[]>();
  if (!messageIds.length) return out;
  const rows = await db
    .selectFrom('group_chat_files as l')
    .innerJoin('user_files as f', 'f.id', 'l.user_file_id')
    .select(['l.message_id', 'f.id', 'f.name', 'f.extension'])
    .where('l.message_id', 'in', messageIds)
    .orderBy('f.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.message_id) ?? [];
    list.push({ id: r.id, name: r.name, extension: r.extension });
    out.set(r.message_id, list);
  }
  return out;
}

export async function findMessage(db: Executor, id: number) {
  const rows = await messages(db)
    .where('m.id', '=', id)
    .execute();
  const files = await filesOf(db, [id]);
  return rows.map((r) => ({ ...r, files: files.get(r.id) ?? [] }))[0];
}

/** Whether a deal exists (a deal without a chat answers "Chat not found", an unknown one "Trade not found"). */
export async function tradeExists(db: Executor, tradeId: number): Promise<boolean> {
  return (await db.selectFrom('p2p_trades').select('id').where('id', '=', tradeId).executeTakeFirst()) !== undefined;
}

export async function insertMessage(
  db: Executor,
  row: { chat_id: number; member_type: number; user_id: number | null; admin_id: number | null; message: string; date_created: string },
): Promise<number> {
  const inserted = await db.insertInto('group_chat_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Keeps an uploaded file in user_files (the table GetUserFile serves) and attaches it to a message. */
export async function attachFile(
  db: Executor,
  messageId: number,
  file: { user_id: number; name: string; extension: string; content_type: string; data: Buffer; date_created: string },
): Promise<number> {
  const inserted = await db
    .insertInto('user_files')
    .values({ ...file, document_id: null, size: file.data.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('group_chat_files').values({ message_id: messageId, user_file_id: inserted.id }).execute();
  return inserted.id;
}

export function findUserFile(db: Executor, id: number) {
  return db.selectFrom('user_files').select(['id', 'user_id', 'name', 'extension', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
}
