import type { TFunction } from 'i18next';
import { errorReasonOf } from '../../../domain/errorMessage.ts';
import { P2P_CATALOGUE_REASONS, type P2pCatalogueReason, type V1Subject, type V1Verb } from '../../../domain/p2pCatalogues.ts';
import { errorText } from '../../../components/errorText.ts';

const isCatalogueReason = (reason: string): reason is P2pCatalogueReason => (P2P_CATALOGUE_REASONS as readonly string[]).includes(reason);

/** The server's text of a failure in the admin's language: by its reason when the catalogues name it, else the message itself. */
export function serverText(t: TFunction, error: unknown): string {
  const reason = errorReasonOf(error);
  if (isCatalogueReason(reason)) return t(`p2pCatalogues.errors.${reason}`);
  return errorText(error);
}

const SUBJECT_KEYS: Record<V1Subject, string> = { fees: 'fees', 'personal fees': 'personalFees', limit: 'limit', rates: 'rates' };

/**
 * A failed v1 call (spec 2 §8 names the thing and the action): one sentence per thing and action,
 * so each language says it in its own grammar ('Курс не удалён: …'), then the refusal by its reason.
 */
export function v1FailureText(t: TFunction, subject: V1Subject, verb: V1Verb, error: unknown): string {
  return t(`p2pCatalogues.failed.${SUBJECT_KEYS[subject]}.${verb}`, { error: serverText(t, error) });
}

/** Rate edits (spec 2 §8): RateNotFound and NullSource have their own texts; anything else is the v1 family. */
export function rateFailureText(t: TFunction, verb: V1Verb, error: unknown): string {
  const reason = errorReasonOf(error);
  if (reason === 'rateNotFound' || reason === 'nullSource') return t(`p2pCatalogues.errors.${reason}`);
  return v1FailureText(t, 'rates', verb, error);
}

/** Template failures (spec 2 §8): adding and editing share 'Unable to add new template…'. */
export function templateFailureText(t: TFunction, action: 'add' | 'delete', error: unknown): string {
  return t(action === 'add' ? 'p2pCatalogues.templates.addFailed' : 'p2pCatalogues.templates.deleteFailed', { error: serverText(t, error) });
}
