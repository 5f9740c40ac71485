import { createdRangeToUnix } from '../../domain/dateRangeFilter.ts';
import { defineListQuery, type ListState } from '../../domain/listQuery.ts';
import { oneOf } from '../../domain/oneOf.ts';
import { sortedPageRequest } from '../../domain/pageRequest.ts';
import { TRANSACTION_STATUSES, KYT_STATUSES } from '../../domain/transactions.ts';
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

const isStatus = oneOf(TRANSACTION_STATUSES);
const isKyt = oneOf(KYT_STATUSES);

/** The list's URL state as the call: empty filters dropped, dates as unix seconds, the end of the day inclusive (spec 3 §5). */
export function operationsRequest(state: TransactionsState, timeZone?: string): OperationsRequest {
  const f = state.filters;
  const statuses = f.status.filter(isStatus);
  const kyt = f.kyt.filter(isKyt);
  return {
    ...createdRangeToUnix(f.created, timeZone),
    ...(f.side === 'in' || f.side === 'out' ? { side: f.side } : {}),
    ...(f.type === 'depositWithdrawal' || f.type === 'adminDeposit' ? { operationTypeList: [f.type] } : {}),
    ...(statuses.length ? { statusList: statuses } : {}),
    ...(f.currency.length ? { currencyIdList: f.currency } : {}),
    ...(f.userId ? { userIdList: [f.userId] } : {}),
    ...(kyt.length ? { kytStatusList: kyt } : {}),
    // the list's one page size, whatever the URL says
    ...sortedPageRequest({ ...state, pageSize: TRANSACTIONS_PAGE_SIZE }),
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
