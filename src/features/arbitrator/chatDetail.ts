import { ChatMemberType } from '../../domain/p2p.ts';
import type { GroupChatMessage } from './api.ts';

/** Someone who wrote in the chat: a customer (by user id), a staff member (by admin id), or the system. */
export interface ChatParticipant {
  key: string;
  memberType: number;
  /** The customer's user id, or the staff member's admin id; null for the system. */
  id: number | null;
  name: string | null;
  messages: number;
  files: number;
  firstAt: string;
  lastAt: string;
}

/** One attachment of the chat with who sent it and when. */
export interface ChatFileEntry {
  id: number;
  name: string;
  extension: string;
  messageId: number;
  memberType: number;
  author: string | null;
  dateCreated: string;
}

export interface ChatDetail {
  messages: number;
  participants: ChatParticipant[];
  files: ChatFileEntry[];
  firstAt: string | null;
  lastAt: string | null;
}

/** Parties first, then the staff who intervened, then the system's lines. */
const MEMBER_ORDER: Record<number, number> = {
  [ChatMemberType.Customer]: 0,
  [ChatMemberType.Arbitrator]: 1,
  [ChatMemberType.Admin]: 2,
  [ChatMemberType.System]: 3,
};

function participantOf(message: GroupChatMessage): { key: string; id: number | null } {
  if (message.chatMemberType === ChatMemberType.System) return { key: 'system', id: null };
  if (message.chatMemberType === ChatMemberType.Customer) return { key: `user:${message.userId ?? '?'}`, id: message.userId };
  return { key: `admin:${message.chatMemberType}:${message.adminId ?? '?'}`, id: message.adminId };
}

/**
 * What a staff member reads before judging a dispute: who took part and how much each wrote, and
 * every file sent (the receipts), newest first. The system counts as one participant.
 */
export function summarizeChat(messages: readonly GroupChatMessage[]): ChatDetail {
  const participants = new Map<string, ChatParticipant>();
  const files: ChatFileEntry[] = [];
  let firstAt: string | null = null;
  let lastAt: string | null = null;
  for (const message of messages) {
    const { key, id } = participantOf(message);
    const at = message.dateCreated;
    if (firstAt === null || at < firstAt) firstAt = at;
    if (lastAt === null || at > lastAt) lastAt = at;
    const known = participants.get(key);
    const name = message.chatMemberType === ChatMemberType.System ? null : message.userName;
    if (known) {
      known.messages += 1;
      known.files += message.files.length;
      if (at < known.firstAt) known.firstAt = at;
      if (at > known.lastAt) known.lastAt = at;
      known.name ??= name;
    } else {
      participants.set(key, { key, memberType: message.chatMemberType, id, name, messages: 1, files: message.files.length, firstAt: at, lastAt: at });
    }
    for (const file of message.files) {
      files.push({ ...file, messageId: message.id, memberType: message.chatMemberType, author: name, dateCreated: at });
    }
  }
  const ordered = [...participants.values()].sort(
    (a, b) => (MEMBER_ORDER[a.memberType] ?? 9) - (MEMBER_ORDER[b.memberType] ?? 9) || a.firstAt.localeCompare(b.firstAt),
  );
  files.sort((a, b) => b.dateCreated.localeCompare(a.dateCreated) || b.id - a.id);
  return { messages: messages.length, participants: ordered, files, firstAt, lastAt };
}
