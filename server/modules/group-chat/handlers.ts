import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

export const groupChatOperations = defineOperations({
  'GET v1/communication/groupchat/{id}/messages': {
    kind: 'read',
    handle: ({ params, query }, ctx) => service.listChat(ctx, params.id, query.offset, query.limit),
  },
  'POST v1/communication/groupchat/{id}/messages': {
    kind: 'write',
    handle: async ({ params, body }, ctx) => ({ data: await service.sendStaffMessage(ctx, params.id, body.message, [], '/message') }),
  },
  'GET api/bo/User/GetGroupChatMessagesDetail': {
    kind: 'read',
    handle: ({ query }, ctx) => service.listChat(ctx, query.GroupChatId, query.Offset, query.Limit),
  },
  'POST api/bo/User/SendGroupChatMessage': {
    kind: 'write',
    handle: ({ body, files }, ctx) => service.sendStaffMessage(ctx, body.GroupChatId, body.Message, files),
  },
  'GET p2p/Admin/Trade/{id}/chat/getMessages': {
    kind: 'read',
    handle: ({ params, query }, ctx) => service.listTradeChat(ctx, params.id, query.offset, query.limit),
  },
  'GET api/bo/User/GetUserFile': {
    kind: 'read',
    handle: ({ query }, ctx) => service.userFile(ctx, query.UserFileId),
  },
  'GET User/GetUserFile': {
    kind: 'read',
    handle: ({ query }, ctx) => service.userFile(ctx, query.UserFileId),
  },
});
