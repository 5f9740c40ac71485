/** The fields of a users-list item the tests read. */
export interface ListItem {
  id: number;
  userName: string;
  email: string;
  regDate: string;
  lastLoginDate: string | null;
  verificationRequestDate: string | null;
  status: number;
  locale: string;
  isBlocked: boolean;
  isLocked: boolean;
  lockTypes: number[];
  roles: string[];
  tagIds: number[];
  dateDeleted: string | null;
}
