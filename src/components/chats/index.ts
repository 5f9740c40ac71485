import './chats.css';

export { EditMessageDialog } from './EditMessageDialog.tsx';
export { MessageText } from './MessageText.tsx';
export { PrivateChatsPanel } from './PrivateChatsPanel.tsx';
export { PublicMessagesPanel } from './PublicMessagesPanel.tsx';
export * from './chatsApi.ts';
