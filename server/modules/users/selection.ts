import { BULK_SELECT_ALL_MAX, USER_MESSAGES } from '../../../src/domain/users.ts';
import { notFound, impossible, invalid } from '../../http/apiError.ts';
import type { RequestContext } from '../../http/operation.ts';
import { USER_NOT_FOUND } from './common.ts';
import { selectUserIds } from './listRepository.ts';
import { criteriaOf, type UsersListBody } from './listService.ts';
import { existingUserIds } from './repository.ts';

/** Which users a bulk action applies to: an id list, or every user matching a list filter. */
export interface Selection {
  userIdList?: number[];
  selectAll?: boolean;
  filter?: Omit<UsersListBody, 'sort' | 'offset' | 'limit' | 'getTotal'>;
}

/**
 * The live users a bulk action acts on. An empty selection is "No users selected" (400); unknown or
 * removed ids are 404; "select all" resolves the filter on the server (at most 100,000 users).
 */
export async function resolveSelection(ctx: RequestContext, selection: Selection): Promise<number[]> {
  if (selection.selectAll) {
    if (selection.userIdList?.length) throw invalid('/userIdList', 'Send either userIdList or selectAll, not both', 'selectionConflict');
    const ids = await selectUserIds(ctx.db, ctx.dialect, criteriaOf(selection.filter ?? {}), ctx.now().toISOString(), BULK_SELECT_ALL_MAX);
    if (ids.length > BULK_SELECT_ALL_MAX) throw impossible(USER_MESSAGES.tooManySelected, 'tooManySelected');
    if (ids.length === 0) throw invalid('/filter', USER_MESSAGES.noUsersSelected, 'noUsersSelected');
    return ids;
  }
  const ids = [...new Set(selection.userIdList ?? [])];
  if (ids.length === 0) throw invalid('/userIdList', USER_MESSAGES.noUsersSelected, 'noUsersSelected');
  const existing = await existingUserIds(ctx.db, ids);
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length) throw notFound(`${USER_NOT_FOUND}: ${missing.slice(0, 20).join(', ')}`, 'userNotFound', { ids: missing.slice(0, 20).join(', ') });
  return ids.sort((a, b) => a - b);
}

