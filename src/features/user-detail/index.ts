import type { ComponentType } from 'react';
import { UserApiScreen } from './UserApiScreen.tsx';
import { UserBalanceScreen } from './UserBalanceScreen.tsx';
import { UserIdScreen } from './UserIdScreen.tsx';
import { UserNotificationsScreen } from './UserNotificationsScreen.tsx';
import { UserReferralsScreen } from './UserReferralsScreen.tsx';
import { UserSecurityScreen } from './UserSecurityScreen.tsx';
import { UserTradingScreen } from './UserTradingScreen.tsx';
import { UserStakingScreen } from './UserStakingScreen.tsx';
import { UserChatsScreen } from './UserChatsScreen.tsx';
import { UserMerchantScreen } from './UserMerchantScreen.tsx';
import { UserP2pScreen } from './UserP2pScreen.tsx';
import { UserRequisitesScreen, UserTraderScreen, UserTransactionsScreen } from './UserTraderScreens.tsx';

/**
 * The user detail screen group (one lazy chunk): one screen per user tab. A tab its build does not
 * include, or whose group has not built it, shows the shell's "not available yet".
 */
export const screens: Partial<Record<string, ComponentType>> = {
  'user-id': UserIdScreen,
  'user-security': UserSecurityScreen,
  'user-notifications': UserNotificationsScreen,
  'user-api': UserApiScreen,
  'user-balance': UserBalanceScreen,
  'user-trading': UserTradingScreen,
  'user-referrals': UserReferralsScreen,
  'user-staking': UserStakingScreen,
  'user-p2p': UserP2pScreen,
  'user-chats': UserChatsScreen,
  'user-merchant': UserMerchantScreen,
  // trader builds' tabs (their route entries carry the build flags)
  'user-requisites': UserRequisitesScreen,
  'user-transactions': UserTransactionsScreen,
  'user-trader': UserTraderScreen,
};
