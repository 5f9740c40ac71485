import { Button, FormGroup, HTMLSelect, InputGroup, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { ChevronDown, ChevronUp } from '@blueprintjs/icons';
import { useCan } from '../../components/access.ts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { LOCALES } from '../../domain/languages.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { canMoveStore, STORE_STATUSES, type StoreStatus } from '../../domain/marketplace.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { paymentsQuery, storesQuery, type Store, saveStore } from './api.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { StoreStatusTag } from '../../components/merchants/StatusTags.tsx';
import { PaymentsTable } from '../../components/merchants/PaymentsTable.tsx';
import { STORE_STATUS_OPTIONS, storesListSchema } from './merchantsLists.ts';
import { listCount } from '../../components/listQueryState.ts';
import { queryRows } from '../../components/queryRows.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { TermList } from '../../components/TermList.tsx';
import { statePaging } from '../../components/listPaging.ts';
import { editColumn } from './editColumn.tsx';
import { StatusField } from './StatusField.tsx';

type FilterValues = { search: string; status: string; merchantId: number | null };
const FILTER_FIELDS: readonly FilterField<keyof FilterValues>[] = [
  { name: 'search', kind: 'text', label: 'merchants.filters.storeSearch' },
  { name: 'status', kind: 'select', label: 'merchants.filters.status', options: STORE_STATUS_OPTIONS },
  { name: 'merchantId', kind: 'numeric', label: 'merchants.filters.merchantId' },
];
const INITIAL: FilterValues = { search: '', status: '', merchantId: null };

// echarts comes with the panel, only once the admin opens the statistics.
const MerchantStatsPanel = lazy(() => import('./MerchantStatsPanel.tsx').then((m) => ({ default: m.MerchantStatsPanel })));

/**
 * The merchants' statistics above the stores (issue 25): folded by default, so the list opens
 * without them; shown to the statuses the server gives the figures to.
 */
function MerchantStatsSection() {
  const { t } = useTranslation('merchants');
  const mayRead = useCan('POST v2/Finance/GetMerchantStats');
  const [open, setOpen] = useState(false);
  if (!mayRead) return null;
  return (
    <Section
      className="merchant-stats-section"
      compact
      title={t('merchants.stats.title')}
      rightElement={
        <Button size="small" variant="minimal" intent="primary" icon={open ? <ChevronUp /> : <ChevronDown />} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {t(open ? 'merchants.stats.hide' : 'merchants.stats.show')}
        </Button>
      }
    >
      {open ? (
        <SectionCard>
          <Suspense fallback={<Spinner size={24} aria-label={t('merchants.stats.loading')} />}>
            <MerchantStatsPanel />
          </Suspense>
        </SectionCard>
      ) : null}
    </Section>
  );
}

/** Stores (the Merchants section's default tab): status, URLs and locale; a row opens the store's payments. */
export function StoresPage() {
  const { t } = useTranslation('merchants');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const timeZone = admin?.settings.timezone || undefined;
  const { state, patchState } = useListQuery(storesListSchema);
  const list = useQuery(storesQuery({ page: state.page, pageSize: state.pageSize, searchString: state.filters.search, status: state.filters.status, merchantId: state.filters.merchantId }));
  const [editing, setEditing] = useState<Store | null>(null);

  const columns = useMemo<DataTableColumn<Store>[]>(
    () => [
      { key: 'id', header: 'merchants.columns.id', width: 60, copyable: true, render: (s) => s.id },
      { key: 'name', header: 'merchants.columns.store', width: 170, copyable: true, render: (s) => s.name },
      { key: 'merchant', header: 'merchants.columns.merchant', width: 200, copyable: true, copyValue: (s) => String(s.merchantId), render: (s) => `${s.merchantName ?? '—'} (#${s.merchantId})` },
      { key: 'serviceMerchantId', header: 'merchants.columns.serviceMerchantId', width: 110, copyable: true, render: (s) => s.serviceMerchantId },
      { key: 'status', header: 'merchants.columns.status', width: 150, render: (s) => <StoreStatusTag status={s.status} /> },
      { key: 'locale', header: 'merchants.columns.locale', width: 70, render: (s) => s.locale },
      { key: 'revenue', header: 'merchants.columns.revenue', width: 120, render: (s) => formatAmount(s.revenue) },
      { key: 'date', header: 'merchants.columns.dateCreated', width: 150, render: (s) => formatDateTime(s.dateCreated, timeZone) },
      editColumn<Store>(t, 'merchants.stores.editAria', 90, setEditing),
    ],
    [t, timeZone],
  );

  return (
    <div className="console-list-page">
      <MerchantStatsSection />
      <FilterBar
        fields={FILTER_FIELDS}
        values={{ search: state.filters.search, status: state.filters.status, merchantId: state.filters.merchantId }}
        initialValues={INITIAL}
        onSubmit={(values) => patchState({ filters: { ...state.filters, ...values }, page: 1 })}
        savedFiltersKey="merchants-stores"
      />
      <DataTable<Store>
        label={t('merchants.stores.title')}
        columns={columns}
        {...queryRows(list, t('merchants.list.loadFailed'))}
        emptyText={t('merchants.list.emptyStores')}
        skeletonRows={state.pageSize}
        renderExpanded={(s) => <StorePayments store={s} />}
      />
      <ListFooter {...listCount(list)} {...statePaging(state, patchState)} />
      {editing && <StoreDialog store={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function StorePayments({ store }: { store: Store }) {
  const { t } = useTranslation('merchants');
  const payments = useQuery(paymentsQuery(store.serviceMerchantId));
  return (
    <div className="merchants-detail">
      <TermList
        className="merchants-terms"
        items={[
          { label: t('merchants.fields.successUrl'), value: store.successUrl ?? '—' },
          { label: t('merchants.fields.failUrl'), value: store.failUrl ?? '—' },
          { label: t('merchants.fields.logo'), value: store.logo ?? '—' },
          { label: t('merchants.fields.paymentSystems'), value: store.paymentSystems.length ? store.paymentSystems.map((id) => `#${id}`).join(', ') : '—' },
        ]}
      />
      <strong>{t('merchants.stores.payments', { name: store.name, id: store.serviceMerchantId })}</strong>
      <PaymentsTable rows={payments.data?.items ?? []} query={payments} />
    </div>
  );
}

/** Status (only the moves the table allows), success and fail URLs, locale. */
function StoreDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const { t } = useTranslation('merchants');
  const [status, setStatus] = useState<StoreStatus>(store.status);
  const [successUrl, setSuccessUrl] = useState(store.successUrl ?? '');
  const [failUrl, setFailUrl] = useState(store.failUrl ?? '');
  const [locale, setLocale] = useState<Store['locale']>(store.locale);
  const statuses = STORE_STATUSES.filter((s) => canMoveStore(store.status, s));

  const vars = () => ({ id: store.id, name: store.name, status, successUrl: successUrl.trim() || null, failUrl: failUrl.trim() || null, locale });

  return (
    <FormDialog title={t('merchants.stores.editTitle', { name: store.name })} action={saveStore} vars={vars} onClose={onClose} submitText={t('merchants.actions.save')}>
      <StatusField id="store-status" words="merchants.storeStatus" statuses={statuses} value={status} onChange={setStatus} />
      <FormGroup label={t('merchants.fields.successUrl')} labelFor="store-success">
        <InputGroup id="store-success" value={successUrl} maxLength={1024} onValueChange={setSuccessUrl} placeholder="https://" />
      </FormGroup>
      <FormGroup label={t('merchants.fields.failUrl')} labelFor="store-fail">
        <InputGroup id="store-fail" value={failUrl} maxLength={1024} onValueChange={setFailUrl} placeholder="https://" />
      </FormGroup>
      <FormGroup label={t('merchants.fields.locale')} labelFor="store-locale">
        <HTMLSelect id="store-locale" value={locale} onChange={(e) => setLocale(e.target.value as Store['locale'])} fill>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </FormDialog>
  );
}
