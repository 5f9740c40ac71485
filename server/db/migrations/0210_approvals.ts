import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Four-eyes approval (issue 29): the policy (one row, its rules as JSON; absent = the default policy of
 * src/domain/approvals.ts) and the approval requests. A request's status moves only by conditional
 * updates on `status = 'pending'`, so of parallel approvals, a withdrawal and an expiry exactly one wins.
 * `amount_usd_sort` is the USD value as a double for sorting and the amount filter only; the exact value
 * is `amount_usd` (decimal).
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('approval_policy')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('expiry_hours', 'integer', (c) => c.notNull())
      .addColumn('rules', 'text', (c) => c.notNull())
      .addColumn('updated_at', t.timestamp)
      .addColumn('updated_by', 'integer')
      .execute();
    await withId(db.schema.createTable('approval_requests'), dialect)
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('operation_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('maker_id', 'integer', (c) => c.notNull())
      .addColumn('checker_id', 'integer')
      .addColumn('parameters', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer')
      .addColumn('user_id', 'integer')
      .addColumn('currency_id', 'integer')
      .addColumn('amount', t.money)
      .addColumn('amount_usd', t.money)
      .addColumn('amount_usd_sort', 'double precision')
      .addColumn('threshold_usd', t.money, (c) => c.notNull())
      .addColumn('hold_amount', t.money)
      .addColumn('maker_comment', 'text')
      .addColumn('decision_comment', 'text')
      .addColumn('failure_reason', 'varchar(64)')
      .addColumn('failure_message', 'text')
      .addColumn('result', 'text')
      .addColumn('before_state', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('decided_at', t.timestamp)
      .execute();
    // the list's filters and sorts: status with the date, maker, action, amount; expiry sweeps pending by expires_at
    await db.schema.createIndex('approval_requests_status_created').on('approval_requests').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('approval_requests_maker').on('approval_requests').columns(['maker_id', 'created_at']).execute();
    await db.schema.createIndex('approval_requests_action').on('approval_requests').columns(['action', 'created_at']).execute();
    await db.schema.createIndex('approval_requests_amount').on('approval_requests').columns(['amount_usd_sort']).execute();
    await db.schema.createIndex('approval_requests_status_expires').on('approval_requests').columns(['status', 'expires_at']).execute();
    await db.schema.createIndex('approval_requests_created').on('approval_requests').columns(['created_at']).execute();
  };
}
