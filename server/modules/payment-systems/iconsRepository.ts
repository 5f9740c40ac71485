import type { Executor } from '../../db/database.ts';

export async function insertIcon(db: Executor, icon: { content_type: string; data: Buffer; date_created: string }) {
  const row = await db
    .insertInto('catalogue_icons')
    .values({ ...icon, size: icon.data.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findIcon(db: Executor, id: number) {
  return db.selectFrom('catalogue_icons').select(['id', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
}

export async function deleteIcon(db: Executor, id: number | null) {
  if (id !== null) await db.deleteFrom('catalogue_icons').where('id', '=', id).execute();
}
