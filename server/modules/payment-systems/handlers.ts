import { defineOperations } from '../../http/operation.ts';
import * as countries from './countriesService.ts';
import * as crypto from './cryptoService.ts';
import * as currencies from './currenciesService.ts';
import * as icons from './iconsService.ts';
import * as paymentMethods from './paymentMethodsService.ts';
import * as transactionMethods from './transactionMethodsService.ts';

/**
 * Issue 12, spec 3 §3 and §7: payment methods with their fields, countries and cities,
 * transaction methods, currencies, crypto currencies and tokens, networks (calls designed) and
 * multiwallet tokens; icons for currencies and methods.
 */
export const paymentSystemsOperations = defineOperations({
  // Payment methods and their custom fields
  'GET Transaction/GetPaymentMethods': { kind: 'read', handle: ({ query }, ctx) => paymentMethods.listPaymentMethods(ctx, query) },
  'POST Transaction/CreatePaymentMethod': { kind: 'write', handle: ({ body }, ctx) => paymentMethods.createPaymentMethod(ctx, body) },
  'POST Transaction/EditPaymentMethod': { kind: 'write', handle: ({ body }, ctx) => paymentMethods.editPaymentMethod(ctx, body) },
  'POST Transaction/DeletePaymentMethod': { kind: 'write', handle: ({ body }, ctx) => paymentMethods.deletePaymentMethod(ctx, body.id) },
  'POST Transaction/SetPaymentMethodIcon': {
    kind: 'write',
    handle: ({ body, files }, ctx) => paymentMethods.setPaymentMethodIcon(ctx, body.paymentMethodId, files),
  },
  'POST Transaction/CreatePaymentMethodField': { kind: 'write', handle: ({ body }, ctx) => paymentMethods.createField(ctx, body) },
  'PUT Transaction/EditPaymentMethodField': { kind: 'write', handle: ({ body }, ctx) => paymentMethods.editField(ctx, body) },
  'POST Transaction/DeletePaymentMethodField': { kind: 'write', handle: ({ body }, ctx) => paymentMethods.deleteField(ctx, body.id) },

  // Countries, cities and country links
  'GET Transaction/GetCountries': { kind: 'read', handle: ({ query }, ctx) => countries.listCountries(ctx, query) },
  'POST Transaction/CreateCountry': { kind: 'write', handle: ({ body }, ctx) => countries.createCountry(ctx, body) },
  'PUT Transaction/EditCountry': { kind: 'write', handle: ({ body }, ctx) => countries.editCountry(ctx, body) },
  'PUT Transaction/DeleteCountry': { kind: 'write', handle: ({ body }, ctx) => countries.deleteCountry(ctx, body.id) },
  'GET Transaction/GetCities': { kind: 'read', handle: ({ query }, ctx) => countries.listCities(ctx, query) },
  'POST Transaction/CreateCity': { kind: 'write', handle: ({ body }, ctx) => countries.createCity(ctx, body) },
  'PUT Transaction/EditCity': { kind: 'write', handle: ({ body }, ctx) => countries.editCity(ctx, body) },
  'PUT Transaction/DeleteCity': { kind: 'write', handle: ({ body }, ctx) => countries.deleteCity(ctx, body.id) },
  'GET Transaction/GetCountryPaymentMethods': { kind: 'read', handle: ({ query }, ctx) => countries.listLinks(ctx, query) },
  'POST Transaction/CreateCountryPaymentMethod': { kind: 'write', handle: ({ body }, ctx) => countries.createLink(ctx, body) },
  'POST Transaction/DeleteCountryPaymentMethod': { kind: 'write', handle: ({ body }, ctx) => countries.deleteLink(ctx, body) },

  // Transaction methods
  'POST Transaction/GetTransactionMethods': { kind: 'read', handle: ({ body }, ctx) => transactionMethods.listTransactionMethods(ctx, body) },
  'GET Transaction/GetTransactionMethod': {
    kind: 'read',
    handle: ({ query }, ctx) => transactionMethods.getTransactionMethod(ctx, query.TransactionMethodId),
  },
  'POST Transaction/CreateTransactionMethod': { kind: 'write', handle: ({ body }, ctx) => transactionMethods.createTransactionMethod(ctx, body) },
  'POST Transaction/EditTransactionMethod': { kind: 'write', handle: ({ body }, ctx) => transactionMethods.editTransactionMethod(ctx, body) },
  'PUT Transaction/DeleteTransactionMethod': { kind: 'write', handle: ({ body }, ctx) => transactionMethods.deleteTransactionMethod(ctx, body.id) },
  'POST Transaction/SetTransactionMethodIcon': {
    kind: 'write',
    handle: ({ body, files }, ctx) => transactionMethods.setTransactionMethodIcon(ctx, body.transactionMethodId, files),
  },
  'PUT Transaction/DeleteTransactionMethodIcon': {
    kind: 'write',
    handle: ({ body }, ctx) => transactionMethods.deleteTransactionMethodIcon(ctx, body.transactionMethodId),
  },

  // Currencies (the list reads are also the console's start-up loads)
  'GET Market/GetCurrencies': { kind: 'read', handle: (_, ctx) => currencies.listCurrencies(ctx.db) },
  'POST v2/Market/GetCurrencies': {
    kind: 'read',
    handle: async ({ body }, ctx) => ({ items: await currencies.listCurrencies(ctx.db, body) }),
  },
  'GET v1/currencies': {
    kind: 'read',
    handle: async (_, ctx) => {
      const data = await currencies.listCurrencies(ctx.db);
      return { data, total: data.length };
    },
  },
  'POST Market/CreateCurrency': { kind: 'write', handle: ({ body }, ctx) => currencies.createCurrency(ctx, body) },
  'POST Market/EditCurrency': { kind: 'write', handle: ({ body }, ctx) => currencies.editCurrency(ctx, body.id, body) },
  'PUT v2/Market/EditCurrency': { kind: 'write', handle: ({ body }, ctx) => currencies.editCurrency(ctx, body.id, body) },
  'PUT Market/SetCurrencyIcon': { kind: 'write', handle: ({ body, files }, ctx) => currencies.setCurrencyIcon(ctx, body.currencyId, files) },
  'PUT Market/DeleteCurrencyIcon': { kind: 'write', handle: ({ body }, ctx) => currencies.deleteCurrencyIcon(ctx, body.currencyId) },
  'POST v1/currencies': {
    kind: 'write',
    handle: async ({ body }, ctx) => ({ id: (await currencies.createCurrency(ctx, body)).id }),
  },
  'PUT v1/currencies/{id}': {
    kind: 'write',
    handle: async ({ params, body }, ctx) => {
      await currencies.editCurrency(ctx, params.id, body);
      return {};
    },
  },
  'GET v2/Catalogue/GetIcon': { kind: 'read', handle: ({ query }, ctx) => icons.getIcon(ctx, query.IconId) },

  // Crypto currencies, tokens and networks
  'POST v2/Transaction/GetCryptoCurrencies': { kind: 'read', handle: ({ body }, ctx) => crypto.listCryptoCurrencies(ctx, body) },
  'POST v2/Transaction/CreateCryptoCurrency': { kind: 'write', handle: ({ body }, ctx) => crypto.createCryptoCurrency(ctx, body) },
  'PUT v2/Transaction/EditCryptoCurrency': { kind: 'write', handle: ({ body }, ctx) => crypto.editCryptoCurrency(ctx, body) },
  'PUT v2/Transaction/DeleteCryptoCurrency': { kind: 'write', handle: ({ body }, ctx) => crypto.deleteCryptoCurrency(ctx, body.id) },
  'POST v2/Transaction/GetCryptoTokens': { kind: 'read', handle: ({ body }, ctx) => crypto.listCryptoTokens(ctx, body) },
  'POST v2/Transaction/CreateCryptoToken': { kind: 'write', handle: ({ body }, ctx) => crypto.createCryptoToken(ctx, body) },
  'PUT v2/Transaction/EditCryptoToken': { kind: 'write', handle: ({ body }, ctx) => crypto.editCryptoToken(ctx, body) },
  'PUT v2/Transaction/DeleteCryptoToken': { kind: 'write', handle: ({ body }, ctx) => crypto.deleteCryptoToken(ctx, body.id) },
  'POST v2/Transaction/GetNetworks': { kind: 'read', handle: ({ body }, ctx) => crypto.listNetworks(ctx, body) },
  'POST v2/Transaction/CreateNetwork': { kind: 'write', handle: ({ body }, ctx) => crypto.createNetwork(ctx, body) },
  'PUT v2/Transaction/EditNetwork': { kind: 'write', handle: ({ body }, ctx) => crypto.editNetwork(ctx, body) },
  'PUT v2/Transaction/DeleteNetwork': { kind: 'write', handle: ({ body }, ctx) => crypto.deleteNetwork(ctx, body.id) },

  // Multiwallet tokens
  'POST v2/mw/Multiwallet/GetTokens': { kind: 'read', handle: ({ body }, ctx) => crypto.listMultiwalletTokens(ctx, body) },
  'POST v2/mw/Multiwallet/AddToken': { kind: 'write', handle: ({ body }, ctx) => crypto.addMultiwalletToken(ctx, body) },
  'PUT v2/mw/Multiwallet/EditToken': { kind: 'write', handle: ({ body }, ctx) => crypto.editMultiwalletToken(ctx, body) },
});
