import { Section, SectionCard, Tag, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { Paging } from '../../../components/Paging.tsx';
import { twoFaCodeTypeKey } from '../../../domain/users.ts';
import { SECURITY_PAGE_SIZE, userDetailQueries, type TwoFaCode } from '../api.ts';
import { errorText, useDateTime } from './shared.tsx';
import { queryRows } from '../../../components/queryRows.ts';

/** The user's 2FA codes (POST User/Get2FaCodes: items and pages), newest first. */
export function CodesSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const codes = useQuery(userDetailQueries.codes(userId, page));
  const pages = codes.data?.pages ?? 0;

  const columns = useMemo<DataTableColumn<TwoFaCode>[]>(
    () => [
      { key: 'dateCreated', header: 'userDetail.codes.date', width: 160, render: (r) => dateTime(r.dateCreated) },
      {
        key: 'codeType',
        header: 'userDetail.codes.type',
        width: 170,
        render: (r) => {
          const key = twoFaCodeTypeKey(r.codeType);
          return key ? t(key) : String(r.codeType);
        },
      },
      { key: 'serviceType', header: 'userDetail.codes.service', width: 120, render: (r) => t(`userDetail.nfa.${r.serviceType}`) },
      {
        key: 'code',
        header: 'userDetail.codes.code',
        width: 110,
        copyable: true,
        copyValue: (r) => r.code ?? '',
        render: (r) => r.code ?? <span className={Classes.TEXT_MUTED}>{t('userDetail.codes.hidden')}</span>,
      },
      {
        key: 'isUsed',
        header: 'userDetail.codes.used',
        width: 160,
        render: (r) =>
          r.isUsed ? (
            dateTime(r.dateUsed)
          ) : (
            <Tag multiline minimal>{t('userDetail.no')}</Tag>
          ),
      },
      { key: 'dateExpires', header: 'userDetail.codes.expires', width: 160, render: (r) => dateTime(r.dateExpires) },
    ],
    [dateTime, t],
  );

  return (
    <Section title={t('userDetail.codes.title')} compact>
      <SectionCard padded={false}>
        <DataTable label={t('userDetail.codes.title')} columns={columns} {...queryRows(codes, (error) => errorText(error, t))} maxHeight={360} />
      </SectionCard>
      {pages > 1 && (
        <SectionCard>
          <Paging page={page} pageSize={SECURITY_PAGE_SIZE} total={pages * SECURITY_PAGE_SIZE} onPageChange={setPage} />
        </SectionCard>
      )}
    </Section>
  );
}
