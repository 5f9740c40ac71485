import { queryOptions } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { defineAction } from '../../components/actions.ts';
import { CANNOT_BLOCK_YOURSELF } from '../../domain/adminManagement.ts';
import type { NotificationChange } from './adminNotificationEdits.ts';
import type { components } from '../../api/generated/v2.ts';
import type { AdminLogArea } from '../../domain/adminLogOperations.ts';

export type AdminRow = components['schemas']['Admin'];
export type AdminLogEntry = components['schemas']['AdminLogEntry'];
export type { AdminNotificationSetting, Channel } from './adminNotificationEdits.ts';
import type { Channel } from './adminNotificationEdits.ts';

/** The admin log's filters as the screen keeps them (unix seconds for dates, already end-of-day for `dateTo`). */
export interface AdminLogFilter {
  adminId?: number;
  operationId?: string;
  area?: AdminLogArea;
  targetId?: number;
  dateFrom?: number;
  dateTo?: number;
}

/** The spec loads the whole staff list at once (Limit 1000, Offset 0, GetTotal false). */
export const ADMIN_LIST_LIMIT = 1000;

export const adminKeys = {
  all: ['adminManagement'] as const,
  admins: () => ['adminManagement', 'admins'] as const,
  log: (filter: AdminLogFilter, page: number, pageSize: number) => ['adminManagement', 'log', filter, page, pageSize] as const,
  notifications: (adminId: number) => ['adminManagement', 'notifications', adminId] as const,
};

export function adminsQuery() {
  return queryOptions({
    queryKey: adminKeys.admins(),
    queryFn: async ({ signal }) =>
      dataOf(await v2Client.GET('/User/GetAdmins', { params: { query: { Limit: ADMIN_LIST_LIMIT, Offset: 0, GetTotal: false } }, signal })).items,
  });
}

export function adminLogQuery(filter: AdminLogFilter, page: number, pageSize: number) {
  return pageQuery(adminKeys.log(filter, page, pageSize), async (signal) =>
    dataOf(await v2Client.POST('/User/GetAdminLogs', { body: { ...filter, offset: (page - 1) * pageSize, limit: pageSize }, signal })),
  );
}

export function notificationSettingsQuery(adminId: number) {
  return queryOptions({
    queryKey: adminKeys.notifications(adminId),
    queryFn: async ({ signal }) =>
      dataOf(await v2Client.POST('/v2/Communication/GetAdminNotificationsSettings', { body: { adminId }, signal })).items,
  });
}

export interface NewAdmin {
  email: string;
  userName: string;
  password: string;
  adminStatus: 0 | 1 | 2 | 3;
}

/** The spec sends the new admin's fields as query parameters (the server keeps the password out of its logs). */
export async function createAdmin(admin: NewAdmin) {
  const query = { Email: admin.email, UserName: admin.userName, Password: admin.password, AdminStatus: admin.adminStatus };
  return dataOf(await v2Client.POST('/User/CreateAdmin', { params: { query } }));
}

export async function blockAdmin(adminId: number) {
  return dataOf(await v2Client.PUT('/User/BlockAdmin', { params: { query: { AdminId: adminId } } }));
}

export async function unblockAdmin(adminId: number) {
  return dataOf(await v2Client.PUT('/User/UnblockAdmin', { params: { query: { AdminId: adminId } } }));
}

export async function changeAdminStatus(adminId: number, adminStatus: 0 | 1 | 2 | 3) {
  return dataOf(await v2Client.PUT('/User/ChangeAdminStatus', { params: { query: { AdminId: adminId, AdminStatus: adminStatus } } }));
}


export async function addNotificationSetting(adminId: number, notificationType: number, channel: Channel) {
  return dataOf(await v2Client.POST('/v2/Communication/AddAdminNotificationsSettings', { body: { adminId, notificationType, channel, isEnabled: true } }));
}

export async function editNotificationSetting(id: number, patch: { channel?: Channel; isEnabled?: boolean }) {
  return dataOf(await v2Client.PUT('/v2/Communication/EditAdminNotificationsSettings', { body: { id, ...patch } }));
}

export async function removeNotificationSetting(id: number) {
  return dataOf(await v2Client.PUT('/v2/Communication/RemoveAdminNotificationsSettings', { body: { id } }));
}

const adminsChanged = () => [adminKeys.all, sessionQueries.admins().queryKey];

/** Creates a staff member; the four-eyes policy may hold it for a second admin (the approvals notice). */
export const createAdminAction = defineAction({
  operationId: 'POST User/CreateAdmin',
  call: (admin: NewAdmin) => createAdmin(admin),
  refresh: adminsChanged,
  success: (admin) => ({ key: 'adminManagement.toast.created', params: { userName: admin.userName } }),
});

/** Blocks a staff member; blocking oneself is refused before any call, with the server's own words. */
export const blockAdminAction = defineAction({
  operationId: 'PUT User/BlockAdmin',
  call: ({ admin, self }: { admin: AdminRow; self: boolean }) => (self ? Promise.reject(new Error(CANNOT_BLOCK_YOURSELF)) : blockAdmin(admin.id)),
  refresh: adminsChanged,
  success: ({ admin }) => ({ key: 'adminManagement.toast.blocked', params: { userName: admin.userName } }),
});

export const unblockAdminAction = defineAction({
  operationId: 'PUT User/UnblockAdmin',
  call: (admin: AdminRow) => unblockAdmin(admin.id),
  refresh: adminsChanged,
  success: (admin) => ({ key: 'adminManagement.toast.unblocked', params: { userName: admin.userName } }),
});

export const changeAdminStatusAction = defineAction({
  operationId: 'PUT User/ChangeAdminStatus',
  call: ({ admin, adminStatus }: { admin: AdminRow; adminStatus: 0 | 1 | 2 | 3 }) => changeAdminStatus(admin.id, adminStatus),
  refresh: adminsChanged,
  success: ({ admin }) => ({ key: 'adminManagement.toast.statusChanged', params: { userName: admin.userName } }),
});

/**
 * Saves an admin's notification changes, one call per changed cell in order (a refusal stops there);
 * the three operations are allowed alike.
 */
export const saveAdminNotifications = defineAction({
  operationId: 'PUT v2/Communication/EditAdminNotificationsSettings',
  call: async ({ adminId, changes }: { adminId: number; changes: readonly NotificationChange[] }) => {
    for (const change of changes) {
      if (change.kind === 'add') await addNotificationSetting(adminId, change.notificationType, change.channel);
      else if (change.kind === 'enable') await editNotificationSetting(change.id, { isEnabled: true });
      else await removeNotificationSetting(change.id);
    }
  },
  refresh: ({ adminId }) => [adminKeys.notifications(adminId)],
  success: 'adminNotifications.saved',
});
