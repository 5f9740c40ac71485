import type { Executor } from '../../db/database.ts';

/** One page of staff accounts, oldest first. */
export function listAdmins(db: Executor, offset: number, limit: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'user_name', 'email', 'admin_status', 'is_blocked', 'date_created'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAdmins(db: Executor): Promise<number> {
  const { total } = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(total);
}
