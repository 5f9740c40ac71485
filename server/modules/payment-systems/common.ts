import { CATALOGUE_MESSAGES, hasPlaceholder, isValidRegex } from '../../../src/domain/catalogues.ts';
import type { ErrorReason } from '../../../src/domain/errorReasons.ts';
import { impossible, invalid } from '../../http/apiError.ts';
import { Decimal } from '../../money.ts';

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

/** The path of an icon under the v2 base, read by GET v2/Catalogue/GetIcon. */
export const iconPath = (iconId: number | null) => (iconId === null ? null : `/v2/Catalogue/GetIcon?IconId=${iconId}`);
