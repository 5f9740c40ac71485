/** All SQL of merchant payment transactions. */
import type { Executor } from '../../db/database.ts';
import { newestFirst, pageWithTotal } from '../../core/countRows.ts';
import { whereInRange } from '../../core/dateRange.ts';
import { whereEquals } from '../../core/whereEquals.ts';

export interface MerchantTransactionFilter {
  serviceMerchantId?: number;
  orderId?: number;
  status?: string;
  type?: string;
  dateFrom?: string;
  dateTo?: string;
}

function filtered(db: Executor, f: MerchantTransactionFilter) {
  const q = whereEquals(db.selectFrom('merchant_transactions'), {
    service_merchant_id: f.serviceMerchantId,
    order_id: f.orderId,
    status: f.status,
    tx_type: f.type,
  });
  return whereInRange(q, 'date_created', f.dateFrom, f.dateTo);
}

/** One page, newest first, beside the filter's total. */
export function pageTransactions(db: Executor, f: MerchantTransactionFilter, page: { offset: number; limit: number }) {
  return pageWithTotal(filtered(db, f), (q) => newestFirst(q.selectAll(), 'date_created', 'id', page));
}

export async function insertTransactions(db: Executor, rows: { order_id: number | null; service_merchant_id: number; tx_type: string; status: string; amount: string; currency_id: number; fee: string; date_created: string }[]) {
  if (rows.length) await db.insertInto('merchant_transactions').values(rows).execute();
}
