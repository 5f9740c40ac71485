import { Button, Callout, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useCan } from '../../components/access.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { RequisiteFormDialog } from '../../components/requisites/index.ts';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { listQueryState } from '../../components/listQueryState.ts';
import { isExcluded } from '../../domain/buildFeatures.ts';
import { formatAmount, formatCount, formatFixed } from '../../components/numberFormat.ts';
import { errorText, FactGrid, useDateTime } from './components/shared.tsx';
import { UserDetailLayout } from './components/UserDetailLayout.tsx';
import { userTraderQueries, type TraderProfile, type UserRequisite, type UserTraderTransaction } from './traderApi.ts';
import { queryRows } from '../../components/queryRows.ts';

const MARK_INTENT: Record<UserRequisite['status'], Intent> = { new: Intent.NONE, approved: Intent.SUCCESS, problematic: Intent.DANGER };

/** The Requisites tab (trader builds): every requisite of the user, with its check mark and who set it. */
export function UserRequisitesScreen() {
  return <UserDetailLayout>{(userId) => <UserRequisites userId={userId} />}</UserDetailLayout>;
}

function UserRequisites({ userId }: { userId: number }) {
  const { t } = useTranslation('userDetail');
  const dateTime = useDateTime();
  const list = useQuery(userTraderQueries.requisites(userId));
  const mayCreate = useCan('POST v1/p2p/requisites');
  const mayEdit = useCan('PUT v1/p2p/requisites/{requisitesId}');
  // The form: null closed, 'new' creating for this user, a requisite editing.
  const [form, setForm] = useState<UserRequisite | 'new' | null>(null);
  const columns = useMemo<DataTableColumn<UserRequisite>[]>(
    () => [
      { key: 'id', header: 'userDetail.trader.columns.id', width: 70, copyable: true, render: (r) => r.requisitesId },
      { key: 'name', header: 'userDetail.trader.columns.name', width: 200, render: (r) => r.name },
      { key: 'currency', header: 'userDetail.trader.columns.currency', width: 90, render: (r) => r.currency },
      { key: 'method', header: 'userDetail.trader.columns.paymentMethod', width: 160, render: (r) => r.paymentMethodName ?? '—' },
      { key: 'state', header: 'userDetail.trader.columns.state', width: 110, render: (r) => t(`userDetail.trader.state.${r.state}`) },
      {
        key: 'mark',
        header: 'userDetail.trader.columns.mark',
        width: 260,
        render: (r) => (
          <>
            <Tag multiline minimal intent={MARK_INTENT[r.status]}>{t(`userDetail.trader.mark.${r.status}`)}</Tag>
            {r.statusAdminName ? ` ${t('userDetail.trader.markedBy', { admin: r.statusAdminName, date: dateTime(r.statusDate) })}` : ''}
          </>
        ),
      },
      { key: 'date', header: 'userDetail.trader.columns.date', width: 160, render: (r) => dateTime(r.dateCreated) },
      ...(mayEdit
        ? [
            {
              key: 'actions',
              header: 'userDetail.trader.columns.actions',
              width: 90,
              render: (r: UserRequisite) =>
                r.state === 'deleted' ? null : (
                  <Button size="small" variant="minimal" intent="primary" aria-label={t('userDetail.trader.editRequisiteAria', { id: r.requisitesId })} onClick={() => setForm(r)}>
                    {t('userDetail.trader.editRequisite')}
                  </Button>
                ),
            },
          ]
        : []),
    ],
    [t, dateTime, mayEdit],
  );
  return (
    <Section
      title={t('userDetail.trader.requisites')}
      compact
      rightElement={
        mayCreate ? (
          <Button size="small" intent="primary" icon={<Plus />} onClick={() => setForm('new')}>
            {t('userDetail.trader.createRequisite')}
          </Button>
        ) : undefined
      }
    >
      <SectionCard padded={false}>
        <DataTable<UserRequisite> label={t('userDetail.trader.requisites')} columns={columns} rows={list.data?.items ?? []} getRowKey={(r) => r.requisitesId} {...listQueryState(list, (error) => errorText(error, t))} emptyText={t('userDetail.trader.noRequisites')} />
      </SectionCard>
      <RequisiteFormDialog
        isOpen={form !== null}
        requisite={form === 'new' ? null : form}
        userId={userId}
        onClose={() => setForm(null)}
        refresh={[userTraderQueries.requisites(userId).queryKey]}
        onSaved={() => setForm(null)}
      />
    </Section>
  );
}

/** The Transactions tab (trader builds): the user's traders-module transactions, newest first. */
export function UserTransactionsScreen() {
  return <UserDetailLayout>{(userId) => <UserTransactions userId={userId} />}</UserDetailLayout>;
}

function UserTransactions({ userId }: { userId: number }) {
  const { t } = useTranslation('userDetail');
  const dateTime = useDateTime();
  const list = useQuery(userTraderQueries.transactions(userId));
  const columns = useMemo<DataTableColumn<UserTraderTransaction>[]>(
    () => [
      { key: 'id', header: 'userDetail.trader.columns.id', width: 70, copyable: true, render: (tx) => tx.id },
      { key: 'type', header: 'userDetail.trader.columns.type', width: 120, render: (tx) => t(`userDetail.trader.type.${tx.type}`) },
      { key: 'status', header: 'userDetail.trader.columns.status', width: 110, render: (tx) => t(`userDetail.trader.status.${tx.status}`) },
      { key: 'amount', header: 'userDetail.trader.columns.amount', width: 160, render: (tx) => `${formatAmount(tx.amount)} ${tx.currency}` },
      { key: 'address', header: 'userDetail.trader.columns.address', width: 200, copyable: true, render: (tx) => tx.address ?? '—' },
      { key: 'date', header: 'userDetail.trader.columns.date', width: 160, render: (tx) => dateTime(tx.dateCreated) },
    ],
    [t, dateTime],
  );
  return (
    <Section title={t('userDetail.trader.transactions')} compact>
      <SectionCard padded={false}>
        <DataTable<UserTraderTransaction> label={t('userDetail.trader.transactions')} columns={columns} {...queryRows(list, (error) => errorText(error, t))} emptyText={t('userDetail.trader.noTransactions')} />
      </SectionCard>
    </Section>
  );
}

/** Seconds as minutes with two decimals (spec 2 §9); -1 means none. */
const minutes = (seconds: number) => (seconds < 0 ? '—' : formatFixed(seconds / 60, 2));

/** The Trader tab (trader builds): the user's P2P statistics; a build may leave the statistics component out. */
export function UserTraderScreen() {
  return <UserDetailLayout>{(userId) => (isExcluded('user-userTrader-userStatistics') ? null : <TraderStatistics userId={userId} />)}</UserDetailLayout>;
}

function TraderStatistics({ userId }: { userId: number }) {
  const { t } = useTranslation('userDetail');
  const profile = useQuery(userTraderQueries.profile(userId));
  const facts = (p: TraderProfile) =>
    [
      ['userDetail.trader.completedTrades', formatCount(p.completedTrades)],
      ['userDetail.trader.averageTradeTime', minutes(p.averageTradeTime)],
      ['userDetail.trader.medianTradeTime', minutes(p.medianTradeTime)],
      ['userDetail.trader.rating', `${formatFixed(p.rating * 100, 0)}%`],
      ['userDetail.trader.monthlyVolume', formatAmount(p.monthlyVolume)],
      ['userDetail.trader.allVolume', formatAmount(p.allVolume)],
      ['userDetail.trader.wonDisputes', formatCount(p.wonDisputesCount)],
      ['userDetail.trader.lostDisputes', formatCount(p.lostDisputesCount)],
    ] as const;
  return (
    <Section title={t('userDetail.trader.statistics')} compact>
      <SectionCard>
        {profile.isError ? (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {errorText(profile.error, t)}
          </Callout>
        ) : profile.data ? (
          <FactGrid facts={facts(profile.data)} />
        ) : null}
      </SectionCard>
    </Section>
  );
}
