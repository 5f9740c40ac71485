import { createHash } from 'node:crypto';
import type { Executor } from '../db/database.ts';

// Idempotency keys of money operations (table idempotency_keys, migration 0200). The route runner
// (server/http/routes.ts) claims a key in the operation's own transaction before the handler runs
// and stores the answer in it; a repeat finds the row and answers the stored answer.

export interface KeyClaim {
  adminId: number;
  key: string;
  operationId: string;
  requestHash: string;
}

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; responseJson: string }
  | { kind: 'reused' };

/** SHA-256 of a request's body, path and query in a canonical JSON (object keys sorted). */
export function requestHash(request: { body: unknown; params: unknown; query: unknown }): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Claims `key` for this request inside the caller's transaction. An expired row of the same key
 * (older than `expiredBefore`) is deleted first, so the key starts afresh. The insert does nothing
 * on a conflict; on PostgreSQL a parallel claim of the same key waits on the unique index until the
 * first transaction ends and then reads the committed row (READ COMMITTED: each statement sees
 * what committed before it), so a parallel repeat answers the stored answer instead of running.
 */
export async function claimKey(db: Executor, claim: KeyClaim, now: string, expiredBefore: string): Promise<ClaimOutcome> {
  await db.deleteFrom('idempotency_keys').where('admin_id', '=', claim.adminId).where('key', '=', claim.key).where('created_at', '<', expiredBefore).execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      admin_id: claim.adminId,
      key: claim.key,
      operation_id: claim.operationId,
      request_hash: claim.requestHash,
      status_code: null,
      response_json: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['admin_id', 'key']).doNothing())
    .returning('admin_id')
    .executeTakeFirst();
  if (inserted) return { kind: 'claimed' };
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['operation_id', 'request_hash', 'status_code', 'response_json'])
    .where('admin_id', '=', claim.adminId)
    .where('key', '=', claim.key)
    .executeTakeFirst();
  if (!row || row.operation_id !== claim.operationId || row.request_hash !== claim.requestHash || row.status_code === null || row.response_json === null) {
    return { kind: 'reused' };
  }
  return { kind: 'replay', statusCode: row.status_code, responseJson: row.response_json };
}

/** Stores the answer of a claimed key, in the same transaction as the claim and the operation. */
export async function storeAnswer(db: Executor, adminId: number, key: string, statusCode: number, responseJson: string) {
  await db.updateTable('idempotency_keys').set({ status_code: statusCode, response_json: responseJson }).where('admin_id', '=', adminId).where('key', '=', key).execute();
}

/** Deletes the expired keys of one admin (best effort, after a claim has committed). */
export async function deleteExpiredKeys(db: Executor, adminId: number, expiredBefore: string) {
  await db.deleteFrom('idempotency_keys').where('admin_id', '=', adminId).where('created_at', '<', expiredBefore).execute();
}
