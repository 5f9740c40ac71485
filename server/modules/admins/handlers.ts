import { defineOperations } from '../../http/operation.ts';

interface GetAdminsQuery {
  Limit: number;
  Offset: number;
  GetTotal: boolean;
}

export const adminOperations = defineOperations({
  'GET User/GetAdmins': {
    kind: 'read',
    handle: async ({ query }, ctx) => {
      const { Limit, Offset, GetTotal } = query as unknown as GetAdminsQuery;
      const rows = await ctx.db
        .selectFrom('admins')
        .select(['id', 'user_name', 'email', 'admin_status', 'is_blocked', 'date_created'])
        .orderBy('id')
        .limit(Limit)
        .offset(Offset)
        .execute();
      const items = rows.map((r) => ({
        id: r.id,
        userName: r.user_name,
        email: r.email,
        adminStatus: r.admin_status,
        isBlocked: r.is_blocked === 1,
        dateCreated: r.date_created,
      }));
      if (!GetTotal) return { items };
      const { total } = await ctx.db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items, total: Number(total) };
    },
  },
});
