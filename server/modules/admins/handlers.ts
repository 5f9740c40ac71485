import { defineOperations } from '../../http/operation.ts';
import { countAdmins, listAdmins } from './repository.ts';

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
});
