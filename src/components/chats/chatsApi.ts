import { queryOptions } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';

export type PublicChatMessage = components['schemas']['PublicChatMessage'];
export type PrivateChat = components['schemas']['PrivateChat'];
export type PrivateChatMessage = components['schemas']['PrivateChatMessage'];

/** Spec 2 §9: a private chat's messages are loaded at once, up to 1000, newest first. */
export const PRIVATE_CHAT_LOAD_LIMIT = 1000;

export const chatsKeys = {
  all: ['chats'] as const,
  public: (request: unknown) => ['chats', 'public', request] as const,
  privateChats: (request: unknown) => ['chats', 'private', request] as const,
  privateMessages: (conversationId: number) => ['chats', 'privateMessages', conversationId] as const,
};

export interface PublicRequest {
  page: number;
  pageSize: number;
  userId: number | null;
  dateFrom: number | null;
  dateTo: number | null;
}

export function publicMessagesQuery(request: PublicRequest) {
  return pageQuery(chatsKeys.public(request), async (signal) => {
    const body = {
      offset: (request.page - 1) * request.pageSize,
      limit: request.pageSize,
      getTotal: true,
      sort: { field: 'dateCreated' as const, desc: true },
      ...(request.userId !== null ? { userId: request.userId } : {}),
      ...(request.dateFrom !== null ? { dateFrom: request.dateFrom } : {}),
      ...(request.dateTo !== null ? { dateTo: request.dateTo } : {}),
    };
    return dataOf(await v2Client.POST('/v2/Communication/GetPublicChatMessages', { body, signal }));
  });
}

export interface PrivateChatsRequest {
  page: number;
  pageSize: number;
  userId: number | null;
}

export function privateChatsQuery(request: PrivateChatsRequest) {
  return pageQuery(chatsKeys.privateChats(request), async (signal) => {
    const body = { offset: (request.page - 1) * request.pageSize, limit: request.pageSize, getTotal: true, ...(request.userId !== null ? { userId: request.userId } : {}) };
    return dataOf(await v2Client.POST('/v2/Communication/GetPrivateChats', { body, signal }));
  });
}

export function privateMessagesQuery(conversationId: number) {
  return queryOptions({
    queryKey: chatsKeys.privateMessages(conversationId),
    queryFn: async ({ signal }) =>
      dataOf(
        await v2Client.POST('/v2/Communication/GetPrivateChatMessages', {
          body: { conversationId, offset: 0, limit: PRIVATE_CHAT_LOAD_LIMIT, getTotal: true, sort: { field: 'dateCreated', desc: true } },
          signal,
        }),
      ),
  });
}

export async function editPublicMessage(messageId: number, message: string) {
  dataOf(await v2Client.PUT('/v2/Communication/EditPublicChatMessage', { body: { messageId, message } }));
}

export async function deletePublicMessages(messageIdList: number[]) {
  dataOf(await v2Client.PUT('/v2/Communication/DeletePublicChatMessages', { body: { messageIdList } }));
}

export async function deletePrivateChat(conversationId: number) {
  dataOf(await v2Client.PUT('/v2/Communication/DeletePrivateChat', { body: { conversationId } }));
}

export async function editPrivateMessage(messageId: number, message: string) {
  dataOf(await v2Client.PUT('/v2/Communication/EditPrivateChatMessage', { body: { messageId, message } }));
}

export async function deletePrivateMessage(messageId: number) {
  dataOf(await v2Client.PUT('/v2/Communication/DeletePrivateChatMessage', { body: { messageId } }));
}
