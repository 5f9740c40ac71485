import { ButtonGroup, Checkbox, FormGroup, HTMLSelect, InputGroup, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { ListTotal } from '../../components/ListTotal.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { formatAmount } from '../../components/numberFormat.ts';
import { feesQuery, merchantCurrenciesQuery, providersQuery, type FeeParts, type MerchantFee, removeFeePart, saveFee } from './api.ts';
import { useAction } from '../../components/useAction.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { listQueryState, listTotal } from '../../components/listQueryState.ts';

type FilterValues = { scope: string; serviceMerchantId: number | null };
const FILTER_FIELDS: readonly FilterField<keyof FilterValues>[] = [
  { name: 'scope', kind: 'select', label: 'merchants.fees.scope', options: [{ value: '', label: 'merchants.fees.scopeAll' }, { value: 'general', label: 'merchants.fees.scopeGeneral' }] },
  { name: 'serviceMerchantId', kind: 'numeric', label: 'merchants.filters.serviceMerchantId' },
];
const INITIAL: FilterValues = { scope: '', serviceMerchantId: null };
const PART_FIELDS = ['absolute', 'percent', 'min', 'max'] as const;
const ZERO: FeeParts = { absolute: '0', percent: '0', min: '0', max: '0' };
const isSet = (p: FeeParts) => PART_FIELDS.some((k) => Number(p[k]) !== 0);
const DECIMAL = /^\d+(\.\d+)?$/;

function partsText(p: FeeParts, t: (key: string, options?: Record<string, unknown>) => string) {
  if (!isSet(p)) return '—';
  return t('merchants.fees.partsText', { absolute: formatAmount(p.absolute), percent: p.percent, min: formatAmount(p.min), max: Number(p.max) === 0 ? '∞' : formatAmount(p.max) });
}

/**
 * Merchant fees: the general fees and each service merchant's own (loaded whole, limit 10000),
 * set per currency, method and provider; a deposit or withdrawal part is removed after a
 * confirmation, and the removal counts only when the answer carries the success flag.
 */
export function FeesPage() {
  const { t } = useTranslation('merchants');
  const [params, setParams] = useSearchParams();
  const removePart = useAction(removeFeePart);
  const { confirm, dialog } = useConfirm();
  const scope = params.get('scope') === 'general' ? 'general' : '';
  const merchantParam = params.get('serviceMerchantId');
  const serviceMerchantId = merchantParam && /^\d{1,9}$/.test(merchantParam) ? Number(merchantParam) : null;
  const fees = useQuery(feesQuery({ serviceMerchantId: serviceMerchantId ?? (scope === 'general' ? 0 : null) }));
  const rows = fees.data?.items ?? [];
  const [editing, setEditing] = useState<MerchantFee | 'new' | null>(null);

  const remove = (fee: MerchantFee, deposit: boolean) =>
    void confirm({
      title: t(deposit ? 'merchants.fees.removeDepositTitle' : 'merchants.fees.removeWithdrawalTitle'),
      text: t('merchants.fees.removeText', { merchant: fee.serviceMerchantId ?? t('merchants.fees.general'), currency: fee.currency, method: fee.method, provider: fee.provider }),
      action: () => removePart.settle({ fee, deposit }),
    });

  const { allowed, reason } = removePart;
  const removeAccess = useMemo(() => ({ allowed, reason }), [allowed, reason]);
  // Set fee and Edit lead to the fee dialog, which saves with saveFee.
  const save = useAction(saveFee);
  const saveAccess = useMemo(() => ({ allowed: save.allowed, reason: save.reason }), [save.allowed, save.reason]);

  const columns = useMemo<DataTableColumn<MerchantFee>[]>(
    () => [
      { key: 'merchant', header: 'merchants.columns.serviceMerchantId', width: 110, render: (f) => f.serviceMerchantId ?? t('merchants.fees.general') },
      { key: 'currency', header: 'merchants.columns.currency', width: 70, render: (f) => f.currency },
      { key: 'provider', header: 'merchants.columns.provider', width: 110, render: (f) => f.provider },
      { key: 'method', header: 'merchants.columns.method', width: 90, render: (f) => f.method },
      { key: 'deposit', header: 'merchants.columns.deposit', width: 220, render: (f) => partsText(f.deposit, t) },
      { key: 'withdrawal', header: 'merchants.columns.withdrawal', width: 220, render: (f) => partsText(f.withdrawal, t) },
      {
        key: 'actions',
        header: 'merchants.columns.actions',
        width: 290,
        render: (f) => {
          const name = `${f.serviceMerchantId ?? t('merchants.fees.general')} ${f.currency} ${f.provider} ${f.method}`;
          return (
            <ButtonGroup>
              <ActionButton action={saveAccess} size="small" variant="minimal" intent="primary" aria-label={t('merchants.fees.editAria', { name })} onClick={() => setEditing(f)}>
                {t('merchants.actions.edit')}
              </ActionButton>
              {isSet(f.deposit) && (
                <ActionButton action={removeAccess} size="small" variant="minimal" intent="danger" aria-label={t('merchants.fees.removeDepositAria', { name })} onClick={() => remove(f, true)}>
                  {t('merchants.fees.removeDeposit')}
                </ActionButton>
              )}
              {isSet(f.withdrawal) && (
                <ActionButton action={removeAccess} size="small" variant="minimal" intent="danger" aria-label={t('merchants.fees.removeWithdrawalAria', { name })} onClick={() => remove(f, false)}>
                  {t('merchants.fees.removeWithdrawal')}
                </ActionButton>
              )}
            </ButtonGroup>
          );
        },
      },
    ],
    // `remove` only reads stable hooks; the remove buttons follow the access table once the admin is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, removeAccess, saveAccess],
  );

  return (
    <div className="console-list-page">
      <div className="console-list-toolbar">
        <FilterBar
          fields={FILTER_FIELDS}
          values={{ scope, serviceMerchantId }}
          initialValues={INITIAL}
          onSubmit={(values) => {
            const next = new URLSearchParams();
            if (values.scope) next.set('scope', values.scope);
            if (values.serviceMerchantId !== null) next.set('serviceMerchantId', String(values.serviceMerchantId));
            setParams(next);
          }}
          savedFiltersKey="merchants-fees"
        />
        <ActionButton action={saveAccess} intent="primary" onClick={() => setEditing('new')}>
          {t('merchants.fees.add')}
        </ActionButton>
      </div>
      <DataTable<MerchantFee>
        label={t('merchants.fees.title')}
        columns={columns}
        rows={rows}
        getRowKey={(f) => `${f.serviceMerchantId ?? 0}|${f.currencyId}|${f.provider}|${f.method}`}
        {...listQueryState(fees, t('merchants.list.loadFailed'))}
        emptyText={t('merchants.list.emptyFees')}
        skeletonRows={10}
        maxHeight={640}
      />
      <ListTotal className={Classes.TEXT_MUTED} total={listTotal(fees, fees.data?.total)} />
      {editing && <FeeDialog fee={editing === 'new' ? null : editing} defaultMerchant={serviceMerchantId} onClose={() => setEditing(null)} />}
      {dialog}
    </div>
  );
}

function PartInputs({ prefix, value, onChange }: { prefix: string; value: FeeParts; onChange: (next: FeeParts) => void }) {
  const { t } = useTranslation('merchants');
  return (
    <div className="merchants-fee-parts">
      {PART_FIELDS.map((k) => (
        <FormGroup key={k} label={t(`merchants.fees.part.${k}`)} labelFor={`${prefix}-${k}`}>
          <InputGroup id={`${prefix}-${k}`} value={value[k]} inputMode="decimal" onValueChange={(v) => onChange({ ...value, [k]: v })} />
        </FormGroup>
      ))}
    </div>
  );
}

function FeeDialog({ fee, defaultMerchant, onClose }: { fee: MerchantFee | null; defaultMerchant: number | null; onClose: () => void }) {
  const { t } = useTranslation('merchants');
  const providers = useQuery(providersQuery()).data ?? [];
  const currencies = useQuery(merchantCurrenciesQuery()).data ?? [];
  const [merchant, setMerchant] = useState(String(fee ? (fee.serviceMerchantId ?? 0) : (defaultMerchant ?? 0)));
  const [currencyId, setCurrencyId] = useState<number | null>(fee?.currencyId ?? null);
  const [provider, setProvider] = useState(fee?.provider ?? '');
  const [method, setMethod] = useState(fee?.method ?? '');
  const [withDeposit, setWithDeposit] = useState(fee ? isSet(fee.deposit) : true);
  const [withWithdrawal, setWithWithdrawal] = useState(fee ? isSet(fee.withdrawal) : false);
  const [deposit, setDeposit] = useState<FeeParts>(fee?.deposit ?? ZERO);
  const [withdrawal, setWithdrawal] = useState<FeeParts>(fee?.withdrawal ?? ZERO);
  const chosenCurrency = currencyId ?? currencies[0]?.id ?? null;
  const chosenProvider = provider || providers[0]?.name || '';

  const vars = () => {
    if (!/^\d{1,9}$/.test(merchant.trim()) || chosenCurrency === null || !method.trim() || !chosenProvider || (!withDeposit && !withWithdrawal)) {
      throw new Error(t('merchants.errors.requiredEmpty'));
    }
    const clean = (p: FeeParts) => {
      const next = Object.fromEntries(PART_FIELDS.map((k) => [k, p[k].trim() || '0'])) as FeeParts;
      if (PART_FIELDS.some((k) => !DECIMAL.test(next[k]))) throw new Error(t('merchants.errors.feeParts'));
      return next;
    };
    return {
      serviceMerchantId: Number(merchant.trim()),
      currencyId: chosenCurrency,
      method: method.trim(),
      provider: chosenProvider,
      ...(withDeposit ? { deposit: clean(deposit) } : {}),
      ...(withWithdrawal ? { withdrawal: clean(withdrawal) } : {}),
    };
  };

  return (
    <FormDialog title={t(fee ? 'merchants.fees.editTitle' : 'merchants.fees.addTitle')} action={saveFee} vars={vars} onClose={onClose} submitText={t('merchants.actions.save')}>
      <FormGroup label={t('merchants.fields.serviceMerchantId')} labelFor="fee-merchant" helperText={t('merchants.fees.generalHint')}>
        <InputGroup id="fee-merchant" value={merchant} inputMode="numeric" disabled={fee !== null} onValueChange={setMerchant} />
      </FormGroup>
      <FormGroup label={t('merchants.fields.currency')} labelFor="fee-currency">
        <HTMLSelect id="fee-currency" value={chosenCurrency ?? ''} disabled={fee !== null} onChange={(e) => setCurrencyId(Number(e.target.value))} fill>
          {currencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('merchants.fields.provider')} labelFor="fee-provider">
        <HTMLSelect id="fee-provider" value={chosenProvider} disabled={fee !== null} onChange={(e) => setProvider(e.target.value)} fill>
          {providers.map((p) => (
            <option key={p.id} value={p.name}>
              {p.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('merchants.fields.method')} labelFor="fee-method">
        <InputGroup id="fee-method" value={method} maxLength={64} disabled={fee !== null} onValueChange={setMethod} />
      </FormGroup>
      <Checkbox checked={withDeposit} label={t('merchants.fees.depositPart')} onChange={(e) => setWithDeposit(e.currentTarget.checked)} />
      {withDeposit && <PartInputs prefix="fee-deposit" value={deposit} onChange={setDeposit} />}
      <Checkbox checked={withWithdrawal} label={t('merchants.fees.withdrawalPart')} onChange={(e) => setWithWithdrawal(e.currentTarget.checked)} />
      {withWithdrawal && <PartInputs prefix="fee-withdrawal" value={withdrawal} onChange={setWithdrawal} />}
    </FormDialog>
  );
}
