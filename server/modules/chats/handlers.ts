import { defineOperations } from '../../http/operation.ts';
import * as chats from './service.ts';

export const chatOperations = defineOperations({
  'POST v2/Communication/GetPublicChatMessages': { kind: 'read', handle: ({ body }, ctx) => chats.publicMessages(ctx, body) },
  'PUT v2/Communication/EditPublicChatMessage': { kind: 'write', handle: ({ body }, ctx) => chats.editPublicMessage(ctx, body) },
  'PUT v2/Communication/DeletePublicChatMessages': { kind: 'write', handle: ({ body }, ctx) => chats.deletePublicMessages(ctx, body) },
  'POST v2/Communication/GetPrivateChats': { kind: 'read', handle: ({ body }, ctx) => chats.privateChats(ctx, body) },
  'POST v2/Communication/GetPrivateChatMessages': { kind: 'read', handle: ({ body }, ctx) => chats.privateChatMessages(ctx, body) },
  'PUT v2/Communication/DeletePrivateChat': { kind: 'write', handle: ({ body }, ctx) => chats.deletePrivateChat(ctx, body) },
  'PUT v2/Communication/EditPrivateChatMessage': { kind: 'write', handle: ({ body }, ctx) => chats.editPrivateMessage(ctx, body) },
  'PUT v2/Communication/DeletePrivateChatMessage': { kind: 'write', handle: ({ body }, ctx) => chats.deletePrivateMessage(ctx, body) },
});
