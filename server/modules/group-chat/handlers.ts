import { defineOperations } from '../../http/operation.ts';
import { uploadsOf } from '../../http/multipart.ts';
import { v1Ok } from '../../http/v1Result.ts';
import * as service from './service.ts';

interface PageQuery {
  offset: number;
  limit: number;
}

export const groupChatOperations = defineOperations({
  'GET v1/communication/groupchat/{id}/messages': {
    kind: 'read',
    handle: async ({ params, query }, ctx) => {
      const { offset, limit } = query as unknown as PageQuery;
      return v1Ok(await service.listChat(ctx, Number(params.id), offset, limit));
    },
  },
  'POST v1/communication/groupchat/{id}/messages': {
    kind: 'write',
    handle: async ({ params, body }, ctx) => v1Ok({ data: await service.sendStaffMessage(ctx, Number(params.id), (body as { message: string }).message) }),
  },
  'GET api/bo/User/GetGroupChatMessagesDetail': {
    kind: 'read',
    handle: ({ query }, ctx) => {
      const { GroupChatId, Offset, Limit } = query as unknown as { GroupChatId: number; Offset: number; Limit: number };
      return service.listChat(ctx, GroupChatId, Offset, Limit);
    },
  },
  'POST api/bo/User/SendGroupChatMessage': {
    kind: 'write',
    handle: ({ body }, ctx) => {
      const form = body as { GroupChatId: number; Message?: string };
      return service.sendStaffMessage(ctx, form.GroupChatId, form.Message, uploadsOf(body));
    },
  },
  'GET p2p/Admin/Trade/{id}/chat/getMessages': {
    kind: 'read',
    handle: ({ params, query }, ctx) => {
      const { offset, limit } = query as unknown as PageQuery;
      return service.listTradeChat(ctx, Number(params.id), offset, limit);
    },
  },
  'GET api/bo/User/GetUserFile': {
    kind: 'read',
    handle: ({ query }, ctx) => service.userFile(ctx, Number(query.UserFileId)),
  },
  'GET User/GetUserFile': {
    kind: 'read',
    handle: ({ query }, ctx) => service.userFile(ctx, Number(query.UserFileId)),
  },
});
