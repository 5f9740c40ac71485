import { Section, SectionCard } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { PaymentsTable } from '../../components/merchants/PaymentsTable.tsx';
import { StoreStatusTag } from '../../components/merchants/StatusTags.tsx';
import { formatAmount } from '../../components/numberFormat.ts';
import { userMerchantQueries, type UserStore } from './merchantApi.ts';
import { errorText, useDateTime } from './components/shared.tsx';
import { UserDetailLayout } from './components/UserDetailLayout.tsx';
import { queryRows } from '../../components/queryRows.ts';

/** The Merchant tab: the user's stores (status, URLs, locale, revenue); a store opens its payment transactions. */
export function UserMerchantScreen() {
  return <UserDetailLayout>{(userId) => <UserStores userId={userId} />}</UserDetailLayout>;
}

function UserStores({ userId }: { userId: number }) {
  const { t } = useTranslation('merchants');
  const dateTime = useDateTime();
  const stores = useQuery(userMerchantQueries.stores(userId));
  const columns = useMemo<DataTableColumn<UserStore>[]>(
    () => [
      { key: 'id', header: 'merchants.columns.id', width: 60, copyable: true, render: (s) => s.id },
      { key: 'name', header: 'merchants.columns.store', width: 170, copyable: true, render: (s) => s.name },
      { key: 'serviceMerchantId', header: 'merchants.columns.serviceMerchantId', width: 120, copyable: true, render: (s) => s.serviceMerchantId },
      { key: 'status', header: 'merchants.columns.status', width: 150, render: (s) => <StoreStatusTag status={s.status} /> },
      { key: 'locale', header: 'merchants.columns.locale', width: 70, render: (s) => s.locale },
      { key: 'revenue', header: 'merchants.columns.revenue', width: 130, render: (s) => formatAmount(s.revenue) },
      { key: 'successUrl', header: 'merchants.columns.successUrl', width: 200, copyable: true, render: (s) => s.successUrl ?? '—' },
      { key: 'date', header: 'merchants.columns.dateCreated', width: 160, render: (s) => dateTime(s.dateCreated) },
    ],
    [dateTime],
  );
  return (
    <Section title={t('merchants.user.stores')} compact>
      <SectionCard padded={false}>
        <DataTable<UserStore>
          label={t('merchants.user.stores')}
          columns={columns}
          {...queryRows(stores, (error) => errorText(error, t))}
          emptyText={t('merchants.user.noStores')}
          renderExpanded={(s) => <StorePayments store={s} />}
        />
      </SectionCard>
    </Section>
  );
}

function StorePayments({ store }: { store: UserStore }) {
  const { t } = useTranslation('merchants');
  const payments = useQuery(userMerchantQueries.payments(store.serviceMerchantId));
  return (
    <div className="merchants-detail">
      <strong>{t('merchants.stores.payments', { name: store.name, id: store.serviceMerchantId })}</strong>
      <PaymentsTable rows={payments.data?.items ?? []} query={payments} />
    </div>
  );
}
