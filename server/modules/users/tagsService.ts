import { DEFAULT_TAG_COLOR, USER_MESSAGES } from '../../../src/domain/users.ts';
import { notFound, impossible } from '../../http/apiError.ts';
import type { RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { chunks } from './common.ts';
import { resolveSelection, type Selection } from './selection.ts';
import * as repo from './tagsRepository.ts';

const TAG_NOT_FOUND = 'Tag not found';

const toTag = (r: { id: number; tag_name: string; color: string }) => ({ id: r.id, tagName: r.tag_name, color: r.color });

export async function listTags(ctx: RequestContext) {
  const rows = await repo.listTagRows(ctx.db);
  return { items: rows.map(toTag) };
}

/** Tag names are unique regardless of case ("VIP" and "vip" are the same tag to an admin). */
async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  if (await repo.findTagByName(db, name, exceptId)) throw impossible(USER_MESSAGES.tagExists, 'tagExists');
}

export async function addTag(ctx: RequestContext, body: { tagName: string; color?: string }) {
  const tagName = body.tagName.trim();
  await assertNameFree(ctx.db, tagName);
  const color = (body.color ?? DEFAULT_TAG_COLOR).toUpperCase();
  const row = await repo.insertTag(ctx.db, tagName, color);
  await ctx.audit({ targetIds: [row.id], before: null, after: toTag(row) });
  return toTag(row);
}

export async function editTag(ctx: RequestContext, body: { tagId: number; tagName?: string; color?: string }) {
  const tag = await repo.findTag(ctx.db, body.tagId);
  if (!tag) throw notFound(TAG_NOT_FOUND, 'tagNotFound');
  const tagName = body.tagName?.trim() ?? tag.tag_name;
  if (tagName !== tag.tag_name) await assertNameFree(ctx.db, tagName, tag.id);
  const color = body.color?.toUpperCase() ?? tag.color;
  const row = await repo.updateTag(ctx.db, tag.id, tagName, color);
  await ctx.audit({ targetIds: [tag.id], before: toTag(tag), after: toTag(row) });
  return toTag(row);
}

/** Deletes a tag and takes it off every user; affected is the number of users who had it. */
export async function deleteTag(ctx: RequestContext, tagId: number) {
  const tag = await repo.findTag(ctx.db, tagId);
  if (!tag) throw notFound(TAG_NOT_FOUND, 'tagNotFound');
  const affected = await repo.deleteTagWithLinks(ctx.db, tagId);
  await ctx.audit({ targetIds: [tagId], before: { ...toTag(tag), users: affected }, after: null });
  return { success: true as const, affected };
}

async function requireTags(db: Executor, tagIds: number[]) {
  const ids = [...new Set(tagIds)];
  const found = await repo.existingTagIds(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`${TAG_NOT_FOUND}: ${missing.join(', ')}`, 'tagNotFound', { ids: missing.join(', ') });
  return ids.sort((a, b) => a - b);
}

/** Adds tags to users; affected counts the users that got at least one new tag. */
export async function addTagsToUsers(ctx: RequestContext, body: Selection & { tagIdList: number[] }) {
  const ids = await resolveSelection(ctx, body);
  const tagIds = await requireTags(ctx.db, body.tagIdList);
  const changed = new Set<number>();
  for (const part of chunks(ids, 200)) {
    const existing = await repo.existingLinks(ctx.db, part, tagIds);
    const rows = part.flatMap((userId) => tagIds.filter((tagId) => !existing.has(`${userId}:${tagId}`)).map((tagId) => ({ user_id: userId, tag_id: tagId })));
    for (const chunk of chunks(rows)) {
      await repo.insertLinks(ctx.db, chunk);
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
    for (const userId of await repo.deleteLinks(ctx.db, part, tagIds)) changed.add(userId);
  }
  const affected = [...changed].sort((a, b) => a - b);
  await ctx.audit({
    targetIds: affected,
    before: { tagIds, selection: body.selectAll ? { selectAll: true, filter: body.filter ?? {} } : { userIdList: body.userIdList } },
    after: { removedTagIds: tagIds, affected: affected.length },
  });
  return { success: true as const, affected: affected.length };
}
