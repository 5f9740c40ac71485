import { defineListQuery } from '../../domain/listQuery.ts';

/** URL state of /chats: the view (public chat or private chats), the public list's filters and page. */
export const chatsListSchema = defineListQuery({
  filters: { view: { type: 'string', default: 'public' }, userId: { type: 'number', default: null }, created: { type: 'dateRange' } },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});

export const CHAT_VIEWS = ['public', 'private'] as const;
export type ChatView = (typeof CHAT_VIEWS)[number];

export function viewOf(value: string): ChatView {
  return value === 'private' ? 'private' : 'public';
}
