/** Merchant payment transactions: the list, one order's, and one merchant's (answer result.items). */
import { type QueryOf, type RequestContext } from '../../http/operation.ts';
import { normalizeDecimal } from '../../money.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';
import * as repo from './transactionRepository.ts';

type Row = Awaited<ReturnType<typeof repo.pageTransactions>>['rows'][number];

function toTransaction(r: Row) {
  return {
    id: r.id, orderId: r.order_id, serviceMerchantId: r.service_merchant_id, type: r.tx_type, status: r.status,
    amount: normalizeDecimal(r.amount), currencyId: r.currency_id, fee: normalizeDecimal(r.fee), dateCreated: r.date_created,
  };
}

async function page(ctx: RequestContext, f: repo.MerchantTransactionFilter, paging: { offset: number; limit: number }) {
  const { rows, total } = await repo.pageTransactions(ctx.db, f, paging);
  return { items: rows.map(toTransaction), total };
}

export function listTransactions(ctx: RequestContext, q: QueryOf<'GET v2/Merchant/transaction'>) {
  return page(ctx, { serviceMerchantId: q.serviceMerchantId, status: q.status, type: q.type, dateFrom: rangeStartIso(q.dateFrom), dateTo: rangeEndIso(q.dateTo) }, q);
}

/** An order's transactions, all of them (an order has a handful). */
export function orderTransactions(ctx: RequestContext, orderId: number) {
  return page(ctx, { orderId }, { offset: 0, limit: 1000 });
}

export async function merchantPayments(ctx: RequestContext, q: QueryOf<'GET v2/Merchant/Payments/transactions'>) {
  const { items, total } = await page(ctx, { serviceMerchantId: q.serviceMerchantId }, q);
  return { result: { items }, total };
}
