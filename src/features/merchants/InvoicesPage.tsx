import { Callout, FormGroup, TextArea, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { PaymentsTable } from '../../components/merchants/PaymentsTable.tsx';
import { InvoiceStatusTag } from '../../components/merchants/StatusTags.tsx';
import { dayEndUnixSeconds, dayStartUnixSeconds, formatDateTime, parseStorageDate } from '../../domain/dates.ts';
import { type DateRangeValue } from '../../domain/listQuery.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { invoiceStatusTargets, isInvoiceStatus, type InvoiceStatus } from '../../domain/marketplace.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { invoiceQuery, invoicesQuery, orderTransactionsQuery, transactionsQuery, type Invoice, saveInvoice } from './api.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { INVOICE_STATUS_OPTIONS, invoicesListSchema, TX_STATUS_OPTIONS, TX_TYPE_OPTIONS } from './merchantsLists.ts';
import { listCount } from '../../components/listQueryState.ts';
import { queryRows } from '../../components/queryRows.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { TermList } from '../../components/TermList.tsx';
import { ViewButtons } from '../../components/ViewButtons.tsx';
import { editColumn } from './editColumn.tsx';
import { StatusField } from './StatusField.tsx';

type InvoiceFilters = { storeId: number | null; status: string[]; created: DateRangeValue };
const INVOICE_FIELDS: readonly FilterField<keyof InvoiceFilters>[] = [
  { name: 'status', kind: 'tags', label: 'merchants.filters.status', options: INVOICE_STATUS_OPTIONS, placeholder: 'merchants.filters.anyStatus' },
  { name: 'storeId', kind: 'numeric', label: 'merchants.filters.storeId' },
  { name: 'created', kind: 'dateRange', label: 'merchants.filters.created' },
];
const INVOICE_INITIAL: InvoiceFilters = { storeId: null, status: [], created: [null, null] };

type TxFilters = { serviceMerchantId: number | null; txStatus: string; txType: string; created: DateRangeValue };
const TX_FIELDS: readonly FilterField<keyof TxFilters>[] = [
  { name: 'serviceMerchantId', kind: 'numeric', label: 'merchants.filters.serviceMerchantId' },
  { name: 'txStatus', kind: 'select', label: 'merchants.filters.status', options: TX_STATUS_OPTIONS },
  { name: 'txType', kind: 'select', label: 'merchants.filters.type', options: TX_TYPE_OPTIONS },
  { name: 'created', kind: 'dateRange', label: 'merchants.filters.created' },
];
const TX_INITIAL: TxFilters = { serviceMerchantId: null, txStatus: '', txType: '', created: [null, null] };
const VIEWS = ['invoices', 'transactions'] as const;

/** Unix seconds of a stored date range, the end day inclusive (spec 2 §5: to-date + 86399 s). */
function rangeSeconds([from, to]: DateRangeValue, timeZone?: string) {
  const start = from ? parseStorageDate(from) : null;
  const end = to ? parseStorageDate(to) : null;
  return { dateFrom: start ? dayStartUnixSeconds(start, timeZone) : null, dateTo: end ? dayEndUnixSeconds(end, timeZone) : null };
}

/** Invoices (status and comments) and, as a second view, the merchant payment transactions. */
export function InvoicesPage() {
  const { t } = useTranslation('merchants');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const timeZone = admin?.settings.timezone || undefined;
  const { state, patchState } = useListQuery(invoicesListSchema);
  const view = state.filters.view === 'transactions' ? 'transactions' : 'invoices';
  const f = state.filters;

  return (
    <div className="console-list-page">
      <ViewButtons
        label={t('merchants.invoices.views')}
        views={VIEWS}
        current={view}
        titleOf={(v) => t(`merchants.invoices.view.${v}`)}
        onChoose={(v) => patchState({ filters: { ...f, view: v }, page: 1 })}
      />
      {view === 'invoices' ? (
        <>
          <FilterBar
            key="invoices"
            fields={INVOICE_FIELDS}
            values={{ storeId: f.storeId, status: f.status.filter(isInvoiceStatus), created: f.created }}
            initialValues={INVOICE_INITIAL}
            onSubmit={(values) => patchState({ filters: { ...f, ...values }, page: 1 })}
            savedFiltersKey="merchants-invoices"
          />
          <InvoiceList
            request={{ page: state.page, pageSize: state.pageSize, storeId: f.storeId, status: f.status.filter(isInvoiceStatus), ...rangeSeconds(f.created, timeZone) }}
            timeZone={timeZone}
            onPage={(page) => patchState({ page })}
            onPageSize={(pageSize) => patchState({ pageSize, page: 1 })}
          />
        </>
      ) : (
        <>
          <FilterBar
            key="transactions"
            fields={TX_FIELDS}
            values={{ serviceMerchantId: f.serviceMerchantId, txStatus: f.txStatus, txType: f.txType, created: f.created }}
            initialValues={TX_INITIAL}
            onSubmit={(values) => patchState({ filters: { ...f, ...values }, page: 1 })}
            savedFiltersKey="merchants-transactions"
          />
          <TransactionList
            request={{ page: state.page, pageSize: state.pageSize, serviceMerchantId: f.serviceMerchantId, status: f.txStatus, type: f.txType, ...rangeSeconds(f.created, timeZone) }}
            onPage={(page) => patchState({ page })}
            onPageSize={(pageSize) => patchState({ pageSize, page: 1 })}
          />
        </>
      )}
    </div>
  );
}

interface ListProps<R> {
  request: R;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

function InvoiceList({ request, timeZone, onPage, onPageSize }: ListProps<Parameters<typeof invoicesQuery>[0]> & { timeZone?: string }) {
  const { t } = useTranslation('merchants');
  const list = useQuery(invoicesQuery(request));
  const [editing, setEditing] = useState<Invoice | null>(null);

  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      { key: 'id', header: 'merchants.columns.id', width: 60, copyable: true, render: (i) => i.id },
      { key: 'store', header: 'merchants.columns.store', width: 150, render: (i) => `${i.storeName} (#${i.storeId})` },
      { key: 'customer', header: 'merchants.columns.customer', width: 150, copyable: true, render: (i) => i.customer ?? '—' },
      { key: 'amount', header: 'merchants.columns.amount', width: 140, render: (i) => `${formatAmount(i.amount)} ${i.currency}` },
      { key: 'status', header: 'merchants.columns.status', width: 180, render: (i) => <InvoiceStatusTag status={i.status} /> },
      { key: 'commentForAdmin', header: 'merchants.columns.commentForAdmin', width: 180, render: (i) => <span className="merchants-comment" title={i.commentForAdmin ?? ''}>{i.commentForAdmin ?? '—'}</span> },
      { key: 'date', header: 'merchants.columns.dateCreated', width: 150, render: (i) => formatDateTime(i.dateCreated, timeZone) },
      editColumn<Invoice>(t, 'merchants.invoices.changeAria', 80, setEditing),
    ],
    [t, timeZone],
  );

  return (
    <>
      <DataTable<Invoice>
        label={t('merchants.invoices.title')}
        columns={columns}
        {...queryRows(list, t('merchants.list.loadFailed'))}
        emptyText={t('merchants.list.emptyInvoices')}
        skeletonRows={request.pageSize}
        renderExpanded={(i) => <InvoiceDetail id={i.id} timeZone={timeZone} />}
      />
      <ListFooter {...listCount(list)} page={request.page} pageSize={request.pageSize} onPageChange={onPage} onPageSizeChange={onPageSize} />
      {editing && <InvoiceDialog invoice={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** One invoice read afresh: customer, delivery, lines, both comments (as text) and its order's transactions. */
function InvoiceDetail({ id, timeZone }: { id: number; timeZone?: string }) {
  const { t } = useTranslation('merchants');
  const invoice = useQuery(invoiceQuery(id));
  const orderId = invoice.data?.orderId ?? null;
  const transactions = useQuery({ ...orderTransactionsQuery(orderId ?? 0), enabled: orderId !== null });
  if (invoice.isError) {
    return (
      <Callout intent="danger" compact role="alert">
        {t('merchants.list.loadFailed')}
      </Callout>
    );
  }
  const i = invoice.data;
  if (!i) return <p className={Classes.TEXT_MUTED}>{t('merchants.list.loading')}</p>;
  return (
    <div className="merchants-detail" aria-label={t('merchants.invoices.detail', { id })}>
      <TermList
        className="merchants-terms"
        items={[
          { label: t('merchants.fields.customer'), value: i.customer ?? '—' },
          { label: t('merchants.fields.delivery'), value: i.delivery ?? '—' },
          { label: t('merchants.fields.products'), value: i.products.map((l) => t('merchants.invoices.line', { id: l.productId, quantity: l.quantity, price: formatAmount(l.price), currency: i.currency })).join('\n') || '—' },
          { label: t('merchants.fields.commentForAdmin'), value: i.commentForAdmin ?? '—' },
          { label: t('merchants.fields.commentForUser'), value: i.commentForUser ?? '—' },
          { label: t('merchants.fields.dateUpdated'), value: i.dateUpdated ? formatDateTime(i.dateUpdated, timeZone) : '—' },
        ]}
      />
      {orderId !== null && (
        <>
          <strong>{t('merchants.invoices.orderTransactions', { orderId })}</strong>
          <PaymentsTable rows={transactions.data?.items ?? []} query={transactions} />
        </>
      )}
    </div>
  );
}

/** Status (any other while the invoice is open; none once closed) and the two comments. */
function InvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('merchants');
  const [status, setStatus] = useState<InvoiceStatus>(invoice.status);
  const [forAdmin, setForAdmin] = useState(invoice.commentForAdmin ?? '');
  const [forUser, setForUser] = useState(invoice.commentForUser ?? '');
  const statuses = [invoice.status, ...invoiceStatusTargets(invoice.status)];

  const vars = () => ({ id: invoice.id, ...(status !== invoice.status ? { status } : {}), commentForAdmin: forAdmin.trim() || null, commentForUser: forUser.trim() || null });

  return (
    <FormDialog title={t('merchants.invoices.changeTitle', { id: invoice.id })} action={saveInvoice} vars={vars} onClose={onClose} submitText={t('merchants.actions.save')}>
      {statuses.length === 1 && (
        <Callout intent="primary" compact>
          {t('merchants.invoices.closed')}
        </Callout>
      )}
      <StatusField id="invoice-status" words="merchants.invoiceStatus" statuses={statuses} value={status} onChange={setStatus} disabled={statuses.length === 1} />
      <FormGroup label={t('merchants.fields.commentForAdmin')} labelFor="invoice-comment-admin">
        <TextArea id="invoice-comment-admin" value={forAdmin} maxLength={1024} onChange={(e) => setForAdmin(e.target.value)} fill />
      </FormGroup>
      <FormGroup label={t('merchants.fields.commentForUser')} labelFor="invoice-comment-user">
        <TextArea id="invoice-comment-user" value={forUser} maxLength={1024} onChange={(e) => setForUser(e.target.value)} fill />
      </FormGroup>
    </FormDialog>
  );
}

function TransactionList({ request, onPage, onPageSize }: ListProps<Parameters<typeof transactionsQuery>[0]>) {
  const { t } = useTranslation('merchants');
  const list = useQuery(transactionsQuery(request));
  return (
    <>
      <PaymentsTable rows={list.data?.items ?? []} query={list} emptyText={t('merchants.list.emptyTransactions')} />
      <ListFooter {...listCount(list)} page={request.page} pageSize={request.pageSize} onPageChange={onPage} onPageSizeChange={onPageSize} />
    </>
  );
}
