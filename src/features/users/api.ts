import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { defineAction } from '../../components/actions.ts';
import type { OperationId } from '../../domain/operationAccess.ts';
import type { LockType, UserRole } from '../../domain/users.ts';
import { userErrorText } from './userErrors.ts';
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

/** A bulk action of the users list, declared once: its operation, the list to refresh, "N users changed". */
function bulkAction<Vars>(operationId: OperationId, call: (vars: Vars) => Promise<number>) {
  return defineAction<Vars, number>({
    operationId,
    call,
    refresh: () => [usersKeys.all],
    success: (_vars, affected) => ({ key: 'users.actions.affected', params: { count: affected } }),
    refusal: (error) => userErrorText(error),
  });
}

type WithComment = { target: UserTarget; comment: string };

/** The users list's actions (screen kit: components bind them with useAction). */
export const userListActions = {
  lock: bulkAction('PUT v2/User/UsersLock', (v: WithComment & { lockType: LockType; minutes: number | null }) => usersActions.lock(v.target, v.lockType, v.minutes, v.comment)),
  unlock: bulkAction('PUT v2/User/UsersUnlock', (v: WithComment & { lockType: LockType | null }) => usersActions.unlock(v.target, v.lockType, v.comment)),
  block: bulkAction('PUT v2/User/UsersBlock', (v: WithComment) => usersActions.block(v.target, v.comment)),
  unblock: bulkAction('PUT v2/User/UsersUnblock', (v: WithComment) => usersActions.unblock(v.target, v.comment)),
  addRole: bulkAction('PUT v2/User/AddUserRole', (v: { target: UserTarget; role: UserRole }) => usersActions.addRole(v.target, v.role)),
  removeRole: bulkAction('PUT v2/User/RemoveUserRole', (v: { target: UserTarget; role: UserRole }) => usersActions.removeRole(v.target, v.role)),
  addTags: bulkAction('PUT v2/User/AddTagsToUser', (v: { target: UserTarget; tagIdList: number[] }) => usersActions.addTags(v.target, v.tagIdList)),
  removeTags: bulkAction('PUT v2/User/RemoveTagsFromUser', (v: { target: UserTarget; tagIdList: number[] }) => usersActions.removeTags(v.target, v.tagIdList)),
  remove: bulkAction('PUT v2/User/RemoveUser', (v: { userIds: readonly number[] }) => usersActions.remove(v.userIds)),
  create: defineAction({
    operationId: 'POST v2/User/CreateUser',
    call: (form: { email: string; userName: string; password: string }) => createUser(form),
    refresh: () => [usersKeys.all],
    success: (form) => ({ key: 'users.create.created', params: { userName: form.userName } }),
    refusal: (error) => userErrorText(error),
  }),
};

const tagAction = <Vars,>(operationId: OperationId, call: (vars: Vars) => Promise<unknown>, success: string, alsoUsers = false) =>
  defineAction<Vars>({
    operationId,
    call,
    refresh: () => [sessionQueries.userTags().queryKey, ...(alsoUsers ? [usersKeys.all] : [])],
    success,
    refusal: (error) => userErrorText(error),
  });

/** The manage-tags dialog's actions. */
export const userTagActions = {
  create: tagAction('POST v2/User/AddUserTag', (v: { tagName: string; color: string }) => tagsApi.create(v.tagName, v.color), 'users.tags.created'),
  edit: tagAction('PUT v2/User/EditUserTag', (v: { tagId: number; tagName: string; color: string }) => tagsApi.edit(v.tagId, v.tagName, v.color), 'users.tags.saved'),
  remove: tagAction('PUT v2/User/DeleteUserTag', (v: { tagId: number }) => tagsApi.remove(v.tagId), 'users.tags.deleted', true),
};
