import { DEFAULT_TAG_COLOR, USER_MESSAGES } from '../../../src/domain/users.ts';
import { notFound } from '../../http/apiError.ts';
import type { RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { chunks, conflict } from './common.ts';
import { resolveSelection, type Selection } from './selection.ts';

const TAG_NOT_FOUND = 'Tag not found';

const toTag = (r: { id: number; tag_name: string; color: string }) => ({ id: r.id, tagName: r.tag_name, color: r.color });

export async function listTags(ctx: RequestContext) {
  const rows = await ctx.db.selectFrom('user_tags').selectAll().orderBy('tag_name').execute();
  return { items: rows.map(toTag) };
}

/** Tag names are unique regardless of case ("VIP" and "vip" are the same tag to an admin). */
async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  let query = db.selectFrom('user_tags').select('id').where((eb) => eb(eb.fn('lower', ['tag_name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(USER_MESSAGES.tagExists, 'tagExists');
}

export async function addTag(ctx: RequestContext, body: { tagName: string; color?: string }) {
  const tagName = body.tagName.trim();
  await assertNameFree(ctx.db, tagName);
  const color = (body.color ?? DEFAULT_TAG_COLOR).toUpperCase();
  const row = await ctx.db.insertInto('user_tags').values({ tag_name: tagName, color }).returningAll().executeTakeFirstOrThrow();
  await ctx.audit({ targetIds: [row.id], before: null, after: toTag(row) });
  return toTag(row);
}

export async function editTag(ctx: RequestContext, body: { tagId: number; tagName?: string; color?: string }) {
  const tag = await ctx.db.selectFrom('user_tags').selectAll().where('id', '=', body.tagId).executeTakeFirst();
  if (!tag) throw notFound(TAG_NOT_FOUND);
  const tagName = body.tagName?.trim() ?? tag.tag_name;
  if (tagName !== tag.tag_name) await assertNameFree(ctx.db, tagName, tag.id);
  const color = body.color?.toUpperCase() ?? tag.color;
  const row = await ctx.db.updateTable('user_tags').set({ tag_name: tagName, color }).where('id', '=', tag.id).returningAll().executeTakeFirstOrThrow();
  await ctx.audit({ targetIds: [tag.id], before: toTag(tag), after: toTag(row) });
  return toTag(row);
}

/** Deletes a tag and takes it off every user; affected is the number of users who had it. */
export async function deleteTag(ctx: RequestContext, tagId: number) {
  const tag = await ctx.db.selectFrom('user_tags').selectAll().where('id', '=', tagId).executeTakeFirst();
  if (!tag) throw notFound(TAG_NOT_FOUND);
  const links = await ctx.db.deleteFrom('user_tag_links').where('tag_id', '=', tagId).executeTakeFirst();
  await ctx.db.deleteFrom('user_tags').where('id', '=', tagId).execute();
  const affected = Number(links.numDeletedRows);
  await ctx.audit({ targetIds: [tagId], before: { ...toTag(tag), users: affected }, after: null });
  return { success: true as const, affected };
}

async function requireTags(db: Executor, tagIds: number[]) {
  const ids = [...new Set(tagIds)];
  const found = new Set((await db.selectFrom('user_tags').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`${TAG_NOT_FOUND}: ${missing.join(', ')}`);
  return ids.sort((a, b) => a - b);
}

/** Adds tags to users; affected counts the users that got at least one new tag. */
export async function addTagsToUsers(ctx: RequestContext, body: Selection & { tagIdList: number[] }) {
  const ids = await resolveSelection(ctx, body);
  const tagIds = await requireTags(ctx.db, body.tagIdList);
  const changed = new Set<number>();
  for (const part of chunks(ids, 200)) {
    const existing = new Set(
      (await ctx.db.selectFrom('user_tag_links').select(['user_id', 'tag_id']).where('user_id', 'in', part).where('tag_id', 'in', tagIds).execute()).map(
        (l) => `${l.user_id}:${l.tag_id}`,
      ),
    );
    const rows = part.flatMap((userId) => tagIds.filter((tagId) => !existing.has(`${userId}:${tagId}`)).map((tagId) => ({ user_id: userId, tag_id: tagId })));
    for (const chunk of chunks(rows)) {
      await ctx.db.insertInto('user_tag_links').values(chunk).execute();
      for (const r of chunk) changed.add(r.user_id);
    }
  }
  const affected = [...changed].sort((a, b) => a - b);
  await ctx.audit({
    targetIds: affected,
    before: { selection: body.selectAll ? { selectAll: true, filter: body.filter ?? {} } : { userIdList: body.userIdList } },
    after: { addedTagIds: tagIds, affected: affected.length },
  });
  return { success: true as const, affected: affected.length };
}

/** Removes tags from users; affected counts the users that lost at least one. */
export async function removeTagsFromUsers(ctx: RequestContext, body: Selection & { tagIdList: number[] }) {
  const ids = await resolveSelection(ctx, body);
  const tagIds = await requireTags(ctx.db, body.tagIdList);
  const changed = new Set<number>();
  for (const part of chunks(ids)) {
    const rows = await ctx.db.deleteFrom('user_tag_links').where('user_id', 'in', part).where('tag_id', 'in', tagIds).returning('user_id').execute();
    for (const r of rows) changed.add(r.user_id);
  }
  const affected = [...changed].sort((a, b) => a - b);
  await ctx.audit({
    targetIds: affected,
    before: { tagIds, selection: body.selectAll ? { selectAll: true, filter: body.filter ?? {} } : { userIdList: body.userIdList } },
    after: { removedTagIds: tagIds, affected: affected.length },
  });
  return { success: true as const, affected: affected.length };
}
