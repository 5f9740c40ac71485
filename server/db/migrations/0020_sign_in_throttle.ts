import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes } from '../columns.ts';

/**
 * Sign-in throttling counters, one row per key (`ip:…`, `account-ip:…`, `account:…`). Kept in the
 * database so every server process sharing it counts the same attempts; each attempt updates its
 * row in one atomic upsert, so parallel attempts cannot read the same stale count.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('sign_in_throttle')
      .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_start', t.timestamp, (c) => c.notNull())
      .addColumn('locked_until', t.timestamp)
      .execute();
  };
}
