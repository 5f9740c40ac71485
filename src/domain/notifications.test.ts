import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNELS, NOTIFICATION_GROUPS, NOTIFICATION_TYPES, notificationMatrix } from './notifications.ts';

describe('notification types and settings', () => {
  it('number 0–54 and 60–63, each in one of the seven groups', () => {
    expect(NOTIFICATION_TYPES.map((t) => t.id)).toEqual([...Array.from({ length: 55 }, (_, i) => i), 60, 61, 62, 63]);
    expect(new Set(NOTIFICATION_TYPES.map((t) => t.group))).toEqual(new Set(NOTIFICATION_GROUPS));
    expect(new Set(NOTIFICATION_TYPES.map((t) => t.key)).size).toBe(NOTIFICATION_TYPES.length);
  });

  it('form a full type × channel matrix with stored choices applied', () => {
    const matrix = notificationMatrix([{ notification: 3, notificationServiceType: 2, ignored: true }]);
    expect(matrix).toHaveLength(NOTIFICATION_TYPES.length * NOTIFICATION_CHANNELS.length);
    expect(matrix.filter((s) => s.ignored)).toEqual([{ notification: 3, notificationServiceType: 2, ignored: true }]);
  });
});
