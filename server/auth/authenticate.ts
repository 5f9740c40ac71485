import type { Kysely } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { AuthAdmin } from '../http/operation.ts';
import { hashToken } from './tokens.ts';

/** Resolves the X-Auth-Token header to a live session, or null (→ 401). */
export async function authenticate(db: Kysely<Database>, header: string | string[] | undefined, now: Date): Promise<AuthAdmin | null> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 128) return null;
  const session = await findLiveSession(db, hashToken(token), now.toISOString());
  if (!session) return null;
  return { id: session.adminId, email: session.email, adminStatus: session.admin_status, tokenId: session.tokenId };
}

/** The live session behind a token hash: not revoked, not expired, admin not blocked. */
function findLiveSession(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('admin_tokens as t')
    .innerJoin('admins as a', 'a.id', 't.admin_id')
    .select(['t.id as tokenId', 'a.id as adminId', 'a.email', 'a.admin_status'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('a.is_blocked', '=', 0)
    .executeTakeFirst();
}
