import {
  allowedVerificationResponses,
  nextVerificationStatus,
  type VerificationStatus,
} from '../../../src/domain/verification.ts';
import { USER_MESSAGES } from '../../../src/domain/users.ts';
import { notFound, impossible } from '../../http/apiError.ts';
import type { Executor } from '../../db/database.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';
import { pageOf, requireUser } from './common.ts';
import { updateUser } from './repository.ts';
import { requireAdmin, type BodyOf, type RequestContext } from '../../http/operation.ts';
import * as repo from './documentsRepository.ts';
import { requireDisputeParties } from './disputeParties.ts';

function toVerificationInfo(userId: number, v: repo.VerificationState) {
  return {
    userId,
    status: v.status,
    verificationType: v.verification_type,
    autoVerificationStatus: v.auto_verification_status,
    autoProvider: v.auto_provider,
    dateRequested: v.date_requested,
    dateUpdated: v.date_updated,
    comment: v.comment,
    allowedResponses: allowedVerificationResponses(v.status),
  };
}

async function verificationInfo(db: Executor, userId: number) {
  const user = await requireUser(db, userId);
  return toVerificationInfo(userId, await repo.verificationOf(db, user));
}

export async function getVerificationInfo(ctx: RequestContext, userId: number) {
  await requireDisputeParties(ctx, [userId]);
  return verificationInfo(ctx.db, userId);
}

export type CheckDocumentBody = BodyOf<'PUT v2/User/CheckUserDocument'>;

/**
 * An admin's answer to a verification: the transition table of src/domain/verification.ts decides
 * whether it is allowed from the current status (409 "Action is impossible" otherwise). The
 * verification, the user's latest request, the checked document and the user's status (2 when
 * verified, back to 1 when a verified user is reset or rejected) change together.
 */
export async function checkUserDocument(ctx: RequestContext, body: CheckDocumentBody) {
  const admin = requireAdmin(ctx);
  const user = await requireUser(ctx.db, body.userId);
  if (body.documentId !== undefined) {
    const document = await repo.findDocument(ctx.db, body.documentId);
    if (!document || document.user_id !== body.userId) throw notFound('Document not found', 'documentNotFound');
  }
  const current = await repo.verificationOf(ctx.db, user);
  const next = nextVerificationStatus(current.status, body.response);
  if (!next) throw impossible(USER_MESSAGES.actionImpossible, 'actionImpossible');
  const at = ctx.now().toISOString();
  const comment = body.comment?.trim() ? body.comment.trim() : null;
  if (!(await repo.moveVerification(ctx.db, body.userId, current, next, at, comment))) throw impossible(USER_MESSAGES.actionImpossible, 'actionImpossible');
  const requestId = await repo.updateLatestRequest(ctx.db, body.userId, next, at, admin.id);
  if (body.documentId !== undefined) {
    await repo.markDocumentChecked(ctx.db, body.documentId);
  }
  const status = userStatusAfter(user.status, next);
  if (status !== user.status) await updateUser(ctx.db, body.userId, { status });
  await ctx.audit({
    targetIds: [body.userId],
    before: { verificationStatus: current.status, userStatus: user.status },
    after: { verificationStatus: next, userStatus: status, response: body.response, documentId: body.documentId ?? null, requestId, comment },
  });
  return verificationInfo(ctx.db, body.userId);
}

function userStatusAfter(status: number, verification: VerificationStatus): number {
  if (verification === 'verified') return 2;
  return status === 2 ? 1 : status;
}

export async function getUserDocuments(ctx: RequestContext, body: BodyOf<'POST v2/User/GetUserDocuments'>) {
  await requireDisputeParties(ctx, body.userIdList);
  const { offset, limit, getTotal } = pageOf(body, 1000);
  const { rows, files, count } = await repo.listDocuments(ctx.db, body.userIdList, offset, limit);
  const filesOf = new Map<number, { userFileId: number; name: string; extension: string; contentType: string; size: number }[]>();
  for (const f of files) {
    const list = filesOf.get(f.document_id!) ?? [];
    list.push({ userFileId: f.id, name: f.name, extension: f.extension, contentType: f.content_type, size: f.size });
    filesOf.set(f.document_id!, list);
  }
  const items = rows.map((d) => ({
    id: d.id,
    userId: d.user_id,
    type: d.type,
    firstName: d.first_name,
    lastName: d.last_name,
    middleName: d.middle_name,
    birthday: d.birthday,
    country: d.country,
    city: d.city,
    address: d.address,
    citizenship: d.citizenship,
    documentExpireDate: d.document_expire_date,
    documentIssuedBy: d.document_issued_by,
    documentIssuedDate: d.document_issued_date,
    documentNumber: d.document_number,
    gender: d.gender,
    postalCode: d.postal_code,
    isChecked: d.is_checked === 1,
    dateCreated: d.date_created,
    files: filesOf.get(d.id) ?? [],
  }));
  return { items, total: getTotal ? await count() : items.length };
}

export type VerificationRequestsBody = BodyOf<'POST v2/Verification/GetVerificationRequests'>;

export async function getVerificationRequests(ctx: RequestContext, body: VerificationRequestsBody) {
  await requireDisputeParties(ctx, body.userIdList);
  const { rows, total } = await repo.listVerificationRequests(ctx.db, {
    userIdList: body.userIdList,
    statusList: body.statusList,
    dateFrom: rangeStartIso(body.dateFrom),
    dateTo: rangeEndIso(body.dateTo),
    sort: { field: body.sort?.field ?? 'dateCreated', desc: body.sort?.desc ?? true },
    ...pageOf(body),
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      userName: r.user_name,
      email: r.email,
      status: r.status,
      verificationType: r.verification_type,
      adminId: r.admin_id,
      dateCreated: r.date_created,
      dateUpdated: r.date_updated,
    })),
    total,
  };
}
