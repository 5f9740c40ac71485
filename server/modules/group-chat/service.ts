import {
  ARBITRATOR_ADMIN_STATUS,
  CHAT_FILE_CONTENT_MISMATCH,
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_TOO_LARGE,
  CHAT_FILE_TYPE_NOT_ALLOWED,
  CHAT_MAX_FILES,
  CHAT_MESSAGE_EMPTY,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_TOO_MANY_FILES,
  fileExtension,
  isAllowedChatUpload,
  staffChatMemberType,
  ChatMemberType,
} from '../../../src/domain/p2p.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { contentMatchesExtension } from '../../http/uploadContent.ts';
import { FileResult, type RequestContext, requireAdmin } from '../../http/operation.ts';
import { requireDisputeParties } from '../users/disputeParties.ts';
import type { Executor } from '../../db/database.ts';
import * as repo from './repository.ts';

export const CHAT_NOT_FOUND = 'Chat not found';
export const FILE_NOT_FOUND = 'File not found';
export const NOT_THE_CHAT_ARBITRATOR = "Only the trade's arbitrator can write in its chat";

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png', heif: 'image/heif', heic: 'image/heic' };

export function toMessage(r: repo.MessageRow) {
  return {
    id: r.id,
    chatId: r.chat_id,
    userId: r.user_id,
    userName: r.user_name ?? r.admin_user_name ?? null,
    adminId: r.admin_id,
    chatMemberType: r.member_type,
    message: r.message,
    dateCreated: r.date_created,
    files: r.files,
  };
}

async function page(ctx: RequestContext, chatId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([repo.listMessages(ctx.db, chatId, offset, limit), repo.countMessages(ctx.db, chatId)]);
  return { items: rows.map(toMessage), total };
}

/** A page of a trade's group chat, newest first (50 per page in the console). */
export async function listChat(ctx: RequestContext, chatId: number, offset: number, limit: number) {
  if (!(await repo.findChat(ctx.db, chatId))) throw notFound(CHAT_NOT_FOUND, 'chatNotFound');
  return page(ctx, chatId, offset, limit);
}

export async function listTradeChat(ctx: RequestContext, tradeId: number, offset: number, limit: number) {
  const chat = await repo.findChatOfTrade(ctx.db, tradeId);
  if (!chat) {
    throw (await repo.tradeExists(ctx.db, tradeId)) ? notFound(CHAT_NOT_FOUND, 'chatNotFound') : notFound('Trade not found', 'tradeNotFound');
  }
  return page(ctx, chat.id, offset, limit);
}

/** Writes a system message (a deal's status change, a staff notification) into a deal's chat, in the caller's transaction. */
export function postSystemMessage(db: Executor, chatId: number, adminId: number, message: string, at: string): Promise<number> {
  return repo.insertMessage(db, { chat_id: chatId, member_type: ChatMemberType.System, user_id: null, admin_id: adminId, message, date_created: at });
}

/** Keeps what a name needs to be shown and saved: no path, no control characters, at most 255 characters. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) > 0x1f && ch !== '\u007f' && ch !== '"').join('');
  return printable.slice(-255) || 'file';
}

/**
 * A staff member writes in a trade's chat: as "arbitrator" (status 3) or "admin". An arbitrator
 * writes only in the chats of trades they joined or were assigned to. The spec's limits hold here
 * too: 512 characters, files of at most 1 MB with an image extension whose content matches it.
 * Files are kept in user_files (filed under the trade's seller: the table needs a user) and served
 * by GetUserFile. `textPath` names the text field in a refusal's details (`/Message` in the form, `/message` in v1's JSON).
 */
export async function sendStaffMessage(ctx: RequestContext, chatId: number, text: string | undefined, files: UploadedFile[] = [], textPath = '/Message') {
  const admin = requireAdmin(ctx);
  const message = text ?? '';
  // Each refusal answers its rule's text as the message (the console translates it) and names the rule in `reason`.
  if (message.length > CHAT_MESSAGE_MAX_LENGTH) throw invalid(textPath, CHAT_MESSAGE_TOO_LONG, 'chatMessageTooLong');
  if (!message.trim() && !files.length) throw invalid(textPath, CHAT_MESSAGE_EMPTY, 'chatMessageEmpty');
  if (files.length > CHAT_MAX_FILES) throw invalid('/Files', CHAT_TOO_MANY_FILES, 'chatTooManyFiles');
  files.forEach((file, i) => {
    const extension = fileExtension(file.fileName);
    if (!isAllowedChatUpload(file.fileName)) throw invalid(`/Files/${i}`, CHAT_FILE_TYPE_NOT_ALLOWED, 'chatFileTypeNotAllowed');
    if (file.data.length > CHAT_FILE_MAX_BYTES) throw invalid(`/Files/${i}`, CHAT_FILE_TOO_LARGE, 'chatFileTooLarge');
    if (!contentMatchesExtension(extension, file.data)) throw invalid(`/Files/${i}`, CHAT_FILE_CONTENT_MISMATCH, 'chatFileContentMismatch');
  });

  const chat = await repo.findChat(ctx.db, chatId);
  if (!chat) throw notFound(CHAT_NOT_FOUND, 'chatNotFound');
  if (admin.adminStatus === ARBITRATOR_ADMIN_STATUS && chat.arbitrator_id !== admin.id) {
    throw new ApiError(ErrorCode.NotAllowed, {}, undefined, NOT_THE_CHAT_ARBITRATOR, 'notTheChatArbitrator');
  }
  const at = ctx.now().toISOString();
  const id = await repo.insertMessage(ctx.db, {
    chat_id: chatId,
    member_type: staffChatMemberType(admin.adminStatus),
    user_id: null,
    admin_id: admin.id,
    message,
    date_created: at,
  });
  const fileIds: number[] = [];
  for (const file of files) {
    const extension = fileExtension(file.fileName);
    fileIds.push(
      await repo.attachFile(ctx.db, id, { user_id: chat.seller_id, name: safeFileName(file.fileName), extension, content_type: CONTENT_TYPES[extension]!, data: file.data, date_created: at }),
    );
  }
  await ctx.audit({ targetIds: [chat.trade_id], after: { chatId, messageId: id, message, fileIds } });
  return toMessage((await repo.findMessage(ctx.db, id))!);
}

/** The bytes of a user file (a document scan or a chat attachment). */
/** A chat or document file, shown inline by the console (image previews), under its own name and type. */
export async function userFile(ctx: RequestContext, id: number): Promise<FileResult> {
  const file = await repo.findUserFile(ctx.db, id);
  if (!file) throw notFound(FILE_NOT_FOUND, 'fileNotFound');
  // Document scans and chat files alike are filed under a user: an arbitrator sees those of their disputes' parties.
  await requireDisputeParties(ctx, [file.user_id]);
  const name = file.name.endsWith(`.${file.extension}`) ? file.name : `${file.name}.${file.extension}`;
  return new FileResult(Buffer.from(file.data), file.content_type, name, 'inline');
}
