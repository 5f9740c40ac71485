/**
 * The admin log in words (issue 25 item 12), shared by the server and the console: which logged fields
 * refer to catalogue things (the server names them when the log is read, the console shows the names),
 * and which values are enumeration codes with captions.
 */
import { ADMIN_LOG_AREAS, LOGGED_OPERATIONS, type AdminLogArea } from './adminLogOperations.ts';

/** The kinds of things a logged field may refer to by id; the answer's `names` has one map per kind. */
export const LOG_REF_KINDS = ['user', 'admin', 'currency', 'paymentMethod', 'market'] as const;
export type LogRefKind = (typeof LOG_REF_KINDS)[number];

/**
 * Logged fields whose values are ids (or lists of ids) of a kind. The server resolves these and only
 * these when it reads the log: one query per kind per page, never a guess by value.
 */
export const LOG_REF_FIELDS: Readonly<Record<string, LogRefKind>> = {
  userId: 'user',
  userIds: 'user',
  userIdList: 'user',
  adminId: 'admin',
  currencyId: 'currency',
  currencyIds: 'currency',
  baseCurrencyId: 'currency',
  derivedCurrencyId: 'currency',
  paymentMethodId: 'paymentMethod',
  paymentMethodIds: 'paymentMethod',
  paymentMethods: 'paymentMethod',
  marketId: 'market',
};

/** The ids a logged value holds, when it is an id or a list of ids (numbers, or digits as text). */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  const ids: number[] = [];
  for (const item of list) {
    const n = typeof item === 'number' ? item : typeof item === 'string' && /^\d{1,10}$/.test(item) ? Number(item) : NaN;
    if (Number.isInteger(n) && n > 0 && n <= 2147483647) ids.push(n);
  }
  return ids;
}

/** Every id the logged states refer to, by kind (what the server names for one page of the log). */
export function referencedIds(states: (Record<string, unknown> | null)[]): Record<LogRefKind, Set<number>> {
  const found = Object.fromEntries(LOG_REF_KINDS.map((kind) => [kind, new Set<number>()])) as Record<LogRefKind, Set<number>>;
  for (const state of states) {
    if (!state) continue;
    for (const [field, value] of Object.entries(state)) {
      const kind = LOG_REF_FIELDS[field];
      if (kind) for (const id of idsOf(value)) found[kind].add(id);
    }
  }
  return found;
}

/** The operations of one area (the server's area filter), in the contracts' order. */
export function operationsOfArea(area: string): string[] {
  return Object.entries(LOGGED_OPERATIONS)
    .filter(([, a]) => a === area)
    .map(([id]) => id);
}

/** The area an operation belongs to, when it writes the log. */
export function areaOfOperation(operationId: string): AdminLogArea | undefined {
  return LOGGED_OPERATIONS[operationId];
}

export const ADMIN_LOG_AREA_KEYS = Object.keys(ADMIN_LOG_AREAS) as AdminLogArea[];

export function isAdminLogArea(value: string): value is AdminLogArea {
  return Object.hasOwn(ADMIN_LOG_AREAS, value);
}

/**
 * A field name in words when no caption is kept for it: `paymentMethods` → "Payment methods",
 * `isKYCRequired` → "Is KYC required".
 */
export function fieldInWords(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w, i) => (i > 0 && !/^[A-Z0-9]{2,}$/.test(w) ? w.toLowerCase() : w));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
