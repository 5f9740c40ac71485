import { USER_SORT_DEFAULT_DESC, USERS_TOTAL_CAP } from '../../../src/domain/users.ts';
import { DEFAULT_EMAIL_BODY_TYPE } from '../../../src/domain/notifications.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import { pageOf, requireUser } from './common.ts';
import { listUsers as queryUsers, type UserCriteria } from './listRepository.ts';
import { toListItem, userExtras } from './repository.ts';
import { emailBodyTypeOf } from './notificationsRepository.ts';
import { verificationOf } from './documentsRepository.ts';

/** Body of POST v2/User/GetUsers (and of the older POST User/GetUsers and GetDeletedUsers). */
export type UsersListBody = BodyOf<'POST v2/User/GetUsers'>;

/** The selection criteria a list body (or a bulk action's filter) describes. */
export function criteriaOf(body: Omit<UsersListBody, 'sort' | 'offset' | 'limit' | 'getTotal'>, deleted = false): UserCriteria {
  return {
    deleted,
    filters: body.filters,
    userIdList: body.userIdList,
    userTagList: body.userTagList,
    searchString: body.searchString,
    userName: body.userName,
  };
}

/**
 * The users list. Totals: the unfiltered list is counted exactly (a stored count); with criteria the
 * count stops at USERS_TOTAL_CAP (`totalCapped`), because counting every match of a broad search
 * over a million users costs more than the page itself (about 0.4 µs per match in the search index).
 */
export async function listUsers(ctx: RequestContext, body: UsersListBody, deleted = false) {
  const { offset, limit, getTotal } = pageOf(body);
  const nowIso = ctx.now().toISOString();
  const { rows, total, totalCapped } = await queryUsers(
    ctx.db,
    ctx.dialect,
    {
      ...criteriaOf(body, deleted),
      sort: { field: body.sort?.field ?? 'default', desc: body.sort?.desc ?? USER_SORT_DEFAULT_DESC },
      offset,
      limit,
      getTotal,
      totalCap: USERS_TOTAL_CAP,
    },
    nowIso,
  );
  const extras = await userExtras(ctx.db, rows.map((r) => r.id), nowIso, ctx.dialect);
  return {
    items: rows.map((r) => toListItem(r, extras.get(r.id)!)),
    total,
    totalCapped,
  };
}

/** One user with everything the user header and the ID tab show. */
export async function getUser(ctx: RequestContext, userId: number) {
  const user = await requireUser(ctx.db, userId);
  const nowIso = ctx.now().toISOString();
  const [extras, verification, emailBodyType] = await Promise.all([
    userExtras(ctx.db, [userId], nowIso, ctx.dialect),
    verificationOf(ctx.db, user),
    emailBodyTypeOf(ctx.db, userId),
  ]);
  const item = toListItem({ ...user }, extras.get(userId)!);
  return {
    id: item.id,
    userName: item.userName,
    email: item.email,
    status: item.status,
    userType: item.userType,
    roles: item.roles,
    locale: item.locale,
    timezone: user.timezone ?? null,
    identificator: user.identificator ?? null,
    regDate: item.regDate,
    lastLoginDate: item.lastLoginDate,
    verificationRequestDate: item.verificationRequestDate,
    verificationStatus: verification.status,
    isLocked: item.isLocked,
    lockTypes: item.lockTypes,
    isBlocked: item.isBlocked,
    isDeleted: user.is_deleted === 1,
    dateDeleted: user.date_deleted,
    tagIds: item.tagIds,
    nfaList: item.nfaList,
    emailBodyType: emailBodyType ?? DEFAULT_EMAIL_BODY_TYPE,
  };
}
