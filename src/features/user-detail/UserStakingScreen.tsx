import { Button, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { Paging } from '../../components/Paging.tsx';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { formatAmount } from '../../components/numberFormat.ts';
import { errorText, useDateTime } from './components/shared.tsx';
import { UserDetailSections } from './components/UserDetailLayout.tsx';
import { USER_TAB_PAGE_SIZE, updateUserStakingAction, userReferralStakingQueries, type UserStakingLog, type UserStakingStats } from './referralStakingApi.ts';
import { listQueryState } from '../../components/listQueryState.ts';
import { queryRows } from '../../components/queryRows.ts';

type StatsItem = UserStakingStats['items'][number];

/** The Staking tab (spec 1 §2 user-staking): staking on or off for the user, balances and rewards per currency, the user's staking log. */
export function UserStakingScreen() {
  return <UserDetailSections sections={[StatsSection, LogSection]} />;
}

function useCurrencies() {
  const currencies = useQuery(sessionQueries.currencies()).data;
  return useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c])), [currencies]);
}

function StatsSection({ userId }: { userId: number }) {
  const { t } = useTranslation('staking');
  const stats = useQuery(userReferralStakingQueries.stats(userId));
  const byId = useCurrencies();
  const { confirm, dialog } = useConfirm();
  const change = useAction(updateUserStakingAction);
  const canChange = change.allowed;
  const enabled = stats.data?.isEnabled;
  const toggle = () =>
    confirm({
      title: t(enabled ? 'staking.user.disable' : 'staking.user.enable'),
      text: t(enabled ? 'staking.user.disableText' : 'staking.user.enableText', { id: userId }),
      action: () => change.settle({ userId, isEnabled: !enabled }),
    });
  const fmt = (v: string, id: number) => formatAmount(v, byId.get(id)?.decimals);
  const columns: DataTableColumn<StatsItem>[] = [
    { key: 'currency', header: 'staking.user.currency', width: 100, render: (r) => r.currencyTitle },
    { key: 'balance', header: 'staking.user.balance', width: 180, render: (r) => fmt(r.balance, r.currencyId) },
    { key: 'rewards', header: 'staking.user.rewards', width: 180, render: (r) => fmt(r.rewards, r.currencyId) },
    { key: 'daily', header: 'staking.user.dailyIncome', width: 160, render: (r) => fmt(r.dailyIncome, r.currencyId) },
    { key: 'monthly', header: 'staking.user.monthlyIncome', width: 160, render: (r) => fmt(r.monthlyIncome, r.currencyId) },
  ];
  return (
    <Section
      title={t('staking.user.title')}
      compact
      rightElement={
        <div className="user-detail-toolbar">
          {enabled !== undefined && <Tag multiline intent={enabled ? 'success' : 'none'} minimal>{t(enabled ? 'staking.user.enabled' : 'staking.user.disabled')}</Tag>}
          {canChange && enabled !== undefined && (
            <Button small intent={enabled ? 'danger' : 'success'} text={t(enabled ? 'staking.user.disable' : 'staking.user.enable')} onClick={() => void toggle()} />
          )}
        </div>
      }
    >
      <SectionCard padded={false}>
        <DataTable label={t('staking.user.title')} columns={columns} rows={stats.data?.items ?? []} getRowKey={(r) => r.currencyId} {...listQueryState(stats, (error) => errorText(error, t))} maxHeight={300} />
      </SectionCard>
      {stats.data && (
        <SectionCard>
          <strong>{t('staking.user.cumulative')}</strong>{' '}
          <span data-testid="user-staking-cumulative">
            {t('staking.user.cumulativeValue', { balance: formatAmount(stats.data.cumulativeBalance, 2), rewards: formatAmount(stats.data.cumulativeRewards, 2) })}
          </span>
        </SectionCard>
      )}
      {dialog}
    </Section>
  );
}

function LogSection({ userId }: { userId: number }) {
  const { t } = useTranslation('staking');
  const dateTime = useDateTime();
  const byId = useCurrencies();
  const [page, setPage] = useState(1);
  const logs = useQuery(userReferralStakingQueries.logs(userId, page));
  const title = (id: number) => byId.get(id)?.title ?? `#${id}`;
  const columns: DataTableColumn<UserStakingLog>[] = [
    { key: 'date', header: 'staking.logs.date', width: 170, render: (l) => dateTime(l.dateCreated) },
    { key: 'type', header: 'staking.logs.type', width: 160, render: (l) => t(`staking.logType.${l.logType}`) },
    { key: 'currency', header: 'staking.logs.currency', width: 90, render: (l) => title(l.currencyId) },
    { key: 'percent', header: 'staking.logs.percent', width: 120, render: (l) => (l.percent === null ? '—' : `${l.percent} %`) },
    { key: 'amount', header: 'staking.logs.amount', width: 180, render: (l) => (l.amount === null ? '—' : `${formatAmount(l.amount, byId.get(l.currencyId)?.decimals)} ${title(l.currencyId)}`) },
  ];
  return (
    <Section title={t('staking.logs.title')} compact>
      <SectionCard padded={false}>
        <DataTable label={t('staking.logs.label')} columns={columns} {...queryRows(logs, (error) => errorText(error, t))} maxHeight={420} />
      </SectionCard>
      <SectionCard>
        <Paging page={page} pageSize={USER_TAB_PAGE_SIZE} total={logs.data?.total ?? 0} pageSizes={[USER_TAB_PAGE_SIZE]} onPageChange={setPage} />
      </SectionCard>
    </Section>
  );
}
