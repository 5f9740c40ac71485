import { Section } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { isUserActionCode } from '../../../domain/users.ts';
import { SECURITY_PAGE_SIZE, userDetailQueries, type UserAction } from '../api.ts';
import { useDateTime } from './shared.tsx';
import { PagedTableCards } from './PagedTableCards.tsx';

/**
 * An action's details in words (issue 25 item 13): the outcome of a sign-in as "Succeeded" or
 * "Failed", any other field as "name: value"; never raw JSON.
 */
export function detailsText(details: UserAction['details'], t: (key: string) => string): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => {
      if (key === 'success' && typeof value === 'boolean') return t(value ? 'userDetail.userActions.succeeded' : 'userDetail.userActions.failed');
      const text = typeof value === 'boolean' ? t(value ? 'userDetail.userActions.yes' : 'userDetail.no') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
      return `${key}: ${text}`;
    })
    .join(', ');
}

/** The user's actions history (POST v2/User/GetUserActions), newest first, paged. */
export function ActionsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const actions = useQuery(userDetailQueries.actions(userId, page));

  const columns = useMemo<DataTableColumn<UserAction>[]>(
    () => [
      { key: 'dateCreated', header: 'userDetail.userActions.date', width: 160, render: (r) => dateTime(r.dateCreated) },
      { key: 'action', header: 'userDetail.userActions.action', width: 180, render: (r) => (isUserActionCode(r.action) ? t(`userDetail.userActionCode.${r.action}`) : r.action) },
      { key: 'ip', header: 'userDetail.userActions.ip', width: 150, copyable: true, render: (r) => r.ip ?? '—' },
      { key: 'clientType', header: 'userDetail.userActions.client', width: 100, render: (r) => (r.clientType ? t(`userDetail.clientType.${r.clientType}`) : '—') },
      {
        key: 'details',
        header: 'userDetail.userActions.details',
        width: 320,
        copyable: true,
        // user data shown as text, never as markup
        render: (r) => detailsText(r.details, t),
      },
    ],
    [dateTime, t],
  );

  return (
    <Section title={t('userDetail.userActions.title')} compact>
      <PagedTableCards
        label={t('userDetail.userActions.title')}
        columns={columns}
        query={actions}
        maxHeight={400}
        page={page}
        pageSize={SECURITY_PAGE_SIZE}
        onPageChange={setPage}
      />
    </Section>
  );
}
