import { defineOperations } from '../../http/operation.ts';
import { countAdmins, listAdmins } from './repository.ts';
import * as service from './service.ts';

/** Admin management (spec 3 §7): staff accounts, their notification settings and the admin log. */
export const adminOperations = defineOperations({
  'GET User/GetAdmins': {
    kind: 'read',
    handle: async ({ query }, ctx) => {
      const rows = await listAdmins(ctx.db, query.Offset, query.Limit);
      const items = rows.map((r) => ({
        id: r.id,
        userName: r.user_name,
        email: r.email,
        adminStatus: r.admin_status,
        isBlocked: r.is_blocked === 1,
        dateCreated: r.date_created,
      }));
      return query.GetTotal ? { items, total: await countAdmins(ctx.db) } : { items };
    },
  },
  'POST User/CreateAdmin': { kind: 'write', handle: ({ query }, ctx) => service.createAdmin(ctx, query) },
  'PUT User/BlockAdmin': { kind: 'write', handle: ({ query }, ctx) => service.blockAdmin(ctx, query.AdminId) },
  'PUT User/UnblockAdmin': { kind: 'write', handle: ({ query }, ctx) => service.unblockAdmin(ctx, query.AdminId) },
  'PUT User/ChangeAdminStatus': {
    kind: 'write',
    handle: ({ query }, ctx) => service.changeAdminStatus(ctx, query.AdminId, query.AdminStatus),
  },
  'POST User/GetAdminLogs': { kind: 'read', handle: ({ body }, ctx) => service.getAdminLogs(ctx, body) },
  'POST v2/Communication/GetAdminNotificationsSettings': {
    kind: 'read',
    handle: ({ body }, ctx) => service.getNotificationSettings(ctx, body.adminId),
  },
  'POST v2/Communication/AddAdminNotificationsSettings': {
    kind: 'write',
    handle: ({ body }, ctx) => service.addNotificationSetting(ctx, body),
  },
  'PUT v2/Communication/EditAdminNotificationsSettings': {
    kind: 'write',
    handle: ({ body }, ctx) => service.editNotificationSetting(ctx, body),
  },
  'PUT v2/Communication/RemoveAdminNotificationsSettings': {
    kind: 'write',
    handle: ({ body }, ctx) => service.removeNotificationSetting(ctx, body.id),
  },
});
