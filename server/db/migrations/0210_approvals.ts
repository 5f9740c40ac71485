import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Four-eyes approval (issue 29): the policy (one row, its rules as JSON; absent = the default policy of
 * src/domain/approvals.ts) and the approval requests. A request's status moves only by conditional
 * updates on `status = 'pending'`, so of parallel approvals, a withdrawal and an expiry exactly one wins.
 * `amount_usd_sort` is the USD value as a double for sorting and the amount filter only; the exact value
 * is `amount_usd` (decimal).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, idTable, indexes, filterIndexes } = schemaKit(db, dialect);
    await table('approval_policy', {
      id: col.primary.int,
      expiry_hours: col.int,
      rules: col.text,
      updated_at: col.opt.timestamp,
      updated_by: col.opt.int,
    }).execute();
    await idTable('approval_requests', {
      action: col.varchar(40),
      operation_id: col.varchar(200),
      status: col.varchar(16),
      maker_id: col.int,
      checker_id: col.opt.int,
      parameters: col.text,
      target_id: col.opt.int,
      user_id: col.opt.int,
      currency_id: col.opt.int,
      amount: col.opt.money,
      amount_usd: col.opt.money,
      amount_usd_sort: 'double precision',
      threshold_usd: col.money,
      hold_amount: col.opt.money,
      maker_comment: col.opt.text,
      decision_comment: col.opt.text,
      failure_reason: col.opt.varchar(64),
      failure_message: col.opt.text,
      result: col.opt.text,
      before_state: col.opt.text,
      created_at: col.timestamp,
      expires_at: col.timestamp,
      decided_at: col.opt.timestamp,
    }).execute();
    // the list's filters and sorts: status with the date, maker, action, amount; expiry sweeps pending by expires_at
    await filterIndexes('approval_requests', { status_created: 'status', maker: 'maker_id', action: 'action' }, ['created_at']);
    await indexes('approval_requests', { amount: ['amount_usd_sort'], status_expires: ['status', 'expires_at'], created: ['created_at'] });
  };
}
