import { Intent, Section, SectionCard, Tag, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { claimsOf } from '../../domain/users.ts';
import { userDetailQueries, type UserApiClient } from './api.ts';
import { errorText, useDateTime } from './components/shared.tsx';
import { UserDetailLayout } from './components/UserDetailLayout.tsx';
import { queryRows } from '../../components/queryRows.ts';

/** The API tab: the user's API clients with their claims decoded from the bit flags (spec 1 §9). */
export function UserApiScreen() {
  return <UserDetailLayout>{(userId) => <ApiClients userId={userId} />}</UserDetailLayout>;
}

function ApiClients({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const clients = useQuery(userDetailQueries.apiClients(userId));

  const columns = useMemo<DataTableColumn<UserApiClient>[]>(
    () => [
      { key: 'id', header: 'userDetail.api.id', width: 70, copyable: true, render: (r) => r.id },
      { key: 'name', header: 'userDetail.api.name', width: 180, copyable: true, render: (r) => r.name },
      {
        key: 'claims',
        header: 'userDetail.api.claims',
        width: 340,
        copyValue: (r) => claimsOf(r.claims).map((c) => t(`userDetail.api.claim.${c}`)).join(', '),
        render: (r) => {
          const claims = claimsOf(r.claims);
          return claims.length === 0 ? (
            <span className={Classes.TEXT_MUTED}>{t('userDetail.api.noClaims')}</span>
          ) : (
            <span className="user-detail-tags">
              {claims.map((c) => (
                <Tag multiline key={c} minimal intent={c === 4 ? Intent.WARNING : Intent.NONE}>
                  {t(`userDetail.api.claim.${c}`)}
                </Tag>
              ))}
            </span>
          );
        },
      },
      { key: 'ipList', header: 'userDetail.api.ipList', width: 220, copyable: true, render: (r) => (r.ipList.length ? r.ipList.join(', ') : t('userDetail.api.anyIp')) },
      { key: 'dateCreated', header: 'userDetail.api.dateCreated', width: 160, render: (r) => dateTime(r.dateCreated) },
      { key: 'lastUsedDate', header: 'userDetail.api.lastUsed', width: 160, render: (r) => (r.lastUsedDate ? dateTime(r.lastUsedDate) : t('userDetail.api.never')) },
    ],
    [dateTime, t],
  );

  return (
    <Section title={t('userDetail.api.title')} compact>
      <SectionCard padded={false}>
        <DataTable label={t('userDetail.api.title')} columns={columns} {...queryRows(clients, (error) => errorText(error, t))} />
      </SectionCard>
    </Section>
  );
}
