import { Callout, HTMLTable, Intent, NonIdealState, Section, SectionCard, Tag, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { Paging } from '../../components/Paging.tsx';
import { formatAmount } from '../../components/numberFormat.ts';
import { REFERRAL_INCOME_TYPES } from '../../domain/referralStaking.ts';
import { errorText, useDateTime } from './components/shared.tsx';
import { UserDetailSections } from './components/UserDetailLayout.tsx';
import { USER_TAB_PAGE_SIZE, userReferralStakingQueries, type UserReferralIncome, type UserReferralProgram } from './referralStakingApi.ts';
import { TableHead } from '../../components/TableHead.tsx';
import { queryRows } from '../../components/queryRows.ts';

/** The Referrals tab (spec 1 §2 user-referrals): the programs the user owns, with their fees per level, and the incomes they earned. */
export function UserReferralsScreen() {
  return <UserDetailSections sections={[ProgramsSection, IncomesSection]} />;
}

function ProgramsSection({ userId }: { userId: number }) {
  const { t } = useTranslation('referralProgram');
  const dateTime = useDateTime();
  const programs = useQuery(userReferralStakingQueries.programs(userId));
  return (
    <Section title={t('referralProgram.user.programs')} compact>
      {programs.isError && <Callout intent={Intent.DANGER} role="alert" compact>{errorText(programs.error, t)}</Callout>}
      {programs.data?.length === 0 && <NonIdealState title={t('referralProgram.user.none')} />}
      {programs.data?.map((p: UserReferralProgram) => (
        <SectionCard key={p.id}>
          <div className="user-detail-toolbar">
            <strong>{t('referralProgram.user.program', { id: p.referralId })}</strong>
            <Tag multiline minimal intent={p.isActive ? 'success' : 'none'}>{t(p.isActive ? 'referralProgram.activity.Active' : 'referralProgram.activity.Disabled')}</Tag>
            {p.isBlocked && <Tag multiline minimal intent="danger">{t('referralProgram.status.blocked')}</Tag>}
            <span className={Classes.TEXT_MUTED}>{p.link}</span>
          </div>
          <p>
            {t('referralProgram.user.summary', { count: p.usersCount, sum: formatAmount(p.incomeSum, 2), date: dateTime(p.dateCreated) })}{' '}
            <Link to={`/referral-program?search=${p.referralId}`}>{t('referralProgram.user.openProgram')}</Link>
          </p>
          <HTMLTable compact aria-label={t('referralProgram.fees.label', { id: p.referralId })}>
            <TableHead columns={[t('referralProgram.fees.level'), ...REFERRAL_INCOME_TYPES.map((type) => `${t(`referralProgram.incomeType.${type}`)}, %`)]} />
            <tbody>
              {p.levels.map((l) => (
                <tr key={l.level}>
                  <th scope="row">{t('referralProgram.fees.levelN', { level: l.level })}</th>
                  {REFERRAL_INCOME_TYPES.map((type) => <td key={type}>{l[type]}</td>)}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </SectionCard>
      ))}
    </Section>
  );
}

function IncomesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('referralProgram');
  const dateTime = useDateTime();
  const currencies = useQuery(sessionQueries.currencies()).data;
  const byId = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c])), [currencies]);
  const [page, setPage] = useState(1);
  const incomes = useQuery(userReferralStakingQueries.incomes(userId, page));
  const columns: DataTableColumn<UserReferralIncome>[] = [
    { key: 'date', header: 'referralProgram.incomes.date', width: 170, render: (r) => dateTime(r.dateCreated) },
    { key: 'referral', header: 'referralProgram.incomes.referral', width: 110, render: (r) => <Link to={`/user/${r.referralUserId}`}>#{r.referralUserId}</Link> },
    { key: 'level', header: 'referralProgram.incomes.level', width: 70, render: (r) => r.level },
    { key: 'type', header: 'referralProgram.incomes.type', width: 100, render: (r) => t(`referralProgram.incomeType.${r.incomeType}`) },
    { key: 'amount', header: 'referralProgram.incomes.amount', width: 200, render: (r) => `${formatAmount(r.amount, byId.get(r.currencyId)?.decimals)} ${byId.get(r.currencyId)?.title ?? ''}` },
  ];
  return (
    <Section title={t('referralProgram.user.incomes')} compact>
      <SectionCard padded={false}>
        <DataTable label={t('referralProgram.user.incomes')} columns={columns} {...queryRows(incomes, (error) => errorText(error, t))} maxHeight={420} />
      </SectionCard>
      <SectionCard>
        <Paging page={page} pageSize={USER_TAB_PAGE_SIZE} total={incomes.data?.total ?? 0} pageSizes={[USER_TAB_PAGE_SIZE]} onPageChange={setPage} />
      </SectionCard>
    </Section>
  );
}
