import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import type { usersRequestOf } from './usersListQuery.ts';

export type UserListPage = components['schemas']['UserListPage'];
export type UsersRequest = ReturnType<typeof usersRequestOf>;

/**
 * Query keys of this feature; every action invalidates `usersKeys.all`. Here, without TanStack
 * Query, so a reload's warm-up can start the first page before the console's code has arrived.
 */
export const usersKeys = {
  all: ['users', 'list'] as const,
  list: (deleted: boolean, request: UsersRequest) => ['users', 'list', deleted ? 'deleted' : 'live', request] as const,
};

/** One page of the live users list (POST v2/User/GetUsers) or of the deleted users (GetDeletedUsers). */
export async function fetchUsersPage(deleted: boolean, request: UsersRequest, signal?: AbortSignal): Promise<UserListPage> {
  return deleted
    ? dataOf(await v2Client.POST('/v2/User/GetDeletedUsers', { body: request, signal }))
    : dataOf(await v2Client.POST('/v2/User/GetUsers', { body: request, signal }));
}
