import { defineOperations } from '../../http/operation.ts';

export const userTagOperations = defineOperations({
  'POST v2/User/GetUserTags': {
    kind: 'read',
    handle: async (_, ctx) => {
      const rows = await ctx.db.selectFrom('user_tags').selectAll().orderBy('tag_name').execute();
      return { items: rows.map((r) => ({ id: r.id, tagName: r.tag_name, color: r.color })) };
    },
  },
});
