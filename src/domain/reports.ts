/**
 * Reports (spec 3 §3 and §4): the thirteen report types, their lifecycle, the filters each one takes
 * (those of the list it exports), the CSV cell escaping and the file name. Shared by the console and
 * the server's report worker.
 */

/** The spec's report types, in its order. */
export const REPORT_TYPES = [
  'TotalBalances',
  'Users',
  'chats',
  'Transactions',
  'Operations',
  'Trades',
  'Orders',
  'UserActions',
  'ReferralProgramIncomes',
  'StakingLogs',
  'BalancesInfo',
  'P2pDeals',
  'P2pOffers',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const isReportType = (value: unknown): value is ReportType => typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);

/** new → inProgress → completed | error; nothing else. */
export const REPORT_STATUSES = ['new', 'inProgress', 'completed', 'error'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The lifecycle's allowed moves. A job whose lease ran out goes from inProgress to inProgress again (another worker). */
export const REPORT_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  new: ['inProgress'],
  inProgress: ['inProgress', 'completed', 'error'],
  completed: [],
  error: [],
};

/** A report never holds more rows than this (spec 3 §9, "Report limit: 1000000"). */
export const REPORT_ROW_LIMIT = 1_000_000;

/** Users carrying one of these tags are left out of every report (spec 3 §3, "Ignored user tags"). */
export const IGNORED_USER_TAGS = ['dev', 'test', 'bot'] as const;

/** Whether a status is final: the console stops polling and the admin has been (or is being) told by e-mail. */
export const isReportFinal = (status: ReportStatus) => status === 'completed' || status === 'error';

/** The kind of value a filter takes. */
export type ReportFilterKind = 'ids' | 'strings' | 'side' | 'boolean';

/**
 * Each type's filters: the filters of the list it exports (names as in that list's request body).
 * The period (dateFrom, dateTo) applies to every type with dates.
 */
export const REPORT_FILTERS: Record<ReportType, Readonly<Record<string, ReportFilterKind>>> = {
  TotalBalances: { currencyIdList: 'ids' },
  Users: { userIdList: 'ids', statusList: 'ids', userTypeList: 'ids', isBlocked: 'boolean' },
  chats: { userIdList: 'ids' },
  Transactions: {
    idList: 'ids',
    side: 'side',
    operationTypeList: 'strings',
    userIdList: 'ids',
    statusList: 'strings',
    currencyIdList: 'ids',
    kytStatusList: 'strings',
  },
  Operations: { userIdList: 'ids', currencyIdList: 'ids', entryTypeList: 'strings', accountList: 'strings' },
  Trades: { userIdList: 'ids', orderIdList: 'ids', marketIdList: 'ids' },
  /** The spot orders list (POST v2/Trading/GetOrders); its one market as a list, as for Trades. */
  Orders: { userIdList: 'ids', orderIdList: 'ids', tradeIdList: 'ids', marketIdList: 'ids', typeList: 'strings', statusList: 'strings' },
  UserActions: { userIdList: 'ids', actionList: 'strings' },
  ReferralProgramIncomes: { referralProgramIdList: 'ids', userIdList: 'ids', incomeTypeList: 'strings' },
  StakingLogs: { userIdList: 'ids', currencyIdList: 'ids', logTypeList: 'strings' },
  BalancesInfo: { userIdList: 'ids', currencyIdList: 'ids' },
  P2pDeals: { userIdList: 'ids', statusList: 'ids', cryptoCurrencyIdList: 'ids', fiatCurrencyIdList: 'ids' },
  /** statusList: the offers screen's labels (enabled, disabled, deleted, hidden); offerTypeList: Sell, Buy. */
  P2pOffers: { userIdList: 'ids', offerTypeList: 'strings', statusList: 'strings', cryptoCurrencyIdList: 'ids', fiatCurrencyIdList: 'ids' },
};

export type ReportFilterValue = number[] | string[] | string | boolean;
export type ReportFilters = Record<string, ReportFilterValue>;

/** Reasons of a report's filter check. */
export const REPORT_FILTER_REASONS = ['reportFilterUnknown', 'reportFilterIds', 'reportFilterValues', 'reportFilterSide', 'reportFilterBoolean'] as const;
export type ReportFilterReason = (typeof REPORT_FILTER_REASONS)[number];

/**
 * Checks a report's filters against its type: the names the type knows and the kind of each value.
 * Empty lists and empty values are dropped (spec 3 §5, "List filters drop empty values").
 * Returns the cleaned filters, or the first problem as `{ path, message }`.
 */
export function checkReportFilters(
  type: ReportType,
  filters: Record<string, unknown> | undefined,
): { ok: true; filters: ReportFilters } | { ok: false; path: string; message: string; reason: ReportFilterReason; params?: Record<string, string> } {
  const known = REPORT_FILTERS[type];
  const out: ReportFilters = {};
  for (const [name, value] of Object.entries(filters ?? {})) {
    const kind = known[name];
    const path = `/filters/${name}`;
    if (!kind) return { ok: false, path, message: `The ${type} report has no filter ${name}`, reason: 'reportFilterUnknown', params: { type, name } };
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (kind === 'ids') {
      if (!Array.isArray(value) || value.length > 1000 || !value.every((v) => Number.isInteger(v) && v >= 0 && v <= 2_147_483_647)) {
        return { ok: false, path, message: 'Must be a list of at most 1000 ids', reason: 'reportFilterIds' };
      }
      out[name] = value as number[];
    } else if (kind === 'strings') {
      if (!Array.isArray(value) || value.length > 100 || !value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 64)) {
        return { ok: false, path, message: 'Must be a list of at most 100 values', reason: 'reportFilterValues' };
      }
      out[name] = value as string[];
    } else if (kind === 'side') {
      if (value !== 'in' && value !== 'out') return { ok: false, path, message: 'Must be in or out', reason: 'reportFilterSide' };
      out[name] = value;
    } else {
      if (typeof value !== 'boolean') return { ok: false, path, message: 'Must be true or false', reason: 'reportFilterBoolean' };
      out[name] = value;
    }
  }
  return { ok: true, filters: out };
}

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; and a value a spreadsheet
 * would run as a formula (starting with =, +, -, @, tab or carriage return) gets a leading
 * apostrophe, so it opens as text. Numbers are written as they are, and so is a plain decimal
 * number in a string (`-10639.076581`, an amount as the database keeps it): a negative amount
 * stays a number a spreadsheet can sum, while `-2+3` or `-A1` is still escaped.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Character tests rather than regular expressions: a million-row report runs this ten million times.
  const first = value.charCodeAt(0);
  const formula = first === 61 || first === 43 || first === 64 || first === 9 || first === 13 || (first === 45 && !isPlainDecimal(value, 1));
  const text = formula ? `'${value}` : value;
  return text.includes('"') || text.includes(',') || text.includes('\n') || text.includes('\r') ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Whether `value` from `start` on is digits with at most one inner decimal point (`10639.076581`, `7`; not `.5`, `5.`, `1e3`). */
function isPlainDecimal(value: string, start: number): boolean {
  let digits = 0;
  let point = -1;
  for (let i = start; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += 1;
    else if (c === 46 && point < 0 && digits > 0) point = i;
    else return false;
  }
  return digits > 0 && point !== value.length - 1;
}

/** One CSV line (CRLF, as RFC 4180 and spreadsheets expect). */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The downloaded file's name (spec 3 §7): "Report {type} {date}.csv", the date being the day the report was ordered (yyyy-mm-dd, UTC). */
export function reportFileName(type: ReportType, dateCreated: string | Date): string {
  const date = (typeof dateCreated === 'string' ? new Date(dateCreated) : dateCreated).toISOString().slice(0, 10);
  return `Report ${type} ${date}.csv`;
}

/**
 * A report period bound as the server reads it: an ISO date (yyyy-mm-dd) or date-time. A bare end date
 * means the end of that day (the spec's +86399 s). Returns an ISO instant, or null when unreadable.
 */
export function reportPeriodBound(value: string, end: boolean): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day)) return null;
    return new Date(end ? day + 86_399_999 : day).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
