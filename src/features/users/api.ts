import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import type { LockType, UserRole } from '../../domain/users.ts';
import { fetchUsersPage, usersKeys, type UsersRequest } from './usersListCall.ts';
import type { UserSelectionFilter } from './usersListQuery.ts';

export { usersKeys, type UserListPage, type UsersRequest } from './usersListCall.ts';

type Schemas = components['schemas'];
export type UserListItem = Schemas['UserListItem'];
export type UserTag = Schemas['UserTag'];

/** Which users an action applies to: the picked ids, or every user matching the list's filter. */
export type UserTarget = { userIdList: number[] } | { selectAll: true; filter: UserSelectionFilter };

/** One page of the live users list (POST v2/User/GetUsers) or of the deleted users (GetDeletedUsers). */
export function usersListQuery(deleted: boolean, request: UsersRequest) {
  return queryOptions({
    queryKey: usersKeys.list(deleted, request),
    queryFn: ({ signal }) => fetchUsersPage(deleted, request, signal),
    // A page fetched moments ago (the reload's warm-up, or the list just left for a user) is
    // shown as it is, not fetched again on mount; actions still refresh it by invalidation.
    staleTime: 3_000,
    // Keep the previous page of the same list on screen while the next one loads; never show
    // live users under the deleted-users columns or the other way round.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === (deleted ? 'deleted' : 'live') ? keepPreviousData(previous) : undefined),
  });
}

/** The calls of the users list's actions; each answers how many users actually changed. */
export const usersActions = {
  /** `minutes` null: until someone unlocks. */
  async lock(target: UserTarget, lockType: LockType, minutes: number | null, comment: string) {
    return dataOf(await v2Client.PUT('/v2/User/UsersLock', { body: { ...target, lockType, minutes, ...(comment ? { comment } : {}) } })).affected;
  },
  async unlock(target: UserTarget, lockType: LockType | null, comment: string) {
    const body = { ...target, ...(lockType === null ? {} : { lockType }), ...(comment ? { comment } : {}) };
    return dataOf(await v2Client.PUT('/v2/User/UsersUnlock', { body })).affected;
  },
  async block(target: UserTarget, comment: string) {
    return dataOf(await v2Client.PUT('/v2/User/UsersBlock', { body: { ...target, ...(comment ? { comment } : {}) } })).affected;
  },
  async unblock(target: UserTarget, comment: string) {
    return dataOf(await v2Client.PUT('/v2/User/UsersUnblock', { body: { ...target, ...(comment ? { comment } : {}) } })).affected;
  },
  async addRole(target: UserTarget, role: UserRole) {
    return dataOf(await v2Client.PUT('/v2/User/AddUserRole', { body: { ...target, role } })).affected;
  },
  async removeRole(target: UserTarget, role: UserRole) {
    return dataOf(await v2Client.PUT('/v2/User/RemoveUserRole', { body: { ...target, role } })).affected;
  },
  async addTags(target: UserTarget, tagIdList: number[]) {
    return dataOf(await v2Client.PUT('/v2/User/AddTagsToUser', { body: { ...target, tagIdList } })).affected;
  },
  async removeTags(target: UserTarget, tagIdList: number[]) {
    return dataOf(await v2Client.PUT('/v2/User/RemoveTagsFromUser', { body: { ...target, tagIdList } })).affected;
  },
  /** Soft-deletes users one by one (the call takes one id); stops at the first failure. */
  async remove(userIds: readonly number[]) {
    let affected = 0;
    for (const userId of userIds) {
      await v2Client.PUT('/v2/User/RemoveUser', { body: { userId } });
      affected += 1;
    }
    return affected;
  },
};

/** User creation (POST v2/User/CreateUser); answers the new user's id. */
export async function createUser(body: { email: string; userName: string; password: string }): Promise<number> {
  return dataOf(await v2Client.POST('/v2/User/CreateUser', { body })).id;
}

/** The manage-tags dialog's calls. */
export const tagsApi = {
  async create(tagName: string, color: string) {
    return dataOf(await v2Client.POST('/v2/User/AddUserTag', { body: { tagName, color } }));
  },
  async edit(tagId: number, tagName: string, color: string) {
    return dataOf(await v2Client.PUT('/v2/User/EditUserTag', { body: { tagId, tagName, color } }));
  },
  async remove(tagId: number) {
    return dataOf(await v2Client.PUT('/v2/User/DeleteUserTag', { body: { tagId } })).affected;
  },
};
