import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthAdmin } from '../http/operation.ts';
import { findLiveSession } from '../modules/session/repository.ts';
import { hashToken } from './tokens.ts';

/** Resolves the X-Auth-Token header to a live session, or null (→ 401). */
export async function authenticate(db: Kysely<Database>, header: string | string[] | undefined, now: Date): Promise<AuthAdmin | null> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 128) return null;
  const session = await findLiveSession(db, hashToken(token), now.toISOString());
  if (!session) return null;
  return { id: session.adminId, email: session.email, adminStatus: session.admin_status, tokenId: session.tokenId };
}
