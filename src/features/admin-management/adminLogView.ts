import { APPROVAL_ACTIONS } from '../../domain/approvals.ts';
import { LOG_REF_FIELDS, areaOfOperation, fieldInWords, idsOf, isAdminLogArea } from '../../domain/adminLog.ts';
import { ADMIN_NOTIFICATION_TYPES, fieldChanges, type FieldChange } from '../../domain/adminManagement.ts';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus } from '../../domain/adminStatus.ts';
import { reportFilterChoices } from '../../domain/reportFilterChoices.ts';
import { isReportType, type ReportType } from '../../domain/reports.ts';
import { USER_STATUS_CAPTION_KEYS } from '../../domain/users.ts';

const isUserStatus = (value: unknown): value is 0 | 1 | 2 => value === 0 || value === 1 || value === 2;
import { dayEndUnixSeconds, dayStartUnixSeconds, formatDateTime, parseStorageDate } from '../../domain/dates.ts';
import type { AdminLogFilter } from './api.ts';

/** The admin log's filter as kept in the URL: admin, area, op, target, from and to (YYYY-MM-DD), page, size. */
export interface AdminLogUrlState {
  admin: string;
  area: string;
  op: string;
  target: string;
  from: string;
  to: string;
  page: number;
  size: number;
}

export const LOG_PAGE_SIZES = [20, 50, 100] as const;

export function logStateOf(params: URLSearchParams, defaultSize: number): AdminLogUrlState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    admin: params.get('admin') ?? '',
    area: params.get('area') ?? '',
    op: params.get('op') ?? '',
    target: params.get('target') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (LOG_PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
  };
}

export function logParamsOf(state: AdminLogUrlState): URLSearchParams {
  const params = new URLSearchParams({ tab: 'log' });
  for (const key of ['admin', 'area', 'op', 'target', 'from', 'to'] as const) if (state[key]) params.set(key, state[key]);
  if (state.page > 1) params.set('page', String(state.page));
  params.set('size', String(state.size));
  return params;
}

const positive = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The request filter: empty values dropped, dates as unix seconds, the end date to the end of its day (+86399 s). */
export function requestFilterOf(state: AdminLogUrlState, timeZone?: string): AdminLogFilter {
  const from = parseStorageDate(state.from);
  const to = parseStorageDate(state.to);
  const filter: AdminLogFilter = {};
  const adminId = positive(state.admin);
  const targetId = positive(state.target);
  if (adminId) filter.adminId = adminId;
  if (targetId) filter.targetId = targetId;
  if (state.op.trim()) filter.operationId = state.op.trim();
  else if (isAdminLogArea(state.area)) filter.area = state.area;
  if (from) filter.dateFrom = dayStartUnixSeconds(from, timeZone);
  if (to) filter.dateTo = dayEndUnixSeconds(to, timeZone);
  return filter;
}

export type AdminLogNames = Partial<Record<string, Record<string, string>>>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the view needs to say a row in words: the translator, which keys exist, and the page's names. */
export interface LogWords {
  t: Translate;
  exists: (key: string) => boolean;
  names: AdminLogNames | undefined;
  /** The admin's time zone, for logged dates and times. */
  timeZone?: string;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An operation in words ("Set a platform limit"); an id the console has no text for is shown as it is. */
export function operationInWords(operationId: string, words: Pick<LogWords, 't' | 'exists'>): string {
  const key = `adminManagement.operations.${operationId}`;
  return words.exists(key) ? words.t(key) : operationId;
}

/** A field name in words: its caption when the console keeps one, else the name split into words. */
export function fieldCaption(field: string, words: Pick<LogWords, 't' | 'exists'>): string {
  const key = `adminManagement.fields.${field}`;
  return words.exists(key) ? words.t(key) : fieldInWords(field);
}

/** The caption key of an enumerated value, for the fields whose codes have captions (in the operation's area). */
function enumKey(field: string, value: unknown, operationId: string): string | undefined {
  const area = areaOfOperation(operationId);
  if (field === 'adminStatus' && isAdminStatus(value)) return ADMIN_STATUS_CAPTION_KEYS[value];
  if (field === 'kytStatus' && typeof value === 'string') return `transactions.kyt.${value}`;
  if (field === 'side' && typeof value === 'string') return `transactions.side.${value}`;
  if (field === 'status' && typeof value === 'string' && area === 'transactions') return `transactions.status.${value}`;
  if (field === 'status' && area === 'users' && isUserStatus(value)) return USER_STATUS_CAPTION_KEYS[value];
  // a four-eyes request is logged by the approvals area and by the guarded operation's own area (its held row)
  if (field === 'action' && typeof value === 'string' && (area === 'approvals' || (APPROVAL_ACTIONS as readonly string[]).includes(value))) return `approvals.action.${value}`;
  if (field === 'verificationLevel' && typeof value === 'string') return `settings.limits.levels.${value}`;
  if (field === 'operationType' && typeof value === 'string' && area === 'transactionLimits') return `settings.limits.operations.${value}`;
  if (area === 'adminManagement' && field === 'channel' && typeof value === 'number') return `adminNotifications.channel.${value}`;
  if (area === 'adminManagement' && field === 'notificationType' && typeof value === 'number') {
    const type = ADMIN_NOTIFICATION_TYPES[value];
    return type ? `adminNotifications.type.${type}` : undefined;
  }
  return undefined;
}

/**
 * One logged value in words (issue 25 item 12): ids of users, admins, currencies, payment methods and
 * markets as their names, enumeration codes as captions, yes/no for flags, lists joined, objects as
 * "Field: value" pairs; nothing as a dash. `state` is the logged state the value belongs to: a
 * report's filters are named as the report dialog names them and their codes captioned by the
 * report type's choices (a status list of transactions or of deals).
 */
export function valueInWords(field: string, value: unknown, operationId: string, words: LogWords, state?: Record<string, unknown> | null): string {
  const { t, exists, names } = words;
  if (value === undefined || value === null) return '—';
  const kind = LOG_REF_FIELDS[field];
  if (kind) {
    const ids = idsOf(value);
    if (ids.length > 0 && (ids.length === (Array.isArray(value) ? value.length : 1))) return ids.map((id) => names?.[kind]?.[String(id)] ?? `#${id}`).join(', ');
  }
  const key = enumKey(field, value, operationId);
  if (key && exists(key)) return t(key);
  if (typeof value === 'boolean') return t(value ? 'adminManagement.log.yes' : 'adminManagement.log.no');
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return formatDateTime(value, words.timeZone);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => valueInWords(field, v, operationId, words)).join(', ') : '—';
  if (typeof value === 'object') {
    // a report's filters: named as the report dialog names them, codes by the report type's choices
    const reportType = field === 'filters' && areaOfOperation(operationId) === 'reports' && isReportType(state?.type) ? state.type : null;
    const caption = (k: string) => (reportType && exists(`reports.filters.${k}`) ? t(`reports.filters.${k}`) : fieldCaption(k, words));
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${caption(k)}: ${(reportType && reportFilterInWords(reportType, k, v, words)) ?? valueInWords(k, v, operationId, words)}`)
      .join(', ');
  }
  return String(value);
}

/** A report's filter of codes (statuses, types…) in words, by the report type's own choices; undefined for other filters. */
function reportFilterInWords(type: ReportType, filter: string, value: unknown, words: LogWords): string | undefined {
  const choices = reportFilterChoices(type, filter);
  if (choices?.kind !== 'codes') return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return '—';
  return list
    .map((code) => {
      const choice = choices.options.find((option) => option.value === code);
      return choice && words.exists(choice.label) ? words.t(choice.label) : String(code);
    })
    .join(', ');
}

/** One line per changed field, in words: `Payment methods: SEPA, Cash → SEPA, Revolut, Cash`. */
export function changeSummaryInWords(entry: { operationId: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }, words: LogWords): string {
  return fieldChanges(entry.before, entry.after)
    .filter((c) => c.changed)
    .map((c) => `${fieldCaption(c.field, words)}: ${valueInWords(c.field, c.before, entry.operationId, words, entry.before)} → ${valueInWords(c.field, c.after, entry.operationId, words, entry.after)}`)
    .join('; ');
}

export type { FieldChange };
