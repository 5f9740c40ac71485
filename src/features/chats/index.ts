import type { ComponentType } from 'react';
import { ChatsPage } from './ChatsPage.tsx';
import '../../components/listPage.css';
import './chatsPage.css';

/** The Chats screen group (one lazy chunk): public chat moderation and private chats. */
export const screens: Partial<Record<string, ComponentType>> = {
  chats: ChatsPage,
};
