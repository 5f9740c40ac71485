import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { dataOf } from '../../api/client.ts';
import { v1Client, v2Client } from '../../api/clients.ts';
import type { components, paths } from '../../api/generated/v2.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { PAYMENT_METHODS_INNER_LIMIT } from '../../domain/catalogues.ts';
import { defineAction, type SuccessWords } from '../../components/actions.ts';
import type { OperationId } from '../../domain/operationAccess.ts';
import { catalogueErrorText } from './catalogueErrors.ts';

type Schemas = components['schemas'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentMethodField = Schemas['PaymentMethodField'];
export type Country = Schemas['Country'];
export type City = Schemas['City'];
export type TransactionMethod = Schemas['TransactionMethod'];
export type CryptoCurrency = Schemas['CryptoCurrency'];
export type CryptoToken = Schemas['CryptoToken'];
export type MultiwalletToken = Schemas['MultiwalletToken'];
export type Network = Schemas['Network'];
export type { Currency } from '../../api/sessionTypes.ts';

/** Whole catalogues are small: inner loads take up to 1000 rows (spec 3 §9). */
const ALL = PAYMENT_METHODS_INNER_LIMIT;

export const catalogueKeys = {
  all: ['paymentSystems'] as const,
  paymentMethods: ['paymentSystems', 'paymentMethods'] as const,
  countries: ['paymentSystems', 'countries'] as const,
  cities: ['paymentSystems', 'cities'] as const,
  transactionMethods: (page: number, size: number) => ['paymentSystems', 'transactionMethods', page, size] as const,
  cryptoCurrencies: ['paymentSystems', 'cryptoCurrencies'] as const,
  cryptoTokens: ['paymentSystems', 'cryptoTokens'] as const,
  multiwalletTokens: ['paymentSystems', 'multiwalletTokens'] as const,
  networks: ['paymentSystems', 'networks'] as const,
  icon: (iconId: number) => ['paymentSystems', 'icon', iconId] as const,
};

/** A whole catalogue, read in one request (they are small), kept under its key. */
function catalogueQuery<Data, Key extends QueryKey>(queryKey: Key, fetchAll: (signal: AbortSignal) => Promise<{ data?: Data }>) {
  return queryOptions({ queryKey, queryFn: async ({ signal }) => dataOf(await fetchAll(signal)) });
}

/** The body of the v2 catalogue reads: every row, with the total. */
const WHOLE = { limit: ALL, getTotal: true };

export const paymentMethodsQuery = () =>
  catalogueQuery(catalogueKeys.paymentMethods, (signal) => v2Client.GET('/Transaction/GetPaymentMethods', { params: { query: { Limit: ALL, GetTotal: true } }, signal }));
export const countriesQuery = () => catalogueQuery(catalogueKeys.countries, (signal) => v2Client.GET('/Transaction/GetCountries', { params: { query: { Limit: ALL, GetTotal: true } }, signal }));
export const citiesQuery = () => catalogueQuery(catalogueKeys.cities, (signal) => v2Client.GET('/Transaction/GetCities', { params: { query: { Limit: ALL } }, signal }));
export const cryptoCurrenciesQuery = () => catalogueQuery(catalogueKeys.cryptoCurrencies, (signal) => v2Client.POST('/v2/Transaction/GetCryptoCurrencies', { body: WHOLE, signal }));
export const cryptoTokensQuery = () => catalogueQuery(catalogueKeys.cryptoTokens, (signal) => v2Client.POST('/v2/Transaction/GetCryptoTokens', { body: WHOLE, signal }));
export const multiwalletTokensQuery = () => catalogueQuery(catalogueKeys.multiwalletTokens, (signal) => v2Client.POST('/v2/mw/Multiwallet/GetTokens', { body: WHOLE, signal }));
export const networksQuery = () => catalogueQuery(catalogueKeys.networks, (signal) => v2Client.POST('/v2/Transaction/GetNetworks', { body: WHOLE, signal }));

/** One page of the transaction methods (the only paged catalogue). */
export const transactionMethodsQuery = (page: number, size: number) =>
  pageQuery(catalogueKeys.transactionMethods(page, size), async (signal) =>
    dataOf(await v2Client.POST('/Transaction/GetTransactionMethods', { body: { offset: (page - 1) * size, limit: size, getTotal: true }, signal })),
  );

/** An icon's bytes, fetched with the admin's token (an `<img src>` could not send it). */
export const iconQuery = (iconId: number) =>
  queryOptions({
    queryKey: catalogueKeys.icon(iconId),
    queryFn: async ({ signal }) => {
      const answer = await v2Client.GET('/v2/Catalogue/GetIcon', { params: { query: { IconId: iconId } }, parseAs: 'blob', signal });
      return dataOf(answer) as Blob;
    },
    staleTime: Infinity,
  });

function iconForm(idField: string, id: number, file: File) {
  const form = new FormData();
  form.append(idField, String(id));
  form.append('File', file, file.name);
  return form;
}

type Body<P extends keyof paths, M extends 'post' | 'put'> =
  paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type PaymentMethodInput = Body<'/Transaction/CreatePaymentMethod', 'post'>;
export type PaymentMethodEdit = Body<'/Transaction/EditPaymentMethod', 'post'>;
export type FieldInput = Body<'/Transaction/CreatePaymentMethodField', 'post'>;
export type FieldEdit = Body<'/Transaction/EditPaymentMethodField', 'put'>;
export type TransactionMethodInput = Body<'/Transaction/CreateTransactionMethod', 'post'>;
export type TransactionMethodEdit = Body<'/Transaction/EditTransactionMethod', 'post'>;
export type CurrencyInput = Body<'/Market/CreateCurrency', 'post'>;
export type CurrencyEdit = Body<'/v2/Market/EditCurrency', 'put'>;
export type CryptoCurrencyInput = Body<'/v2/Transaction/CreateCryptoCurrency', 'post'>;
export type CryptoCurrencyEdit = Body<'/v2/Transaction/EditCryptoCurrency', 'put'>;
export type CryptoTokenInput = Body<'/v2/Transaction/CreateCryptoToken', 'post'>;
export type CryptoTokenEdit = Body<'/v2/Transaction/EditCryptoToken', 'put'>;
export type MultiwalletTokenInput = Body<'/v2/mw/Multiwallet/AddToken', 'post'>;
export type MultiwalletTokenEdit = Body<'/v2/mw/Multiwallet/EditToken', 'put'>;
export type NetworkInput = Body<'/v2/Transaction/CreateNetwork', 'post'>;
export type NetworkEdit = Body<'/v2/Transaction/EditNetwork', 'put'>;

/** Every write of the payment systems screens. */
export const catalogueActions = {

  countryLinks: async (countryId: number) =>
    dataOf(await v2Client.GET('/Transaction/GetCountryPaymentMethods', { params: { query: { CountryId: countryId, Limit: ALL } } })),

  getTransactionMethod: async (id: number) => dataOf(await v2Client.GET('/Transaction/GetTransactionMethod', { params: { query: { TransactionMethodId: id } } })),

  /** The older service's edit (v1 deployments); the v2 screen uses `editCurrency`. */
  editCurrencyV1: async (id: number, body: Omit<CurrencyEdit, 'id'>) => dataOf(await v1Client.PUT('/v1/currencies/{id}', { params: { path: { id } }, body })),


};

/**
 * A catalogue write declared for the screen kit: refreshes the catalogues and the start-up
 * currencies, says its success words, and puts a refusal in this namespace's words.
 */
function catalogueAction<Vars>(operationId: OperationId, call: (vars: Vars) => Promise<unknown>, success: SuccessWords) {
  return defineAction({
    operationId,
    call,
    refresh: () => [catalogueKeys.all, sessionQueries.currencies().queryKey],
    success,
    refusal: (error) => catalogueErrorText(error),
  });
}

export const createCurrency = catalogueAction('POST Market/CreateCurrency', async (body: CurrencyInput) => dataOf(await v2Client.POST('/Market/CreateCurrency', { body })), 'paymentSystems.toasts.currencySaved');
export const editCurrency = catalogueAction('PUT v2/Market/EditCurrency', async (body: CurrencyEdit) => dataOf(await v2Client.PUT('/v2/Market/EditCurrency', { body })), 'paymentSystems.toasts.currencySaved');
export const setCurrencyIcon = catalogueAction('PUT Market/SetCurrencyIcon', async ({ id, file }: { id: number; file: File }) => dataOf(await v2Client.PUT('/Market/SetCurrencyIcon', { body: iconForm('currencyId', id, file) as never })), 'paymentSystems.toasts.iconSaved');
export const deleteCurrencyIcon = catalogueAction('PUT Market/DeleteCurrencyIcon', async (id: number) => dataOf(await v2Client.PUT('/Market/DeleteCurrencyIcon', { body: { currencyId: id } })), 'paymentSystems.toasts.iconDeleted');
export const createNetwork = catalogueAction('POST v2/Transaction/CreateNetwork', async (body: NetworkInput) => dataOf(await v2Client.POST('/v2/Transaction/CreateNetwork', { body })), 'paymentSystems.toasts.networkSaved');
export const editNetwork = catalogueAction('PUT v2/Transaction/EditNetwork', async (body: NetworkEdit) => dataOf(await v2Client.PUT('/v2/Transaction/EditNetwork', { body })), 'paymentSystems.toasts.networkSaved');
export const deleteNetwork = catalogueAction('PUT v2/Transaction/DeleteNetwork', async (id: number) => dataOf(await v2Client.PUT('/v2/Transaction/DeleteNetwork', { body: { id } })), 'paymentSystems.toasts.networkDeleted');
export const createPaymentMethod = catalogueAction('POST Transaction/CreatePaymentMethod', async (body: PaymentMethodInput) => dataOf(await v2Client.POST('/Transaction/CreatePaymentMethod', { body })), 'paymentSystems.toasts.paymentMethodSaved');
export const editPaymentMethod = catalogueAction('POST Transaction/EditPaymentMethod', async (body: PaymentMethodEdit) => dataOf(await v2Client.POST('/Transaction/EditPaymentMethod', { body })), 'paymentSystems.toasts.paymentMethodSaved');
export const deletePaymentMethod = catalogueAction('POST Transaction/DeletePaymentMethod', async (id: number) => dataOf(await v2Client.POST('/Transaction/DeletePaymentMethod', { body: { id } })), 'paymentSystems.toasts.paymentMethodDeleted');
export const setPaymentMethodIcon = catalogueAction('POST Transaction/SetPaymentMethodIcon', async ({ id, file }: { id: number; file: File }) => dataOf(await v2Client.POST('/Transaction/SetPaymentMethodIcon', { body: iconForm('paymentMethodId', id, file) as never })), 'paymentSystems.toasts.iconSaved');
export const createField = catalogueAction('POST Transaction/CreatePaymentMethodField', async (body: FieldInput) => dataOf(await v2Client.POST('/Transaction/CreatePaymentMethodField', { body })), 'paymentSystems.toasts.paymentMethodSaved');
export const editField = catalogueAction('PUT Transaction/EditPaymentMethodField', async (body: FieldEdit) => dataOf(await v2Client.PUT('/Transaction/EditPaymentMethodField', { body })), 'paymentSystems.toasts.paymentMethodSaved');
export const deleteField = catalogueAction('POST Transaction/DeletePaymentMethodField', async (id: number) => dataOf(await v2Client.POST('/Transaction/DeletePaymentMethodField', { body: { id } })), 'paymentSystems.toasts.paymentMethodSaved');
export const createTransactionMethod = catalogueAction('POST Transaction/CreateTransactionMethod', async (body: TransactionMethodInput) => dataOf(await v2Client.POST('/Transaction/CreateTransactionMethod', { body })), 'paymentSystems.toasts.transactionMethodSaved');
export const editTransactionMethod = catalogueAction('POST Transaction/EditTransactionMethod', async (body: TransactionMethodEdit) => dataOf(await v2Client.POST('/Transaction/EditTransactionMethod', { body })), 'paymentSystems.toasts.transactionMethodSaved');
export const deleteTransactionMethod = catalogueAction('PUT Transaction/DeleteTransactionMethod', async (id: number) => dataOf(await v2Client.PUT('/Transaction/DeleteTransactionMethod', { body: { id } })), 'paymentSystems.toasts.transactionMethodDeleted');
export const setTransactionMethodIcon = catalogueAction('POST Transaction/SetTransactionMethodIcon', async ({ id, file }: { id: number; file: File }) => dataOf(await v2Client.POST('/Transaction/SetTransactionMethodIcon', { body: iconForm('transactionMethodId', id, file) as never })), 'paymentSystems.toasts.iconSaved');
export const deleteTransactionMethodIcon = catalogueAction('PUT Transaction/DeleteTransactionMethodIcon', async (id: number) => dataOf(await v2Client.PUT('/Transaction/DeleteTransactionMethodIcon', { body: { transactionMethodId: id } })), 'paymentSystems.toasts.iconDeleted');
/** The stored transaction method the edit dialog starts from (a read; a refusal is said by the kit). */
export const loadTransactionMethod = defineAction({
  operationId: 'GET Transaction/GetTransactionMethod',
  call: (id: number) => catalogueActions.getTransactionMethod(id),
  refusal: (error) => catalogueErrorText(error),
});
export const createCountry = catalogueAction('POST Transaction/CreateCountry', async (body: { name: string; iso2: string; iso3: string }) => dataOf(await v2Client.POST('/Transaction/CreateCountry', { body })), 'paymentSystems.toasts.countrySaved');
export const editCountry = catalogueAction('PUT Transaction/EditCountry', async (body: { id: number; name: string; iso2: string; iso3: string }) => dataOf(await v2Client.PUT('/Transaction/EditCountry', { body })), 'paymentSystems.toasts.countrySaved');
export const deleteCountry = catalogueAction('PUT Transaction/DeleteCountry', async (id: number) => dataOf(await v2Client.PUT('/Transaction/DeleteCountry', { body: { id } })), 'paymentSystems.toasts.countryDeleted');
export const createCity = catalogueAction('POST Transaction/CreateCity', async (body: { countryId: number; name: string }) => dataOf(await v2Client.POST('/Transaction/CreateCity', { body })), 'paymentSystems.toasts.citySaved');
export const editCity = catalogueAction('PUT Transaction/EditCity', async (body: { id: number; name: string }) => dataOf(await v2Client.PUT('/Transaction/EditCity', { body })), 'paymentSystems.toasts.citySaved');
export const deleteCity = catalogueAction('PUT Transaction/DeleteCity', async (id: number) => dataOf(await v2Client.PUT('/Transaction/DeleteCity', { body: { id } })), 'paymentSystems.toasts.cityDeleted');
export const linkCountry = catalogueAction('POST Transaction/CreateCountryPaymentMethod', async (body: { countryId: number; paymentMethodId: number }) => dataOf(await v2Client.POST('/Transaction/CreateCountryPaymentMethod', { body })), 'paymentSystems.toasts.linkSaved');
export const unlinkCountry = catalogueAction('POST Transaction/DeleteCountryPaymentMethod', async (body: { countryId: number; paymentMethodId: number }) => dataOf(await v2Client.POST('/Transaction/DeleteCountryPaymentMethod', { body })), 'paymentSystems.toasts.linkDeleted');
export const createCryptoCurrency = catalogueAction('POST v2/Transaction/CreateCryptoCurrency', async (body: CryptoCurrencyInput) => dataOf(await v2Client.POST('/v2/Transaction/CreateCryptoCurrency', { body })), 'paymentSystems.toasts.cryptoCurrencySaved');
export const editCryptoCurrency = catalogueAction('PUT v2/Transaction/EditCryptoCurrency', async (body: CryptoCurrencyEdit) => dataOf(await v2Client.PUT('/v2/Transaction/EditCryptoCurrency', { body })), 'paymentSystems.toasts.cryptoCurrencySaved');
export const deleteCryptoCurrency = catalogueAction('PUT v2/Transaction/DeleteCryptoCurrency', async (id: number) => dataOf(await v2Client.PUT('/v2/Transaction/DeleteCryptoCurrency', { body: { id } })), 'paymentSystems.toasts.cryptoCurrencyDeleted');
export const createCryptoToken = catalogueAction('POST v2/Transaction/CreateCryptoToken', async (body: CryptoTokenInput) => dataOf(await v2Client.POST('/v2/Transaction/CreateCryptoToken', { body })), 'paymentSystems.toasts.tokenSaved');
export const editCryptoToken = catalogueAction('PUT v2/Transaction/EditCryptoToken', async (body: CryptoTokenEdit) => dataOf(await v2Client.PUT('/v2/Transaction/EditCryptoToken', { body })), 'paymentSystems.toasts.tokenSaved');
export const deleteCryptoToken = catalogueAction('PUT v2/Transaction/DeleteCryptoToken', async (id: number) => dataOf(await v2Client.PUT('/v2/Transaction/DeleteCryptoToken', { body: { id } })), 'paymentSystems.toasts.tokenDeleted');
export const addMultiwalletToken = catalogueAction('POST v2/mw/Multiwallet/AddToken', async (body: MultiwalletTokenInput) => dataOf(await v2Client.POST('/v2/mw/Multiwallet/AddToken', { body })), 'paymentSystems.toasts.tokenSaved');
export const editMultiwalletToken = catalogueAction('PUT v2/mw/Multiwallet/EditToken', async (body: MultiwalletTokenEdit) => dataOf(await v2Client.PUT('/v2/mw/Multiwallet/EditToken', { body })), 'paymentSystems.toasts.tokenSaved');
