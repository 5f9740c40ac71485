import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes } from '../columns.ts';

/**
 * Idempotency keys of money operations (issue 23): one row per admin and key, claimed in the
 * operation's own transaction and holding its answer, so a retried request answers the first
 * answer and moves nothing. The unique key makes parallel repeats wait for the first one.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('admin_id', 'integer', (c) => c.notNull())
      .addColumn('key', 'varchar(128)', (c) => c.notNull())
      .addColumn('operation_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('response_json', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['admin_id', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
  };
}
