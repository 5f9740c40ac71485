import { Classes } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { PlainTag } from '../../../components/plain/plainBlueprint.tsx';
import { TableLink } from '../../../components/TableLink.tsx';
import { textWithValue } from '../../../components/textWithValue.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import {
  isNfaActive,
  LOCK_TYPE_CAPTION_KEYS,
  NFA_SERVICE_CAPTION_KEYS,
  USER_ROLE_CAPTION_KEYS,
  type LockType,
  type NfaServiceType,
  type UserRole,
} from '../../../domain/users.ts';
import type { UserListItem, UserTag } from '../api.ts';
import { readableTextColor } from '../tagColor.ts';

/** What the cell renderers need besides the row. */
export interface UsersColumnsContext {
  t: TFunction;
  tagsById: ReadonlyMap<number, UserTag>;
  timeZone?: string;
  deleted: boolean;
}

const dateText = (value: string | null, timeZone?: string) => (value ? formatDateTime(value, timeZone) : '—');

function UserTags({ ids, tagsById }: { ids: readonly number[]; tagsById: ReadonlyMap<number, UserTag> }) {
  return (
    <span className="users-tags">
      {ids.map((id) => {
        const tag = tagsById.get(id);
        if (!tag) return null;
        return (
          <PlainTag key={id} round className="users-tag" style={{ backgroundColor: tag.color, color: readableTextColor(tag.color) }}>
            {tag.tagName}
          </PlainTag>
        );
      })}
    </span>
  );
}

/** The users list's columns (spec 1 §2, §3), declared as data. */
export function usersColumns({ t, tagsById, timeZone, deleted }: UsersColumnsContext): DataTableColumn<UserListItem>[] {
  const nfaText = (user: UserListItem) =>
    user.nfaList
      .filter(isNfaActive)
      .map((entry) => t(NFA_SERVICE_CAPTION_KEYS[entry.serviceType as NfaServiceType] ?? String(entry.serviceType)))
      .join(', ');
  const openText = textWithValue(t, 'users.list.open', 'id');
  const lockText = (user: UserListItem) => user.lockTypes.map((type) => t(LOCK_TYPE_CAPTION_KEYS[type as LockType])).join(', ');
  const columns: DataTableColumn<UserListItem>[] = [
    {
      key: 'id',
      header: 'users.columns.id',
      width: 70,
      render: (user) => (
        <TableLink to={`/user/${user.id}`} aria-label={openText(user.id)}>
          {user.id}
        </TableLink>
      ),
    },
    {
      key: 'userName',
      header: 'users.columns.userName',
      width: 150,
      render: (user) => <TableLink to={`/user/${user.id}`}>{user.userName}</TableLink>,
    },
    { key: 'email', header: 'users.columns.email', width: 210, copyable: true, copyValue: (user) => user.email, render: (user) => user.email },
    {
      key: 'state',
      header: 'users.columns.state',
      width: 130,
      render: (user) => (
        <span className="users-tags">
          {user.isBlocked && (
            <PlainTag className="users-tag" intent="danger">
              {t('users.state.blocked')}
            </PlainTag>
          )}
          {user.isLocked && (
            <PlainTag className="users-tag" intent="warning" title={lockText(user)}>
              {t('users.state.locked', { count: user.lockTypes.length })}
            </PlainTag>
          )}
          {user.dateDeleted !== null ? (
            <PlainTag className="users-tag" minimal>
              {t('users.state.deleted')}
            </PlainTag>
          ) : (
            !user.isBlocked && !user.isLocked && <span className={Classes.TEXT_MUTED}>{t('users.state.active')}</span>
          )}
        </span>
      ),
    },
    { key: 'tags', header: 'users.columns.tags', width: 170, render: (user) => <UserTags ids={user.tagIds} tagsById={tagsById} /> },
    { key: 'nfa', header: 'users.columns.nfa', width: 110, render: (user) => nfaText(user) || '—' },
    {
      key: 'roles',
      header: 'users.columns.roles',
      width: 100,
      render: (user) => user.roles.map((role) => t(USER_ROLE_CAPTION_KEYS[role as UserRole])).join(', ') || '—',
    },
    { key: 'regDate', header: 'users.columns.regDate', width: 140, sortable: true, render: (user) => dateText(user.regDate, timeZone) },
    { key: 'lastLoginDate', header: 'users.columns.lastLoginDate', width: 140, hiddenByDefault: true,  sortable: true, render: (user) => dateText(user.lastLoginDate, timeZone) },
    {
      key: 'verificationRequestDate',
      header: 'users.columns.verificationRequestDate',
      width: 160,
      hiddenByDefault: true,
      sortable: true,
      render: (user) => dateText(user.verificationRequestDate, timeZone),
    },
  ];
  if (deleted) {
    // In the deleted list, when a user was removed matters most: right after the e-mail.
    // and the 2FA state matters least there: one click away, so the list fits 1440 px
    const nfa = columns.findIndex((column) => column.key === 'nfa');
    if (nfa >= 0) columns[nfa] = { ...columns[nfa]!, hiddenByDefault: true };
    columns.splice(3, 0, { key: 'dateDeleted', header: 'users.columns.dateDeleted', width: 150, render: (user) => dateText(user.dateDeleted, timeZone) });
  }
  return columns;
}
