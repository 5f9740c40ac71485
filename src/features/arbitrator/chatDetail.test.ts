import { describe, expect, it } from 'vitest';
import type { GroupChatMessage } from './api.ts';
import { summarizeChat } from './chatDetail.ts';

let nextId = 1;
function line(memberType: 0 | 1 | 2 | 3, who: { userId?: number; adminId?: number; name?: string }, at: string, files: string[] = []): GroupChatMessage {
  const id = nextId++;
  return {
    id,
    chatId: 5,
    userId: who.userId ?? null,
    userName: who.name ?? null,
    adminId: who.adminId ?? null,
    chatMemberType: memberType,
    message: 'text',
    dateCreated: at,
    files: files.map((name, i) => ({ id: id * 10 + i, name, extension: name.split('.').pop()! })),
  };
}

describe('summarizeChat', () => {
  it('counts messages and files per participant, parties first, the system as one', () => {
    const summary = summarizeChat([
      line(0, { userId: 10, name: 'alice' }, '2026-01-10T10:00:00Z'),
      line(1, { adminId: 4 }, '2026-01-10T10:01:00Z'),
      line(0, { userId: 20, name: 'bob' }, '2026-01-10T10:02:00Z', ['receipt.png']),
      line(3, { adminId: 4, name: 'judge' }, '2026-01-10T10:03:00Z'),
      line(1, { adminId: 5 }, '2026-01-10T10:04:00Z'),
      line(0, { userId: 10, name: 'alice' }, '2026-01-10T10:05:00Z', ['a.jpg', 'b.heic']),
      line(2, { adminId: 1, name: 'boss' }, '2026-01-10T10:06:00Z'),
    ]);
    expect(summary.messages).toBe(7);
    expect(summary.participants.map((p) => [p.name, p.memberType, p.messages, p.files])).toEqual([
      ['alice', 0, 2, 2],
      ['bob', 0, 1, 1],
      ['judge', 3, 1, 0],
      ['boss', 2, 1, 0],
      [null, 1, 2, 0],
    ]);
    expect(summary.participants[0]).toMatchObject({ id: 10, firstAt: '2026-01-10T10:00:00Z', lastAt: '2026-01-10T10:05:00Z' });
    expect(summary.firstAt).toBe('2026-01-10T10:00:00Z');
    expect(summary.lastAt).toBe('2026-01-10T10:06:00Z');
  });

  it('lists every file newest first with its sender', () => {
    const summary = summarizeChat([
      line(0, { userId: 20, name: 'bob' }, '2026-01-10T10:02:00Z', ['receipt.png']),
      line(3, { adminId: 4, name: 'judge' }, '2026-01-10T10:09:00Z', ['note.jpg']),
    ]);
    expect(summary.files.map((f) => [f.name, f.author, f.memberType])).toEqual([
      ['note.jpg', 'judge', 3],
      ['receipt.png', 'bob', 0],
    ]);
  });

  it('summarises an empty chat', () => {
    expect(summarizeChat([])).toEqual({ messages: 0, participants: [], files: [], firstAt: null, lastAt: null });
  });
});
