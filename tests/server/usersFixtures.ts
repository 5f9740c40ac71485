import type { components } from '../../server/generated/v2.ts';
/** A users-list item as the contract answers it. */
export type ListItem = components['schemas']['UserListItem'];
