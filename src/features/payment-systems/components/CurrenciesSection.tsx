import { Tag } from '@blueprintjs/core';
import { Disable, Tick } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { currencyCaption, DEFAULT_EQUIVALENT_CURRENCY, type EquivalentCurrency } from '../../../domain/catalogues.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import { createCurrency, deleteCurrencyIcon, editCurrency, paymentMethodsQuery, setCurrencyIcon, type Currency } from '../api.ts';
import { flagOf, intOf, listOf, nullableText, textOf, type FormValues } from '../entityForm.ts';
import { currencyFields } from '../forms.ts';
import { CatalogueSection } from './CatalogueSection.tsx';
import { IconImage } from './IconImage.tsx';
import { IconUploadDialog } from './IconUploadDialog.tsx';
import { RowActions } from './RowActions.tsx';
import { saveWith, useEntityDialog } from './useEntityDialog.tsx';

/**
 * Currencies (the start-up list, read fresh here): shown as name (title); decimals, equivalent
 * (USD, EUR or RUB), payment methods, icon, in use. Saving with no payment methods chosen sends
 * clearPaymentMethods (spec 3 §5).
 */
export function CurrenciesSection() {
  const { t } = useTranslation('paymentSystems');
  const currencies = useQuery({ ...sessionQueries.currencies(), staleTime: 0, refetchOnMount: 'always' });
  const methods = useQuery(paymentMethodsQuery());
  const { open, dialog } = useEntityDialog();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [iconFor, setIconFor] = useState<Currency | null>(null);
  const methodName = useMemo(() => new Map((methods.data?.items ?? []).map((m) => [m.id, m.name])), [methods.data]);

  // The declared writes (api.ts) refresh the catalogues and say "Currency saved"; a refusal shows in the dialog.
  const create = useAction(createCurrency);
  const save = useAction(editCurrency);
  const setIcon = useAction(setCurrencyIcon);

  const bodyOf = (v: FormValues) => {
    const chosen = listOf(v, 'paymentMethods').map(Number);
    return {
      name: textOf(v, 'name') ?? '',
      currencyType: String(v.currencyType) === 'crypto' ? ('crypto' as const) : ('fiat' as const),
      symbol: textOf(v, 'symbol') ?? '',
      decimals: intOf(v, 'decimals') ?? 8,
      serviceFee: textOf(v, 'serviceFee') ?? '0',
      equivalentCurrencyTitle: (textOf(v, 'equivalentCurrencyTitle') ?? DEFAULT_EQUIVALENT_CURRENCY) as EquivalentCurrency,
      urlAddress: nullableText(v, 'urlAddress'),
      urlTx: nullableText(v, 'urlTx'),
      cmcId: intOf(v, 'cmcId') ?? null,
      aliases: (textOf(v, 'aliases') ?? '').split(',').map((a) => a.trim()).filter(Boolean),
      isInUse: flagOf(v, 'isInUse'),
      isPopular: flagOf(v, 'isPopular'),
      isCheapFee: flagOf(v, 'isCheapFee'),
      useInWallet: flagOf(v, 'useInWallet'),
      useInP2P: flagOf(v, 'useInP2P'),
      ...(intOf(v, 'sortId') !== undefined ? { sortId: intOf(v, 'sortId') } : {}),
      // Spec 3 §5: no payment method chosen is said explicitly, so the server drops the old links.
      ...(chosen.length ? { paymentMethods: chosen } : { clearPaymentMethods: true }),
    };
  };

  const edit = (currency?: Currency) =>
    open({
      title: currency ? t('paymentSystems.currencies.editTitle', { currency: currencyCaption(currency) }) : t('paymentSystems.currencies.createTitle'),
      fields: currencyFields(methods.data?.items.filter((m) => m.status !== 'deleted') ?? [], !currency),
      initial: currency
        ? {
            name: currency.name, title: currency.title, currencyType: currency.currencyType, symbol: currency.symbol, decimals: String(currency.decimals),
            sortId: String(currency.sortId), serviceFee: currency.serviceFee, equivalentCurrencyTitle: currency.equivalentCurrencyTitle ?? DEFAULT_EQUIVALENT_CURRENCY,
            urlAddress: currency.urlAddress ?? '', urlTx: currency.urlTx ?? '', cmcId: currency.cmcId ? String(currency.cmcId) : '',
            aliases: (currency.aliases ?? []).join(', '), isInUse: currency.isInUse, isPopular: currency.isPopular ?? false,
            isCheapFee: currency.isCheapFee ?? false, useInWallet: currency.useInWallet ?? true, useInP2P: currency.useInP2P ?? true,
            paymentMethods: currency.paymentMethods.map(String),
          }
        : { currencyType: 'fiat', decimals: '2', equivalentCurrencyTitle: DEFAULT_EQUIVALENT_CURRENCY, isInUse: true, useInWallet: true, useInP2P: true, paymentMethods: [] },
      save: currency
        ? saveWith(editCurrency, (values) => ({ id: currency.id, ...bodyOf(values), ...(textOf(values, 'title') ? { title: textOf(values, 'title') } : {}) }))
        : saveWith(createCurrency, (values) => ({ ...bodyOf(values), title: textOf(values, 'title') ?? '' })),
    });

  const toggle = (currency: Currency) => {
    const disabling = currency.isInUse;
    return confirm({
      title: t(disabling ? 'paymentSystems.currencies.disableTitle' : 'paymentSystems.currencies.enableTitle'),
      text: t(disabling ? 'paymentSystems.currencies.disableText' : 'paymentSystems.currencies.enableText', { currency: currencyCaption(currency) }),
      action: () => save.settle({ id: currency.id, isInUse: !disabling }),
    });
  };

  const columns: DataTableColumn<Currency>[] = [
    { key: 'icon', header: 'paymentSystems.methods.icon', width: 48, render: (c) => <IconImage iconId={c.iconId} /> },
    { key: 'id', header: 'paymentSystems.columns.id', width: 48, render: (c) => c.id },
    { key: 'name', header: 'paymentSystems.currencies.caption', width: 170, render: (c) => currencyCaption(c) },
    { key: 'type', header: 'paymentSystems.currencies.currencyType', width: 70, render: (c) => t(`paymentSystems.currencyType.${c.currencyType}`) },
    { key: 'symbol', header: 'paymentSystems.currencies.symbol', width: 64, render: (c) => c.symbol },
    { key: 'decimals', header: 'paymentSystems.currencies.decimals', width: 76, render: (c) => c.decimals },
    { key: 'serviceFee', header: 'paymentSystems.currencies.serviceFee', width: 100, render: (c) => formatAmount(c.serviceFee, c.decimals) },
    { key: 'equivalent', header: 'paymentSystems.currencies.equivalent', width: 86, render: (c) => c.equivalentCurrencyTitle ?? DEFAULT_EQUIVALENT_CURRENCY },
    { key: 'methods', header: 'paymentSystems.currencies.paymentMethods', width: 200, render: (c) => c.paymentMethods.map((id) => methodName.get(id) ?? id).join(', ') || '—' },
    {
      key: 'inUse', header: 'paymentSystems.currencies.inUse', width: 90,
      render: (c) => <Tag multiline minimal intent={c.isInUse ? 'success' : 'danger'}>{t(c.isInUse ? 'paymentSystems.status.enabled' : 'paymentSystems.status.disabled')}</Tag>,
    },
    {
      key: 'actions', header: 'paymentSystems.columns.actions', width: 110,
      render: (c) => (
        <span className="ps-row-actions">
          <RowActions name={c.title} edit={{ access: save, onClick: () => edit(c) }} icon={{ access: setIcon, onClick: () => setIconFor(c) }} />
          <ActionButton
            action={save}
            loading={false}
            size="small"
            variant="minimal"
            icon={c.isInUse ? <Disable /> : <Tick />}
            aria-label={t(c.isInUse ? 'paymentSystems.currencies.disable' : 'paymentSystems.currencies.enable', { currency: c.title })}
            title={t(c.isInUse ? 'paymentSystems.currencies.disable' : 'paymentSystems.currencies.enable', { currency: c.title })}
            onClick={() => void toggle(c)}
          />
        </span>
      ),
    },
  ];

  return (
    <>
      <CatalogueSection catalogue="currencies" columns={columns} query={currencies} create={{ access: create, onClick: () => edit() }} />
      {dialog}
      {confirmDialog}
      {iconFor && <IconUploadDialog subject={currencyCaption(iconFor)} target={iconFor} upload={setCurrencyIcon} remove={deleteCurrencyIcon} onClose={() => setIconFor(null)} />}
    </>
  );
}
