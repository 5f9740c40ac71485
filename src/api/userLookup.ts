import { dataOf } from './client.ts';
import { v2Client } from './clients.ts';
import type { UserSearchItem } from './sessionTypes.ts';

/** How many users the command palette offers for a query. */
export const USER_LOOKUP_LIMIT = 5;

/** Users matching a free-text query (id, user name, e-mail…), for the command palette. */
export async function lookupUsers(searchString: string, signal?: AbortSignal): Promise<UserSearchItem[]> {
  const result = await v2Client.POST('/v2/User/GetUsers', {
    body: { searchString, limit: USER_LOOKUP_LIMIT, offset: 0 },
    signal,
  });
  return dataOf(result).items;
}

/** The user with this id, or null when there is none (the admin deposit and withdrawal dialog's user field). */
export async function findUserById(userId: number, signal?: AbortSignal): Promise<UserSearchItem | null> {
  const result = await v2Client.POST('/v2/User/GetUsers', {
    body: { userIdList: [userId], limit: 1, offset: 0 },
    signal,
  });
  return dataOf(result).items.find((user) => user.id === userId) ?? null;
}
