import type { UserListItem } from '../api.ts';

/** A live, unverified user of the users list, numbered by `id` (name user_<id>, e-mail user<id>@example.com). */
export function aUserListItem(id: number, overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id,
    userName: `user_${id}`,
    email: `user${id}@example.com`,
    regDate: '2024-03-01T10:00:00Z',
    lastLoginDate: null,
    verificationRequestDate: null,
    status: 0,
    userType: 'regular',
    locale: 'en',
    isBlocked: false,
    isLocked: false,
    lockTypes: [],
    roles: [],
    nfaList: [],
    tagIds: [],
    dateDeleted: null,
    ...overrides,
  };
}
