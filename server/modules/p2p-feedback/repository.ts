import type { Executor } from '../../db/database.ts';
import type { P2pFeedbackTable } from '../../db/schema.ts';
import { countRows } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';

export interface FeedbackFilter {
  userId?: number;
  tradeId?: number;
  influence?: P2pFeedbackTable['influence'];
}

function filtered(db: Executor, f: FeedbackFilter) {
  let q = db.selectFrom('p2p_feedback as f').where('f.is_deleted', '=', 0);
  if (f.userId !== undefined) {
    const userId = f.userId;
    q = q.where((eb) => eb.or([eb('f.from_user_id', '=', userId), eb('f.to_user_id', '=', userId)]));
  }
  return whereEquals(q, { 'f.trade_id': f.tradeId, 'f.influence': f.influence });
}

function withNames(q: ReturnType<typeof filtered>) {
  return q
    .innerJoin('users as fu', 'fu.id', 'f.from_user_id')
    .innerJoin('users as tu', 'tu.id', 'f.to_user_id')
    .selectAll('f')
    .select(['fu.user_name as from_user_name', 'tu.user_name as to_user_name']);
}

export async function countFeedback(db: Executor, f: FeedbackFilter): Promise<number> {
  return countRows(filtered(db, f));
}

export function listFeedback(db: Executor, f: FeedbackFilter, offset: number, limit: number) {
  return withNames(filtered(db, f)).orderBy('f.id', 'desc').limit(limit).offset(offset).execute();
}
export type FeedbackRow = Awaited<ReturnType<typeof listFeedback>>[number];

/** A live (not deleted) feedback with the names of both sides. */
export function findFeedback(db: Executor, id: number) {
  return withNames(filtered(db, {}).where('f.id', '=', id)).executeTakeFirst();
}

export function feedbackExists(db: Executor, id: number) {
  return db.selectFrom('p2p_feedback').select('id').where('id', '=', id).executeTakeFirst();
}

/** Changes a live feedback; answers whether it was still there (a racing delete wins otherwise). */
export async function updateFeedback(db: Executor, id: number, changes: Partial<Omit<P2pFeedbackTable, 'id'>>): Promise<boolean> {
  const result = await db.updateTable('p2p_feedback').set(changes).where('id', '=', id).where('is_deleted', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addHistory(
  db: Executor,
  row: { feedback_id: number; action: 'created' | 'edited' | 'deleted'; comment: string | null; influence: P2pFeedbackTable['influence']; admin_id: number | null; date_created: string },
) {
  await db.insertInto('p2p_feedback_history').values(row).execute();
}

export function historyOf(db: Executor, feedbackId: number) {
  return db
    .selectFrom('p2p_feedback_history')
    .select(['action', 'comment', 'influence', 'admin_id', 'date_created'])
    .where('feedback_id', '=', feedbackId)
    .orderBy('id', 'desc')
    .execute();
}
