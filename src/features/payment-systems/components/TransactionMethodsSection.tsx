import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { Paging } from '../../../components/Paging.tsx';
import { useAction } from '../../../components/useAction.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { currencyCaption, type TransactionMethodKind } from '../../../domain/catalogues.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import {
  createTransactionMethod, deleteTransactionMethod, deleteTransactionMethodIcon, editTransactionMethod, loadTransactionMethod, setTransactionMethodIcon,
  transactionMethodsQuery, type TransactionMethod,
} from '../api.ts';
import { flagOf, intOf, textOf, type FormValues } from '../entityForm.ts';
import { transactionMethodFields } from '../forms.ts';
import { CatalogueSection } from './CatalogueSection.tsx';
import { IconImage } from './IconImage.tsx';
import { IconUploadDialog } from './IconUploadDialog.tsx';
import { rowActionsColumn } from './RowActions.tsx';
import { saveWith, useEntityDialog } from './useEntityDialog.tsx';
import { useCatalogueDelete } from './useCatalogueDelete.tsx';

const PAGE_SIZES = [20, 50, 100] as const;
type Limits = NonNullable<TransactionMethod['payIn']>;
const LIMIT_KEYS = ['amountMin', 'amountMax', 'feePercent', 'feeAbsolute', 'feeMin', 'feeMax'] as const;

/** A payIn/payOut part from the form: all six amounts, or null when none is filled. */
function limitsOf(v: FormValues, prefix: 'payIn' | 'payOut'): Limits | null {
  const parts = LIMIT_KEYS.map((k) => textOf(v, `${prefix}.${k}`));
  if (parts.every((p) => p === undefined)) return null;
  const [amountMin, amountMax, feePercent, feeAbsolute, feeMin, feeMax] = parts.map((p) => p ?? '0') as [string, string, string, string, string, string];
  return { amountMin, amountMax, feePercent, feeAbsolute, feeMin, feeMax };
}

const limitValues = (prefix: 'payIn' | 'payOut', limits: Limits | null) =>
  Object.fromEntries(LIMIT_KEYS.map((k) => [`${prefix}.${k}`, limits?.[k] ?? '']));

/** Transaction methods (sortId descending by default, spec 3 §9), paged. */
export function TransactionMethodsSection() {
  const { t } = useTranslation('paymentSystems');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const list = useQuery(transactionMethodsQuery(page, size));
  const currencies = useQuery(sessionQueries.currencies());
  const { open, dialog } = useEntityDialog();
  const { confirmDelete, dialog: confirmDialog } = useCatalogueDelete();
  const [iconFor, setIconFor] = useState<TransactionMethod | null>(null);
  const currencyOf = useMemo(() => new Map((currencies.data ?? []).map((c) => [c.id, c])), [currencies.data]);
  const currencyOptions = (currencies.data ?? []).map((c) => ({ id: c.id, name: currencyCaption(c) }));

  // The declared writes (api.ts) refresh the catalogues and say what was done; a refusal shows in the dialog.
  const load = useAction(loadTransactionMethod);
  const create = useAction(createTransactionMethod);
  const save = useAction(editTransactionMethod);
  const drop = useAction(deleteTransactionMethod);
  const setIcon = useAction(setTransactionMethodIcon);

  const bodyOf = (v: FormValues) => ({
    type: String(v.type) as TransactionMethod['type'],
    method: String(v.method) as TransactionMethodKind,
    provider: textOf(v, 'provider') ?? '',
    currencyId: Number(v.currencyId),
    blockchain: textOf(v, 'blockchain') ?? null,
    token: textOf(v, 'token') ?? null,
    amountMin: textOf(v, 'amountMin') ?? '0',
    amountMax: textOf(v, 'amountMax') ?? '0',
    feePercent: textOf(v, 'feePercent') ?? '0',
    feeAbsolute: textOf(v, 'feeAbsolute') ?? '0',
    feeMin: textOf(v, 'feeMin') ?? '0',
    feeMax: textOf(v, 'feeMax') ?? '0',
    specialDecimals: intOf(v, 'specialDecimals') ?? null,
    defaultDecimals: intOf(v, 'defaultDecimals') ?? 8,
    rounding: textOf(v, 'rounding') ?? null,
    additionalField: textOf(v, 'additionalField') ?? null,
    manualLimit: textOf(v, 'manualLimit') ?? null,
    isEnabled: flagOf(v, 'isEnabled'),
    payIn: limitsOf(v, 'payIn'),
    payOut: limitsOf(v, 'payOut'),
    ...(intOf(v, 'sortId') !== undefined ? { sortId: intOf(v, 'sortId') } : {}),
  });

  // The dialog edits the stored method (GET Transaction/GetTransactionMethod), not a list row that may be stale.
  const edit = (row?: TransactionMethod) => (row ? load.mutate(row.id, { onSuccess: (method) => openDialog(method) }) : openDialog());

  const openDialog = (method?: TransactionMethod) => {
    const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
    open({
      title: t(method ? 'paymentSystems.transactionMethods.editTitle' : 'paymentSystems.transactionMethods.createTitle'),
      fields: transactionMethodFields(currencyOptions),
      initial: method
        ? {
            type: method.type, method: method.method, provider: method.provider, currencyId: String(method.currencyId), blockchain: text(method.blockchain),
            token: text(method.token), amountMin: method.amountMin, amountMax: method.amountMax, feePercent: method.feePercent, feeAbsolute: method.feeAbsolute,
            feeMin: method.feeMin, feeMax: method.feeMax, specialDecimals: text(method.specialDecimals), defaultDecimals: String(method.defaultDecimals),
            rounding: text(method.rounding), additionalField: text(method.additionalField), manualLimit: text(method.manualLimit), sortId: String(method.sortId),
            isEnabled: method.isEnabled, ...limitValues('payIn', method.payIn), ...limitValues('payOut', method.payOut),
          }
        : { type: 'deposit', method: 'blockchain', isEnabled: true, defaultDecimals: '8', ...limitValues('payIn', null), ...limitValues('payOut', null) },
      save: method ? saveWith(editTransactionMethod, (values) => ({ id: method.id, ...bodyOf(values) })) : saveWith(createTransactionMethod, bodyOf),
    });
  };

  const remove = (method: TransactionMethod) => confirmDelete('transactionMethods', `${method.provider} · ${t(`paymentSystems.kind.${method.method}`)}`, () => drop.settle(method.id));

  const amount = (m: TransactionMethod, value: string) => formatAmount(value, currencyOf.get(m.currencyId)?.decimals);
  const columns: DataTableColumn<TransactionMethod>[] = [
    { key: 'icon', header: 'paymentSystems.methods.icon', width: 48, render: (m) => <IconImage iconId={m.iconId} /> },
    { key: 'id', header: 'paymentSystems.columns.id', width: 48, render: (m) => m.id },
    { key: 'type', header: 'paymentSystems.transactionMethods.type', width: 90, render: (m) => t(`paymentSystems.direction.${m.type}`) },
    { key: 'method', header: 'paymentSystems.transactionMethods.method', width: 110, render: (m) => t(`paymentSystems.kind.${m.method}`) },
    { key: 'provider', header: 'paymentSystems.transactionMethods.provider', width: 110, render: (m) => m.provider },
    { key: 'currency', header: 'paymentSystems.transactionMethods.currency', width: 70, render: (m) => currencyOf.get(m.currencyId)?.title ?? m.currencyId },
    { key: 'amount', header: 'paymentSystems.transactionMethods.amountRange', width: 170, render: (m) => `${amount(m, m.amountMin)} – ${amount(m, m.amountMax)}` },
    {
      key: 'fee', header: 'paymentSystems.transactionMethods.fee', width: 200,
      render: (m) => `${formatAmount(m.feePercent, 4)}% + ${amount(m, m.feeAbsolute)} (${amount(m, m.feeMin)} – ${amount(m, m.feeMax)})`,
    },
    {
      key: 'enabled', header: 'paymentSystems.transactionMethods.enabled', width: 90,
      render: (m) => <Tag multiline minimal intent={m.isEnabled ? 'success' : 'none'}>{t(m.isEnabled ? 'paymentSystems.status.enabled' : 'paymentSystems.status.disabled')}</Tag>,
    },
    { key: 'sortId', header: 'paymentSystems.methods.sortId', width: 50, render: (m) => m.sortId },
    rowActionsColumn(100, (m) => ({ name: `${m.provider} ${m.id}`, edit: { access: save, onClick: () => void edit(m) }, icon: { access: setIcon, onClick: () => setIconFor(m) }, remove: { access: drop, onClick: () => void remove(m) } })),
  ];

  return (
    <>
      <CatalogueSection
        catalogue="transactionMethods" columns={columns} query={list} create={{ access: create, onClick: () => void edit() }}
        footer={
          <div className="ps-paging">
            <Paging
              page={page}
              pageSize={size}
              total={list.data?.total ?? 0}
              pageSizes={PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(next) => {
                setSize(next);
                setPage(1);
              }}
            />
          </div>
        }
      />
      {dialog}
      {confirmDialog}
      {iconFor && (
        <IconUploadDialog
          subject={`${iconFor.provider} · ${t(`paymentSystems.kind.${iconFor.method}`)}`}
          target={iconFor}
          upload={setTransactionMethodIcon}
          remove={deleteTransactionMethodIcon}
          onClose={() => setIconFor(null)}
        />
      )}
    </>
  );
}
