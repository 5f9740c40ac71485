/**
 * Front config and security groups (spec 3 §3, §5): each front-end app is allowed or denied per
 * user group; a group without its own choice follows the app's switch ("reset" removes the choice).
 * The system default group cannot be deleted, and only traders and merchants join a group.
 */
export const ACCESS_TYPES = ['Allow', 'Deny'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** What a group sees of an app: its own choice, or the app's switch when it has none. */
export type EffectiveAccess = 'allow' | 'deny' | 'inheritAllow' | 'inheritDeny';

export function effectiveAccess(app: { isEnabled: boolean; access: readonly { groupId: number; accessType: string }[] }, groupId: number): EffectiveAccess {
  const own = app.access.find((a) => a.groupId === groupId)?.accessType;
  if (own === 'Allow') return 'allow';
  if (own === 'Deny') return 'deny';
  return app.isEnabled ? 'inheritAllow' : 'inheritDeny';
}

/** Front-config apps are read 50 at a time until a short page arrives (spec 3 §7, §9). */
export const FRONT_CONFIG_PAGE_SIZE = 50;

/** User roles that may join a security group. */
export const GROUP_MEMBER_ROLES = ['trader', 'merchant'] as const;

export const FRONT_CONFIG_MESSAGES = {
  defaultGroup: 'The system default group cannot be deleted',
  memberRole: 'User groups can only be added to a trader or merchant',
  nameRequired: 'Name is required',
  nameExists: 'A group with the same name already exists',
  alreadyMember: 'The user is already in the group',
  notMember: 'The user is not in the group',
  groupNotFound: 'Group not found',
  appNotFound: 'App not found',
} as const;
