import {
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_TOO_LARGE,
  CHAT_FILE_TYPE_NOT_ALLOWED,
  CHAT_MAX_FILES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PREVIEW_EXTENSIONS,
  chatMemberName,
  isAllowedChatUpload,
} from '../../domain/p2p.ts';
import type { GroupChatMessage } from './api.ts';

/** i18n keys of the spec's chat messages (en holds them verbatim). */
export const CHAT_ERROR_KEYS = {
  tooLong: 'arbitrator.chat.tooLong',
  fileTooLarge: 'arbitrator.chat.fileTooLarge',
  fileType: 'arbitrator.chat.fileType',
  tooManyFiles: 'arbitrator.chat.tooManyFiles',
} as const;

/** Why a picked file cannot be sent (an i18n key), or null. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!isAllowedChatUpload(file.name)) return CHAT_ERROR_KEYS.fileType;
  if (file.size > CHAT_FILE_MAX_BYTES) return CHAT_ERROR_KEYS.fileTooLarge;
  return null;
}

/** Whether a message may be sent: text within 512 characters or at least one file, and at most 10 files. */
export function messageProblem(text: string, fileCount: number): string | null {
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) return CHAT_ERROR_KEYS.tooLong;
  if (fileCount > CHAT_MAX_FILES) return CHAT_ERROR_KEYS.tooManyFiles;
  return null;
}

export function canSend(text: string, fileCount: number): boolean {
  return messageProblem(text, fileCount) === null && (text.trim() !== '' || fileCount > 0);
}

/** Chat images shown inline: jpeg, jpg, png (spec 2 §5). */
export function isPreviewable(extension: string): boolean {
  return (CHAT_PREVIEW_EXTENSIONS as readonly string[]).includes(extension.replace(/^\./, '').toLowerCase());
}

/**
 * The loaded pages in reading order (oldest first). Pages are fetched newest first by offset, so
 * a message written between two fetches can appear on two pages; each is kept once.
 */
export function orderedMessages(pages: readonly { items: readonly GroupChatMessage[] }[]): GroupChatMessage[] {
  const byId = new Map<number, GroupChatMessage>();
  for (const page of pages) for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.dateCreated.localeCompare(b.dateCreated) || a.id - b.id);
}

/** The i18n key of a member type's label. */
export const memberTypeKey = (memberType: number) => `arbitrator.chat.member.${chatMemberName(memberType)}`;

/** The spec's texts, for tests and the en file. */
export const CHAT_TEXTS = { tooLarge: CHAT_FILE_TOO_LARGE, typeNotAllowed: CHAT_FILE_TYPE_NOT_ALLOWED };
