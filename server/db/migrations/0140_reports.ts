import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Report jobs (issue 16): one row per ordered report, claimed by a server process's worker with a
 * lease (claimed_by, lease_until), so a job held by a process that died is taken again, and two
 * processes never build one report at the same time.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes, listIndexes } = schemaKit(db, dialect);
    await idTable('reports', {
      type: col.varchar(32),
      status: col.varchar(16),
      admin_id: col.ref('admins'),
      filters: col.text,
      date_from: col.opt.timestamp,
      date_to: col.opt.timestamp,
      ignored_user_tags: col.text,
      row_limit: col.int,
      date_created: col.timestamp,
      date_started: col.opt.timestamp,
      date_completed: col.opt.timestamp,
      row_count: col.opt.int,
      excluded_rows: col.opt.int,
      file_name: col.opt.varchar(255),
      error: col.opt.varchar(1024),
      claimed_by: col.opt.varchar(64),
      lease_until: col.opt.timestamp,
      attempts: col.default.int(0),
      mailed_via: col.opt.varchar(16),
      date_mailed: col.opt.timestamp,
    }).execute();
    // The worker's claim: the oldest job that is new, or whose lease ran out, or whose notice is unsent.
    await indexes('reports', { claim: ['status', 'id'] });
    // The list: newest first, by type and status.
    await listIndexes('reports', { type: 'type' });
  };
}
