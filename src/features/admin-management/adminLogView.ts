import { fieldChanges, type FieldChange } from '../../domain/adminManagement.ts';
import { dayEndUnixSeconds, dayStartUnixSeconds, parseStorageDate } from '../../domain/dates.ts';
import type { AdminLogFilter } from './api.ts';

/** The admin log's filter as kept in the URL: admin, op, target, from and to (YYYY-MM-DD), page, size. */
export interface AdminLogUrlState {
  admin: string;
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
  for (const key of ['admin', 'op', 'target', 'from', 'to'] as const) if (state[key]) params.set(key, state[key]);
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
  if (from) filter.dateFrom = dayStartUnixSeconds(from, timeZone);
  if (to) filter.dateTo = dayEndUnixSeconds(to, timeZone);
  return filter;
}

/** A logged value as a reader sees it: text as is, nothing as a dash, anything else as compact JSON. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** One line per changed field: `isBlocked: false → true`; unchanged fields are left out of the summary. */
export function changeSummary(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  return fieldChanges(before, after)
    .filter((c) => c.changed)
    .map((c) => `${c.field}: ${displayValue(c.before)} → ${displayValue(c.after)}`)
    .join('; ');
}

export type { FieldChange };
