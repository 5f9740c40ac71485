import { defineOperations } from '../../http/operation.ts';
import * as fees from './feeService.ts';
import * as transactions from './transactionService.ts';

export const merchantOperations = defineOperations({
  'GET v2/Merchant/fee': { kind: 'read', handle: ({ query }, ctx) => fees.listFees(ctx, query) },
  'POST v2/Merchant/fee/{serviceMerchantId}': { kind: 'write', handle: ({ params, body }, ctx) => fees.setFee(ctx, params.serviceMerchantId, body) },
  'PUT v2/fee/remove': { kind: 'write', handle: ({ body }, ctx) => fees.removeFee(ctx, body) },
  'GET v2/Merchant/provider': { kind: 'read', handle: (_input, ctx) => fees.listProviders(ctx) },
  'GET v2/Merchant/currency': { kind: 'read', handle: (_input, ctx) => fees.listCurrencies(ctx) },
  'GET v2/Merchant/transaction': { kind: 'read', handle: ({ query }, ctx) => transactions.listTransactions(ctx, query) },
  'GET v2/Merchant/order/{id}/transactions': { kind: 'read', handle: ({ params }, ctx) => transactions.orderTransactions(ctx, params.id) },
  'GET v2/Merchant/Payments/transactions': { kind: 'read', handle: ({ query }, ctx) => transactions.merchantPayments(ctx, query) },
});
