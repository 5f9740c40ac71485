import i18next, { type TFunction } from 'i18next';
import { errorText as sharedErrorText } from '../../components/errorText.ts';
import { errorReasonOf } from '../../domain/errorMessage.ts';
import type { ErrorReason } from '../../domain/errorReasons.ts';

// Reasons of the users area that this namespace translates (the en text is the spec's).
const KNOWN_REASONS: Partial<Record<ErrorReason, string>> = {
  invalidIp: 'userDetail.errors.invalidIp',
  ipAlreadyListed: 'userDetail.errors.ipAlreadyListed',
  ipNotListed: 'userDetail.errors.ipNotListed',
  identificatorEmpty: 'userDetail.errors.identificatorEmpty',
  languageNotAllowed: 'userDetail.errors.languageNotAllowed',
  lastNfa: 'userDetail.errors.lastNfa',
  nfaNotEnabled: 'userDetail.errors.nfaNotEnabled',
  nfaAlreadyEnabled: 'userDetail.errors.nfaAlreadyEnabled',
  actionImpossible: 'userDetail.errors.actionImpossible',
  limitNeedsAmount: 'userDetail.errors.limitNeedsAmount',
  unexpected: 'userDetail.errors.unexpected',
};

/** The text to show for a failed call: our translation of a known reason, else the shared lookup. */
export function errorText(error: unknown, t?: TFunction): string {
  const key = KNOWN_REASONS[errorReasonOf(error) as ErrorReason];
  if (key) return t ? t(key) : i18next.t(key);
  return sharedErrorText(error);
}

/** The refusal of a user-detail action (`refusal` of its `defineAction`). */
export const userDetailRefusal = (error: unknown) => errorText(error);
