import { CATALOGUE_MESSAGES, hasPlaceholder, isValidRegex } from '../../../src/domain/catalogues.ts';
import type { ErrorReason } from '../../../src/domain/errorReasons.ts';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import type { RequestContext } from '../../http/operation.ts';
import { Decimal } from '../../money.ts';
import { findRow, type CatalogueTable } from './rowsRepository.ts';

export { invalid };
/** A state conflict: 409, code 103, with a message saying why (the shared `impossible`). */
export const conflict = (message: string, reason: ErrorReason) => impossible(message, reason);

/** Regex fields (custom fields, token and network address and tag regexes) must compile. */
export function assertRegex(path: string, pattern: string | null | undefined) {
  if (pattern && !isValidRegex(pattern)) throw invalid(path, CATALOGUE_MESSAGES.invalidRegex, 'invalidRegex');
}

export function assertPlaceholder(path: string, url: string | null | undefined, placeholder: '{address}' | '{txid}') {
  if (!hasPlaceholder(url, placeholder)) {
    throw placeholder === '{address}'
      ? invalid(path, CATALOGUE_MESSAGES.urlAddressPlaceholder, 'urlAddressPlaceholder')
      : invalid(path, CATALOGUE_MESSAGES.urlTxPlaceholder, 'urlTxPlaceholder');
  }
}

/** min <= max for two decimal strings (amount limits, fee bounds). */
export function assertMinMax(path: string, min: string, max: string, message: string, reason: ErrorReason) {
  if (new Decimal(max).lessThan(new Decimal(min))) throw invalid(path, message, reason);
}

export const flag = (value: boolean | undefined, fallback: number): number => (value === undefined ? fallback : value ? 1 : 0);

/** A flag column an edit sets only when its body gives the flag: 1 or 0, or undefined (left as stored). */
export const givenFlag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** An optional text column an edit sets only when its body gives it; an empty text clears it (null). */
export const givenText = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * The columns a create or an edit body sets: the entries it gives, without those left undefined,
 * so an edit keeps every field it does not name (and a create's defaults stand).
 */
export function givenColumns<T extends object>(entries: T) {
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/**
 * A catalogue item's reader: its row by id in the answer's shape, or 404 with the item's own
 * message and reason. Every edit and delete starts from it, and every create and edit answers with it.
 */
export function itemReader<T extends CatalogueTable, R>(table: T, toItem: (row: Selectable<Database[T]>) => R, message: string, reason: ErrorReason) {
  return async (db: Executor, id: number): Promise<R> => {
    const row = await findRow(db, table, id);
    if (!row) throw notFound(message, reason);
    return toItem(row);
  };
}

/**
 * After a create (`before` null) or an edit: the item read back as now stored, logged with what it
 * was, and returned as the answer (the answer is what the database holds, not what the body asked).
 */
export async function readBackAndLog<T>(ctx: RequestContext, id: number, before: T | null, read: (db: Executor, id: number) => Promise<T>): Promise<T> {
  const after = await read(ctx.db, id);
  await ctx.audit({ targetIds: [id], before, after });
  return after;
}

/** The path of an icon under the v2 base, read by GET v2/Catalogue/GetIcon. */
export const iconPath = (iconId: number | null) => (iconId === null ? null : `/v2/Catalogue/GetIcon?IconId=${iconId}`);
