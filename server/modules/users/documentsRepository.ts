import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { countRows } from '../../core/countRows.ts';
import { whereInRange } from '../../core/dateRange.ts';
import { whereIn } from '../../core/whereEquals.ts';
import type { UsersTable, UserVerificationTable } from '../../db/schema.ts';
import type { VerificationStatus } from '../../../src/domain/verification.ts';

/** A user's verification row (or the defaults where none is stored). */
export type VerificationState = Omit<UserVerificationTable, 'user_id' | 'status'> & {
  status: VerificationStatus;
  /** Whether a row exists (users who never asked have none). */
  stored: boolean;
};

/**
 * A user's verification. Users who never asked for one have no row: they read as verified when
 * their status is Verificated (2), unverified otherwise.
 */
export async function verificationOf(
  db: Executor,
  user: Pick<UsersTable, 'status' | 'verification_request_date'> & { id: number },
): Promise<VerificationState> {
  const row = await db.selectFrom('user_verification').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (row) return { ...row, status: row.status as VerificationStatus, stored: true };
  return {
    status: user.status === 2 ? 'verified' : 'unverified',
    verification_type: 'manual',
    auto_verification_status: null,
    auto_provider: null,
    date_requested: user.verification_request_date,
    date_updated: null,
    comment: null,
    stored: false,
  };
}

/**
 * Moves a user's verification from `from` to `to`, only if it is still `from` (a concurrent answer
 * loses instead of applying twice). Returns whether it moved.
 */
export async function moveVerification(
  db: Executor,
  userId: number,
  from: VerificationState,
  to: VerificationStatus,
  at: string,
  comment: string | null,
): Promise<boolean> {
  if (!from.stored) {
    const inserted = await db
      .insertInto('user_verification')
      .values({
        user_id: userId,
        status: to,
        verification_type: from.verification_type,
        auto_verification_status: null,
        auto_provider: null,
        date_requested: from.date_requested,
        date_updated: at,
        comment,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable('user_verification')
    .set({ status: to, date_updated: at, comment })
    .where('user_id', '=', userId)
    .where('status', '=', from.status)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The user's latest verification request follows the verification's status. */
export async function updateLatestRequest(db: Executor, userId: number, status: VerificationStatus, at: string, adminId: number) {
  const latest = await db
    .selectFrom('verification_requests')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return null;
  await db.updateTable('verification_requests').set({ status, date_updated: at, admin_id: adminId }).where('id', '=', latest.id).execute();
  return latest.id;
}

/** Documents of these users that have at least one field set, with their files. */
export async function listDocuments(db: Executor, userIds: number[], offset: number, limit: number) {
  const listed = sql<boolean>`(d.type IS NOT NULL OR d.first_name IS NOT NULL OR d.last_name IS NOT NULL OR d.middle_name IS NOT NULL
    OR d.birthday IS NOT NULL OR d.country IS NOT NULL OR d.city IS NOT NULL OR d.address IS NOT NULL OR d.citizenship IS NOT NULL
    OR d.document_expire_date IS NOT NULL OR d.document_issued_by IS NOT NULL OR d.document_issued_date IS NOT NULL
    OR d.document_number IS NOT NULL OR d.gender IS NOT NULL OR d.postal_code IS NOT NULL)`;
  const base = db.selectFrom('user_documents as d').where('d.user_id', 'in', userIds).where(listed);
  const rows = await base.selectAll('d').orderBy('d.user_id').orderBy('d.id').limit(limit).offset(offset).execute();
  const files = rows.length
    ? await db
        .selectFrom('user_files')
        .select(['id', 'document_id', 'name', 'extension', 'content_type', 'size'])
        .where('document_id', 'in', rows.map((r) => r.id))
        .orderBy('id')
        .execute()
    : [];
  const count = () => countRows(base);
  return { rows, files, count };
}

export async function listVerificationRequests(
  db: Executor,
  q: {
    userIdList?: number[];
    statusList?: string[];
    dateFrom?: string;
    dateTo?: string;
    sort: { field: 'dateCreated' | 'dateUpdated'; desc: boolean };
    offset: number;
    limit: number;
    getTotal: boolean;
  },
) {
  const joined = db.selectFrom('verification_requests as r').innerJoin('users as u', 'u.id', 'r.user_id');
  const base = whereInRange(whereIn(joined, { 'r.user_id': q.userIdList, 'r.status': q.statusList }), 'r.date_created', q.dateFrom, q.dateTo);
  const column = q.sort.field === 'dateUpdated' ? 'r.date_updated' : 'r.date_created';
  const dir = q.sort.desc ? 'desc' : 'asc';
  const rows = await base
    .select(['r.id', 'r.user_id', 'u.user_name', 'u.email', 'r.status', 'r.verification_type', 'r.admin_id', 'r.date_created', 'r.date_updated'])
    .orderBy(sql`${sql.ref(column)} ${sql.raw(dir)} ${sql.raw(q.sort.desc ? 'NULLS LAST' : 'NULLS FIRST')}`)
    .orderBy('r.id', dir)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const total = q.getTotal ? await countRows(base) : 0;
  return { rows, total };
}

/** A document's id and owner, or undefined. */
export function findDocument(db: Executor, documentId: number) {
  return db.selectFrom('user_documents').select(['id', 'user_id']).where('id', '=', documentId).executeTakeFirst();
}

export async function markDocumentChecked(db: Executor, documentId: number) {
  await db.updateTable('user_documents').set({ is_checked: 1 }).where('id', '=', documentId).execute();
}

/** The sellers and buyers among `userIds` of P2P trades whose arbitrator is `arbitratorId` (index p2p_trades_arbitrator). */
export async function disputePartiesOf(db: Executor, arbitratorId: number, userIds: number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('p2p_trades')
    .select(['seller_id', 'buyer_id'])
    .where('arbitrator_id', '=', arbitratorId)
    .where((eb) => eb.or([eb('seller_id', 'in', userIds), eb('buyer_id', 'in', userIds)]))
    .execute();
  return new Set(rows.flatMap((r) => [r.seller_id, r.buyer_id]));
}
