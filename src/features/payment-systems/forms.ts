import {
  EQUIVALENT_CURRENCIES,
  PAYMENT_CATEGORIES,
  PAYMENT_FIELD_TYPES,
  PAYMENT_METHOD_STATUSES,
  PAYMENT_METHOD_TYPES,
  TRANSACTION_METHOD_KINDS,
  TRANSACTION_METHOD_TYPES,
} from '../../domain/catalogues.ts';
import type { FieldSpec } from './entityForm.ts';

const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: `${prefix}.${value}` }));
const plain = (items: readonly { id: number; name: string }[]) => items.map((i) => ({ value: String(i.id), label: i.name, translate: false }));

export const paymentMethodFields = (countries: readonly { id: number; name: string }[]): FieldSpec[] => [
  { name: 'name', label: 'paymentSystems.methods.name', kind: 'text', required: true },
  { name: 'category', label: 'paymentSystems.methods.category', kind: 'select', required: true, options: options(PAYMENT_CATEGORIES, 'paymentSystems.category') },
  { name: 'methodType', label: 'paymentSystems.methods.methodType', kind: 'select', required: true, options: options(PAYMENT_METHOD_TYPES, 'paymentSystems.methodType') },
  { name: 'status', label: 'paymentSystems.methods.status', kind: 'select', required: true, options: options(PAYMENT_METHOD_STATUSES.filter((s) => s !== 'deleted'), 'paymentSystems.status') },
  { name: 'sortId', label: 'paymentSystems.methods.sortId', kind: 'integer' },
  { name: 'isEnabledForP2p', label: 'paymentSystems.methods.p2p', kind: 'boolean' },
  { name: 'isEnabledForWallets', label: 'paymentSystems.methods.wallets', kind: 'boolean' },
  { name: 'countries', label: 'paymentSystems.methods.countries', kind: 'multiselect', options: plain(countries), wide: true },
];

export const fieldFields: FieldSpec[] = [
  { name: 'name', label: 'paymentSystems.fields.name', kind: 'text', required: true },
  { name: 'fieldType', label: 'paymentSystems.fields.fieldType', kind: 'select', required: true, options: options(PAYMENT_FIELD_TYPES, 'paymentSystems.fieldType') },
  { name: 'target', label: 'paymentSystems.fields.target', kind: 'text' },
  { name: 'regex', label: 'paymentSystems.fields.regex', kind: 'text', regex: true },
  { name: 'isRequired', label: 'paymentSystems.fields.required', kind: 'boolean' },
  { name: 'isMultiline', label: 'paymentSystems.fields.multiline', kind: 'boolean' },
  { name: 'isUniqueRequired', label: 'paymentSystems.fields.uniqueRequired', kind: 'boolean' },
];

export const countryFields: FieldSpec[] = [
  { name: 'name', label: 'paymentSystems.countries.name', kind: 'text', required: true, wide: true },
  { name: 'iso2', label: 'paymentSystems.countries.iso2', kind: 'text', required: true, pattern: /^[A-Z]{2}$/, patternMessage: 'paymentSystems.countries.iso2Rule' },
  { name: 'iso3', label: 'paymentSystems.countries.iso3', kind: 'text', required: true, pattern: /^[A-Z]{3}$/, patternMessage: 'paymentSystems.countries.iso3Rule' },
];

export const cityFields: FieldSpec[] = [{ name: 'name', label: 'paymentSystems.cities.name', kind: 'text', required: true, wide: true }];

const limitFields = (prefix: 'payIn' | 'payOut'): FieldSpec[] => [
  { name: `${prefix}.amountMin`, label: `paymentSystems.transactionMethods.${prefix}AmountMin`, kind: 'decimal' },
  { name: `${prefix}.amountMax`, label: `paymentSystems.transactionMethods.${prefix}AmountMax`, kind: 'decimal', atLeast: { field: `${prefix}.amountMin`, message: 'paymentSystems.errors.amountMinMax' } },
  { name: `${prefix}.feePercent`, label: `paymentSystems.transactionMethods.${prefix}FeePercent`, kind: 'decimal' },
  { name: `${prefix}.feeAbsolute`, label: `paymentSystems.transactionMethods.${prefix}FeeAbsolute`, kind: 'decimal' },
  { name: `${prefix}.feeMin`, label: `paymentSystems.transactionMethods.${prefix}FeeMin`, kind: 'decimal' },
  { name: `${prefix}.feeMax`, label: `paymentSystems.transactionMethods.${prefix}FeeMax`, kind: 'decimal', atLeast: { field: `${prefix}.feeMin`, message: 'paymentSystems.errors.feeMinMax' } },
];

export const transactionMethodFields = (currencies: readonly { id: number; name: string }[]): FieldSpec[] => [
  { name: 'type', label: 'paymentSystems.transactionMethods.type', kind: 'select', required: true, options: options(TRANSACTION_METHOD_TYPES, 'paymentSystems.direction') },
  { name: 'method', label: 'paymentSystems.transactionMethods.method', kind: 'select', required: true, options: options(TRANSACTION_METHOD_KINDS, 'paymentSystems.kind') },
  { name: 'provider', label: 'paymentSystems.transactionMethods.provider', kind: 'text', required: true },
  { name: 'currencyId', label: 'paymentSystems.transactionMethods.currency', kind: 'select', required: true, options: plain(currencies) },
  { name: 'blockchain', label: 'paymentSystems.transactionMethods.blockchain', kind: 'text' },
  { name: 'token', label: 'paymentSystems.transactionMethods.token', kind: 'text' },
  { name: 'amountMin', label: 'paymentSystems.transactionMethods.amountMin', kind: 'decimal' },
  { name: 'amountMax', label: 'paymentSystems.transactionMethods.amountMax', kind: 'decimal', atLeast: { field: 'amountMin', message: 'paymentSystems.errors.amountMinMax' } },
  { name: 'feePercent', label: 'paymentSystems.transactionMethods.feePercent', kind: 'decimal' },
  { name: 'feeAbsolute', label: 'paymentSystems.transactionMethods.feeAbsolute', kind: 'decimal' },
  { name: 'feeMin', label: 'paymentSystems.transactionMethods.feeMin', kind: 'decimal' },
  { name: 'feeMax', label: 'paymentSystems.transactionMethods.feeMax', kind: 'decimal', atLeast: { field: 'feeMin', message: 'paymentSystems.errors.feeMinMax' } },
  { name: 'specialDecimals', label: 'paymentSystems.transactionMethods.specialDecimals', kind: 'integer' },
  { name: 'defaultDecimals', label: 'paymentSystems.transactionMethods.defaultDecimals', kind: 'integer' },
  { name: 'rounding', label: 'paymentSystems.transactionMethods.rounding', kind: 'text' },
  { name: 'manualLimit', label: 'paymentSystems.transactionMethods.manualLimit', kind: 'decimal' },
  { name: 'additionalField', label: 'paymentSystems.transactionMethods.additionalField', kind: 'text', wide: true },
  { name: 'sortId', label: 'paymentSystems.transactionMethods.sortId', kind: 'integer' },
  { name: 'isEnabled', label: 'paymentSystems.transactionMethods.enabled', kind: 'boolean' },
  ...limitFields('payIn'),
  ...limitFields('payOut'),
];

export const currencyFields = (paymentMethods: readonly { id: number; name: string }[], isNew: boolean): FieldSpec[] => [
  { name: 'name', label: 'paymentSystems.currencies.name', kind: 'text', required: true },
  { name: 'title', label: 'paymentSystems.currencies.title', kind: 'text', required: isNew },
  { name: 'currencyType', label: 'paymentSystems.currencies.currencyType', kind: 'select', required: true, options: options(['fiat', 'crypto'], 'paymentSystems.currencyType') },
  { name: 'symbol', label: 'paymentSystems.currencies.symbol', kind: 'text' },
  { name: 'decimals', label: 'paymentSystems.currencies.decimals', kind: 'integer', required: true, pattern: /^(1[0-8]|\d)$/, patternMessage: 'paymentSystems.currencies.decimalsRule' },
  { name: 'sortId', label: 'paymentSystems.currencies.sortId', kind: 'integer' },
  { name: 'serviceFee', label: 'paymentSystems.currencies.serviceFee', kind: 'decimal' },
  {
    name: 'equivalentCurrencyTitle', label: 'paymentSystems.currencies.equivalent', kind: 'select', required: true,
    options: EQUIVALENT_CURRENCIES.map((c) => ({ value: c, label: c, translate: false })),
  },
  { name: 'urlAddress', label: 'paymentSystems.currencies.urlAddress', kind: 'text', placeholder: '{address}', help: 'paymentSystems.currencies.urlAddressHelp', wide: true },
  { name: 'urlTx', label: 'paymentSystems.currencies.urlTx', kind: 'text', placeholder: '{txid}', wide: true },
  { name: 'cmcId', label: 'paymentSystems.currencies.cmcId', kind: 'integer' },
  { name: 'aliases', label: 'paymentSystems.currencies.aliases', kind: 'text', help: 'paymentSystems.currencies.aliasesHelp' },
  { name: 'isInUse', label: 'paymentSystems.currencies.inUse', kind: 'boolean' },
  { name: 'isPopular', label: 'paymentSystems.currencies.popular', kind: 'boolean' },
  { name: 'isCheapFee', label: 'paymentSystems.currencies.cheapFee', kind: 'boolean' },
  { name: 'useInWallet', label: 'paymentSystems.currencies.useInWallet', kind: 'boolean' },
  { name: 'useInP2P', label: 'paymentSystems.currencies.useInP2P', kind: 'boolean' },
  { name: 'paymentMethods', label: 'paymentSystems.currencies.paymentMethods', kind: 'multiselect', options: plain(paymentMethods), wide: true },
];

export const cryptoCurrencyFields = (networks: readonly { uniqueId: string }[]): FieldSpec[] => [
  { name: 'name', label: 'paymentSystems.crypto.name', kind: 'text', required: true },
  { name: 'title', label: 'paymentSystems.crypto.title', kind: 'text', required: true },
  { name: 'network', label: 'paymentSystems.crypto.network', kind: 'select', options: networks.map((n) => ({ value: n.uniqueId, label: n.uniqueId, translate: false })) },
  { name: 'minConfirmations', label: 'paymentSystems.crypto.minConfirmations', kind: 'integer' },
  { name: 'isEnabled', label: 'paymentSystems.crypto.enabled', kind: 'boolean' },
];

export const cryptoTokenFields = (chains: readonly { id: number; name: string }[], networks: readonly { uniqueId: string }[]): FieldSpec[] => [
  { name: 'name', label: 'paymentSystems.tokens.name', kind: 'text', required: true },
  { name: 'title', label: 'paymentSystems.tokens.title', kind: 'text', required: true },
  { name: 'cryptoCurrencyId', label: 'paymentSystems.tokens.cryptoCurrency', kind: 'select', required: true, options: plain(chains) },
  { name: 'network', label: 'paymentSystems.tokens.network', kind: 'select', options: networks.map((n) => ({ value: n.uniqueId, label: n.uniqueId, translate: false })) },
  { name: 'address', label: 'paymentSystems.tokens.address', kind: 'text', wide: true },
  { name: 'contractAddress', label: 'paymentSystems.tokens.contractAddress', kind: 'text', wide: true },
  { name: 'contractAbi', label: 'paymentSystems.tokens.contractAbi', kind: 'text', help: 'paymentSystems.tokens.contractAbiHelp' },
  { name: 'aggregatingMin', label: 'paymentSystems.tokens.aggregatingMin', kind: 'decimal' },
  { name: 'minConfirmations', label: 'paymentSystems.tokens.minConfirmations', kind: 'integer' },
  { name: 'minConfirmationsForUse', label: 'paymentSystems.tokens.minConfirmationsForUse', kind: 'integer' },
  { name: 'addressRegex', label: 'paymentSystems.tokens.addressRegex', kind: 'text', regex: true, wide: true },
  { name: 'uniqueAddress', label: 'paymentSystems.tokens.uniqueAddress', kind: 'boolean' },
  { name: 'addressTagOnly', label: 'paymentSystems.tokens.addressTagOnly', kind: 'boolean' },
];

export const multiwalletFields = (currencies: readonly { id: number; name: string }[]): FieldSpec[] => [
  { name: 'currencyId', label: 'paymentSystems.multiwallet.currency', kind: 'select', required: true, options: plain(currencies) },
  { name: 'name', label: 'paymentSystems.multiwallet.name', kind: 'text', required: true },
  { name: 'network', label: 'paymentSystems.multiwallet.network', kind: 'text', required: true },
  { name: 'decimals', label: 'paymentSystems.multiwallet.decimals', kind: 'integer', pattern: /^(1[0-8]|\d)$/, patternMessage: 'paymentSystems.currencies.decimalsRule' },
  { name: 'contractAddress', label: 'paymentSystems.multiwallet.contractAddress', kind: 'text', wide: true },
  { name: 'isEnabled', label: 'paymentSystems.multiwallet.enabled', kind: 'boolean' },
];

export const networkFields: FieldSpec[] = [
  { name: 'uniqueId', label: 'paymentSystems.networks.uniqueId', kind: 'text', required: true, pattern: /^[A-Za-z0-9_.-]+$/, patternMessage: 'paymentSystems.networks.uniqueIdRule' },
  { name: 'tagName', label: 'paymentSystems.networks.tagName', kind: 'text' },
  { name: 'tagRegex', label: 'paymentSystems.networks.tagRegex', kind: 'text', regex: true },
  { name: 'addressRegex', label: 'paymentSystems.networks.addressRegex', kind: 'text', regex: true },
  { name: 'transactionUrl', label: 'paymentSystems.networks.transactionUrl', kind: 'text', placeholder: '{txid}', wide: true },
  { name: 'addressUrl', label: 'paymentSystems.networks.addressUrl', kind: 'text', placeholder: '{address}', wide: true },
  { name: 'tagMultiline', label: 'paymentSystems.networks.tagMultiline', kind: 'boolean' },
  { name: 'uriAmount', label: 'paymentSystems.networks.uriAmount', kind: 'boolean' },
  { name: 'addressMultiple', label: 'paymentSystems.networks.addressMultiple', kind: 'boolean' },
  { name: 'addressPublicKey', label: 'paymentSystems.networks.addressPublicKey', kind: 'boolean' },
  { name: 'addressTagOnly', label: 'paymentSystems.networks.addressTagOnly', kind: 'boolean' },
  { name: 'addressTokens', label: 'paymentSystems.networks.addressTokens', kind: 'boolean' },
];
