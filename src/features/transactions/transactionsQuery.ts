import { dayEndUnixSeconds, dayStartUnixSeconds, parseStorageDate } from '../../domain/dates.ts';
import { defineListQuery, type ListState } from '../../domain/listQuery.ts';
import { pageOffset } from '../../domain/paging.ts';
import { TRANSACTION_STATUSES, KYT_STATUSES, type TransactionStatus, type KytStatus } from '../../domain/transactions.ts';
import type { ReportOrderInput } from '../../machines/report/report.machine.ts';
import type { OperationsRequest } from './transactionsListCall.ts';

/** The transactions list (spec 3 §2, §9): 100 a page, dateCreated descending by default. */
export const TRANSACTIONS_PAGE_SIZE = 100;

export const transactionsSchema = defineListQuery({
  filters: {
    created: { type: 'dateRange' },
    side: { type: 'string' },
    type: { type: 'string' },
    status: { type: 'strings' },
    currency: { type: 'numbers' },
    userId: { type: 'number' },
    kyt: { type: 'strings' },
  },
  sortFields: ['dateCreated', 'id', 'amount'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
  pageSizes: [TRANSACTIONS_PAGE_SIZE],
  defaultPageSize: TRANSACTIONS_PAGE_SIZE,
});
export type TransactionsState = ListState<typeof transactionsSchema.filters, 'dateCreated' | 'id' | 'amount'>;

const isStatus = (s: string): s is TransactionStatus => (TRANSACTION_STATUSES as readonly string[]).includes(s);
const isKyt = (s: string): s is KytStatus => (KYT_STATUSES as readonly string[]).includes(s);

/** The list's URL state as the call: empty filters dropped, dates as unix seconds, the end of the day inclusive (spec 3 §5). */
export function operationsRequest(state: TransactionsState, timeZone?: string): OperationsRequest {
  const f = state.filters;
  const from = f.created[0] ? parseStorageDate(f.created[0]) : null;
  const to = f.created[1] ? parseStorageDate(f.created[1]) : null;
  const statuses = f.status.filter(isStatus);
  const kyt = f.kyt.filter(isKyt);
  return {
    ...(from ? { createdFrom: dayStartUnixSeconds(from, timeZone) } : {}),
    ...(to ? { createdTo: dayEndUnixSeconds(to, timeZone) } : {}),
    ...(f.side === 'in' || f.side === 'out' ? { side: f.side } : {}),
    ...(f.type === 'depositWithdrawal' || f.type === 'adminDeposit' ? { operationTypeList: [f.type] } : {}),
    ...(statuses.length ? { statusList: statuses } : {}),
    ...(f.currency.length ? { currencyIdList: f.currency } : {}),
    ...(f.userId ? { userIdList: [f.userId] } : {}),
    ...(kyt.length ? { kytStatusList: kyt } : {}),
    sort: { field: state.sort.field, desc: state.sort.direction === 'desc' },
    offset: pageOffset(state.page, TRANSACTIONS_PAGE_SIZE),
    limit: TRANSACTIONS_PAGE_SIZE,
    getTotal: true,
  };
}

/**
 * The list's Export: a Transactions report with the list's own filters and the same period to the
 * millisecond (the server's list reads its end second inclusively to its last millisecond).
 */
export function transactionsReportOrder(request: OperationsRequest): ReportOrderInput {
  const { createdFrom, createdTo, sort: _sort, offset: _offset, limit: _limit, getTotal: _getTotal, ...filters } = request;
  return {
    type: 'Transactions',
    filters,
    dateFrom: createdFrom === undefined ? null : new Date(createdFrom * 1000).toISOString(),
    dateTo: createdTo === undefined ? null : new Date(createdTo * 1000 + 999).toISOString(),
  };
}
