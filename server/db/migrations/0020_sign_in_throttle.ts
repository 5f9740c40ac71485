import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Sign-in throttling counters, one row per key (`ip:…`, `account-ip:…`, `account:…`). Kept in the
 * database so every server process sharing it counts the same attempts; each attempt updates its
 * row in one atomic upsert, so parallel attempts cannot read the same stale count.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table } = schemaKit(db, dialect);
    await table('sign_in_throttle', {
      key: col.primary.varchar(400),
      failures: col.int,
      window_start: col.timestamp,
      locked_until: col.opt.timestamp,
    }).execute();
  };
}
