import type { Executor } from '../db/database.ts';

export interface AdminLogWrite {
  adminId: number | null;
  ip: string;
  operationId: string;
  targetIds: (number | string)[];
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Appends one admin-log row (who, what, before, after, when); backs User/GetAdminLogs. */
export async function writeAdminLog(db: Executor, entry: AdminLogWrite) {
  await db
    .insertInto('admin_logs')
    .values({
      admin_id: entry.adminId,
      ip: entry.ip,
      operation_id: entry.operationId,
      target_ids: JSON.stringify(entry.targetIds),
      before_state: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_state: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: entry.at.toISOString(),
    })
    .execute();
}
