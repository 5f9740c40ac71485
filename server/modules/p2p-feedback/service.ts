import type { FeedbackInfluence } from '../../../src/domain/p2p.ts';
import { notFound } from '../../http/apiError.ts';
import { requireAdmin, type QueryOf, type RequestContext } from '../../http/operation.ts';
import * as repo from './repository.ts';

export const FEEDBACK_NOT_FOUND = 'Feedback not found';

function toFeedback(r: repo.FeedbackRow) {
  return {
    feedbackId: r.id,
    tradeId: r.trade_id,
    from: { userId: r.from_user_id, userName: r.from_user_name },
    to: { userId: r.to_user_id, userName: r.to_user_name },
    comment: r.comment,
    influence: r.influence,
    initiator: r.initiator,
    dateCreated: r.date_created,
    dateUpdated: r.date_updated,
  };
}

export type FeedbackQuery = QueryOf<'GET p2p/Admin/feedback'>;

/** GET p2p/Admin/feedback: zero-based pages (the console sends page minus 1), newest first. */
export async function listFeedback(ctx: RequestContext, q: FeedbackQuery) {
  const filter = { userId: q.userId, tradeId: q.tradeId, influence: q.influence };
  const [rows, total] = await Promise.all([repo.listFeedback(ctx.db, filter, q.page * q.limit, q.limit), repo.countFeedback(ctx.db, filter)]);
  return { items: rows.map(toFeedback), total };
}

export async function getFeedback(ctx: RequestContext, id: number) {
  const row = await repo.findFeedback(ctx.db, id);
  if (!row) throw notFound(FEEDBACK_NOT_FOUND, 'feedbackNotFound');
  return toFeedback(row);
}

/** Edits comment and influence; the history keeps each version with the admin who made it. */
export async function editFeedback(ctx: RequestContext, id: number, body: { comment: string | null; influence: FeedbackInfluence }) {
  const admin = requireAdmin(ctx);
  const row = await repo.findFeedback(ctx.db, id);
  if (!row) throw notFound(FEEDBACK_NOT_FOUND, 'feedbackNotFound');
  const comment = body.comment?.trim() || null;
  const at = ctx.now().toISOString();
  if (comment !== row.comment || body.influence !== row.influence) {
    if (!(await repo.updateFeedback(ctx.db, id, { comment, influence: body.influence, date_updated: at }))) throw notFound(FEEDBACK_NOT_FOUND, 'feedbackNotFound');
    await repo.addHistory(ctx.db, { feedback_id: id, action: 'edited', comment, influence: body.influence, admin_id: admin.id, date_created: at });
  }
  await ctx.audit({ targetIds: [id], before: { comment: row.comment, influence: row.influence }, after: { comment, influence: body.influence } });
  return getFeedback(ctx, id);
}

/** Deletes a feedback from the lists and the rating; its history stays readable. */
export async function deleteFeedback(ctx: RequestContext, id: number) {
  const admin = requireAdmin(ctx);
  const row = await repo.findFeedback(ctx.db, id);
  if (!row) throw notFound(FEEDBACK_NOT_FOUND, 'feedbackNotFound');
  const at = ctx.now().toISOString();
  if (!(await repo.updateFeedback(ctx.db, id, { is_deleted: 1, date_updated: at }))) throw notFound(FEEDBACK_NOT_FOUND, 'feedbackNotFound');
  await repo.addHistory(ctx.db, { feedback_id: id, action: 'deleted', comment: row.comment, influence: row.influence, admin_id: admin.id, date_created: at });
  await ctx.audit({ targetIds: [id], before: { comment: row.comment, influence: row.influence, isDeleted: false }, after: { isDeleted: true } });
  return { success: true as const };
}

/** Every version of a feedback, newest first, including its deletion. */
export async function feedbackHistory(ctx: RequestContext, id: number) {
  if (!(await repo.feedbackExists(ctx.db, id))) throw notFound(FEEDBACK_NOT_FOUND, 'feedbackNotFound');
  const rows = await repo.historyOf(ctx.db, id);
  return {
    items: rows.map((r) => ({ action: r.action, comment: r.comment, influence: r.influence, adminId: r.admin_id, dateCreated: r.date_created })),
  };
}
