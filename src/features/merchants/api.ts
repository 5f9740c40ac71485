import { queryOptions } from '@tanstack/react-query';
import i18next from 'i18next';
import { pageQuery } from '../../api/pageQuery.ts';
import { pageRequest, pageWindow, presentFilters, type PageRequest } from '../../domain/pageRequest.ts';
import { errorText } from '../../components/errorText.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import { defineAction } from '../../components/actions.ts';
import { MERCHANT_FEE_LIST_LIMIT, requireSuccessFlag } from '../../domain/marketplace.ts';

export type Store = components['schemas']['Store'];
export type Product = components['schemas']['Product'];
export type Invoice = components['schemas']['Invoice'];
export type MerchantTransaction = components['schemas']['MerchantTransaction'];
export type MerchantFee = components['schemas']['MerchantFee'];
export type FeeParts = MerchantFee['deposit'];

export const merchantsKeys = {
  all: ['merchants'] as const,
  stores: (request: unknown) => ['merchants', 'stores', request] as const,
  products: (request: unknown) => ['merchants', 'products', request] as const,
  invoices: (request: unknown) => ['merchants', 'invoices', request] as const,
  invoice: (id: number) => ['merchants', 'invoice', id] as const,
  orderTransactions: (orderId: number) => ['merchants', 'orderTransactions', orderId] as const,
  transactions: (request: unknown) => ['merchants', 'transactions', request] as const,
  payments: (serviceMerchantId: number) => ['merchants', 'payments', serviceMerchantId] as const,
  fees: (request: unknown) => ['merchants', 'fees', request] as const,
  providers: ['merchants', 'providers'] as const,
  currencies: ['merchants', 'currencies'] as const,
};

export interface StoresRequest extends PageRequest {
  searchString: string;
  status: string;
  merchantId: number | null;
}

export function storesQuery(request: StoresRequest) {
  return pageQuery(merchantsKeys.stores(request), async (signal) => {
    const query = { ...pageRequest(request), ...presentFilters({ searchString: request.searchString, status: request.status as Store['status'] | '', merchantId: request.merchantId }) };
    return dataOf(await v2Client.GET('/v2/Marketplace/stores', { params: { query: query as never }, signal }));
  });
}

export interface ProductsRequest extends PageRequest {
  storeId: number | null;
  status: string;
}

export function productsQuery(request: ProductsRequest) {
  return pageQuery(merchantsKeys.products(request), async (signal) => {
    const query = { ...pageRequest(request), ...presentFilters({ storeId: request.storeId, status: request.status }) };
    return dataOf(await v2Client.GET('/v2/Marketplace/inventory', { params: { query: query as never }, signal }));
  });
}

export interface InvoicesRequest extends PageRequest {
  storeId: number | null;
  status: string[];
  dateFrom: number | null;
  dateTo: number | null;
}

export function invoicesQuery(request: InvoicesRequest) {
  return pageQuery(merchantsKeys.invoices(request), async (signal) => {
    const query = { ...pageRequest(request), ...presentFilters({ storeId: request.storeId, status: request.status, dateFrom: request.dateFrom, dateTo: request.dateTo }) };
    return dataOf(await v2Client.GET('/v2/Marketplace/invoices', { params: { query: query as never }, signal }));
  });
}

export function invoiceQuery(id: number) {
  return queryOptions({
    queryKey: merchantsKeys.invoice(id),
    queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/Marketplace/invoices/{id}', { params: { path: { id } }, signal })),
  });
}

export function orderTransactionsQuery(orderId: number) {
  return queryOptions({
    queryKey: merchantsKeys.orderTransactions(orderId),
    queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/Merchant/order/{id}/transactions', { params: { path: { id: orderId } }, signal })),
  });
}

export interface TransactionsRequest extends PageRequest {
  serviceMerchantId: number | null;
  status: string;
  type: string;
  dateFrom: number | null;
  dateTo: number | null;
}

export function transactionsQuery(request: TransactionsRequest) {
  return pageQuery(merchantsKeys.transactions(request), async (signal) => {
    const query = { ...pageWindow(request), ...presentFilters({ serviceMerchantId: request.serviceMerchantId, status: request.status, type: request.type, dateFrom: request.dateFrom, dateTo: request.dateTo }) };
    return dataOf(await v2Client.GET('/v2/Merchant/transaction', { params: { query: query as never }, signal }));
  });
}

/** A store's payment transactions (answer result.items). */
export function paymentsQuery(serviceMerchantId: number) {
  return queryOptions({
    queryKey: merchantsKeys.payments(serviceMerchantId),
    queryFn: async ({ signal }) => {
      const answer = dataOf(await v2Client.GET('/v2/Merchant/Payments/transactions', { params: { query: { serviceMerchantId, offset: 0, limit: 50 } }, signal }));
      return { items: answer.result.items, total: answer.total };
    },
  });
}

export interface FeesRequest {
  /** null: every fee; 0: the general fees only; n: one service merchant's own. */
  serviceMerchantId: number | null;
}

/** Spec 2 §9: the fee list is loaded whole (limit 10000). */
export function feesQuery(request: FeesRequest) {
  return pageQuery(merchantsKeys.fees(request), async (signal) => {
    const filter = request.serviceMerchantId === 0 ? { ignoreIndividual: true } : presentFilters({ serviceMerchantId: request.serviceMerchantId });
    return dataOf(await v2Client.GET('/v2/Merchant/fee', { params: { query: { offset: 0, limit: MERCHANT_FEE_LIST_LIMIT, ...filter } as never }, signal }));
  });
}

export const providersQuery = () =>
  queryOptions({ queryKey: merchantsKeys.providers, queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/Merchant/provider', { signal })).items, staleTime: 300_000 });

export const merchantCurrenciesQuery = () =>
  queryOptions({ queryKey: merchantsKeys.currencies, queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/Merchant/currency', { signal })).items, staleTime: 300_000 });

export type StoreUpdate = { id: number; status?: Store['status']; successUrl?: string | null; failUrl?: string | null; locale?: Store['locale'] };
export async function updateStore(body: StoreUpdate) {
  return dataOf(await v2Client.PUT('/v2/Marketplace/stores', { body }));
}

export type ProductUpdate = { id: number; name?: string; price?: string; stock?: number; category?: string | null; status?: Product['status'] };
export async function updateProduct(body: ProductUpdate) {
  return dataOf(await v2Client.PUT('/v2/Marketplace/inventory', { body }));
}

export type InvoiceUpdate = { id: number; status?: Invoice['status']; commentForAdmin?: string | null; commentForUser?: string | null };
export async function updateInvoice(body: InvoiceUpdate) {
  return dataOf(await v2Client.PUT('/v2/Marketplace/invoices', { body }));
}

export interface FeeSet {
  serviceMerchantId: number;
  currencyId: number;
  method: string;
  provider: string;
  deposit?: FeeParts;
  withdrawal?: FeeParts;
}
export async function setFee({ serviceMerchantId, ...body }: FeeSet) {
  return dataOf(await v2Client.POST('/v2/Merchant/fee/{serviceMerchantId}', { params: { path: { serviceMerchantId } }, body }));
}

/** Removes one part of a fee; without the success flag in the answer it counts as failed (spec 2 §5). */
export async function removeFee(fee: MerchantFee, deposit: boolean) {
  const answer = dataOf(
    await v2Client.PUT('/v2/fee/remove', {
      body: { deposit, currency: fee.currency, Provider: fee.provider, Method: fee.method, ...(fee.serviceMerchantId ? { serviceMerchantId: fee.serviceMerchantId } : {}) },
    }),
  );
  requireSuccessFlag(answer);
}

const merchantsChanged = () => [merchantsKeys.all];

/** A store's status, URLs and locale; `name` only for the success words. */
export const saveStore = defineAction({
  operationId: 'PUT v2/Marketplace/stores',
  call: ({ name: _name, ...body }: StoreUpdate & { name: string }) => updateStore(body),
  refresh: merchantsChanged,
  success: ({ name }) => ({ key: 'merchants.stores.saved', params: { name } }),
});

export const saveProduct = defineAction({
  operationId: 'PUT v2/Marketplace/inventory',
  call: (body: ProductUpdate) => updateProduct(body),
  refresh: merchantsChanged,
  success: ({ name }) => ({ key: 'merchants.products.saved', params: { name } }),
});

export const saveInvoice = defineAction({
  operationId: 'PUT v2/Marketplace/invoices',
  call: (body: InvoiceUpdate) => updateInvoice(body),
  refresh: merchantsChanged,
  success: ({ id }) => ({ key: 'merchants.invoices.saved', params: { id } }),
});

export const saveFee = defineAction({
  operationId: 'POST v2/Merchant/fee/{serviceMerchantId}',
  call: (fee: FeeSet) => setFee(fee),
  refresh: merchantsChanged,
  success: 'merchants.fees.saved',
});

/** Removes the deposit (`deposit: true`) or withdrawal part of a fee. */
export const removeFeePart = defineAction({
  operationId: 'PUT v2/fee/remove',
  call: ({ fee, deposit }: { fee: MerchantFee; deposit: boolean }) => removeFee(fee, deposit),
  refresh: merchantsChanged,
  success: 'merchants.fees.removed',
  refusal: (error) => i18next.t('merchants.fees.removeFailed', { error: errorText(error) }),
});
