import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Report jobs (issue 16): one row per ordered report, claimed by a server process's worker with a
 * lease (claimed_by, lease_until), so a job held by a process that died is taken again, and two
 * processes never build one report at the same time.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('reports'), dialect)
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
      .addColumn('filters', 'text', (c) => c.notNull())
      .addColumn('date_from', t.timestamp)
      .addColumn('date_to', t.timestamp)
      .addColumn('ignored_user_tags', 'text', (c) => c.notNull())
      .addColumn('row_limit', 'integer', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_started', t.timestamp)
      .addColumn('date_completed', t.timestamp)
      .addColumn('row_count', 'integer')
      .addColumn('excluded_rows', 'integer')
      .addColumn('file_name', 'varchar(255)')
      .addColumn('error', 'varchar(1024)')
      .addColumn('claimed_by', 'varchar(64)')
      .addColumn('lease_until', t.timestamp)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mailed_via', 'varchar(16)')
      .addColumn('date_mailed', t.timestamp)
      .execute();
    // The worker's claim: the oldest job that is new, or whose lease ran out, or whose notice is unsent.
    await db.schema.createIndex('reports_claim').on('reports').columns(['status', 'id']).execute();
    // The list: newest first, by type and status.
    await db.schema.createIndex('reports_date').on('reports').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('reports_type').on('reports').columns(['type', 'date_created']).execute();
  };
}
