import { defineListQuery } from '../../domain/listQuery.ts';
import { INVOICE_STATUSES, MERCHANT_TRANSACTION_STATUSES, MERCHANT_TRANSACTION_TYPES, PRODUCT_STATUSES, STORE_STATUSES } from '../../domain/marketplace.ts';

/** URL state of the merchants' lists (20/50/100 a page). */
export const storesListSchema = defineListQuery({
  filters: { search: { type: 'string', default: '' }, status: { type: 'string', default: '' }, merchantId: { type: 'number', default: null } },
  sortFields: ['id'],
  defaultSort: { field: 'id', direction: 'desc' },
});

export const productsListSchema = defineListQuery({
  filters: { storeId: { type: 'number', default: null }, status: { type: 'string', default: '' } },
  sortFields: ['id'],
  defaultSort: { field: 'id', direction: 'desc' },
});

export const invoicesListSchema = defineListQuery({
  filters: {
    view: { type: 'string', default: 'invoices' },
    storeId: { type: 'number', default: null },
    status: { type: 'strings' },
    created: { type: 'dateRange' },
    serviceMerchantId: { type: 'number', default: null },
    txStatus: { type: 'string', default: '' },
    txType: { type: 'string', default: '' },
  },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});

const anyOption = { value: '', label: 'merchants.filters.any' };
export const STORE_STATUS_OPTIONS = [anyOption, ...STORE_STATUSES.map((s) => ({ value: s, label: `merchants.storeStatus.${s}` }))];
export const PRODUCT_STATUS_OPTIONS = [anyOption, ...PRODUCT_STATUSES.map((s) => ({ value: s, label: `merchants.productStatus.${s}` }))];
export const INVOICE_STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: `merchants.invoiceStatus.${s}` }));
export const TX_STATUS_OPTIONS = [anyOption, ...MERCHANT_TRANSACTION_STATUSES.map((s) => ({ value: s, label: `merchants.txStatus.${s}` }))];
export const TX_TYPE_OPTIONS = [anyOption, ...MERCHANT_TRANSACTION_TYPES.map((s) => ({ value: s, label: `merchants.txType.${s}` }))];
