/**
 * User notification settings (spec 1 §3): notification types (ids 0–54 and 60–63) in seven groups,
 * delivered through six channels; a user may ignore any type on any channel. The spec names the
 * kinds but not their ids; the numbering below follows its order of mention.
 */

export const NOTIFICATION_GROUPS = ['security', 'orders', 'transactions', 'codes', 'system', 'p2p', 'merchants'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export interface NotificationTypeDefinition {
  id: number;
  /** i18n key suffix: `users.notification.type.<key>`. */
  key: string;
  group: NotificationGroup;
}

const TYPES: [number, string, NotificationGroup][] = [
  [0, 'signIn', 'security'],
  [1, 'signUp', 'security'],
  [2, 'signInFromUnknownIp', 'security'],
  [3, 'passwordChanged', 'security'],
  [4, 'passwordResetRequested', 'security'],
  [5, 'twoFactorEnabled', 'security'],
  [6, 'twoFactorDisabled', 'security'],
  [7, 'apiKeyCreated', 'security'],
  [8, 'apiKeyDeleted', 'security'],
  [9, 'ipWhitelistAdded', 'security'],
  [10, 'ipWhitelistRemoved', 'security'],
  [11, 'ipWhitelistCleared', 'security'],
  [12, 'emailChanged', 'security'],
  [13, 'accountLocked', 'security'],
  [14, 'accountUnlocked', 'security'],
  [15, 'orderCreated', 'orders'],
  [16, 'orderFilled', 'orders'],
  [17, 'orderPartiallyFilled', 'orders'],
  [18, 'orderCancelled', 'orders'],
  [19, 'stopOrderTriggered', 'orders'],
  [20, 'depositPending', 'transactions'],
  [21, 'depositCompleted', 'transactions'],
  [22, 'depositRejected', 'transactions'],
  [23, 'withdrawalRequested', 'transactions'],
  [24, 'withdrawalConfirmed', 'transactions'],
  [25, 'withdrawalCompleted', 'transactions'],
  [26, 'withdrawalCancelled', 'transactions'],
  [27, 'transferReceived', 'transactions'],
  [28, 'codeCreated', 'codes'],
  [29, 'codeRedeemed', 'codes'],
  [30, 'codeCancelled', 'codes'],
  [31, 'ticketCreated', 'system'],
  [32, 'ticketAnswered', 'system'],
  [33, 'news', 'system'],
  [34, 'referralJoined', 'system'],
  [35, 'referralIncome', 'system'],
  [36, 'verificationApproved', 'system'],
  [37, 'verificationRejected', 'system'],
  [38, 'verificationDataRequired', 'system'],
  [39, 'telegramIdChanged', 'system'],
  [40, 'rateLimitExceeded', 'system'],
  [41, 'p2pTradeCreated', 'p2p'],
  [42, 'p2pTradeFundsFrozen', 'p2p'],
  [43, 'p2pTradeFiatSent', 'p2p'],
  [44, 'p2pTradeCompleted', 'p2p'],
  [45, 'p2pTradeCancelled', 'p2p'],
  [46, 'p2pTradeTimeout', 'p2p'],
  [47, 'p2pDisputeOpened', 'p2p'],
  [48, 'p2pArbitratorJoined', 'p2p'],
  [49, 'p2pDisputeResolved', 'p2p'],
  [50, 'p2pChatMessage', 'p2p'],
  [51, 'p2pOfferDisabled', 'p2p'],
  [52, 'p2pOfferLowBalance', 'p2p'],
  [53, 'p2pFeedbackReceived', 'p2p'],
  [54, 'p2pRequisiteStatusChanged', 'p2p'],
  [60, 'storeModeration', 'merchants'],
  [61, 'merchantOrder', 'merchants'],
  [62, 'merchantTransaction', 'merchants'],
  [63, 'invoiceStatus', 'merchants'],
];

/** Every notification type, by ascending id. */
export const NOTIFICATION_TYPES: readonly NotificationTypeDefinition[] = TYPES.map(([id, key, group]) => ({ id, key, group }));
export const NOTIFICATION_TYPE_IDS: readonly number[] = TYPES.map(([id]) => id);

export function isNotificationType(id: number): boolean {
  return NOTIFICATION_TYPE_IDS.includes(id);
}

/** Delivery channels: 0 WS (pop-up), 1 System, 2 Email, 3 Telegram, 5 Sound, 6 Push. */
export const NotificationChannel = { Ws: 0, System: 1, Email: 2, Telegram: 3, Sound: 5, Push: 6 } as const;
export type NotificationChannel = (typeof NotificationChannel)[keyof typeof NotificationChannel];
export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = [0, 1, 2, 3, 5, 6];
export const NOTIFICATION_CHANNEL_CAPTION_KEYS: Record<NotificationChannel, string> = {
  0: 'users.notification.channel.ws',
  1: 'users.notification.channel.system',
  2: 'users.notification.channel.email',
  3: 'users.notification.channel.telegram',
  5: 'users.notification.channel.sound',
  6: 'users.notification.channel.push',
};

/** One cell of the settings matrix. */
export interface NotificationSetting {
  notification: number;
  notificationServiceType: NotificationChannel;
  ignored: boolean;
}

/**
 * The whole matrix (every type × every channel, types by id then channels in order), with the
 * stored choices applied over the default (nothing ignored).
 */
export function notificationMatrix(stored: Iterable<NotificationSetting>): NotificationSetting[] {
  const ignored = new Map<string, boolean>();
  for (const s of stored) ignored.set(`${s.notification}:${s.notificationServiceType}`, s.ignored);
  return NOTIFICATION_TYPE_IDS.flatMap((notification) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      notification,
      notificationServiceType: channel,
      ignored: ignored.get(`${notification}:${channel}`) ?? false,
    })),
  );
}

/** E-mail body type of a user's messages. */
export const EMAIL_BODY_TYPES = ['html', 'plainText'] as const;
export type EmailBodyType = (typeof EMAIL_BODY_TYPES)[number];
export const DEFAULT_EMAIL_BODY_TYPE: EmailBodyType = 'html';
