import { CATALOGUE_MESSAGES, hasPlaceholder, isValidRegex } from '../../../src/domain/catalogues.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { ApiError } from '../../http/apiError.ts';
import { Decimal } from '../../money.ts';

/** A field-level business rule: 400, code 100, the rule's own message (also in details). */
export function invalid(path: string, message: string): ApiError {
  return new ApiError(ErrorCode.ValidationFailed, {}, [{ path, message }], message);
}

/** A state conflict: 409, code 103, with a message saying why. */
export function conflict(message: string): ApiError {
  return new ApiError(ErrorCode.Impossible, {}, undefined, message);
}

/** Regex fields (custom fields, token and network address and tag regexes) must compile. */
export function assertRegex(path: string, pattern: string | null | undefined) {
  if (pattern && !isValidRegex(pattern)) throw invalid(path, CATALOGUE_MESSAGES.invalidRegex);
}

export function assertPlaceholder(path: string, url: string | null | undefined, placeholder: '{address}' | '{txid}') {
  if (!hasPlaceholder(url, placeholder)) {
    throw invalid(path, placeholder === '{address}' ? CATALOGUE_MESSAGES.urlAddressPlaceholder : CATALOGUE_MESSAGES.urlTxPlaceholder);
  }
}

/** min <= max for two decimal strings (amount limits, fee bounds). */
export function assertMinMax(path: string, min: string, max: string, message: string) {
  if (new Decimal(max).lessThan(new Decimal(min))) throw invalid(path, message);
}

export const flag = (value: boolean | undefined, fallback: number): number => (value === undefined ? fallback : value ? 1 : 0);

/** The path of an icon under the v2 base, read by GET v2/Catalogue/GetIcon. */
export const iconPath = (iconId: number | null) => (iconId === null ? null : `/v2/Catalogue/GetIcon?IconId=${iconId}`);
