import type { Executor } from '../../db/database.ts';

/** SQL of the user tags (spec 1 "Tags"): the tags themselves and their links to users. */

export function listTagRows(db: Executor) {
  return db.selectFrom('user_tags').selectAll().orderBy('tag_name').execute();
}

/** A tag with this name in any case, other than `exceptId`. */
export function findTagByName(db: Executor, name: string, exceptId?: number) {
  let query = db.selectFrom('user_tags').select('id').where((eb) => eb(eb.fn('lower', ['tag_name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export function findTag(db: Executor, tagId: number) {
  return db.selectFrom('user_tags').selectAll().where('id', '=', tagId).executeTakeFirst();
}

export function insertTag(db: Executor, tagName: string, color: string) {
  return db.insertInto('user_tags').values({ tag_name: tagName, color }).returningAll().executeTakeFirstOrThrow();
}

export function updateTag(db: Executor, tagId: number, tagName: string, color: string) {
  return db.updateTable('user_tags').set({ tag_name: tagName, color }).where('id', '=', tagId).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the tag and its links; answers how many users had it. */
export async function deleteTagWithLinks(db: Executor, tagId: number): Promise<number> {
  const links = await db.deleteFrom('user_tag_links').where('tag_id', '=', tagId).executeTakeFirst();
  await db.deleteFrom('user_tags').where('id', '=', tagId).execute();
  return Number(links.numDeletedRows);
}

export async function existingTagIds(db: Executor, ids: number[]): Promise<Set<number>> {
  return new Set((await db.selectFrom('user_tags').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
}

/** The (user, tag) pairs among these users and tags that already exist, as `user:tag` keys. */
export async function existingLinks(db: Executor, userIds: number[], tagIds: number[]): Promise<Set<string>> {
  const rows = await db.selectFrom('user_tag_links').select(['user_id', 'tag_id']).where('user_id', 'in', userIds).where('tag_id', 'in', tagIds).execute();
  return new Set(rows.map((l) => `${l.user_id}:${l.tag_id}`));
}

export async function insertLinks(db: Executor, rows: { user_id: number; tag_id: number }[]) {
  await db.insertInto('user_tag_links').values(rows).execute();
}

/** Removes these tags from these users; answers the users that lost one (a user may repeat). */
export async function deleteLinks(db: Executor, userIds: number[], tagIds: number[]): Promise<number[]> {
  const rows = await db.deleteFrom('user_tag_links').where('user_id', 'in', userIds).where('tag_id', 'in', tagIds).returning('user_id').execute();
  return rows.map((r) => r.user_id);
}
