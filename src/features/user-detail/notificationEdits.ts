import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_TYPES,
  notificationMatrix,
  type NotificationChannel,
  type NotificationGroup,
  type NotificationSetting,
  type NotificationTypeDefinition,
} from '../../domain/notifications.ts';

/**
 * Local editing of a user's notification matrix (spec 1 §4: "edited locally and saved in one
 * step"): the server's cells, the admin's edits over them, and the commands that save only what
 * changed.
 */

/** Key of one cell: `<notification>:<channel>`. */
export type CellKey = `${number}:${number}`;
export const cellKey = (notification: number, channel: number): CellKey => `${notification}:${channel}`;

/** The stored matrix (every type × channel) as ignored flags by cell. */
export function ignoredByCell(stored: Iterable<NotificationSetting>): Map<CellKey, boolean> {
  return new Map(notificationMatrix(stored).map((s) => [cellKey(s.notification, s.notificationServiceType), s.ignored]));
}

/** One save command, as POST User/UpdateUserNotificationsSettings takes it. */
export interface NotificationSaveCommand {
  notification: number;
  service: NotificationChannel;
  ignore: boolean;
}

/** Commands for the cells whose edited value differs from the stored one, in matrix order. */
export function changedCommands(stored: ReadonlyMap<CellKey, boolean>, edits: ReadonlyMap<CellKey, boolean>): NotificationSaveCommand[] {
  const commands: NotificationSaveCommand[] = [];
  for (const [key, ignore] of stored) {
    const edited = edits.get(key);
    if (edited === undefined || edited === ignore) continue;
    const [notification, service] = key.split(':').map(Number) as [number, NotificationChannel];
    commands.push({ notification, service, ignore: edited });
  }
  return commands;
}

/** Notification types by group, in the spec's group order. */
export const NOTIFICATION_TYPES_BY_GROUP: readonly { group: NotificationGroup; types: NotificationTypeDefinition[] }[] = NOTIFICATION_GROUPS.map(
  (group) => ({ group, types: NOTIFICATION_TYPES.filter((type) => type.group === group) }),
);
