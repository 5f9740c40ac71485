import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { useAction } from '../../../components/useAction.ts';
import { cryptoCaption, currencyCaption } from '../../../domain/catalogues.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import {
  addMultiwalletToken, createCryptoCurrency, createCryptoToken, cryptoCurrenciesQuery, cryptoTokensQuery, deleteCryptoCurrency, deleteCryptoToken,
  editCryptoCurrency, editCryptoToken, editMultiwalletToken, multiwalletTokensQuery, networksQuery, type CryptoCurrency, type CryptoToken, type MultiwalletToken,
} from '../api.ts';
import { flagOf, intOf, nullableText, textOf, type FormValues } from '../entityForm.ts';
import { cryptoCurrencyFields, cryptoTokenFields, multiwalletFields } from '../forms.ts';
import { CatalogueSection } from './CatalogueSection.tsx';
import { rowActionsColumn } from './RowActions.tsx';
import { saveWith, useEntityDialog } from './useEntityDialog.tsx';
import { useCatalogueDelete } from './useCatalogueDelete.tsx';

const yesNo = (value: boolean) => (value ? 'paymentSystems.yes' : 'paymentSystems.no');

/** Crypto currencies and their tokens (network, contract, ABI default ERC 20, confirmations). */
export function CryptoSections() {
  const { t } = useTranslation('paymentSystems');
  const chains = useQuery(cryptoCurrenciesQuery());
  const tokens = useQuery(cryptoTokensQuery());
  const networks = useQuery(networksQuery());
  const { open, dialog } = useEntityDialog();
  const { confirmDelete, dialog: confirmDialog } = useCatalogueDelete();
  const chainOf = useMemo(() => new Map((chains.data?.items ?? []).map((c) => [c.id, c])), [chains.data]);
  // The create dialogs take their network and currency choices when they open: their buttons wait for them.
  const networkList = networks.data?.items ?? [];

  // The declared writes (api.ts) refresh the catalogues and say what was done; a refusal shows in the dialog.
  const addChain = useAction(createCryptoCurrency);
  const saveChain = useAction(editCryptoCurrency);
  const dropChain = useAction(deleteCryptoCurrency);
  const addToken = useAction(createCryptoToken);
  const saveToken = useAction(editCryptoToken);
  const dropToken = useAction(deleteCryptoToken);

  const chainBody = (v: FormValues) => ({
    name: textOf(v, 'name') ?? '', title: textOf(v, 'title') ?? '', network: nullableText(v, 'network'),
    minConfirmations: intOf(v, 'minConfirmations') ?? 0, isEnabled: flagOf(v, 'isEnabled'),
  });
  const editChain = (chain?: CryptoCurrency) =>
    open({
      title: chain ? t('paymentSystems.crypto.editTitle', { name: cryptoCaption(chain) }) : t('paymentSystems.crypto.createTitle'),
      fields: cryptoCurrencyFields(networkList),
      initial: chain
        ? { name: chain.name, title: chain.title, network: chain.network ?? '', minConfirmations: String(chain.minConfirmations), isEnabled: chain.isEnabled }
        : { minConfirmations: '0', isEnabled: true },
      save: chain ? saveWith(editCryptoCurrency, (v) => ({ id: chain.id, ...chainBody(v) })) : saveWith(createCryptoCurrency, chainBody),
    });

  const tokenBody = (v: FormValues) => ({
    name: textOf(v, 'name') ?? '', title: textOf(v, 'title') ?? '', cryptoCurrencyId: Number(v.cryptoCurrencyId), network: nullableText(v, 'network'),
    address: nullableText(v, 'address'), contractAddress: nullableText(v, 'contractAddress'), contractAbi: textOf(v, 'contractAbi') ?? '',
    aggregatingMin: nullableText(v, 'aggregatingMin'), minConfirmations: intOf(v, 'minConfirmations') ?? 0,
    minConfirmationsForUse: intOf(v, 'minConfirmationsForUse') ?? 0, addressRegex: nullableText(v, 'addressRegex'),
    uniqueAddress: flagOf(v, 'uniqueAddress'), addressTagOnly: flagOf(v, 'addressTagOnly'),
  });
  const editToken = (token?: CryptoToken) =>
    open({
      title: token ? t('paymentSystems.tokens.editTitle', { name: cryptoCaption(token) }) : t('paymentSystems.tokens.createTitle'),
      fields: cryptoTokenFields((chains.data?.items ?? []).map((c) => ({ id: c.id, name: cryptoCaption(c) })), networkList),
      initial: token
        ? {
            name: token.name, title: token.title, cryptoCurrencyId: String(token.cryptoCurrencyId), network: token.network ?? '', address: token.address ?? '',
            contractAddress: token.contractAddress ?? '', contractAbi: token.contractAbi, aggregatingMin: token.aggregatingMin ?? '',
            minConfirmations: String(token.minConfirmations), minConfirmationsForUse: String(token.minConfirmationsForUse), addressRegex: token.addressRegex ?? '',
            uniqueAddress: token.uniqueAddress, addressTagOnly: token.addressTagOnly,
          }
        : { cryptoCurrencyId: String(chains.data?.items[0]?.id ?? ''), contractAbi: 'ERC 20', minConfirmations: '0', minConfirmationsForUse: '0' },
      save: token ? saveWith(editCryptoToken, (v) => ({ id: token.id, ...tokenBody(v) })) : saveWith(createCryptoToken, tokenBody),
    });

  const chainColumns: DataTableColumn<CryptoCurrency>[] = [
    { key: 'id', header: 'paymentSystems.columns.id', width: 56, render: (c) => c.id },
    { key: 'name', header: 'paymentSystems.crypto.caption', width: 200, render: (c) => cryptoCaption(c) },
    { key: 'network', header: 'paymentSystems.crypto.network', width: 110, render: (c) => c.network ?? '—' },
    { key: 'minConfirmations', header: 'paymentSystems.crypto.minConfirmations', width: 140, render: (c) => c.minConfirmations },
    {
      key: 'enabled', header: 'paymentSystems.crypto.enabled', width: 100,
      render: (c) => <Tag multiline minimal intent={c.isEnabled ? 'success' : 'none'}>{t(c.isEnabled ? 'paymentSystems.status.enabled' : 'paymentSystems.status.disabled')}</Tag>,
    },
    rowActionsColumn(90, (c) => ({
      name: c.title,
      edit: { access: saveChain, onClick: () => editChain(c) },
      remove: { access: dropChain, onClick: () => void confirmDelete('crypto', cryptoCaption(c), () => dropChain.settle(c.id)) },
    })),
  ];

  const tokenColumns: DataTableColumn<CryptoToken>[] = [
    { key: 'id', header: 'paymentSystems.columns.id', width: 56, render: (c) => c.id },
    { key: 'name', header: 'paymentSystems.tokens.caption', width: 170, render: (c) => cryptoCaption(c) },
    { key: 'chain', header: 'paymentSystems.tokens.cryptoCurrency', width: 110, render: (c) => chainOf.get(c.cryptoCurrencyId)?.title ?? c.cryptoCurrencyId },
    { key: 'network', header: 'paymentSystems.tokens.network', width: 90, render: (c) => c.network ?? '—' },
    { key: 'contract', header: 'paymentSystems.tokens.contractAddress', width: 180, copyable: true, render: (c) => c.contractAddress ?? '—' },
    { key: 'abi', header: 'paymentSystems.tokens.contractAbi', width: 80, render: (c) => c.contractAbi },
    { key: 'aggregatingMin', header: 'paymentSystems.tokens.aggregatingMin', width: 110, render: (c) => (c.aggregatingMin === null ? '—' : formatAmount(c.aggregatingMin)) },
    { key: 'confirmations', header: 'paymentSystems.tokens.confirmations', width: 100, render: (c) => `${c.minConfirmations} / ${c.minConfirmationsForUse}` },
    { key: 'uniqueAddress', header: 'paymentSystems.tokens.uniqueAddress', width: 100, render: (c) => t(yesNo(c.uniqueAddress)) },
    rowActionsColumn(90, (c) => ({
      name: c.title,
      edit: { access: saveToken, onClick: () => editToken(c) },
      remove: { access: dropToken, onClick: () => void confirmDelete('tokens', cryptoCaption(c), () => dropToken.settle(c.id)) },
    })),
  ];

  return (
    <>
      <CatalogueSection catalogue="crypto" columns={chainColumns} query={chains} create={{ access: addChain, onClick: () => editChain(), loading: networks.isPending }} maxHeight={300} />
      <CatalogueSection catalogue="tokens" columns={tokenColumns} query={tokens} create={{ access: addToken, onClick: () => editToken(), loading: networks.isPending || chains.isPending }} maxHeight={300} />
      {dialog}
      {confirmDialog}
    </>
  );
}

/** Multiwallet tokens: one per currency and network. */
export function MultiwalletSection() {
  const { t } = useTranslation('paymentSystems');
  const addMultiwallet = useAction(addMultiwalletToken);
  const saveMultiwallet = useAction(editMultiwalletToken);
  const tokens = useQuery(multiwalletTokensQuery());
  const currencies = useQuery(sessionQueries.currencies());
  const { open, dialog } = useEntityDialog();
  const currencyOf = useMemo(() => new Map((currencies.data ?? []).map((c) => [c.id, c])), [currencies.data]);

  const body = (v: FormValues) => ({
    currencyId: Number(v.currencyId), name: textOf(v, 'name') ?? '', network: textOf(v, 'network') ?? '',
    contractAddress: nullableText(v, 'contractAddress'), decimals: intOf(v, 'decimals') ?? 8, isEnabled: flagOf(v, 'isEnabled'),
  });
  const edit = (token?: MultiwalletToken) =>
    open({
      title: t(token ? 'paymentSystems.multiwallet.editTitle' : 'paymentSystems.multiwallet.createTitle'),
      fields: multiwalletFields((currencies.data ?? []).map((c) => ({ id: c.id, name: currencyCaption(c) }))),
      initial: token
        ? { currencyId: String(token.currencyId), name: token.name, network: token.network, contractAddress: token.contractAddress ?? '', decimals: String(token.decimals), isEnabled: token.isEnabled }
        : { currencyId: String(currencies.data?.[0]?.id ?? ''), decimals: '8', isEnabled: true },
      save: token ? saveWith(editMultiwalletToken, (v) => ({ id: token.id, ...body(v) })) : saveWith(addMultiwalletToken, body),
    });

  const columns: DataTableColumn<MultiwalletToken>[] = [
    { key: 'id', header: 'paymentSystems.columns.id', width: 56, render: (c) => c.id },
    { key: 'currency', header: 'paymentSystems.multiwallet.currency', width: 170, render: (c) => { const cur = currencyOf.get(c.currencyId); return cur ? currencyCaption(cur) : c.currencyId; } },
    { key: 'name', header: 'paymentSystems.multiwallet.name', width: 170, render: (c) => c.name },
    { key: 'network', header: 'paymentSystems.multiwallet.network', width: 100, render: (c) => c.network },
    { key: 'contract', header: 'paymentSystems.multiwallet.contractAddress', width: 230, copyable: true, render: (c) => c.contractAddress ?? '—' },
    { key: 'decimals', header: 'paymentSystems.multiwallet.decimals', width: 80, render: (c) => c.decimals },
    {
      key: 'enabled', header: 'paymentSystems.multiwallet.enabled', width: 100,
      render: (c) => <Tag multiline minimal intent={c.isEnabled ? 'success' : 'none'}>{t(c.isEnabled ? 'paymentSystems.status.enabled' : 'paymentSystems.status.disabled')}</Tag>,
    },
    rowActionsColumn(60, (c) => ({ name: c.name, edit: { access: saveMultiwallet, onClick: () => edit(c) } })),
  ];

  return (
    <>
      <CatalogueSection catalogue="multiwallet" columns={columns} query={tokens} create={{ access: addMultiwallet, onClick: () => edit() }} maxHeight={300} />
      {dialog}
    </>
  );
}
