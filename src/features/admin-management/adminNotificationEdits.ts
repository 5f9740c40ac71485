import type { components } from '../../api/generated/v2.ts';

/** One stored notification setting of an admin, and its channel. */
export type AdminNotificationSetting = components['schemas']['AdminNotificationSetting'];
export type Channel = AdminNotificationSetting['channel'];

/** One cell of the matrix: a notification type on a channel. */
export type CellKey = `${number}:${Channel}`;
export const cellKey = (notificationType: number, channel: Channel): CellKey => `${notificationType}:${channel}`;

/** What the admin gets now: a cell is on when its setting exists and is enabled. */
export function enabledCells(settings: readonly AdminNotificationSetting[]): Map<CellKey, AdminNotificationSetting> {
  return new Map(settings.map((s) => [cellKey(s.notificationType, s.channel), s]));
}

/** The calls that make the stored settings match the edited cells. */
export type NotificationChange =
  | { kind: 'add'; notificationType: number; channel: Channel }
  | { kind: 'enable'; id: number }
  | { kind: 'remove'; id: number };

/**
 * The four operations as the matrix uses them: ticking a cell with no setting adds one; ticking a
 * cell whose setting is switched off switches it on (Edit); unticking removes the setting, so a
 * stored row always means "notify". Cells whose edit equals what is stored need no call.
 */
export function plannedChanges(stored: Map<CellKey, AdminNotificationSetting>, edits: Map<CellKey, boolean>): NotificationChange[] {
  const changes: NotificationChange[] = [];
  for (const [key, on] of edits) {
    const setting = stored.get(key);
    const isOn = setting?.isEnabled === true;
    if (on === isOn) continue;
    if (on && setting) changes.push({ kind: 'enable', id: setting.id });
    else if (on) {
      const [type, channel] = key.split(':').map(Number) as [number, Channel];
      changes.push({ kind: 'add', notificationType: type, channel });
    } else if (setting) changes.push({ kind: 'remove', id: setting.id });
  }
  return changes;
}
