import { Button, HTMLSelect, Section, SectionCard, Tag, Classes } from '@blueprintjs/core';
import { BankAccount } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { useCan } from '../../components/access.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { AdminMoneyDialog } from '../../components/money/AdminMoneyDialog.tsx';
import { TransactionStatusTag } from '../../components/money/TransactionStatusTag.tsx';
import { signedAmount } from '../../domain/money.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import {
  USER_ADDRESSES_PAGE_SIZE,
  USER_OPERATIONS_PAGE_SIZE,
  userBalanceKeys,
  userBalanceQueries,
  type BalanceInfoRow,
  type UserAddress,
  type UserOperation,
} from './balanceApi.ts';
import { userDetailQueries } from './api.ts';
import { errorText, useDateTime } from './components/shared.tsx';
import { PagedTableCards } from './components/PagedTableCards.tsx';
import { UserDetailSections } from './components/UserDetailLayout.tsx';
import { listQueryState } from '../../components/listQueryState.ts';


/**
 * The Balance tab (spec 1 §2 user-balance): the user's balances per currency and balance type with their
 * worth in a cumulative currency, admin deposit and withdrawal, the user's transactions and deposit addresses.
 */
export function UserBalanceScreen() {
  return <UserDetailSections sections={[BalancesSection, OperationsSection, AddressesSection]} />;
}

function useDecimals() {
  const currencies = useQuery(sessionQueries.currencies()).data;
  return useMemo(() => {
    const byId = new Map((currencies ?? []).map((c) => [c.id, c]));
    return { currencies: currencies ?? [], decimalsOf: (id: number) => byId.get(id)?.decimals, titleOf: (id: number) => byId.get(id)?.title ?? `#${id}` };
  }, [currencies]);
}

function BalancesSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useQuery(userDetailQueries.user(userId)).data;
  const { currencies, decimalsOf } = useDecimals();
  const [chosen, setChosen] = useState<number | null>(null);
  // USD by default, as the balances list; any currency can be the measure.
  const cumulativeId = chosen ?? currencies.find((c) => c.title === 'USD')?.id ?? currencies[0]?.id;
  const balances = useQuery({ ...userBalanceQueries.balances(userId, cumulativeId ?? 0), enabled: cumulativeId !== undefined });
  const [moneyOpen, setMoneyOpen] = useState(false);
  const cumulativeTitle = balances.data?.cumulativeCurrencyTitle ?? '';
  const canMoveMoney = useCan('POST Transaction/AdminDeposit');

  const columns = useMemo<DataTableColumn<BalanceInfoRow>[]>(
    () => [
      { key: 'currency', header: 'userDetail.balance.currency', width: 110, render: (r) => r.currencyTitle },
      { key: 'balanceType', header: 'userDetail.balance.balanceType', width: 120, render: (r) => <Tag multiline minimal>{t(`userDetail.balance.type.${r.balanceType}`)}</Tag> },
      { key: 'available', header: 'userDetail.balance.available', width: 200, copyable: true, copyValue: (r) => r.availableBalance, render: (r) => formatAmount(r.availableBalance, decimalsOf(r.currencyId)) },
      { key: 'locked', header: 'userDetail.balance.locked', width: 200, copyable: true, copyValue: (r) => r.lockedBalance, render: (r) => formatAmount(r.lockedBalance, decimalsOf(r.currencyId)) },
      { key: 'equivalent', header: 'userDetail.balance.equivalent', width: 200, render: (r) => `${formatAmount(r.equivalentBalance, 2)} ${cumulativeTitle}` },
    ],
    [t, decimalsOf, cumulativeTitle],
  );

  return (
    <Section
      title={t('userDetail.balance.title')}
      compact
      rightElement={
        <div className="user-detail-toolbar">
          <label className={Classes.TEXT_MUTED} htmlFor="user-balance-cumulative">{t('userDetail.balance.cumulative')}</label>
          <HTMLSelect id="user-balance-cumulative" minimal value={cumulativeId ?? ''} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
            {currencies.map((c) => (
              <option key={c.id} value={c.id}>{c.title}</option>
            ))}
          </HTMLSelect>
          {canMoveMoney && <Button small icon={<BankAccount />} text={t('userDetail.balance.money')} onClick={() => setMoneyOpen(true)} />}
        </div>
      }
    >
      <SectionCard padded={false}>
        <DataTable label={t('userDetail.balance.title')} columns={columns} rows={balances.data?.items ?? []} getRowKey={(r) => `${r.currencyId}-${r.balanceType}`} {...listQueryState(balances, (error) => errorText(error, t))} maxHeight={360} />
      </SectionCard>
      {balances.data && (
        <SectionCard>
          <strong>{t('userDetail.balance.availableFunds')}</strong>{' '}
          <span data-testid="user-available-funds">{`${formatAmount(balances.data.availableFunds, 2)} ${cumulativeTitle}`}</span>
        </SectionCard>
      )}
      {moneyOpen && (
        <AdminMoneyDialog
          userId={userId}
          userName={user?.userName ?? null}
          onClose={() => setMoneyOpen(false)}
          refresh={[userBalanceKeys.all(userId)]}
        />
      )}
    </Section>
  );
}

function OperationsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { decimalsOf } = useDecimals();
  const [page, setPage] = useState(1);
  const operations = useQuery(userBalanceQueries.operations(userId, page));

  const columns = useMemo<DataTableColumn<UserOperation>[]>(
    () => [
      {
        key: 'id',
        header: 'userDetail.balance.operationId',
        width: 90,
        render: (r) => (
          <Link to={`/transactions/operation/${r.id}`} aria-label={t('userDetail.balance.openOperation', { id: r.id })}>
            {r.id}
          </Link>
        ),
      },
      { key: 'dateCreated', header: 'userDetail.balance.date', width: 160, render: (r) => dateTime(r.dateCreated) },
      { key: 'side', header: 'userDetail.balance.side', width: 110, render: (r) => t(`userDetail.balance.sides.${r.side}`) },
      {
        key: 'amount',
        header: 'userDetail.balance.amount',
        width: 200,
        copyable: true,
        copyValue: (r) => signedAmount(r.amount, r.side),
        render: (r) => `${formatAmount(signedAmount(r.amount, r.side), decimalsOf(r.currencyId))} ${r.currencyTitle}`,
      },
      { key: 'status', header: 'userDetail.balance.status', width: 190, render: (r) => <TransactionStatusTag status={r.status} /> },
    ],
    [t, dateTime, decimalsOf],
  );

  return (
    <Section title={t('userDetail.balance.operations')} compact>
      <PagedTableCards
        label={t('userDetail.balance.operations')}
        columns={columns}
        query={operations}
        maxHeight={400}
        page={page}
        pageSize={USER_OPERATIONS_PAGE_SIZE}
        onPageChange={setPage}
      />
    </Section>
  );
}

function AddressesSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { titleOf } = useDecimals();
  const [page, setPage] = useState(1);
  const addresses = useQuery(userBalanceQueries.addresses(userId, page));

  const columns = useMemo<DataTableColumn<UserAddress>[]>(
    () => [
      { key: 'currency', header: 'userDetail.balance.currency', width: 100, render: (r) => titleOf(r.currencyId) },
      { key: 'address', header: 'userDetail.balance.address', width: 380, copyable: true, render: (r) => r.address },
      { key: 'network', header: 'userDetail.balance.network', width: 120, render: (r) => r.network ?? '—' },
      { key: 'tag', header: 'userDetail.balance.tag', width: 120, copyable: true, render: (r) => r.tag ?? '—' },
      { key: 'dateCreated', header: 'userDetail.balance.created', width: 160, render: (r) => dateTime(r.dateCreated) },
    ],
    [dateTime, titleOf],
  );

  return (
    <Section title={t('userDetail.balance.addresses')} compact>
      <PagedTableCards
        label={t('userDetail.balance.addresses')}
        columns={columns}
        query={addresses}
        maxHeight={300}
        page={page}
        pageSize={USER_ADDRESSES_PAGE_SIZE}
        onPageChange={setPage}
      />
    </Section>
  );
}
