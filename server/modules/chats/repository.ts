/** All SQL of the public and private chats. Deleted rows stay (who and when); lists skip them. */
import { HIDDEN_CHAT_MEMBER_TYPES } from '../../../src/domain/p2p.ts';
import type { Executor } from '../../db/database.ts';
import { pageWithTotal } from '../../core/countRows.ts';
import { whereInRange } from '../../core/dateRange.ts';
import { whereEquals } from '../../core/whereEquals.ts';

export interface PublicFilter {
  userId?: number;
  dateFrom?: string;
  dateTo?: string;
}

function publicMessages(db: Executor, f: PublicFilter) {
  const q = db
    .selectFrom('public_chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.date_deleted', 'is', null)
    .where('m.member_type', 'not in', [...HIDDEN_CHAT_MEMBER_TYPES]);
  return whereInRange(whereEquals(q, { 'm.user_id': f.userId }), 'm.date_created', f.dateFrom, f.dateTo);
}

/** One page of the public chat beside the filter's total. */
export function pagePublic(db: Executor, f: PublicFilter, page: { offset: number; limit: number; desc: boolean }) {
  const dir = page.desc ? 'desc' : 'asc';
  return pageWithTotal(publicMessages(db, f), (q) =>
    q
      .select(['m.id', 'm.user_id', 'u.user_name', 'm.message', 'm.date_created', 'm.date_edited'])
      .orderBy('m.date_created', dir).orderBy('m.id', dir)
      .offset(page.offset).limit(page.limit)
      .execute(),
  );
}

/** A visible (not deleted, not hidden) public message. */
export function findPublic(db: Executor, id: number) {
  return publicMessages(db, {}).select(['m.id', 'm.user_id', 'm.message']).where('m.id', '=', id).executeTakeFirst();
}

export function findPublicMany(db: Executor, ids: number[]) {
  return publicMessages(db, {}).select(['m.id', 'm.user_id', 'm.message']).where('m.id', 'in', ids).execute();
}

export async function editPublic(db: Executor, id: number, message: string, adminId: number, at: string) {
  await db.updateTable('public_chat_messages').set({ message, edited_by: adminId, date_edited: at }).where('id', '=', id).execute();
}

export async function deletePublic(db: Executor, ids: number[], adminId: number, at: string) {
  const result = await db.updateTable('public_chat_messages').set({ deleted_by: adminId, date_deleted: at }).where('id', 'in', ids).where('date_deleted', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// ── Private chats ───────────────────────────────────────────────────────────

function chats(db: Executor, userId: number | undefined) {
  let q = db
    .selectFrom('private_chats as c')
    .innerJoin('users as a', 'a.id', 'c.first_user_id')
    .innerJoin('users as b', 'b.id', 'c.second_user_id')
    .where('c.date_deleted', 'is', null);
  if (userId !== undefined) q = q.where((eb) => eb.or([eb('c.first_user_id', '=', userId), eb('c.second_user_id', '=', userId)]));
  return q;
}

/** One page, most recently active first, with each chat's last visible message, beside the total. */
export function pageChats(db: Executor, userId: number | undefined, page: { offset: number; limit: number }) {
  return pageWithTotal(chats(db, userId), (q) => q
    .select((eb) => [
      'c.id', 'c.first_user_id', 'a.user_name as first_user_name', 'c.second_user_id', 'b.user_name as second_user_name', 'c.date_updated',
      eb
        .selectFrom('private_chat_messages as m')
        .select('m.message')
        .whereRef('m.chat_id', '=', 'c.id')
        .where('m.date_deleted', 'is', null)
        .where('m.member_type', 'not in', [...HIDDEN_CHAT_MEMBER_TYPES])
        .orderBy('m.date_created', 'desc').orderBy('m.id', 'desc')
        .limit(1)
        .as('last_message'),
    ])
    .orderBy('c.date_updated', 'desc').orderBy('c.id', 'desc')
    .offset(page.offset).limit(page.limit)
    .execute());
}

export function findChat(db: Executor, id: number) {
  return db.selectFrom('private_chats').select(['id', 'first_user_id', 'second_user_id']).where('id', '=', id).where('date_deleted', 'is', null).executeTakeFirst();
}

export async function deleteChat(db: Executor, id: number, adminId: number, at: string) {
  const result = await db.updateTable('private_chats').set({ deleted_by: adminId, date_deleted: at }).where('id', '=', id).where('date_deleted', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function chatMessages(db: Executor) {
  return db
    .selectFrom('private_chat_messages as m')
    .innerJoin('private_chats as c', 'c.id', 'm.chat_id')
    .where('m.date_deleted', 'is', null)
    .where('c.date_deleted', 'is', null)
    .where('m.member_type', 'not in', [...HIDDEN_CHAT_MEMBER_TYPES]);
}

/** One page of a chat's visible messages beside their total. */
export function pageChatMessages(db: Executor, chatId: number, page: { offset: number; limit: number; desc: boolean }) {
  const dir = page.desc ? 'desc' : 'asc';
  return pageWithTotal(chatMessages(db).where('m.chat_id', '=', chatId), (q) =>
    q
      .select(['m.id', 'm.chat_id', 'm.user_id', 'm.message', 'm.date_created', 'm.date_edited'])
      .orderBy('m.date_created', dir).orderBy('m.id', dir)
      .offset(page.offset).limit(page.limit)
      .execute(),
  );
}

export function findChatMessage(db: Executor, id: number) {
  return chatMessages(db).where('m.id', '=', id).select(['m.id', 'm.chat_id', 'm.message']).executeTakeFirst();
}

export async function editChatMessage(db: Executor, id: number, message: string, adminId: number, at: string) {
  await db.updateTable('private_chat_messages').set({ message, edited_by: adminId, date_edited: at }).where('id', '=', id).execute();
}

export async function deleteChatMessage(db: Executor, id: number, adminId: number, at: string) {
  const result = await db.updateTable('private_chat_messages').set({ deleted_by: adminId, date_deleted: at }).where('id', '=', id).where('date_deleted', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ── Seed ────────────────────────────────────────────────────────────────────

export async function insertPublic(db: Executor, row: { user_id: number; member_type: number; message: string; date_created: string }) {
  await db.insertInto('public_chat_messages').values({ ...row, edited_by: null, date_edited: null, deleted_by: null, date_deleted: null }).execute();
}

export async function insertChat(db: Executor, row: { first_user_id: number; second_user_id: number; date_created: string; date_updated: string }) {
  const inserted = await db.insertInto('private_chats').values({ ...row, deleted_by: null, date_deleted: null }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertChatMessage(db: Executor, row: { chat_id: number; user_id: number; member_type: number; message: string; date_created: string }) {
  await db.insertInto('private_chat_messages').values({ ...row, edited_by: null, date_edited: null, deleted_by: null, date_deleted: null }).execute();
}
