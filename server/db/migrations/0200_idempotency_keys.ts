import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Idempotency keys of money operations (issue 23): one row per admin and key, claimed in the
 * operation's own transaction and holding its answer, so a retried request answers the first
 * answer and moves nothing. The unique key makes parallel repeats wait for the first one.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, indexes } = schemaKit(db, dialect);
    await table('idempotency_keys', {
      admin_id: col.int,
      key: col.varchar(128),
      operation_id: col.varchar(200),
      request_hash: col.varchar(64),
      status_code: col.opt.int,
      response_json: col.opt.text,
      created_at: col.timestamp,
    })
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['admin_id', 'key'])
      .execute();
    await indexes('idempotency_keys', { created_at: ['created_at'] });
  };
}
