import { defineAction } from '../../components/actions.ts';
import { chatsKeys, deletePublicMessages, editPublicMessage } from '../../components/chats/index.ts';

/** Deletes public chat messages (one, or the selected ones). */
export const deletePublicChatMessages = defineAction({
  operationId: 'PUT v2/Communication/DeletePublicChatMessages',
  call: (ids: number[]) => deletePublicMessages(ids),
  refresh: () => [chatsKeys.all],
  success: (ids) => ({ key: 'chats.public.deleted', params: { count: ids.length } }),
});

/** Edits one public chat message's text. */
export const editPublicChatMessage = defineAction({
  operationId: 'PUT v2/Communication/EditPublicChatMessage',
  call: ({ messageId, message }: { messageId: number; message: string }) => editPublicMessage(messageId, message),
  refresh: () => [chatsKeys.all],
  success: 'chats.message.saved',
});
