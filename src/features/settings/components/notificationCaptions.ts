import type { TFunction } from 'i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_GROUPS, NOTIFICATION_TYPES } from '../../../domain/notifications.ts';

/** Namespaces these tabs read: their own, and the notification captions of the user screens' locale files. */
export const NOTIFICATION_NAMESPACES = ['settings', 'userDetail'] as const;

export const typeCaption = (t: TFunction, id: number) => {
  const type = NOTIFICATION_TYPES.find((x) => x.id === id);
  return type ? `${id} · ${t(`userDetail.notifications.type.${type.key}`)}` : String(id);
};
export const groupCaption = (t: TFunction, group: string) => t(`userDetail.notifications.group.${group}`);
export const channelCaption = (t: TFunction, channel: number) => t(`userDetail.notifications.channel.${channel}`);

/** Notification types grouped as the spec groups them, for a select with option groups. */
export const TYPES_BY_GROUP = NOTIFICATION_GROUPS.map((group) => ({ group, types: NOTIFICATION_TYPES.filter((x) => x.group === group) }));
export { NOTIFICATION_CHANNELS };
