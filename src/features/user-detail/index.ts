import type { ComponentType } from 'react';
import { UserApiScreen } from './UserApiScreen.tsx';
import { UserBalanceScreen } from './UserBalanceScreen.tsx';
import { UserIdScreen } from './UserIdScreen.tsx';
import { UserNotificationsScreen } from './UserNotificationsScreen.tsx';
import { UserSecurityScreen } from './UserSecurityScreen.tsx';
import { UserChatsScreen } from './UserChatsScreen.tsx';
import { UserMerchantScreen } from './UserMerchantScreen.tsx';

/**
 * The user detail screen group (one lazy chunk): the ID, Security, Notifications, API and Balance tabs.
 * The other tabs show the shell's "not available yet" until their groups build them.
 */
export const screens: Partial<Record<string, ComponentType>> = {
  'user-id': UserIdScreen,
  'user-security': UserSecurityScreen,
  'user-notifications': UserNotificationsScreen,
  'user-api': UserApiScreen,
  'user-balance': UserBalanceScreen,
  'user-chats': UserChatsScreen,
  'user-merchant': UserMerchantScreen,
};
