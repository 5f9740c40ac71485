import { hasWarning, isProcessingOverdue } from '../../../src/domain/transactions.ts';
import { notFound } from '../../http/apiError.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import { Decimal, normalizeDecimal, normalizeOptionalDecimal } from '../../money.ts';
import * as repo from './repository.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

/** A filtered count stops here ("10,000+"): counting a million rows for a page number is not worth it. */
export const TRANSACTIONS_TOTAL_CAP = 10_000;
export const TRANSACTION_NOT_FOUND = 'Transaction not found';


function flags(r: { status: string; status_changed_at: string; anti_fraud: number }, now: Date) {
  return {
    antiFraud: r.anti_fraud === 1,
    hasWarning: hasWarning(r.status),
    isProcessingOverdue: isProcessingOverdue(r.status, r.status_changed_at, now),
    statusChangedAt: r.status_changed_at,
  };
}

export async function listOperations(ctx: RequestContext, body: BodyOf<'POST v2/Trading/GetOperations'>) {
  const filter: repo.TransactionFilter = {
    idList: body.idList,
    side: body.side,
    operationTypes: body.operationTypeList,
    userIds: body.userIdList,
    statuses: body.statusList,
    currencyIds: body.currencyIdList,
    kytStatuses: body.kytStatusList,
    from: rangeStartIso(body.createdFrom),
    to: rangeEndIso(body.createdTo),
  };
  const sort = { field: body.sort?.field ?? 'dateCreated', desc: body.sort?.desc ?? true };
  const [rows, counted] = await Promise.all([
    repo.listTransactions(ctx.db, filter, { sort, offset: body.offset, limit: body.limit }),
    body.getTotal ? repo.countTransactions(ctx.db, filter, TRANSACTIONS_TOTAL_CAP) : Promise.resolve(0),
  ]);
  const now = ctx.now();
  const items = rows.map((r) => summary(r, now));
  const capped = counted > TRANSACTIONS_TOTAL_CAP;
  return { items, total: body.getTotal ? Math.min(counted, TRANSACTIONS_TOTAL_CAP) : rows.length, ...(capped ? { totalCapped: true } : {}) };
}

/** What the list shows of a transaction; one transaction's view adds the rest. */
function summary(r: Awaited<ReturnType<typeof repo.listTransactions>>[number], now: Date) {
  return {
    id: r.id,
    userId: r.user_id,
    userName: r.user_name,
    side: r.side,
    operationType: r.operation_type,
    amount: normalizeDecimal(r.amount),
    currencyId: r.currency_id,
    currencyTitle: r.currency_title,
    transactionMethodType: r.transaction_method_type,
    status: r.status,
    kytStatus: r.kyt_status,
    requisitesStatus: r.requisites_status,
    ...flags(r, now),
    dateCreated: r.date_created,
  };
}

export async function getOperation(ctx: RequestContext, id: number) {
  const r = await repo.findTransaction(ctx.db, id);
  if (!r) throw notFound(TRANSACTION_NOT_FOUND, 'transactionNotFound');
  return {
    ...summary(r, ctx.now()),
    currencyDecimals: r.currency_decimals,
    orderId: r.order_id,
    paymentId: r.payment_id,
    receiver: r.receiver,
    estimated: normalizeOptionalDecimal(r.estimated),
    fee: normalizeOptionalDecimal(r.fee),
    rate: normalizeOptionalDecimal(r.rate),
    requisites: r.requisites,
    hash: r.hash,
    confirmationDate: r.confirmation_date,
    balanceBefore: normalizeOptionalDecimal(r.balance_before),
    balanceAfter: normalizeOptionalDecimal(r.balance_after),
    adminComment: r.admin_comment,
    userComment: r.user_comment,
    blockchainComment: r.blockchain_comment,
  };
}

export async function statusHistory(ctx: RequestContext, transactionId: number) {
  if (!(await repo.findTransaction(ctx.db, transactionId))) throw notFound(TRANSACTION_NOT_FOUND, 'transactionNotFound');
  const rows = await repo.history(ctx.db, transactionId);
  return {
    items: rows.map((h) => ({
      action: h.action,
      status: h.status,
      kytStatus: h.kyt_status,
      requisitesStatus: h.requisites_status,
      adminId: h.admin_id,
      adminEmail: h.admin_email,
      comment: h.comment,
      dateCreated: h.date_created,
    })),
  };
}

/** Completed deposits and withdrawals per currency: counts and exact sums. */
export async function transactionStats(ctx: RequestContext, body: BodyOf<'POST Transaction/GetTransactionStats'>) {
  const rows = await repo.statsRows(ctx.db, { userId: body.userId, currencyIds: body.currencyIdList, from: rangeStartIso(body.dateFrom), to: rangeEndIso(body.dateTo) });
  const per = new Map<number, { depositCount: number; depositAmount: Decimal; withdrawalCount: number; withdrawalAmount: Decimal }>();
  for (const r of rows) {
    const s = per.get(r.currency_id) ?? { depositCount: 0, depositAmount: new Decimal(0), withdrawalCount: 0, withdrawalAmount: new Decimal(0) };
    if (r.side === 'in') {
      s.depositCount++;
      s.depositAmount = s.depositAmount.plus(r.amount);
    } else {
      s.withdrawalCount++;
      s.withdrawalAmount = s.withdrawalAmount.plus(r.amount);
    }
    per.set(r.currency_id, s);
  }
  const ids = [...per.keys()].sort((a, b) => a - b);
  const titles = await repo.currencyTitles(ctx.db, ids);
  const title = new Map(titles.map((c) => [c.id, c.title]));
  return {
    items: ids.map((id) => {
      const s = per.get(id)!;
      return {
        currencyId: id,
        currencyTitle: title.get(id) ?? String(id),
        depositCount: s.depositCount,
        depositAmount: s.depositAmount.toFixed(),
        withdrawalCount: s.withdrawalCount,
        withdrawalAmount: s.withdrawalAmount.toFixed(),
      };
    }),
  };
}

export async function userAddressList(ctx: RequestContext, body: BodyOf<'POST Transaction/GetUserAddressList'>) {
  const { rows, total } = await repo.userAddresses(ctx.db, body);
  return {
    items: rows.map((a) => ({ id: a.id, userId: a.user_id, currencyId: a.currency_id, address: a.address, tag: a.tag, network: a.network, dateCreated: a.date_created })),
    total,
  };
}
