import { Section, SectionCard } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { userDetailQueries, type LockHistoryItem } from '../api.ts';
import { errorText, useAdminEmail, useDateTime } from './shared.tsx';
import { queryRows } from '../../../components/queryRows.ts';

/** Lock and block history (POST User/GetUserLockHistory); the moderator shown by e-mail. */
export function LockHistorySection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const history = useQuery(userDetailQueries.lockHistory(userId));
  const emailOf = useAdminEmail();

  const columns = useMemo<DataTableColumn<LockHistoryItem>[]>(() => {
    return [
      { key: 'dateCreated', header: 'userDetail.locks.date', width: 150, render: (r) => dateTime(r.dateCreated) },
      {
        key: 'kind',
        header: 'userDetail.locks.kind',
        width: 150,
        render: (r) => (r.kind === 'block' ? t('userDetail.locks.block') : t(`userDetail.lockType.${r.lockType ?? 0}`)),
      },
      { key: 'source', header: 'userDetail.locks.blockedBy', width: 100, render: (r) => t(`userDetail.locks.source.${r.source}`) },
      {
        key: 'moderator',
        header: 'userDetail.locks.moderator',
        width: 190,
        copyable: true,
        render: (r) => {
          const id = r.adminId ?? r.arbitratorId;
          return (id !== null ? emailOf(id) : undefined) ?? r.moderatorEmail ?? '—';
        },
      },
      { key: 'blockTime', header: 'userDetail.locks.blockTime', width: 90, render: (r) => (r.blockTimeMinutes === null ? '—' : r.blockTimeMinutes) },
      { key: 'until', header: 'userDetail.locks.until', width: 150, render: (r) => dateTime(r.until) },
      {
        key: 'unblocked',
        header: 'userDetail.locks.unblocked',
        width: 150,
        render: (r) => (r.unblocked ? dateTime(r.dateUnblocked) : t('userDetail.no')),
      },
      { key: 'comment', header: 'userDetail.locks.comment', width: 220, copyable: true, render: (r) => r.comment ?? '' },
    ];
  }, [emailOf, dateTime, t]);

  return (
    <Section title={t('userDetail.locks.title')} compact>
      <SectionCard padded={false}>
        <DataTable label={t('userDetail.locks.title')} columns={columns} {...queryRows(history, (error) => errorText(error, t))} maxHeight={320} />
      </SectionCard>
    </Section>
  );
}
