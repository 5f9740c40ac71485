/**
 * Staff ranks. A lower number is more privileged (spec 1 §6).
 * Captions are i18n keys of the `common` namespace.
 */
export const AdminStatus = {
  Admin: 0,
  SuperAdmin: 1,
  Support: 2,
  Arbitrator: 3,
} as const;

export type AdminStatus = (typeof AdminStatus)[keyof typeof AdminStatus];

export const ADMIN_STATUSES: readonly AdminStatus[] = [0, 1, 2, 3];

/** i18n key of each status caption. */
export const ADMIN_STATUS_CAPTION_KEYS: Record<AdminStatus, string> = {
  0: 'common.adminStatus.admin',
  1: 'common.adminStatus.superAdmin',
  2: 'common.adminStatus.support',
  3: 'common.adminStatus.arbitrator',
};

/** A column or entry limited to "maximum status N" is visible when the admin's status is at or below N. */
export function isStatusAtMost(status: number, maxStatus: number): boolean {
  return status <= maxStatus;
}

/** The Arbitrator menu entry is hidden when the status is above 3. */
export const ARBITRATOR_MENU_MAX_STATUS = AdminStatus.Arbitrator;

export function isAdminStatus(value: unknown): value is AdminStatus {
  return typeof value === 'number' && (ADMIN_STATUSES as readonly number[]).includes(value);
}
